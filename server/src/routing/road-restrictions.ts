import type { RoadGraph } from './graph';
import type { RestrictedSegment } from './restricted-segments';
import { avoidedNote, conditionNote, nearestIndex, segmentEdges, segmentRule } from './restricted-segments';
import type { BlockedEdges } from './road-search';
import type { RouteRequest, RouteRestriction, RoutedPath } from './road-types';

/** The restricted segments of one road graph: which edges they hold, and searches that keep off them. */
export interface RoadRestrictions {
  /** The edge mask the graph searches read (1 = may not be used now). */
  blocked: BlockedEdges;
  /**
   * A leg's edges that keep off every segment the rig must keep off. The plain search runs first;
   * only a segment it used is blocked and the leg searched again, so routes that come nowhere near a
   * restricted segment are searched once and come out as before. The segments gone around are added
   * to `avoided`, and those the leg drives on a condition (valves shut, an escort, an advisory) to
   * `noticed` (by index).
   */
  legAvoiding(search: () => number[], req: RouteRequest, avoided: Set<number>, noticed?: Set<number>): number[];
  /** Runs fn with every segment the rig must keep off blocked (for estimates over many targets). */
  withAllBlocked<T>(req: RouteRequest, fn: () => T): T;
  /** The segments a route went around or drove on a condition, each at the route point nearest it. */
  restrictionsOf(
    path: RoutedPath,
    avoided: ReadonlySet<number>,
    req?: RouteRequest,
    noticed?: ReadonlySet<number>,
  ): RouteRestriction[];
}

export function createRoadRestrictions(
  graph: RoadGraph,
  segments: readonly RestrictedSegment[],
): RoadRestrictions {
  const edges = segmentEdges(graph, segments);
  const blocked = new Uint8Array(graph.edgeCount);
  // Segments may share edges (a tunnel's height limit and its propane rule): each edge's segments.
  const onEdge = new Map<number, number[]>();
  edges.forEach((list, i) => list.forEach((e) => onEdge.set(e, [...(onEdge.get(e) ?? []), i])));
  const setBlocked = (i: number, value: 0 | 1) => {
    for (const e of edges[i]) blocked[e] = value;
  };
  const applying = (req: RouteRequest) =>
    segments.flatMap((s, i) => (edges[i].length > 0 && segmentRule(s, req) === 'avoid' ? [i] : []));

  return {
    blocked,
    legAvoiding(search, req, avoided, noticed) {
      const set: number[] = [];
      // Each segment's rule for this request, worked out once per leg.
      const rules = new Map<number, ReturnType<typeof segmentRule>>();
      const rule = (i: number) => {
        let r = rules.get(i);
        if (r === undefined) rules.set(i, (r = segmentRule(segments[i], req)));
        return r;
      };
      try {
        for (;;) {
          const legEdges = search();
          let hit: number | undefined;
          const seen = new Set<number>();
          for (const e of legEdges) {
            const on = onEdge.get(e);
            if (!on) continue;
            for (const i of on) {
              if (rule(i) === 'avoid') hit ??= i;
              else if (rule(i) === 'notice') seen.add(i);
            }
            if (hit !== undefined) break;
          }
          if (hit === undefined) {
            for (const i of seen) noticed?.add(i);
            return legEdges;
          }
          avoided.add(hit);
          set.push(hit);
          setBlocked(hit, 1);
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
    restrictionsOf(path, avoided, req = { profile: 'fastest', rvType: 'class-c' }, noticed = new Set()) {
      const of = (set: ReadonlySet<number>, kind: 'avoided' | 'condition') =>
        [...set]
          .sort((a, b) => a - b)
          .map((i) => ({
            id: segments[i].id,
            kind,
            note: kind === 'avoided' ? avoidedNote(segments[i], req) : conditionNote(segments[i], req),
            index: nearestIndex(path, segments[i].at),
          }));
      return [...of(avoided, 'avoided'), ...of(noticed, 'condition')].sort((a, b) => a.index - b.index);
    },
  };
}
