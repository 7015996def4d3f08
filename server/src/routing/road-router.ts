import type { Hierarchies } from './ch-store';
import { hierarchiesOf } from './ch-store';
import { createHierarchySearch } from './core/ch-query';
import type { RoadGraph } from './graph';
import { DEFAULT_GRAPH_FILE } from './graph';
import { createNodeIndex, milesBetween } from './core/node-index';
import { createPlaceExits, meetOpenRoads } from './closed-ends';
import { assemblePath } from './core/road-path';
import type { RestrictedSegment } from './restricted-segments';
import { sharedRoadRules } from './road-ferries';
import { createFerryCosts, withFerries } from './ferry-legs';
import { createRoadRestrictions } from './road-restrictions';
import type { SeasonMark } from './road-seasons';
import { createRoadSeasons } from './road-seasons';
import type { SeasonTables } from './core/seasons';
import type { ProfileLandmarks } from './core/profile-landmarks';
import { profileLandmarksOf } from './profile-landmarks-store';
import { createReachFrom } from './core/road-reach';
import { createHoursFromRoad, createShortestEdges } from './core/road-search';
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
// the cheapest path. Searches share their state, so one router serves one search at a time (each
// plan thread has its own).
// Each leg's search and each hour estimate is remembered by its inputs (search-cache.ts), so the
// same leg asked again (a re-plan, the corridor, another option's day) is not searched again;
// cacheWords bounds that memory (0 turns it off).
export function createRoadRouter(
  graph: RoadGraph,
  segments: readonly RestrictedSegment[] = sharedRoadRules(),
  { cacheWords = DEFAULT_CACHE_WORDS, landmarks, hierarchies, seasons: seasonTables }: RouterOptions = {},
): RoadRouter {
  const nearestNode = createNodeIndex(graph);
  const coastal = coastalNames(graph);
  const profileLandmarks = landmarks ?? profileLandmarksOf(graph);
  const state = new SearchState(graph.nodeCount);
  const restrictions = createRoadRestrictions(graph, segments);
  // The seasons block edges in the same mask (road-seasons.ts).
  const seasons = createRoadSeasons(graph, restrictions.blocked, seasonTables);
  // A place on a road closed to the drive (to the rig, or on the date) is met where the open road ends.
  const placeExits = createPlaceExits(graph, [
    { count: segments.length, edgesOf: restrictions.edgesOf, atOf: (i) => segments[i].at },
    seasons.roads,
  ]);
  // A ferry the graph draws as road costs its crossing and wait in the searches (ferry-legs.ts).
  const ferryCosts = createFerryCosts(graph, segments, restrictions.edgesOf);
  const search = createShortestEdges(graph, state, coastal, restrictions.blocked, ferryCosts.added);
  const metricHierarchies = hierarchies ?? hierarchiesOf(graph, DEFAULT_GRAPH_FILE);
  const hierarchySearch = createHierarchySearch(graph);
  const hoursFromRoad = createHoursFromRoad(graph, state, coastal, nearestNode, restrictions.blocked);
  const reachFrom = createReachFrom(graph, state, nearestNode, restrictions.blocked);

  const legs = new SearchCache<CachedLeg>(cacheWords * LEG_SHARE);
  const estimates = new SearchCache<Array<number | null>>(cacheWords * (1 - LEG_SHARE));
  // Drives from camps: a few numbers each, so a small budget of their own.
  const reaches = new SearchCache<RoadReach[]>(cacheWords * REACH_SHARE);

  const route = createRoute({
    graph,
    segments,
    state,
    nearestNode,
    restrictions,
    seasons,
    placeExits,
    ferryCosts,
    search,
    profileLandmarks,
    metricHierarchies,
    hierarchySearch,
    legs,
    cacheWords,
  });

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
        requestKey(req) + seasons.key(req) + restrictions.dateKey(req),
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
        seasons.key(dayTrip) + restrictions.dateKey(dayTrip),
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

/** What a route's search uses: the graph and the parts the router built over it. */
interface RouteParts {
  graph: RoadGraph;
  /** The restriction rows (ferries among them: ferry-legs.ts times a crossing driven). */
  segments: readonly RestrictedSegment[];
  state: SearchState;
  nearestNode: ReturnType<typeof createNodeIndex>;
  restrictions: ReturnType<typeof createRoadRestrictions>;
  seasons: ReturnType<typeof createRoadSeasons>;
  placeExits: ReturnType<typeof createPlaceExits>;
  ferryCosts: ReturnType<typeof createFerryCosts>;
  search: ReturnType<typeof createShortestEdges>;
  profileLandmarks: ProfileLandmarks;
  metricHierarchies: Hierarchies;
  hierarchySearch: ReturnType<typeof createHierarchySearch>;
  legs: SearchCache<CachedLeg>;
  cacheWords: number;
}

// One leg's search, keeping off the segments applying to the request and the roads closed in its
// season; no road joining the nodes is an answer too (remembered: that search is the longest of all).
function searchLeg(
  p: RouteParts,
  shortest: (from: number, to: number) => number[],
  from: number,
  to: number,
  req: RouteRequest,
): CachedLeg {
  // Each search's own segments (gone around, driven on a condition, driven through), so only
  // the search kept says so.
  const owns = new Map<number[], { own: Set<number>; seen: Set<number>; through: Set<number> }>();
  const one = () => {
    const found = { own: new Set<number>(), seen: new Set<number>(), through: new Set<number>() };
    const edges = p.restrictions.legAvoiding(
      () => shortest(from, to),
      req,
      found.own,
      found.seen,
      found.through,
      [from, to],
    );
    owns.set(edges, found);
    return edges;
  };
  try {
    const { edges, marks: legMarks } = p.seasons.leg(one, req);
    const found = owns.get(edges);
    return {
      edges: Uint32Array.from(edges),
      avoided: [...(found?.own ?? [])],
      noticed: [...(found?.seen ?? [])],
      unavoidable: [...(found?.through ?? [])],
      marks: legMarks,
    };
  } catch (err) {
    if (err instanceof RouteNotFoundError)
      return { edges: null, avoided: [], noticed: [], unavoidable: [], marks: [] };
    throw err;
  }
}

const milesToNode = (graph: RoadGraph, w: LatLngLike, node: number) =>
  milesBetween(w.latitude, w.longitude, graph.nodeLat[node] * 1e-5, graph.nodeLng[node] * 1e-5);

/** The router's `route`: a path through the waypoints, each leg searched (and remembered) on its own. */
function createRoute(p: RouteParts) {
  return function route(waypoints: LatLngLike[], req: RouteRequest): RoutedPath {
    if (waypoints.length < 2) throw new RouteNotFoundError('A route needs two places');
    const { costPerMetre, hoursPerMetre, coastalWeight, bound } = weighting(req);
    const lm = p.profileLandmarks.bound(req, costPerMetre);
    const hierarchy = p.metricHierarchies.of(req);
    p.ferryCosts.set(hoursPerMetre);
    // The metric's hierarchy answers with the cheapest path on the whole graph; when it keeps off
    // every edge blocked now it is also the cheapest on the graph without them (blocking only takes
    // roads away), else A* searches the graph as it is. The rig's speed scales every road alike, so
    // the base rig's hierarchy serves every rig. A ferry's crossing costs more than its road in A*
    // only: a hierarchy path that takes no ferry is the cheapest with them too (that only adds cost).
    const shortest = (from: number, to: number): number[] => {
      if (hierarchy) {
        const { edges, settled } = p.hierarchySearch(hierarchy, from, to);
        p.state.searches++;
        p.state.settled += settled;
        if (!edges) throw new RouteNotFoundError();
        if (edges.every((e) => p.restrictions.blocked[e] === 0 && !p.ferryCosts.on(e))) return edges;
      }
      return p.search(from, to, costPerMetre, bound, coastalWeight, lm);
    };
    const reqKey = requestKey(req) + p.seasons.key(req) + p.restrictions.dateKey(req);
    // A leg's search keeps off the segments applying to the request; nothing else is blocked
    // between searches, so the leg's answer depends only on its nodes and the request.
    const legOf = (from: number, to: number) => {
      const compute = () => searchLeg(p, shortest, from, to, req);
      return p.cacheWords > 0 ? p.legs.get(`${from}>${to}/${reqKey}`, compute, legWords) : compute();
    };
    const nearest = waypoints.map((w) => p.nearestNode(w));
    // Rows by one index: the restricted segments, then the seasonal roads (closed-ends.ts).
    const met = meetOpenRoads(
      p.graph,
      nearest.map((s) => s.node),
      (node, k) =>
        p.placeExits({ at: waypoints[k], node, miles: nearest[k].miles }, () => [
          p.restrictions.keptOff(req),
          p.seasons.closedRoads(req),
        ]),
      (from, to) => legOf(from, to).edges,
    );
    const { nodes } = met;
    const snapped = nearest.map((s, k) =>
      nodes[k] === s.node ? s : { node: nodes[k], miles: milesToNode(p.graph, waypoints[k], nodes[k]) },
    );
    const short = new Set(met.kept.filter((i) => i < p.segments.length));
    const avoided = new Set<number>();
    const noticed = new Set<number>();
    const unavoidable = new Set<number>();
    const marks: SeasonMark[] = p.seasons.endsShort(
      met.kept.filter((i) => i >= p.segments.length).map((i) => i - p.segments.length),
    );
    const legEdges = (from: number, to: number) => {
      const leg = legOf(from, to);
      if (!leg.edges) throw new RouteNotFoundError();
      for (const i of leg.avoided) avoided.add(i);
      for (const i of leg.noticed) noticed.add(i);
      for (const i of leg.unavoidable) unavoidable.add(i);
      marks.push(...leg.marks);
      return leg.edges;
    };
    const drawn = assemblePath(p.graph, nodes, legEdges, hoursPerMetre);
    // Ferries: a crossing driven is timed as the ferry, a place across the water is reached by one.
    const driven = new Set([...noticed, ...unavoidable]);
    const ferries = withFerries({
      graph: p.graph,
      segments: p.segments,
      edgesOf: p.restrictions.edgesOf,
      path: drawn,
      req,
      driven,
      waypoints,
      snapped,
      hoursPerMetre,
    });
    const path = met.moved.length > 0 ? { ...ferries.path, shortOf: met.moved } : ferries.path;
    if (
      avoided.size + noticed.size + unavoidable.size + short.size === 0 &&
      marks.length === 0 &&
      ferries.restrictions.length === 0
    )
      return path;
    const all = [
      ...p.restrictions.restrictionsOf(path, avoided, req, noticed, unavoidable, short),
      ...p.seasons.restrictionsOf(path, marks),
      ...ferries.restrictions,
    ];
    return { ...path, restrictions: all.sort((a, b) => a.index - b.index) };
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
  edges: Uint32Array | null;
  avoided: number[];
  noticed: number[];
  unavoidable: number[];
  marks: SeasonMark[];
}
const legWords = (leg: CachedLeg) =>
  (leg.edges?.length ?? 0) +
  (leg.avoided.length + leg.noticed.length + leg.unavoidable.length) * 2 +
  leg.marks.length * 64 +
  8;
// About 12 MB per router: a coast-to-coast leg is some tens of thousands of edges, so a few
// hundred plans' legs fit, and every worker holding the graph holds one.
const DEFAULT_CACHE_WORDS = 3_000_000;
const LEG_SHARE = 0.8;
const REACH_SHARE = 0.02;
