import type { RoadGraph } from './graph';
import { createNodeIndex } from './node-index';
import { assemblePath } from './road-path';
import { createHoursFromRoad, createShortestEdges } from './road-search';
import type { LatLngLike, RoadRouter, RouteRequest, RoutedPath } from './road-types';
import { RouteNotFoundError } from './road-types';
import { COASTAL_SCENIC_ROADS, weighting } from './road-weights';
import { SearchState } from './search-state';

export type { LatLngLike, RoadRouter, RouteProfile, RouteRequest, RoutedPath } from './road-types';
export { RouteNotFoundError } from './road-types';
export { COASTAL_SCENIC_ROADS, RIG_SPEED_FACTOR, RV_SPEEDS_MPH } from './road-weights';
export { encodePath, mainRoads, simplifyIndices } from './road-geometry';

// The router over a road graph: the nearest road node to a point, routes through waypoints, and
// drive hours from a known route to nearby places. Searches share one state, so one router serves
// one search at a time (the server is single-threaded).
export function createRoadRouter(graph: RoadGraph): RoadRouter {
  const nearestNode = createNodeIndex(graph);
  const coastal = new Uint8Array(graph.names.length);
  graph.names.forEach((name, i) => (coastal[i] = COASTAL_SCENIC_ROADS.has(name) ? 1 : 0));
  const state = new SearchState(graph.nodeCount);
  const search = createShortestEdges(graph, state, coastal);
  const hoursFromRoad = createHoursFromRoad(graph, state, coastal, nearestNode);

  function route(waypoints: LatLngLike[], req: RouteRequest): RoutedPath {
    if (waypoints.length < 2) throw new RouteNotFoundError('A route needs two places');
    const { costPerMetre, hoursPerMetre, coastalWeight, bound } = weighting(req);
    const nodes = waypoints.map((w) => nearestNode(w).node);
    return assemblePath(
      graph,
      nodes,
      (from, to) => search(from, to, costPerMetre, bound, coastalWeight),
      hoursPerMetre,
    );
  }

  return { graph, nearestNode, route, hoursFromRoad };
}
