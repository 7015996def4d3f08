import { sharedRoadGraph } from './graph';
import type { LatLngLike, RoadRouter, RouteRequest, RoutedPath } from './road-router';
import { createRoadRouter } from './road-router';

let router: RoadRouter | undefined;

// The router over the bundled graph, built once on first use (or at start-up through warmUp).
export function builtinRouter(): RoadRouter {
  router ??= createRoadRouter(sharedRoadGraph());
  return router;
}

export const builtinRoute = (waypoints: LatLngLike[], req: RouteRequest): RoutedPath =>
  builtinRouter().route(waypoints, req);

export const builtinHoursFromRoad: RoadRouter['hoursFromRoad'] = (road, targets, req, maxDetourHours) =>
  builtinRouter().hoursFromRoad(road, targets, req, maxDetourHours);
