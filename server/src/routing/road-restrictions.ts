import type { RoadGraph } from './graph';
import type { RestrictedSegment } from './restricted-segments';
import { avoidedNote, nearestIndex, segmentApplies, segmentEdges } from './restricted-segments';
import type { BlockedEdges } from './road-search';
import type { RouteRequest, RouteRestriction, RoutedPath } from './road-types';

/** The restricted segments of one road graph: which edges they hold, and searches that keep off them. */
export interface RoadRestrictions {
  /** The edge mask the graph searches read (1 = may not be used now). */
  blocked: BlockedEdges;
  /**
   * A leg's edges that keep off every segment applying to the request. The plain search runs first;
   * only a segment it used is blocked and the leg searched again, so routes that come nowhere near a
   * restricted segment are searched once and come out as before. The segments gone around are added
   * to `avoided` (by index).
   */
  legAvoiding(search: () => number[], req: RouteRequest, avoided: Set<number>): number[];
  /** Runs fn with every segment applying to the request blocked (for estimates over many targets). */
  withAllBlocked<T>(req: RouteRequest, fn: () => T): T;
  /** The segments a route went around, each at the route point nearest it. */
  restrictionsOf(path: RoutedPath, avoided: ReadonlySet<number>): RouteRestriction[];
}

export function createRoadRestrictions(
  graph: RoadGraph,
  segments: readonly RestrictedSegment[],
): RoadRestrictions {
  const edges = segmentEdges(graph, segments);
  const blocked = new Uint8Array(graph.edgeCount);
  const edgeSegment = new Int16Array(graph.edgeCount).fill(-1);
  edges.forEach((list, i) => list.forEach((e) => (edgeSegment[e] = i)));
  const setBlocked = (i: number, value: 0 | 1) => {
    for (const e of edges[i]) blocked[e] = value;
  };
  const applying = (req: RouteRequest) =>
    segments.flatMap((s, i) => (edges[i].length > 0 && segmentApplies(s, req) ? [i] : []));

  return {
    blocked,
    legAvoiding(search, req, avoided) {
      const set: number[] = [];
      try {
        for (;;) {
          const legEdges = search();
          const hit = legEdges.find(
            (e) => edgeSegment[e] >= 0 && segmentApplies(segments[edgeSegment[e]], req),
          );
          if (hit === undefined) return legEdges;
          const i = edgeSegment[hit];
          avoided.add(i);
          set.push(i);
          setBlocked(i, 1);
        }
      } finally {
        for (const i of set) setBlocked(i, 0);
      }
    },
    withAllBlocked(req, fn) {
      const set = applying(req);
      for (const i of set) setBlocked(i, 1);
      try {
        return fn();
      } finally {
        for (const i of set) setBlocked(i, 0);
      }
    },
    restrictionsOf(path, avoided) {
      return [...avoided]
        .sort((a, b) => a - b)
        .map((i) => ({
          id: segments[i].id,
          kind: 'avoided' as const,
          note: avoidedNote(segments[i]),
          index: nearestIndex(path, segments[i].at),
        }))
        .sort((a, b) => a.index - b.index);
    },
  };
}
