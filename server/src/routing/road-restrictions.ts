import type { RoadGraph } from './graph';
import { cityEdges, throughLeg } from './restriction-detours';
import type { RestrictedSegment } from './restricted-segments';
import {
  avoidedNote,
  conditionNote,
  nearestIndex,
  segmentEdges,
  segmentRule,
  unavoidableNote,
} from './restricted-segments';
import type { BlockedEdges } from './road-search';
import type { RouteRequest, RouteRestriction, RoutedPath } from './road-types';
import { RouteNotFoundError } from './road-types';

/** The restricted segments of one road graph: which edges they hold, and searches that keep off them. */
export interface RoadRestrictions {
  /** The edge mask the graph searches read (1 = may not be used now). */
  blocked: BlockedEdges;
  /**
   * A leg's edges that keep off every segment the rig must keep off. The plain search runs first;
   * only a segment it used is blocked and the leg searched again, so routes that come nowhere near a
   * restricted segment are searched once and come out as before. The segments gone around are added
   * to `avoided`, and those the leg drives on a condition (valves shut, an escort, an advisory) to
   * `noticed` (by index). When keeping off a segment leaves no road at all (our network lacks the
   * way round, as from lower Manhattan without its tunnels), the leg drives it and it goes to
   * `unavoidable`, for the day to warn. A leg whose `ends` (its from and to nodes) both lie outside
   * the radius of a segment with a `detour` goes around it on Interstates only within that radius
   * (restriction-detours.ts), unless no such way exists.
   */
  legAvoiding(
    search: () => number[],
    req: RouteRequest,
    avoided: Set<number>,
    noticed?: Set<number>,
    unavoidable?: Set<number>,
    ends?: readonly number[],
  ): number[];
  /** Runs fn with every segment the rig must keep off blocked (for estimates over many targets). */
  withAllBlocked<T>(req: RouteRequest, fn: () => T): T;
  /** The segments a route went around or drove on a condition, each at the route point nearest it. */
  restrictionsOf(
    path: RoutedPath,
    avoided: ReadonlySet<number>,
    req?: RouteRequest,
    noticed?: ReadonlySet<number>,
    unavoidable?: ReadonlySet<number>,
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
  // Each detour row's city edges, found the first time a through leg goes around it.
  const allOwn = new Set(onEdge.keys());
  const cities = new Map<number, number[]>();
  const cityOf = (i: number) => {
    let list = cities.get(i);
    if (!list) cities.set(i, (list = cityEdges(graph, segments[i], allOwn)));
    return list;
  };
  const applying = (req: RouteRequest) =>
    segments.flatMap((s, i) => (edges[i].length > 0 && segmentRule(s, req) === 'avoid' ? [i] : []));

  return {
    blocked,
    legAvoiding(search, req, avoided, noticed, unavoidable, ends) {
      const set: number[] = [];
      // City edges blocked for a through detour, each with the value it had (the seasons share the
      // mask); given back all at once when they leave no way, and not blocked again for the leg.
      const city = new Map<number, 0 | 1>();
      let cityOff = ends === undefined;
      const giveBackCity = () => {
        for (const [e, v] of city) blocked[e] = v;
        city.clear();
      };
      // Segments the leg drives although the rig must keep off them: no way round in the network.
      const tolerated = new Set<number>();
      // Each segment's rule for this request, worked out once per leg.
      const rules = new Map<number, ReturnType<typeof segmentRule>>();
      const rule = (i: number) => {
        let r = rules.get(i);
        if (r === undefined) rules.set(i, (r = segmentRule(segments[i], req)));
        return r;
      };
      try {
        for (;;) {
          let legEdges: number[];
          try {
            legEdges = search();
          } catch (err) {
            if (err instanceof RouteNotFoundError && city.size > 0) {
              giveBackCity();
              cityOff = true;
              continue;
            }
            // A closed segment cannot be driven at all: only a rule's segment is given back.
            const k = set.findLastIndex((i) => segments[i].restriction !== 'closed');
            if (!(err instanceof RouteNotFoundError) || k < 0) throw err;
            const [last] = set.splice(k, 1);
            setBlocked(last, 0);
            avoided.delete(last);
            tolerated.add(last);
            continue;
          }
          let hit: number | undefined;
          const seen = new Set<number>();
          for (const e of legEdges) {
            const on = onEdge.get(e);
            if (!on) continue;
            for (const i of on) {
              if (rule(i) === 'avoid') {
                if (tolerated.has(i)) seen.add(i);
                else hit ??= i;
              }
              else if (rule(i) === 'notice') seen.add(i);
            }
            if (hit !== undefined) break;
          }
          if (hit === undefined) {
            for (const i of seen) (tolerated.has(i) ? unavoidable : noticed)?.add(i);
            return legEdges;
          }
          avoided.add(hit);
          set.push(hit);
          setBlocked(hit, 1);
          if (!cityOff && ends && throughLeg(graph, ends, segments[hit]))
            for (const e of cityOf(hit)) {
              if (!city.has(e)) city.set(e, blocked[e] as 0 | 1);
              blocked[e] = 1;
            }
        }
      } finally {
        giveBackCity();
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
    restrictionsOf(
      path,
      avoided,
      req = { profile: 'fastest', rvType: 'class-c' },
      noticed = new Set(),
      unavoidable = new Set(),
    ) {
      const NOTE = { avoided: avoidedNote, condition: conditionNote, passes: unavoidableNote };
      const of = (set: ReadonlySet<number>, kind: RouteRestriction['kind']) =>
        [...set]
          .sort((a, b) => a - b)
          .map((i) => ({
            id: segments[i].id,
            kind,
            note: NOTE[kind](segments[i], req),
            index: nearestIndex(path, segments[i].at),
          }));
      return [...of(avoided, 'avoided'), ...of(noticed, 'condition'), ...of(unavoidable, 'passes')].sort(
        (a, b) => a.index - b.index,
      );
    },
  };
}
