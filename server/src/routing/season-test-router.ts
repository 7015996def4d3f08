import { sharedRoadGraph } from './graph';
import { segmentsOnLine } from './restricted-segments';
import { createRoadRouter } from './road-router';
import type { LatLngLike, RouteRequest, RoutedPath } from './core/road-types';
import { asSegment, loadSeasonTables } from './seasons';

/**
 * For the tests of passes and seasonal roads: the bundled graph with its own router (cache off) and
 * the season tables, no restricted segments; which table rows a leg drives, and its notes by kind.
 */
export function seasonTestRouter() {
  const tables = loadSeasonTables();
  const router = createRoadRouter(sharedRoadGraph(), [], { cacheWords: 0, seasons: tables });
  const passSegments = tables.passes.map(asSegment);
  const roadSegments = tables.roads.map(asSegment);
  const ids = (p: RoutedPath, segments: typeof passSegments) =>
    segmentsOnLine(p, segments, { propaneOnBoard: true }).map((s) => s.segment.id);
  return {
    tables,
    router,
    /** The passes the leg drives. */
    drives: (p: RoutedPath) => ids(p, passSegments),
    /** The seasonal roads the leg drives. */
    drivesRoads: (p: RoutedPath) => ids(p, roadSegments),
    notes: (p: RoutedPath, kind: 'avoided' | 'passes') =>
      (p.restrictions ?? []).filter((r) => r.kind === kind).map((r) => r.note),
    route: (from: LatLngLike, to: LatLngLike, date: string, more: Partial<RouteRequest> = {}) =>
      router.route([from, to], { profile: 'fastest', rvType: 'class-c', date, ...more }),
  };
}

// What an avoided pass's note adds about the way round, as RegExp sources (core/seasons.ts'
// detourText): more than 15 % longer, or more than twice the drive over the pass.
const TIME = String.raw`\([^)]*\)`;
const WAY_ROUND_LONGER = String.raw`; the way round is about [\d,]+ miles ${TIME} longer than the [\d,]+ miles ${TIME} over it`;
const WAY_ROUND_FAR = String.raw`, and the way round is more than twice as long: about [\d,]+ miles ${TIME} against [\d,]+ miles ${TIME} over it, [\d,]+ miles ${TIME} more\. To cross the pass instead, turn off "Avoid mountain passes"`;
/** The way round's cost, said. */
export const WAY_ROUND_SAID = `(?:${WAY_ROUND_LONGER}|${WAY_ROUND_FAR})`;
/** The way round's cost, said or not (within 15 % it is not). */
export const WAY_ROUND = `${WAY_ROUND_SAID}?`;
