import type { LinePoint } from '@shared/plan/polyline';
import type { RoadStopKind } from '@shared/schemas/road-stops';
import type { LatLng } from '../../../geo';
import { round } from '../../../geo';
import type { ServiceCatalogue, ServiceRow } from '../../../catalogue/core/services';
import { closedOnDay } from '@shared/plan/dated-closures';

/**
 * A day's drive as a line with miles along it: the day's encoded polyline, sampled at least every
 * mile, its miles scaled to the day's routed distance (the line is the route's drawing, so its
 * straight-segment miles differ a little from the routed ones).
 */
export interface RoadLine {
  points: LatLng[];
  miles: number[];
  total: number;
}

// Road miles off the route and back, from the straight-line offset: RVers' rule of thumb that roads
// run about a third longer than the crow flies, both ways.
export const ROAD_FACTOR = 1.3;
export const detourMiles = (offsetMiles: number) => round(2 * ROAD_FACTOR * offsetMiles, 1);

const SAMPLE_MILES = 1;

// Miles between two nearby points on a flat local projection: exact enough for a polyline's
// segments (a few miles at most) and much cheaper than a great circle at every mile of a trip.
function flatMiles(a: LatLng, b: LatLng) {
  const cos = Math.cos(((a.latitude + b.latitude) * Math.PI) / 360);
  return Math.hypot((b.latitude - a.latitude) * 69.05, (b.longitude - a.longitude) * 69.17 * cos);
}

export function roadLine(raw: readonly LinePoint[], routedMiles: number): RoadLine {
  const points: LatLng[] = [];
  const cum: number[] = [];
  let at = 0;
  for (let i = 0; i < raw.length; i++) {
    const p = { latitude: raw[i][0], longitude: raw[i][1] };
    if (i === 0) {
      points.push(p);
      cum.push(0);
      continue;
    }
    const prev = points[points.length - 1];
    const d = flatMiles(prev, p);
    const parts = Math.ceil(d / SAMPLE_MILES);
    for (let k = 1; k < parts; k++) {
      const t = k / parts;
      points.push({
        latitude: prev.latitude + (p.latitude - prev.latitude) * t,
        longitude: prev.longitude + (p.longitude - prev.longitude) * t,
      });
      cum.push(at + d * t);
    }
    if (d > 0) {
      points.push(p);
      cum.push(at + d);
    }
    at += d;
  }
  const scale = at > 0 && routedMiles > 0 ? routedMiles / at : 1;
  return { points, miles: cum.map((m) => m * scale), total: at > 0 ? routedMiles : 0 };
}

/** A service place near a day's line: where along the line it lies and how far off it. */
export interface AlongRoad {
  row: ServiceRow;
  mile: number;
  offMiles: number;
}

/**
 * Places of a kind within `corridorMiles` (straight line) of the day's line, in route order, each
 * at the line's point nearest it. `accept` can reject a place at that point (a rest area serving the
 * other direction of a divided highway); `date`: the day's, a place closed on it is left out.
 */
export function placesAlong(
  line: RoadLine,
  services: ServiceCatalogue,
  kind: RoadStopKind,
  corridorMiles: number,
  accept: (row: ServiceRow, index: number) => boolean = () => true,
  date?: string,
): AlongRoad[] {
  return services
    .alongLine(kind, line.points, corridorMiles)
    // A place in an area closed on the day (a park area closed for construction) is not offered.
    .filter(({ item, index }) => !closedOnDay(item.closedFor, date) && accept(item, index))
    .map(({ item, index, distance }) => ({ row: item, mile: line.miles[index], offMiles: distance }))
    .sort((a, b) => a.mile - b.mile);
}

/** Whether the drive at a line point runs in a compass direction (a divided highway's side). */
export function headsToward(line: RoadLine, index: number, direction: 'N' | 'S' | 'E' | 'W'): boolean {
  const a = line.points[Math.max(0, index - 2)];
  const b = line.points[Math.min(line.points.length - 1, index + 2)];
  const dy = b.latitude - a.latitude;
  const dx = (b.longitude - a.longitude) * Math.cos((a.latitude * Math.PI) / 180);
  const length = Math.hypot(dx, dy);
  if (length === 0) return true;
  // A road signed eastbound may run north-east or bend a little: reject only a clear heading against it.
  const along = { N: dy, S: -dy, E: dx, W: -dx }[direction];
  return along >= -0.25 * length;
}
