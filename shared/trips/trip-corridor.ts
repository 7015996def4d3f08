import { decodeLine } from '../plan/polyline';
import { milesBetween } from './gps';
import { formatCount } from './count-text';

// Where a trip runs: its from and to places and the road between them. A manual trip's park search
// looks near it first, and anything far from it says how far.

export interface LatLngPoint {
  latitude: number;
  longitude: number;
}

/** A park or place this far (miles, as the crow flies) from the trip's line is "far from the trip". */
export const FAR_FROM_TRIP_MILES = 60;

export { milesBetween };

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Miles from `p` to the segment a-b, on a flat projection around `p` (close enough for a corridor). */
function milesToSegment(p: LatLngPoint, a: LatLngPoint, b: LatLngPoint): number {
  const kx = Math.cos(rad(p.latitude)) * 69.17;
  const ky = 69.05;
  const ax = (a.longitude - p.longitude) * kx;
  const ay = (a.latitude - p.latitude) * ky;
  const bx = (b.longitude - p.longitude) * kx;
  const by = (b.latitude - p.latitude) * ky;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  const x = ax + t * dx;
  const y = ay + t * dy;
  // Long segments (a straight from-to line) are measured on the sphere at their nearest point.
  const nearest = { latitude: p.latitude + y / ky, longitude: p.longitude + x / kx };
  return milesBetween(p, nearest);
}

/** Miles from a point to the trip's line (its places in order, or its road), or null with no line. */
export function milesFromTrip(point: LatLngPoint, line: readonly LatLngPoint[]): number | null {
  if (line.length === 0) return null;
  if (line.length === 1) return milesBetween(point, line[0]);
  let best = Infinity;
  for (let i = 1; i < line.length; i++) best = Math.min(best, milesToSegment(point, line[i - 1], line[i]));
  return best;
}

/** The trip's road as points, thinned to about `max` of them (the search only needs its shape). */
export function lineOfGeometry(geometry: string, max = 400): LatLngPoint[] {
  const points = decodeLine(geometry);
  const step = Math.max(1, Math.ceil(points.length / max));
  const kept = points.filter((_, i) => i % step === 0 || i === points.length - 1);
  return kept.map(([latitude, longitude]) => ({ latitude, longitude }));
}

/**
 * The place a search means on this trip: of the places a search text matched (best match first), the
 * one nearest the trip, the first match when the trip's line is unknown. "Fredericksburg" on a Texas
 * trip is Fredericksburg, Texas.
 */
/**
 * The matches that share the best match's own name (the part before its first comma): "Fredericksburg"
 * in Texas and in Virginia, never a place of another name (a battlefield park named after the town).
 */
export function sameNameAsFirst<T extends { place_name: string }>(matches: readonly T[]): T[] {
  const nameOf = (m: T) => m.place_name.split(',')[0].trim().toLowerCase();
  return matches.length === 0 ? [] : matches.filter((m) => nameOf(m) === nameOf(matches[0]));
}

export function nearestToTrip<T>(
  matches: readonly T[],
  pointOf: (match: T) => LatLngPoint,
  line: readonly LatLngPoint[],
): { match: T; milesFromTrip: number | null } | null {
  if (matches.length === 0) return null;
  let best: { match: T; milesFromTrip: number | null } = {
    match: matches[0],
    milesFromTrip: milesFromTrip(pointOf(matches[0]), line),
  };
  for (const match of matches.slice(1)) {
    const miles = milesFromTrip(pointOf(match), line);
    if (miles !== null && best.milesFromTrip !== null && miles < best.milesFromTrip)
      best = { match, milesFromTrip: miles };
  }
  return best;
}

/** "about 1,250 mi from your trip" for anything far from it, else null. */
export function farFromTripLabel(miles: number | null): string | null {
  if (miles === null || miles < FAR_FROM_TRIP_MILES) return null;
  return `about ${formatCount(miles)} mi from your trip`;
}
