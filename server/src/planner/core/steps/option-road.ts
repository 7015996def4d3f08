import type { RoutedPath } from '../../../routing/road-router';
import type { CampgroundIndex } from '../../../catalogue/core/campgrounds';
import type { CampgroundRow } from '../../../catalogue/core/data';
import type { LatLng } from '../../../geo';
import { haversineMiles } from '../../../geo';
import type { Stop } from '../itinerary';
import type { RouteShape, Waypoint } from '../routes';

const ROAD_POINT_HOURS = 0.03;

/** An option's routed road as the night and day steps read it: points, hours and waypoints. */
export interface OptionRoad {
  path: RoutedPath;
  pointAt(i: number): LatLng;
  /** The first path index at or after `hours` into the route (the last one past its end). */
  indexAtHours(hours: number): number;
  /** The route's points from index a to b, a few minutes of driving apart, with their hours. */
  roadPoints(a: number, b: number, hoursAt: (i: number) => number): Array<{ at: LatLng; hours: number }>;
  /** The route's waypoints reached strictly between two path points: a re-routed leg still passes them. */
  viaBetween(a: number, b: number): LatLng[];
  /** The waypoints the traveller only passes through. */
  passPoints: Waypoint[];
  /** Where the route reaches each of its waypoints between the two ends. */
  viaIndices: number[];
  /** Whether a stop is one of the route's waypoints (the destination, a traveller's stop, a park on the way). */
  isWaypoint(stop: Stop): boolean;
  /**
   * Campgrounds within 15 miles of the road from 1.5 h before a cut point to 30 min past it, each
   * with its distance from the road.
   */
  parksAlongRoad(cut: number, campgrounds: CampgroundIndex): Array<{ item: CampgroundRow; distance: number }>;
}

export function optionRoad(shape: RouteShape, path: RoutedPath): OptionRoad {
  const H = path.cumHours;
  const pointAt = (i: number): LatLng => ({ latitude: path.lat[i], longitude: path.lng[i] });
  const indexAtHours = (hours: number) => {
    let lo = 0;
    let hi = H.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (H[mid] < hours) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const roadPoints = (a: number, b: number, hoursAt: (i: number) => number) => {
    const out: Array<{ at: LatLng; hours: number }> = [];
    let last = -Infinity;
    for (let i = a; i <= b; i++) {
      if (i < b && H[i] - last < ROAD_POINT_HOURS) continue;
      last = H[i];
      out.push({ at: pointAt(i), hours: hoursAt(i) });
    }
    return out;
  };
  // A waypoint the route met more than a mile from its point (a park at its entrance on the way in,
  // park-entrances.json) is driven to where the route met it, so each day's leg meets it there too.
  const vias = shape.waypoints.slice(1, -1).map((w, i) => {
    const met = pointAt(path.waypointIndex[i]);
    return haversineMiles(w, met) > 1 ? met : w;
  });
  const viaBetween = (a: number, b: number): LatLng[] =>
    vias.filter((_, i) => path.waypointIndex[i] > a && path.waypointIndex[i] < b);
  const parksAlongRoad = (cut: number, campgrounds: CampgroundIndex) => {
    const found = new Map<string, { item: CampgroundRow; distance: number }>();
    const sample = (i: number) => {
      for (const c of campgrounds.near(pointAt(i), 15)) {
        const seen = found.get(c.item.id);
        if (!seen || c.distance < seen.distance) found.set(c.item.id, c);
      }
    };
    let lastSample = -Infinity;
    for (let i = cut; i >= 1 && H[i] >= H[cut] - 1.5; i--) {
      if (Math.abs(H[i] - lastSample) < 0.2) continue;
      lastSample = H[i];
      sample(i);
    }
    lastSample = -Infinity;
    for (let i = cut + 1; i < path.lat.length - 1 && H[i] <= H[cut] + 0.5; i++) {
      if (Math.abs(H[i] - lastSample) < 0.2) continue;
      lastSample = H[i];
      sample(i);
    }
    return [...found.values()];
  };
  return {
    path,
    pointAt,
    indexAtHours,
    roadPoints,
    viaBetween,
    passPoints: shape.waypoints.slice(1, -1).filter((w) => w.passThrough === true),
    viaIndices: path.waypointIndex.slice(0, -1),
    isWaypoint: (stop) => shape.waypoints.some((w) => w.name === stop.name && haversineMiles(w, stop) < 0.5),
    parksAlongRoad,
  };
}
