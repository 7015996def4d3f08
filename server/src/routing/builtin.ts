import { sharedRoadGraph } from './graph';
import { profileLandmarksOf } from './profile-landmarks-store';
import type { LatLngLike, RoadRouter, RouteRequest, RoutedPath } from './road-router';
import { createRoadRouter } from './road-router';

let router: RoadRouter | undefined;

// The router over the bundled graph, built once on first use (or at start-up through warmUp), with
// the profile landmark tables from their built file (built and saved here when missing) and each
// metric's contraction hierarchy from its built file, read on the metric's first route (without
// one, that metric's routes are searched with A*: scripts/build-profile-landmarks.ts builds them).
export function builtinRouter(): RoadRouter {
  if (!router) {
    const graph = sharedRoadGraph();
    router = createRoadRouter(graph, undefined, { landmarks: profileLandmarksOf(graph, { save: true }) });
  }
  return router;
}

export const builtinRoute = (waypoints: LatLngLike[], req: RouteRequest): RoutedPath =>
  builtinRouter().route(waypoints, req);

export const builtinHoursFromRoad: RoadRouter['hoursFromRoad'] = (road, targets, req, maxDetourHours) =>
  builtinRouter().hoursFromRoad(road, targets, req, maxDetourHours);

export const builtinReachFrom: RoadRouter['reachFrom'] = (origin, targets, req, maxHours, areas) =>
  builtinRouter().reachFrom(origin, targets, req, maxHours, areas);
