import type { RouteType, RvType } from '@shared/schemas/plan';
import type { RoadGraph } from './graph';

export interface LatLngLike {
  latitude: number;
  longitude: number;
}

export type RouteProfile = RouteType;

export interface RouteRequest {
  profile: RouteProfile;
  rvType: RvType;
  avoidHighways?: boolean;
}

// A route along roads: its points and, for every point, the road miles and RV drive hours so far.
export interface RoutedPath {
  miles: number;
  hours: number;
  lat: number[];
  lng: number[];
  cumMiles: number[];
  cumHours: number[];
  // Main roads in order, as signs show them ("I-70", "US-191").
  roads: string[];
  // Index into the points where each requested waypoint after the first is reached.
  waypointIndex: number[];
  // Stretches of one named road of one class, as point index ranges (built-in router only), so a
  // day's leg can tell which roads it drives.
  roadRuns?: Array<{ name: string; from: number; to: number; interstate: boolean }>;
  source: 'builtin' | 'osrm' | 'mapbox';
}

export class RouteNotFoundError extends Error {
  constructor(message = 'No road route connects these places') {
    super(message);
    this.name = 'RouteNotFoundError';
  }
}

export interface RoadRouter {
  graph: RoadGraph;
  nearestNode(p: LatLngLike): { node: number; miles: number };
  route(waypoints: LatLngLike[], req: RouteRequest): RoutedPath;
  hoursFromRoad(
    road: ReadonlyArray<{ at: LatLngLike; hours: number }>,
    targets: LatLngLike[],
    req: RouteRequest,
    maxDetourHours: number,
  ): Array<number | null>;
}
