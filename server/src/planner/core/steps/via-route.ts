import type { RoutedPath } from '../../../routing/road-router';
import { milesFromLine } from '../../../routing/line-miles';
import type { Waypoint } from '../routes';

// A stop the day's drive passes: the route line comes within this many miles of it (straight line).
// Farther, the drive does not pass through it: the router met it at its nearest road, which may be
// another road altogether (Craggy Gardens 5.7 mi off US-70/I-40, the Blue Ridge Parkway not in the
// graph; Roaring Fork Motor Nature Trail 2.9 mi off, a road the park keeps trailers and motorhomes off).
export const ON_ROUTE_MILES = 0.5;

/** One of the traveller's places on a day's drive: on the route, or off it and how far. */
export type ViaReach = { w: Waypoint; on: true } | { w: Waypoint; on: false; miles: number; closed: boolean };

/**
 * How near the day's stretch of the route (points `from` to `to` of the path) comes to a place it
 * was routed through; `k` is the place's index among the route's waypoints (RoutedPath.shortOf).
 */
export function viaReach(path: RoutedPath, from: number, to: number, w: Waypoint, k: number): ViaReach {
  const a = Math.max(0, from);
  const b = Math.min(path.lat.length - 1, Math.max(to, a + 1));
  const miles = milesFromLine({ lat: path.lat.slice(a, b + 1), lng: path.lng.slice(a, b + 1) }, w);
  if (miles <= ON_ROUTE_MILES) return { w, on: true };
  return { w, on: false, miles, closed: path.shortOf?.includes(k) === true };
}

const milesText = (miles: number) => (miles < 10 ? miles.toFixed(1) : String(Math.round(miles)));

/**
 * What a day says of a place of the traveller's that its route does not pass: how near the route
 * comes (a straight-line estimate), and that the road to it is not one the plan drives.
 */
export function offRouteNote(r: Extract<ViaReach, { on: false }>): string {
  const near = `this day's route comes within about ${milesText(r.miles)} mi of it (straight line)`;
  return r.closed
    ? `Does not pass through ${r.w.name}: the road to it is closed to your rig or on this date (see the note on it), and ${near}.`
    : `Does not pass through ${r.w.name}: ${near}, and the road to it is not one this plan drives (not in our road data, or not open to your rig). Check that road allows your rig before you take it.`;
}
