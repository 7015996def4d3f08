import fs from 'node:fs';
import type { RoadPoint, RoadRouter } from './core/road-types';
import { RouteNotFoundError } from './core/road-types';
import type { LatLngLike } from './road-router';
import type { ParkRoadsFile } from './park-roads-file';
import { PARK_ROADS_FILE } from './park-roads-file';
import type { ParkEntrances } from './core/park-entrances';
import { milesBetween } from './core/node-index';

// A place this near its nearest road (straight line) lies on it: a campground by its park's road.
export const ON_PARK_ROAD_MILES = 1;

/** The parks of each road of the park-road overlay, by the road's name in the graph. */
export function parksByRoadName(file: Pick<ParkRoadsFile, 'roads'>): ReadonlyMap<string, readonly string[]> {
  const byName = new Map<string, string[]>();
  for (const r of file.roads) {
    const parks = byName.get(r.name) ?? [];
    if (!parks.includes(r.park)) parks.push(r.park);
    byName.set(r.name, parks);
  }
  return byName;
}

let file: ParkRoadsFile | undefined;
const sharedFile = () => (file ??= JSON.parse(fs.readFileSync(PARK_ROADS_FILE, 'utf8')) as ParkRoadsFile);
let shared: ReadonlyMap<string, readonly string[]> | undefined;
const sharedParksByRoadName = () => (shared ??= parksByRoadName(sharedFile()));

// A place of an overlay road this near (straight line) one of its park's entrances is that entrance.
const PLACE_AT_ENTRANCE_MILES = 0.5;
// A camp inside a park lies this near (straight line) the park's own stretch of one of its roads:
// its places and shape points, the course the overlay draws it by.
const ON_STRETCH_MILES = 3;

/** A road of the overlay as stretches of points, each outside the park or in it. */
export interface ParkStretch {
  points: LatLngLike[];
  inside: boolean;
}

/**
 * The stretches of a park's overlay roads: a road's stretches from its first place (where it leaves
 * a highway) up to the first of the park's entrances on it are outside the park (Hurricane Ridge Road
 * through Port Angeles, before Olympic's Heart O' the Hills entrance); the others are the park's. An
 * entrance placed where the road leaves the highway, with its gate (`stations`) miles on, begins the
 * park there: the road is outside up to the point of its line nearest the station (the Upper Hoh
 * Road's first 12 miles, from US-101 to the Hoh entrance station, are not Olympic's).
 */
export function parkStretches(
  roads: Pick<ParkRoadsFile, 'places' | 'roads'>,
  fullName: string,
  gates: readonly LatLngLike[],
  stations: readonly LatLngLike[] = [],
): ParkStretch[] {
  const out: ParkStretch[] = [];
  for (const r of roads.roads) {
    if (r.park !== fullName) continue;
    const places = r.through.map((name) => {
      const [longitude, latitude] = roads.places[name]?.lngLat ?? [NaN, NaN];
      return { latitude, longitude };
    });
    const lines = places.slice(1).map((to, i) => [
      places[i],
      ...(r.shape?.[i] ?? []).map(([longitude, latitude]) => ({ latitude, longitude })),
      to,
    ]);
    const cut = stationOn(lines, stations);
    if (cut) {
      lines.forEach((points, i) => {
        if (i !== cut.line) return out.push({ points, inside: i > cut.line });
        out.push({ points: [...points.slice(0, cut.after + 1), cut.at], inside: false });
        out.push({ points: [cut.at, ...points.slice(cut.after + 1)], inside: true });
      });
      continue;
    }
    const atGate = (p: LatLngLike) =>
      gates.some((g) => milesBetween(p.latitude, p.longitude, g.latitude, g.longitude) <= PLACE_AT_ENTRANCE_MILES);
    // A road that begins at a gate (Skyline Drive at Front Royal) is the park's from there.
    const gateAt = places.slice(0, -1).findIndex(atGate);
    lines.forEach((points, i) => out.push({ points, inside: i + 1 > gateAt }));
  }
  return out.filter((s) => s.points.every((p) => Number.isFinite(p.latitude)));
}

/**
 * Where a road's line (its stretches' points, in order) passes an entrance station within
 * PLACE_AT_ENTRANCE_MILES: the stretch, the point of it the station follows, and the point of the
 * line nearest the station; undefined when it passes none.
 */
function stationOn(
  lines: ReadonlyArray<readonly LatLngLike[]>,
  stations: readonly LatLngLike[],
): { line: number; after: number; at: LatLngLike } | undefined {
  let best: { line: number; after: number; at: LatLngLike; miles: number } | undefined;
  for (const station of stations)
    lines.forEach((points, line) => {
      for (let k = 0; k + 1 < points.length; k++) {
        const at = nearestOnSegment(station, points[k], points[k + 1]);
        const miles = milesBetween(station.latitude, station.longitude, at.latitude, at.longitude);
        if (miles <= PLACE_AT_ENTRANCE_MILES && miles < (best?.miles ?? Infinity))
          best = { line, after: k, at, miles };
      }
    });
  return best && { line: best.line, after: best.after, at: best.at };
}

// The point of the segment a-b nearest p (flat, near p).
function nearestOnSegment(p: LatLngLike, a: LatLngLike, b: LatLngLike): LatLngLike {
  const kx = Math.cos((p.latitude * Math.PI) / 180);
  const [ax, ay] = [(a.longitude - p.longitude) * kx, a.latitude - p.latitude];
  const [dx, dy] = [(b.longitude - a.longitude) * kx, b.latitude - a.latitude];
  const len = dx * dx + dy * dy;
  const t = len > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len)) : 0;
  return {
    latitude: a.latitude + t * (b.latitude - a.latitude),
    longitude: a.longitude + t * (b.longitude - a.longitude),
  };
}

// Miles from a place to a line of points (flat, near the place: the stretches are short).
function milesToLine(at: LatLngLike, points: readonly LatLngLike[]): number {
  const ky = 69.1;
  const kx = 69.1 * Math.cos((at.latitude * Math.PI) / 180);
  let best = Infinity;
  for (let i = 0; i < points.length; i++) {
    const [ax, ay] = [(points[i].longitude - at.longitude) * kx, (points[i].latitude - at.latitude) * ky];
    const b = points[i + 1] ?? points[i];
    const [bx, by] = [(b.longitude - at.longitude) * kx, (b.latitude - at.latitude) * ky];
    const [dx, dy] = [bx - ax, by - ay];
    const len = dx * dx + dy * dy;
    const t = len > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len)) : 0;
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

/**
 * Whether a place on a road of the park's name lies by the park's own stretch of its roads: within
 * ON_STRETCH_MILES of one inside the park, and no nearer one outside it. A road the overlay names
 * as its highway (Trail Ridge Road is US-34) is the park's only over the park's stretch: Stillwater
 * Campground, on US-34 by Lake Granby, 6 miles south of Grand Lake, is not inside Rocky Mountain.
 */
export function byParkStretch(at: LatLngLike, stretches: readonly ParkStretch[]): boolean {
  let inside = Infinity;
  let outside = Infinity;
  for (const s of stretches) {
    const d = milesToLine(at, s.points);
    if (s.inside) inside = Math.min(inside, d);
    else outside = Math.min(outside, d);
  }
  return inside <= ON_STRETCH_MILES && inside <= outside;
}

// The road nearest a place, or undefined where the graph has none near it (a point at sea): a
// place with no road by it lies on no park's road.
function nearestRoadOrNone(router: Pick<RoadRouter, 'nearestRoad'>, at: LatLngLike): RoadPoint | undefined {
  try {
    return router.nearestRoad(at);
  } catch (e) {
    if (e instanceof RouteNotFoundError) return undefined;
    throw e;
  }
}

/**
 * The parks a place lies inside by its road: the parks whose own road (data/park-roads.json, a road
 * the build adds under the park's name for it: Joshua Tree's Park Boulevard, Big Bend's main park
 * road) is the road nearest the place, within ON_PARK_ROAD_MILES. Jumbo Rocks Campground is on Park
 * Boulevard, inside Joshua Tree; a park on CA-62 at Twentynine Palms is outside it. Empty for a place
 * by any other road (a park whose roads are highways in the graph is never found inside this way).
 */
export function parksOnRoadAt(
  router: Pick<RoadRouter, 'graph' | 'nearestRoad'>,
  at: LatLngLike,
  byName: ReadonlyMap<string, readonly string[]> = sharedParksByRoadName(),
): readonly string[] {
  const road = nearestRoadOrNone(router, at);
  if (!road || road.miles > ON_PARK_ROAD_MILES) return [];
  const g = router.graph;
  const parksOf = (e: number) => byName.get(g.names[g.edgeName[e]]) ?? [];
  if (road.edge >= 0) return parksOf(road.edge);
  // Met at a node (a campground the overlay names is one): inside a park when every road that meets
  // there is that park's own; where a park road meets a highway (its entrance road at Twentynine
  // Palms) the place is at the park's edge, not inside it.
  const edges = Array.from(g.adjEdge.subarray(g.adjStart[road.node], g.adjStart[road.node + 1]));
  const [first, ...rest] = edges.map(parksOf);
  return (first ?? []).filter((park) => rest.every((parks) => parks.includes(park)));
}

/**
 * Whether a place (a camp) lies inside a national park: on one of the park's own roads of the
 * overlay (parksOnRoadAt), by the park's own stretch of them (byParkStretch), and not short of an
 * entrance station: an entrance placed where its road leaves the highway (Joshua Tree's North
 * Entrance at CA-62 in Twentynine Palms, its station three miles south) has the places within its
 * station's miles of it (park-entrances.json's stationMiles) at its edge, not inside. An entrance
 * placed at its station has no such ring: a camp a mile in from it is inside (Moraine Park, on Bear
 * Lake Road a mile from Rocky Mountain's Beaver Meadows Entrance). A park whose roads inside are
 * highways in the graph (Zion's UT-9) has no camp found inside it this way.
 */
export function insidePark(
  router: Pick<RoadRouter, 'graph' | 'nearestRoad'>,
  at: LatLngLike,
  park: { fullName: string; entrances?: ParkEntrances },
  byName?: ReadonlyMap<string, readonly string[]>,
  roads: Pick<ParkRoadsFile, 'places' | 'roads'> = sharedFile(),
): boolean {
  if (!parksOnRoadAt(router, at, byName).includes(park.fullName)) return false;
  const gates = park.entrances?.entrances ?? [];
  const shortOfStation = (g: (typeof gates)[number]) =>
    g.stationMiles !== undefined && milesBetween(at.latitude, at.longitude, g.at.latitude, g.at.longitude) <= g.stationMiles;
  if (gates.some(shortOfStation)) return false;
  const stations = gates.flatMap((g) => (g.station ? [g.station] : []));
  return byParkStretch(at, stretchesOf(roads, park.fullName, gates.map((g) => g.at), stations));
}

// A park's stretches (parkStretches), made once for the road file, the park and its entrances: every
// camp asked about inside a park reads the same.
const stretchesMade = new WeakMap<object, Map<string, ParkStretch[]>>();
function stretchesOf(
  roads: Pick<ParkRoadsFile, 'places' | 'roads'>,
  fullName: string,
  gates: readonly LatLngLike[],
  stations: readonly LatLngLike[],
): ParkStretch[] {
  let made = stretchesMade.get(roads);
  if (!made) stretchesMade.set(roads, (made = new Map()));
  const points = (ps: readonly LatLngLike[]) => ps.map((p) => `${p.latitude},${p.longitude}`).join(';');
  const key = `${fullName}|${points(gates)}|${points(stations)}`;
  let out = made.get(key);
  if (!out) made.set(key, (out = parkStretches(roads, fullName, gates, stations)));
  return out;
}
