import type { Hierarchies } from './ch-store';
import { hierarchiesOf } from './ch-store';
import { createHierarchySearch } from './core/ch-query';
import type { RoadGraph } from './graph';
import { DEFAULT_GRAPH_FILE } from './graph';
import { createNodeIndex } from './core/node-index';
import { assemblePath } from './core/road-path';
import type { RestrictedSegment } from './restricted-segments';
import { sharedRestrictedSegments } from './restricted-segments';
import { createRoadRestrictions } from './road-restrictions';
import type { SeasonMark } from './road-seasons';
import { createRoadSeasons } from './road-seasons';
import type { SeasonTables } from './seasons';
import type { ProfileLandmarks } from './core/profile-landmarks';
import { profileLandmarksOf } from './profile-landmarks-store';
import { createReachFrom } from './core/road-reach';
import { createSeededSearch } from './core/road-search';
import { createHoursFromRoad } from './core/road-hours';
import { createEdgeIndex, nodeSnap } from './core/edge-index';
import type { EdgeSnap } from './core/edge-index';
import { EdgeSpans } from './core/edge-spans';
import { createLegSearch } from './core/leg-search';
import type { Piece } from './core/snap-ends';
import type { RoadReach } from './core/road-reach';
import type { LatLngLike, RoadRouter, RouteRequest, RoutedPath } from './core/road-types';
import { RouteNotFoundError } from './core/road-types';
import { coastalNames, weighting } from './core/road-weights';
import { SearchState } from './core/search-state';
import { SearchCache, requestKey } from './core/search-cache';

export type {
  LatLngLike,
  RoadRouter,
  RouteProfile,
  RouteRequest,
  RouteRestriction,
  RoutedPath,
} from './core/road-types';
export { RouteNotFoundError } from './core/road-types';
export { COASTAL_SCENIC_ROADS, RIG_SPEED_FACTOR, RV_SPEEDS_MPH } from './core/road-weights';
export { encodePath, mainRoads, simplifyIndices } from './core/road-geometry';

// The router over a road graph: the nearest road node to a point, routes through waypoints, and
// drive hours from a known route to nearby places, keeping off the restricted road segments the rig
// must keep off (closed ones always, propane-banning tunnels when it carries propane, roads whose
// size limits it is over) and marking those it drives on a condition (restricted-segments.ts). A leg is
// searched in its metric's contraction hierarchy (ch-query.ts) and, when that path crosses a segment
// the rig must keep off or the metric has none, with the landmark A* (road-search.ts): both give
// the cheapest path. Each waypoint meets the road at the point of the edge nearest it (edge-index.ts),
// not at the nearest junction, and a leg leaves and reaches it along that edge (leg-search.ts).
// Searches share their state, so one router serves one search at a time (each
// plan thread has its own).
// Each leg's search and each hour estimate is remembered by its inputs (search-cache.ts), so the
// same leg asked again (a re-plan, the corridor, another option's day) is not searched again;
// cacheWords bounds that memory (0 turns it off).
export function createRoadRouter(
  graph: RoadGraph,
  segments: readonly RestrictedSegment[] = sharedRestrictedSegments(),
  { cacheWords = DEFAULT_CACHE_WORDS, landmarks, hierarchies, seasons: seasonTables }: RouterOptions = {},
): RoadRouter {
  const nearestNode = createNodeIndex(graph);
  const nearestOnEdge = createEdgeIndex(graph);
  const coastal = coastalNames(graph);
  const profileLandmarks = landmarks ?? profileLandmarksOf(graph);
  const state = new SearchState(graph.nodeCount);
  // Which stretch of its edges each row holds, for routes that start or end midway along one.
  const spans = new EdgeSpans(graph);
  const restrictions = createRoadRestrictions(graph, segments, spans);
  const { blocked } = restrictions;
  // The seasons block edges in the same mask (road-seasons.ts).
  const seasons = createRoadSeasons(graph, blocked, seasonTables, spans);
  const pieceBlocked = (e: number, lo: number, hi: number) => spans.blocked(blocked, e, lo, hi);
  const metricHierarchies = hierarchies ?? hierarchiesOf(graph, DEFAULT_GRAPH_FILE);
  const legSearch = createLegSearch(graph, {
    state,
    coastal,
    blocked,
    spans,
    pieceBlocked,
    hierarchySearch: createHierarchySearch(graph),
    seededSearch: createSeededSearch(graph, state, coastal, blocked),
  });
  const hoursFromRoad = createHoursFromRoad(
    graph,
    state,
    coastal,
    nearestNode,
    nearestOnEdge,
    blocked,
    pieceBlocked,
  );
  const reachFrom = createReachFrom(graph, state, nearestOnEdge, nearestNode, blocked, pieceBlocked);

  const legs = new SearchCache<CachedLeg>(cacheWords * LEG_SHARE);
  const estimates = new SearchCache<Array<number | null>>(cacheWords * (1 - LEG_SHARE));
  // Drives from camps: a few numbers each, so a small budget of their own.
  const reaches = new SearchCache<RoadReach[]>(cacheWords * REACH_SHARE);

  function route(waypoints: LatLngLike[], req: RouteRequest): RoutedPath {
    if (waypoints.length < 2) throw new RouteNotFoundError('A route needs two places');
    const { costPerMetre, hoursPerMetre } = weighting(req);
    const lm = profileLandmarks.bound(req, costPerMetre);
    // The metric's hierarchy answers with the cheapest path on the whole graph; when it keeps off
    // every edge blocked now it is also the cheapest on the graph without them (blocking only takes
    // roads away), else A* searches the graph as it is (leg-search.ts). The rig's speed scales every
    // road alike, so the base rig's hierarchy serves every rig.
    const hierarchy = metricHierarchies.of(req);
    const snaps = waypoints.map((w) => (w.parkId ? nodeSnap(graph, nearestNode(w).node, w) : nearestOnEdge(w)));
    const avoided = new Set<number>();
    const noticed = new Set<number>();
    const unavoidable = new Set<number>();
    const marks: SeasonMark[] = [];
    const reqKey = requestKey(req) + seasons.key(req);
    // A leg's search keeps off the segments applying to the request; nothing else is blocked
    // between searches, so the leg's answer depends only on its places on the road and the request.
    const legPieces = (from: EdgeSnap, to: EdgeSnap): Piece[] => {
      if (from.edge === to.edge && from.frac === to.frac) return [];
      // No road joining the nodes is remembered too: that search is the longest of all.
      const compute = (): CachedLeg => {
        // Each search's own segments (gone around, driven on a condition, driven through), so only
        // the search kept says so.
        // The rules read each search's edges (LegRoute.scan); the stretches drawn are kept beside.
        const owns = new Map<number[], { own: Set<number>; seen: Set<number>; through: Set<number> }>();
        const drawn = new Map<number[], Piece[]>();
        const search = () => {
          const leg = legSearch(from, to, req, hierarchy, lm);
          drawn.set(leg.scan, leg.pieces);
          return leg.scan;
        };
        // Both ends of both edges: a leg goes through a city's radius only when all lie outside it.
        const ends = [from.edge, to.edge].flatMap((e) => [graph.edgeA[e], graph.edgeB[e]]);
        const one = () => {
          const found = { own: new Set<number>(), seen: new Set<number>(), through: new Set<number>() };
          const edges = restrictions.legAvoiding(search, req, found.own, found.seen, found.through, ends);
          owns.set(edges, found);
          return edges;
        };
        try {
          const { edges, marks: legMarks } = seasons.leg(one, req);
          const found = owns.get(edges);
          return {
            pieces: drawn.get(edges) ?? null,
            avoided: [...(found?.own ?? [])],
            noticed: [...(found?.seen ?? [])],
            unavoidable: [...(found?.through ?? [])],
            marks: legMarks,
          };
        } catch (err) {
          if (err instanceof RouteNotFoundError)
            return { pieces: null, avoided: [], noticed: [], unavoidable: [], marks: [] };
          throw err;
        }
      };
      const key = `${from.edge}:${from.frac}>${to.edge}:${to.frac}/${reqKey}`;
      const leg = cacheWords > 0 ? legs.get(key, compute, legWords) : compute();
      if (!leg.pieces) throw new RouteNotFoundError();
      for (const i of leg.avoided) avoided.add(i);
      for (const i of leg.noticed) noticed.add(i);
      for (const i of leg.unavoidable) unavoidable.add(i);
      marks.push(...leg.marks);
      return leg.pieces;
    };
    const legList = snaps.slice(1).map((to, i) => legPieces(snaps[i], to));
    const path = assemblePath(graph, { lat: snaps[0].lat, lng: snaps[0].lng }, legList, hoursPerMetre);
    if (avoided.size + noticed.size + unavoidable.size === 0 && marks.length === 0) return path;
    const all = [
      ...restrictions.restrictionsOf(path, avoided, req, noticed, unavoidable),
      ...seasons.restrictionsOf(path, marks),
    ];
    return { ...path, restrictions: all.sort((a, b) => a.index - b.index) };
  }

  return {
    graph,
    nearestNode,
    route,
    hoursFromRoad(road, targets, req, maxDetourHours) {
      const compute = () =>
        restrictions.withAllBlocked(req, () =>
          seasons.withClosed(req, () => hoursFromRoad(road, targets, req, maxDetourHours)),
        );
      if (cacheWords === 0) return compute();
      const key = [
        requestKey(req) + seasons.key(req),
        maxDetourHours,
        road.map((p) => `${p.at.latitude},${p.at.longitude},${p.hours}`).join(';'),
        targets.map((t) => `${t.latitude},${t.longitude}`).join(';'),
      ].join('|');
      // A copy out: the caller owns its answer.
      return estimates.get(key, compute, (v) => v.length * 2).slice();
    },
    // The drive from a place to each target on the roads open on the request's dates (closed
    // seasonal roads kept off; the rig's size limits do not apply: its day trips may be by tow car
    // or unhitched truck). One search for all targets, remembered by place, targets and dates.
    reachFrom(origin, targets, req, maxHours) {
      // Closed segments stay closed to any vehicle; propane and size rules are the rig's.
      const dayTrip = {
        ...req,
        propaneOnBoard: false,
        lengthFeet: 0,
        heightFeet: 0,
        widthFeet: 0,
        avoidPasses: false,
      };
      const compute = () =>
        restrictions.withAllBlocked(dayTrip, () =>
          seasons.withClosed(dayTrip, () => reachFrom(origin, targets, req, maxHours)),
        );
      if (cacheWords === 0) return compute();
      const key = [
        req.rvType,
        seasons.key(dayTrip),
        maxHours,
        `${origin.latitude},${origin.longitude}`,
        targets.map((t) => `${t.latitude},${t.longitude}`).join(';'),
      ].join('|');
      // A copy out: the caller owns its answer.
      return reaches.get(key, compute, (v) => v.length * 3 + 8).slice();
    },
    cacheStats: () => ({
      legs: legs.size,
      estimates: estimates.size,
      hits: legs.hits + estimates.hits,
      misses: legs.misses + estimates.misses,
    }),
    searchStats: () => ({ searches: state.searches, settled: state.settled }),
    clearCache() {
      legs.clear();
      estimates.clear();
      reaches.clear();
    },
  };
}

export interface RouterOptions {
  /** Remembered searches' budget in 4-byte words (0: none). */
  cacheWords?: number;
  /** The profile landmark tables; by default the graph's (profile-landmarks-store.ts). */
  landmarks?: ProfileLandmarks;
  /** The metrics' contraction hierarchies; by default those built beside the bundled graph (ch-store.ts). */
  hierarchies?: Hierarchies;
  /** The passes and seasonal roads; by default the bundled tables (seasons.ts). */
  seasons?: SeasonTables;
}

interface CachedLeg {
  pieces: Piece[] | null;
  avoided: number[];
  noticed: number[];
  unavoidable: number[];
  marks: SeasonMark[];
}
const legWords = (leg: CachedLeg) =>
  (leg.pieces?.length ?? 0) * 8 +
  (leg.avoided.length + leg.noticed.length + leg.unavoidable.length) * 2 +
  leg.marks.length * 64 +
  8;
// About 12 MB per router: a coast-to-coast leg is some tens of thousands of edges, so a few
// hundred plans' legs fit, and every worker holding the graph holds one.
const DEFAULT_CACHE_WORDS = 3_000_000;
const LEG_SHARE = 0.8;
const REACH_SHARE = 0.02;
