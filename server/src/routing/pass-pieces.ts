import type { RoadGraph } from './graph';
import { pocketOf } from './closed-ends';
import { projectOnEdge } from './core/edge-index';
import type { MountainPass } from './core/seasons';

/**
 * A leg's own pieces (road-route.ts): its first edge (`start`) or last (`end`) when that is a piece
 * of the edge a place lies on part-way, from share `from` of the edge's length to share `to` (the
 * start's piece leaves its place at `from` for an end of the edge, 0 or 1; the end's comes from one
 * to its place at `to`); one object for both when the leg runs along one edge.
 */
export interface LegEnds {
  start?: { from: number; to: number };
  end?: { from: number; to: number };
}

/**
 * The passes a leg's edges drive, read piece by piece (road-seasons.ts' leg): the graph's edges run
 * junction to junction, so a place part-way along a pass's edge (Dardanelle, half-way up CA-108's
 * 52 miles over Sonora Pass) drives the pass only when the piece of the edge it drives passes the
 * summit, and a piece over one summit of an edge holding two drives only that pass. `edgePass` gives
 * each edge's passes (by index).
 */
export function createPassPieces(
  graph: RoadGraph,
  passes: readonly MountainPass[],
  edgePass: ReadonlyMap<number, readonly number[]>,
) {
  // Whether pass i's summit lies on the piece of edge e from share `from` to share `to`.
  const summitShare = new Map<string, number>();
  const summitOn = (i: number, e: number, from: number, to: number) => {
    const key = `${i}:${e}`;
    let at = summitShare.get(key);
    if (at === undefined) summitShare.set(key, (at = projectOnEdge(graph, e, passes[i].at).along));
    return at >= Math.min(from, to) && at <= Math.max(from, to);
  };
  /** A leg's readers, given its own pieces (endsOf) and the edges of the roads closed now. */
  return (
    endsOf: ((edges: readonly number[]) => LegEnds | undefined) | undefined,
    closedLists: readonly (readonly number[])[],
  ) => {
    // The passes each of a search's edges drives: all of the edge's, but on a place's own piece
    // only those whose summit it passes (one US-24 edge holds Wilkerson and Ute passes).
    const drivenAt = (list: readonly number[]) => {
      const ends = endsOf?.(list);
      const last = list.length - 1;
      return list.map((e, k) => {
        const piece = k === 0 && ends?.start ? ends.start : k === last && ends?.end ? ends.end : undefined;
        const rows = edgePass.get(e) ?? [];
        return piece ? rows.filter((i) => summitOn(i, e, piece.from, piece.to)) : rows;
      });
    };
    const passesOn = (list: readonly number[]) => [...new Set(drivenAt(list).flat())].sort((a, b) => a - b);
    // Whether a place at share `place` of edge e is shut in by the passes (and the roads closed
    // now) on its side away from the end it is left by (`by`, 0 or 1): a summit lies that way on
    // its own edge too (Cove Campground, between Wilkerson and Ute passes on US-24), or the roads
    // from that end reach only a pocket of the network (closed-ends.ts) without them.
    const shutIn = (e: number, place: number, by: number) => {
      const away = by === 0 ? 1 : 0;
      if ((edgePass.get(e) ?? []).some((i) => summitOn(i, e, place, away))) return true;
      const closedNow = new Set(closedLists.flat());
      const kept = { has: (x: number) => edgePass.has(x) || closedNow.has(x) };
      return pocketOf(graph, away === 0 ? graph.edgeA[e] : graph.edgeB[e], kept) !== null;
    };
    // Where pass i is driven only on a place's own piece, the place shut in by the passes on its
    // other side: the place is on the pass's own road, reached only over one ('start' or 'end').
    const onlyOwn = (i: number, list: readonly number[]): 'start' | 'end' | undefined => {
      const ends = endsOf?.(list);
      if (!ends || ends.start === ends.end) return undefined;
      const at = drivenAt(list).flatMap((rows, k) => (rows.includes(i) ? [k] : []));
      const last = list.length - 1;
      if (at.length === 0) return undefined;
      const { start, end } = ends;
      if (start && at.every((k) => k === 0) && shutIn(list[0], start.from, start.to)) return 'start';
      if (end && at.every((k) => k === last) && shutIn(list[last], end.to, end.from)) return 'end';
      return undefined;
    };
    return { passesOn, onlyOwn };
  };
}
