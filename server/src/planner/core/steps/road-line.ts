import type { LinePoint } from '@shared/plan/polyline';
import type { RoadStopKind } from '@shared/schemas/road-stops';
import type { LatLng } from '../../../geo';
import { interpolate, round } from '../../../geo';
import { flatOffset } from '@shared/trips/gps';
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

// Miles between two nearby points on the shared flat projection: exact enough for a polyline's
// segments (a few miles at most) and much cheaper than a great circle at every mile of a trip.
const flatMiles = (a: LatLng, b: LatLng) => Math.hypot(...flatOffset(a, b));

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

// A one-direction place (a toll road's service plaza on one side of the road: road-stops.ts's
// fuelStopFits) is on the way only when the drive runs along its road past it: its recorded point within this many miles of the
// line (plazas on the road the drive takes lie within about a third of a mile of it), its foot on the
// line at most END_SLACK_MILES past a point where the line turns away or ends (a plaza beyond the
// junction where the route leaves the road is not on the way), and the drive heading its way a mile
// either side of that foot (a drive crossing the road near it does not pass it).
export const ON_ROAD_MILES = 0.5;
const END_SLACK_MILES = 0.15;
const PASS_SPAN_MILES = 1;
// Within about 75 degrees of the signed direction: a road signed northbound may run north-east, but
// a drive crossing it or running the other way does not pass its plaza on its side.
const HEADING_COSINE = 0.25;

type Direction = 'N' | 'S' | 'E' | 'W';

/** The place's foot on the line near a point: its mile along the line and its miles off it. */
function footNear(line: RoadLine, index: number, place: LatLng): { mile: number; off: number } | undefined {
  let best: { mile: number; off: number } | undefined;
  const { points, miles } = line;
  // The segments within two miles of the nearest line point: the foot lies on one of them.
  let lo = index;
  while (lo > 0 && miles[index] - miles[lo - 1] <= 2 * PASS_SPAN_MILES) lo--;
  let hi = index;
  while (hi < points.length - 1 && miles[hi + 1] - miles[index] <= 2 * PASS_SPAN_MILES) hi++;
  for (let j = lo; j < hi; j++) {
    const [bx, by] = flatOffset(points[j], points[j + 1]);
    const [wx, wy] = flatOffset(points[j], place);
    const length = Math.hypot(bx, by);
    if (length === 0) continue;
    const along = (wx * bx + wy * by) / length;
    if (along < -END_SLACK_MILES || along > length + END_SLACK_MILES) continue;
    const off = Math.abs(bx * wy - by * wx) / length;
    const t = Math.min(1, Math.max(0, along / length));
    if (!best || off < best.off) best = { mile: miles[j] + t * (miles[j + 1] - miles[j]), off };
  }
  return best;
}

// The line's point at a mile along it (clamped to its ends).
function pointAtMile(line: RoadLine, mile: number): LatLng {
  const { points, miles } = line;
  if (mile <= miles[0]) return points[0];
  const k = miles.findIndex((m) => m >= mile);
  if (k < 0) return points[points.length - 1];
  const span = miles[k] - miles[k - 1];
  return interpolate(points[k - 1], points[k], span > 0 ? (mile - miles[k - 1]) / span : 1);
}

// Whether the drive from a to b heads clearly its way (a stretch too short to tell does not count against).
function stretchHeads(a: LatLng, b: LatLng, direction: Direction): boolean {
  const [dx, dy] = flatOffset(a, b);
  const length = Math.hypot(dx, dy);
  if (length < 0.05) return true;
  return { N: dy, S: -dy, E: dx, W: -dx }[direction] >= HEADING_COSINE * length;
}

/**
 * Whether the drive passes a one-direction place on its own side: near the line point `index`
 * (placesAlong's nearest), the place lies within ON_ROAD_MILES of the line, alongside it rather than
 * beyond where the line turns away or ends, and the drive heads the place's direction over a mile
 * before and a mile after it.
 */
export function passesOnItsSide(line: RoadLine, index: number, place: LatLng, direction: Direction): boolean {
  const foot = footNear(line, index, place);
  if (!foot || foot.off > ON_ROAD_MILES) return false;
  const at = pointAtMile(line, foot.mile);
  return (
    stretchHeads(pointAtMile(line, foot.mile - PASS_SPAN_MILES), at, direction) &&
    stretchHeads(at, pointAtMile(line, foot.mile + PASS_SPAN_MILES), direction)
  );
}
