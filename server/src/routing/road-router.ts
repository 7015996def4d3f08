import type { Hierarchies } from './ch-store';
import { hierarchiesOf } from './ch-store';
import { createHierarchySearch } from './core/ch-query';
import type { RoadGraph } from './graph';
import { DEFAULT_GRAPH_FILE } from './graph';
import { createNodeIndex } from './core/node-index';
import { createPlaceExits } from './closed-ends';
import type { RestrictedSegment } from './restricted-segments';
import { sharedRoadRules } from './road-ferries';
import { createFerryCosts } from './ferry-legs';
import { createRoadRestrictions } from './road-restrictions';
import { createRoadSeasons } from './road-seasons';
import type { RoadSeasons } from './road-seasons';
import type { SeasonTables } from './core/seasons';
import { roadClosedReachText } from './core/seasons';
import type { ProfileLandmarks } from './core/profile-landmarks';
import { profileLandmarksOf } from './profile-landmarks-store';
import { createReachFrom } from './core/road-reach';
import type { CachedLeg } from './road-route';
import { createRoute } from './road-route';
import { createPlaceSnapping, segmentRows } from './road-pieces';
import type { RoadPoint } from './core/road-types';
import { RouteNotFoundError } from './core/road-types';
import { createHoursFromRoad, createShortestEdges } from './core/road-search';
import type { RoadReach } from './core/road-reach';
import type { LatLngLike, RoadRouter, RouteRequest } from './core/road-types';
import { coastalNames } from './core/road-weights';
import { SearchState } from './core/search-state';
import { SearchCache, requestKey } from './core/search-cache';
import type { LegEnd } from './core/leg-end';
import { legEndKey, legEndOf } from './core/leg-end';
import type { OneWayEdges } from './core/one-way';
import { sharedOneWay } from './one-way-roads';

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
// size limits it is over) and marking those it drives on a condition (restricted-segments.ts), and
// driving one-way roads their way only (core/one-way.ts). A leg is searched in its metric's
// contraction hierarchy (ch-query.ts) and, when that path crosses a segment the rig must keep off,
// drives a one-way road backwards or the metric has none, with the landmark A* (road-search.ts):
// both give the cheapest path. Searches share their state, so one router serves one search at a time (each
// plan thread has its own).
// Each leg's search and each hour estimate is remembered by its inputs (search-cache.ts), so the
// same leg asked again (a re-plan, the corridor, another option's day) is not searched again;
// cacheWords bounds that memory (0 turns it off).
export function createRoadRouter(
  graph: RoadGraph,
  segments: readonly RestrictedSegment[] = sharedRoadRules(),
  options: RouterOptions = {},
): RoadRouter {
  const { cacheWords = DEFAULT_CACHE_WORDS, landmarks, hierarchies, seasons: seasonTables, oneWay } = options;
  const nearestNode = createNodeIndex(graph);
  const coastal = coastalNames(graph);
  const profileLandmarks = landmarks ?? profileLandmarksOf(graph);
  const state = new SearchState(graph.nodeCount);
  const restrictions = createRoadRestrictions(graph, segments);
  // The one-way roads are driven their way only, in every search (core/one-way.ts).
  const ways = oneWay ?? sharedOneWay(graph);
  // The seasons block edges in the same mask (road-seasons.ts).
  const seasons = createRoadSeasons(graph, restrictions.blocked, seasonTables);
  // Where a place meets the road: part-way along an edge, or at a node (road-pieces.ts).
  const snap = createPlaceSnapping(graph, segments, restrictions, seasons, nearestNode, ways);
  // A place on a road closed to the drive (to the rig, or on the date) is met where the open road
  // ends; one beside a restricted segment's edge the segment covers only part of, by road-pieces.ts.
  const placeExits = createPlaceExits(graph, [segmentRows(segments, restrictions, snap.stretches), seasons.roads]);
  // A ferry the graph draws as road costs its crossing and wait in the searches (ferry-legs.ts).
  const ferryCosts = createFerryCosts(graph, segments, restrictions.edgesOf);
  const search = createShortestEdges(graph, state, coastal, restrictions.blocked, ferryCosts.added, ways);
  const metricHierarchies = hierarchies ?? hierarchiesOf(graph, DEFAULT_GRAPH_FILE);
  const hierarchySearch = createHierarchySearch(graph);
  const { blocked } = restrictions;
  const at = snap.placePoint;
  // A target on a blocked edge is reached by a piece of it that drives none of its rows.
  const pieceOpen = (p: RoadPoint, end: number) => !snap.pieceDrives(p.edge, p.along, end);
  const hoursFromRoad = createHoursFromRoad(graph, state, coastal, nearestNode, blocked, at, ways, pieceOpen);
  const reachFrom = createReachFrom(graph, state, nearestNode, blocked, at, ways, snap.nearestRoad);

  const legs = new SearchCache<CachedLeg>(cacheWords * LEG_SHARE);
  const estimates = new SearchCache<Array<number | null>>(cacheWords * (1 - LEG_SHARE));
  // Drives from camps: a few numbers each, so a small budget of their own.
  const reaches = new SearchCache<RoadReach[]>(cacheWords * REACH_SHARE);
  const miles = createRouteMiles((req) => seasons.key(req) + restrictions.dateKey(req), cacheWords);
  const ends = createLegEnds(cacheWords);

  const route = createRoute({
    graph,
    segments,
    state,
    coastal,
    nearestNode,
    ...snap,
    restrictions,
    seasons,
    oneWay: ways,
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
    nearestRoad: snap.nearestRoad,
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
    reachFrom(origin, targets, req, maxHours, areas = false) {
      // Closed segments stay closed to any vehicle; propane and size rules are the rig's.
      const dayTrip = { ...req, propaneOnBoard: false, lengthFeet: 0, heightFeet: 0, widthFeet: 0, towingCar: false, avoidPasses: false };
      const named = namedClosure(seasons, dayTrip);
      const compute = () =>
        restrictions.withAllBlocked(dayTrip, () =>
          seasons.withClosed(dayTrip, () => reachFrom(origin, targets, req, maxHours, areas).map(named)),
        );
      if (cacheWords === 0) return compute();
      const key = [
        req.rvType,
        seasons.key(dayTrip) + restrictions.dateKey(dayTrip),
        `${maxHours}${areas ? ' areas' : ''}`,
        `${origin.latitude},${origin.longitude}`,
        targets.map((t) => `${t.latitude},${t.longitude}`).join(';'),
      ].join('|');
      // A copy out: the caller owns its answer.
      return reaches.get(key, compute, (v) => v.length * 3 + 8).slice();
    },
    routeMiles: (from, to, req) => miles.ask(route, from, to, req),
    datesKey: datesKeyOf(seasons, restrictions),
    legEnd: (waypoints, req) => ends.ask(route, waypoints, req),
    rowEdges: { segments: restrictions.edgesOf, passes: seasons.passes.edgesOf, roads: seasons.roads.edgesOf },
    cacheStats: () => ({
      legs: legs.size,
      estimates: estimates.size,
      hits: legs.hits + estimates.hits,
      misses: legs.misses + estimates.misses,
    }),
    searchStats: () => ({ searches: state.searches, settled: state.settled }),
    clearCache: () => [legs, estimates, reaches, miles.cache, ends.cache].forEach((c) => c.clear()),
  };
}

/**
 * RoadRouter.datesKey: the seasons as the request reads them and as its day trips do (reachFrom
 * ignores avoidPasses), and the ferries' seasons (the keys the router's own caches use).
 */
const datesKeyOf =
  (seasons: RoadSeasons, restrictions: { dateKey(req: RouteRequest): string }) => (req: RouteRequest) =>
    `${seasons.key(req)}/${seasons.key({ ...req, avoidPasses: false })}/${restrictions.dateKey(req)}`;

/** Legs' ends (core/leg-end.ts), remembered by their points and the whole request: a few numbers each. */
function createLegEnds(cacheWords: number) {
  const cache = new SearchCache<LegEnd | null>(cacheWords * MILES_SHARE);
  const ask = (route: RoadRouter['route'], waypoints: LatLngLike[], req: RouteRequest) => {
    const compute = () => {
      try {
        return legEndOf(route(waypoints, req));
      } catch (err) {
        if (err instanceof RouteNotFoundError) return null;
        throw err;
      }
    };
    return cacheWords === 0 ? compute() : cache.get(legEndKey(waypoints, req), compute, () => 8);
  };
  return { ask, cache };
}

/**
 * Road miles between two places for a request, remembered by the places and the request's keys (the
 * route's answer depends on these only, as each leg's does: road-route.ts): Infinity when no road
 * joins them or the drive ends short of the second.
 */
function createRouteMiles(datesKey: (req: RouteRequest) => string, cacheWords: number) {
  // One number each: a small budget of their own.
  const cache = new SearchCache<number>(cacheWords * MILES_SHARE);
  const ask = (route: RoadRouter['route'], from: LatLngLike, to: LatLngLike, req: RouteRequest) => {
    const compute = () => {
      try {
        const path = route([from, to], req);
        return path.shortOf?.length ? Infinity : path.miles;
      } catch (err) {
        if (err instanceof RouteNotFoundError) return Infinity;
        throw err;
      }
    };
    if (cacheWords === 0) return compute();
    const key = `${from.latitude},${from.longitude}>${to.latitude},${to.longitude}/${requestKey(req)}${datesKey(req)}`;
    return cache.get(key, compute, () => 2);
  };
  return { ask, cache };
}

/**
 * A target met where the open road ends on its own closed road, said with that road's season; one on
 * a road closed for any other reason (a segment closed to every vehicle) is beyond.
 */
const namedClosure =
  (seasons: RoadSeasons, req: RouteRequest) =>
  (r: RoadReach): RoadReach => {
    if (r.kind !== 'closed') return r;
    const rows = seasons.closedOn(r.edge, req);
    return rows.length > 0 ? { ...r, road: rows.map(roadClosedReachText).join('; ') } : { kind: 'beyond' };
  };

export interface RouterOptions {
  /** Remembered searches' budget in 4-byte words (0: none). */
  cacheWords?: number;
  /** The profile landmark tables; by default the graph's (profile-landmarks-store.ts). */
  landmarks?: ProfileLandmarks;
  /** The metrics' contraction hierarchies; by default those built beside the bundled graph (ch-store.ts). */
  hierarchies?: Hierarchies;
  /** The passes and seasonal roads; by default the bundled tables (seasons.ts). */
  seasons?: SeasonTables;
  /**
   * The one-way roads (core/one-way.ts); by default the park-road overlay's one-way rows (one-way-roads.ts).
   */
  oneWay?: OneWayEdges;
}

// About 12 MB per router: a coast-to-coast leg is some tens of thousands of edges, so a few
// hundred plans' legs fit, and every worker holding the graph holds one.
const DEFAULT_CACHE_WORDS = 3_000_000;
const LEG_SHARE = 0.8;
const REACH_SHARE = 0.02;
const MILES_SHARE = 0.01;
