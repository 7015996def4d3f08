import type { LinePoint } from '@shared/plan/polyline';
import type { RoadStopKind } from '@shared/schemas/road-stops';
import type { LatLng } from '../../../geo';
import { interpolate, round } from '../../../geo';
import { flatOffset } from '@shared/trips/gps';
import type { ServiceCatalogue, ServiceRow } from '../../../catalogue/core/services';
import type { Direction } from '../../../catalogue/core/service-direction';
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
  /** For each point after the first, the drawn length (flat miles) of the polyline's segment it lies on. */
  drawn: number[];
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
  const drawn: number[] = [];
  let at = 0;
  for (let i = 0; i < raw.length; i++) {
    const p = { latitude: raw[i][0], longitude: raw[i][1] };
    if (i === 0) {
      points.push(p);
      cum.push(0);
      drawn.push(0);
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
      drawn.push(d);
    }
    if (d > 0) {
      points.push(p);
      cum.push(at + d);
      drawn.push(d);
    }
    at += d;
  }
  const scale = at > 0 && routedMiles > 0 ? routedMiles / at : 1;
  return { points, miles: cum.map((m) => m * scale), total: at > 0 ? routedMiles : 0, drawn };
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

// A one-direction place (a rest area or a toll road's service plaza on one side of a divided
// highway: any place with a `direction`) is on the way only when the drive runs along its road past
// it on its own side. Its recorded point lies within ON_ROAD_MILES of the line (places on the road
// the drive takes lie within about a third of a mile of it where the line is drawn closely), its foot
// on the line at most END_SLACK_MILES past a point where the line turns away or ends (a place beyond
// the junction where the route leaves the road is not on the way), and then its side is read a mile
// either side of that foot. Where the road graph draws the road as one straight segment of
// LONG_DRAWN_MILES or more, the segment cuts the road's bends by up to about a mile (I-85 at
// Dinwiddie, Virginia: its rest areas 0.9 mile off a 6-mile segment), and the place may lie up to
// LONG_DRAWN_ON_ROAD_MILES off it.
const ON_ROAD_MILES = 0.5;
const LONG_DRAWN_MILES = 3;
/** The furthest off a day's line a one-direction place can be and still be passed on its side. */
export const LONG_DRAWN_ON_ROAD_MILES = 1;
const END_SLACK_MILES = 0.15;
const PASS_SPAN_MILES = 1;
// The drive heads the place's signed direction when within about 75 degrees of it (a road signed
// northbound may run north-east), and against it when within 75 degrees of the opposite; between
// the two it runs across its signing (I-95 in Connecticut is signed north and south and runs east
// and west) or crosses the road.
const HEADING_COSINE = 0.25;
// The place serving the other direction across the road (its twin) lies within this many miles.
const TWIN_MILES = 1.5;
// Twins less than this far apart across the line do not tell the sides (the data often gives the two one point).
const TWIN_SIDE_MILES = 0.02;

/** A place that serves one direction of travel. */
export interface OneWayPlace extends LatLng {
  direction: Direction;
}
const OPPOSITE: Record<Direction, Direction> = { N: 'S', S: 'N', E: 'W', W: 'E' };

/**
 * The place's foot on the line near a point: its mile along the line, its miles off it, its miles to
 * the right of the drive (negative: left), and whether that is on the line's road (ON_ROAD_MILES).
 */
function footNear(line: RoadLine, index: number, place: LatLng) {
  let best: { mile: number; off: number; right: number; onRoad: boolean } | undefined;
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
    const right = (by * wx - bx * wy) / length;
    const t = Math.min(1, Math.max(0, along / length));
    const off = Math.abs(right);
    const onRoad = off <= (line.drawn[j + 1] >= LONG_DRAWN_MILES ? LONG_DRAWN_ON_ROAD_MILES : ON_ROAD_MILES);
    if (!best || off < best.off) best = { mile: miles[j] + t * (miles[j + 1] - miles[j]), off, right, onRoad };
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

// How far the drive from a to b heads a compass direction: the cosine between them (1 for a
// stretch too short to tell, which does not count against it).
function headingCosine(a: LatLng, b: LatLng, direction: Direction): number {
  const [dx, dy] = flatOffset(a, b);
  const length = Math.hypot(dx, dy);
  if (length < 0.05) return 1;
  return { N: dy, S: -dy, E: dx, W: -dx }[direction] / length;
}

/**
 * Whether the drive passes a one-direction place on its own side, near the line point `index`
 * (placesAlong's nearest): the place lies on the line's road (ON_ROAD_MILES), alongside it rather
 * than beyond where the line turns away or ends, and over a mile before and a mile after it the
 * drive heads the place's signed direction. Where the drive runs across the signed direction, the
 * sides decide: a one-direction service area in the US stands on the right of its direction of
 * travel, so the place is ours when it stands to the right of its `twin` (the place serving the
 * other direction across the road); without a twin on the line to tell, it is not offered.
 *
 * The sides are read against the twin, not against the line alone: the day's line is the road
 * graph's drawing (its points miles apart on open highway) and the rest-area data's points are
 * rough (twins often share one point), so the side of the line a single place falls on is wrong
 * about a third of the time where the heading is plain; a pair's order across the line is not.
 */
export function passesOnItsSide(line: RoadLine, index: number, place: OneWayPlace, twin?: LatLng): boolean {
  const foot = footNear(line, index, place);
  if (!foot?.onRoad) return false;
  const at = pointAtMile(line, foot.mile);
  const heading = [
    headingCosine(pointAtMile(line, foot.mile - PASS_SPAN_MILES), at, place.direction),
    headingCosine(at, pointAtMile(line, foot.mile + PASS_SPAN_MILES), place.direction),
  ];
  if (heading.every((c) => c >= HEADING_COSINE)) return true;
  if (heading.some((c) => c <= -HEADING_COSINE)) return false;
  const twinFoot = twin && footNear(line, index, twin);
  return !!twinFoot?.onRoad && foot.right - twinFoot.right >= TWIN_SIDE_MILES;
}

/** The place serving the other direction across the road from a one-direction place: the nearest within TWIN_MILES. */
export function twinOf(services: Pick<ServiceCatalogue, 'near'>, place: ServiceRow): ServiceRow | undefined {
  const other = place.direction && OPPOSITE[place.direction];
  return other && services.near(place.kind, place, TWIN_MILES).find(({ item }) => item.direction === other)?.item;
}

/**
 * placesAlong's rule for every one-direction place (rest areas, toll-road service plazas): offered
 * only where the drive passes it on its own side (passesOnItsSide); a place serving both directions
 * always passes.
 */
export const onItsSide =
  (line: RoadLine, services: Pick<ServiceCatalogue, 'near'>) =>
  (row: ServiceRow, index: number): boolean =>
    !row.direction || passesOnItsSide(line, index, { ...row, direction: row.direction }, twinOf(services, row));
