import { RouteNotFoundError } from './core/road-types';

// A leg's way round the seasonal roads closed on its dates (road-seasons.ts' leg).

/** The search's answer, or null when no road joins its places. */
export function orNone<T>(search: () => T): T | null {
  try {
    return search();
  } catch (err) {
    if (!(err instanceof RouteNotFoundError)) throw err;
    return null;
  }
}

// Rounds of a leg's way round its closed roads, each keeping off the closed ones the last drove.
const CLOSED_ROUNDS = 4;

/**
 * A leg's way round the closed seasonal roads it drove (`hit`), round after round, each search also
 * keeping off the closed roads the last way round drove, so the day names every closed road the
 * drive went around, not only those of its first way: Cody to Gardiner in January went round the
 * East Entrance Road and then round US-212 east of Cooke City, and named only the first. After the
 * rounds, every closed road at once. `way`: the way found that drives none (null: none);
 * `met`: every closed road met on the ways tried.
 */
export function closedAround(
  hit: readonly number[],
  closed: readonly number[],
  search: (rows: readonly number[]) => number[] | null,
  rowsOf: (edges: readonly number[]) => number[],
): { way: number[] | null; met: number[] } {
  const met = [...hit];
  for (let round = 0; round < CLOSED_ROUNDS; round++) {
    const way = search(met);
    if (!way) break;
    const more = rowsOf(way).filter((i) => closed.includes(i) && !met.includes(i));
    if (more.length === 0) return { way, met };
    met.push(...more);
  }
  return { way: search(closed), met };
}
