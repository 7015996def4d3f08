import type { RouteType } from '@shared/schemas/plan';
import type { ParkRow } from '../../catalogue/core/data';
import type { LatLng } from '../../geo';
import { haversineMiles } from '../../geo';

export interface Waypoint extends LatLng {
  name: string;
  parkId?: string;
  // The traveller asked to drive through this place without staying: never the end of a day.
  passThrough?: boolean;
}

export interface RouteShape {
  type: RouteType;
  name: string;
  color: string;
  speedMph: number;
  waypoints: Waypoint[]; // start, parks visited, end
  description: string;
  /**
   * The parks of a balanced option's detour while its description calls it short (measured in
   * straight lines before routing); the plan says the road miles instead when they are far more.
   * Absent once the description is another (the traveller's stops, detours left out).
   */
  detourVia?: string;
}

// Parks no RV can drive into (islands, fly-in wilderness): never a route waypoint.
const NOT_BY_ROAD = new Set([
  'gaar',
  'kova',
  'lacl',
  'katm',
  'glba',
  'isro',
  'drto',
  'chis',
  'npsa',
  'viis',
  'hale',
  'havo',
  'bisc',
]);

export const ROUTE_COLORS: Record<RouteType, string> = {
  fastest: '#2563eb',
  scenic: '#16a34a',
  balanced: '#d97706',
};
// RV cruising speeds including fuel and rest stops; scenic roads are slower.
export const ROUTE_SPEEDS: Record<RouteType, number> = { fastest: 55, balanced: 50, scenic: 45 };

const detour = (a: LatLng, p: LatLng, b: LatLng) =>
  haversineMiles(a, p) + haversineMiles(p, b) - haversineMiles(a, b);

function pathMiles(points: LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += haversineMiles(points[i - 1], points[i]);
  return total;
}

// Insert p where it lengthens the path least.
function insertCheapest(path: Waypoint[], p: Waypoint): Waypoint[] {
  let bestAt = 1;
  let bestCost = Infinity;
  for (let i = 1; i < path.length; i++) {
    const cost = detour(path[i - 1], p, path[i]);
    if (cost < bestCost) {
      bestCost = cost;
      bestAt = i;
    }
  }
  return [...path.slice(0, bestAt), p, ...path.slice(bestAt)];
}

const parkWaypoint = (p: ParkRow): Waypoint => ({
  name: p.fullName,
  parkId: p.id,
  latitude: p.latitude,
  longitude: p.longitude,
});

// The balanced option's words without a park detour, and the start of the scenic option's without one.
const BALANCED_DIRECT = 'A near-direct route at an easier pace, with time for breaks along the way.';
const SCENIC_DIRECT = 'US and state highways (the coast road where there is a coast) instead of Interstates, at a slower pace';

function pickParks(
  from: Waypoint,
  to: Waypoint,
  parks: readonly ParkRow[],
  budgetMiles: number,
  max: number,
): Waypoint[] {
  const direct = haversineMiles(from, to);
  const candidates = parks
    .filter((p) => !NOT_BY_ROAD.has(p.id) && p.sourced !== false)
    // Parks at either end are visited anyway; a waypoint must add something on the way.
    .filter((p) => haversineMiles(from, p) > 25 && haversineMiles(to, p) > 25)
    .map((p) => ({ park: p, extra: detour(from, p, to) }))
    .filter((c) => c.extra <= budgetMiles)
    // Small detours first; a park with more to do wins a near tie.
    .sort(
      (a, b) =>
        a.extra - b.extra - (b.park.activities.length - a.park.activities.length) * 3 ||
        (a.park.id < b.park.id ? -1 : 1),
    );
  let path: Waypoint[] = [from, to];
  for (const c of candidates) {
    if (path.length - 2 >= max) break;
    const wp = parkWaypoint(c.park);
    if (path.some((w) => haversineMiles(w, wp) < 40)) continue;
    const next = insertCheapest(path, wp);
    if (pathMiles(next) - direct <= budgetMiles) path = next;
  }
  return path;
}

export function buildRouteShapes(from: Waypoint, to: Waypoint, parks: readonly ParkRow[]): RouteShape[] {
  const direct = haversineMiles(from, to);
  const scenicPath = pickParks(from, to, parks, Math.min(600, Math.max(120, direct * 0.35)), 2);
  let balancedPath = pickParks(from, to, parks, Math.min(250, Math.max(50, direct * 0.12)), 1);
  // Balanced should differ from scenic when it can: a single, smaller detour, to a park between the
  // ends (nearer each than they are to each other). A park beyond the destination is no detour on the
  // way: Cody to Yellowstone by Grand Teton drives through Yellowstone to sleep in another park.
  if (balancedPath.length === 2 && scenicPath.length > 2) {
    const smallest = scenicPath
      .slice(1, -1)
      .filter((w) => haversineMiles(from, w) < direct && haversineMiles(w, to) < direct)
      .map((w) => ({ w, extra: detour(from, w, to) }))
      .sort((a, b) => a.extra - b.extra)[0];
    if (smallest && smallest.extra <= Math.max(80, direct * 0.2)) balancedPath = [from, smallest.w, to];
  }
  const via = (path: Waypoint[]) =>
    path
      .slice(1, -1)
      .map((w) => w.name)
      .join(' and ');
  const scenicVia = via(scenicPath);
  const balancedVia = via(balancedPath);
  return [
    {
      type: 'fastest',
      name: 'Fastest Route',
      color: ROUTE_COLORS.fastest,
      speedMph: ROUTE_SPEEDS.fastest,
      waypoints: [from, to],
      description: `The most direct line from ${from.name} to ${to.name} on major highways, with the fewest hours behind the wheel.`,
    },
    {
      type: 'scenic',
      name: 'Scenic Route',
      color: ROUTE_COLORS.scenic,
      speedMph: ROUTE_SPEEDS.scenic,
      waypoints: scenicPath,
      description: scenicVia
        ? `Detours through ${scenicVia} for landscapes and time on the trails, at a slower pace.`
        : `None of the national parks in our data lies near this corridor (our data holds the 63 national parks, not every National Park Service site), so the scenic option keeps to the direct line at a slower pace with more stops.`,
    },
    {
      type: 'balanced',
      name: 'Balanced Route',
      color: ROUTE_COLORS.balanced,
      speedMph: ROUTE_SPEEDS.balanced,
      waypoints: balancedPath,
      description: balancedVia
        ? `A short detour to ${balancedVia} that adds a highlight without many extra miles.`
        : BALANCED_DIRECT,
      ...(balancedVia ? { detourVia: balancedVia } : {}),
    },
  ];
}

// Parks close to a routed line (within `maxOffMiles` of it), in the order the line passes them: the
// scenic option stops at them without leaving its corridor (the coast, where there is one).
// The line's points by whole degree of latitude and longitude, so a park looks only at the points
// near it: a coast-to-coast line has tens of thousands of points and the parks are scanned per option.
const cellKey = (row: number, col: number) => (row + 90) * 1000 + (col + 360);
function lineCells(line: { lat: number[]; lng: number[] }): Map<number, number[]> {
  const cells = new Map<number, number[]>();
  for (let i = 0; i < line.lat.length; i++) {
    const key = cellKey(Math.floor(line.lat[i]), Math.floor(line.lng[i]));
    const list = cells.get(key);
    if (list) list.push(i);
    else cells.set(key, [i]);
  }
  return cells;
}

export function parksAlong(
  line: { lat: number[]; lng: number[]; cumMiles: number[] },
  from: Waypoint,
  to: Waypoint,
  parks: readonly ParkRow[],
  maxOffMiles = 50,
  max = 2,
): Waypoint[] {
  const found: Array<{ park: ParkRow; off: number; at: number }> = [];
  const cells = lineCells(line);
  for (const p of parks) {
    if (NOT_BY_ROAD.has(p.id) || p.sourced === false) continue;
    if (haversineMiles(from, p) <= 25 || haversineMiles(to, p) <= 25) continue;
    const cos = Math.cos((p.latitude * Math.PI) / 180);
    // Only the line's points in the cells a point within maxOffMiles can lie in; the nearest of
    // them (the first along the line on a tie), as a scan of every point would find.
    let best = Infinity;
    let bestIndex = -1;
    const latReach = Math.ceil(maxOffMiles / 69.1);
    const lngReach = Math.ceil(maxOffMiles / (69.1 * Math.max(cos, 0.01)));
    const row = Math.floor(p.latitude);
    const col = Math.floor(p.longitude);
    for (let r = row - latReach; r <= row + latReach; r++)
      for (let c = col - lngReach; c <= col + lngReach; c++) {
        const points = cells.get(cellKey(r, c));
        if (!points) continue;
        for (const i of points) {
          const d = Math.hypot((line.lng[i] - p.longitude) * cos, line.lat[i] - p.latitude) * 69.1;
          if (d < best || (d === best && i < bestIndex)) {
            best = d;
            bestIndex = i;
          }
        }
      }
    if (best <= maxOffMiles) found.push({ park: p, off: best, at: line.cumMiles[bestIndex] });
  }
  // Parks with more to do first, then the closest to the road.
  found.sort(
    (a, b) =>
      b.park.activities.length - a.park.activities.length ||
      a.off - b.off ||
      (a.park.id < b.park.id ? -1 : 1),
  );
  const chosen: typeof found = [];
  for (const f of found) {
    if (chosen.length >= max) break;
    if (chosen.some((c) => haversineMiles(c.park, f.park) < 40)) continue;
    chosen.push(f);
  }
  return chosen.sort((a, b) => a.at - b.at).map((c) => parkWaypoint(c.park));
}

/**
 * The national parks at the trip's ends (within the 25 miles parksAlong leaves out as the start or
 * the end itself): a trip to Glacier goes to a national park even when none lies between.
 */
export function parksAtEnds(from: Waypoint, to: Waypoint, parks: readonly ParkRow[]): Waypoint[] {
  const at = (w: Waypoint) =>
    parks
      .filter((p) => p.sourced !== false && haversineMiles(w, p) <= 25)
      .sort((a, b) => haversineMiles(w, a) - haversineMiles(w, b))
      .slice(0, 1)
      .map(parkWaypoint);
  return [...at(from), ...at(to)].filter((w, i, all) => all.findIndex((o) => o.name === w.name) === i);
}

export function scenicShape(from: Waypoint, to: Waypoint, via: Waypoint[], ends: Waypoint[] = []): RouteShape {
  const names = via.map((w) => w.name).join(' and ');
  const endNames = ends.map((w) => w.name).join(' and ');
  return {
    type: 'scenic',
    name: 'Scenic Route',
    color: ROUTE_COLORS.scenic,
    speedMph: ROUTE_SPEEDS.scenic,
    waypoints: [from, ...via, to],
    description: names
      ? `US and state highways (the coast road where there is a coast) with stops at ${names}, at a slower pace.`
      : endNames
        ? `${SCENIC_DIRECT}, with time at ${endNames}; no other national park in our data lies near this corridor (our data holds the 63 national parks, not every National Park Service site).`
        : `${SCENIC_DIRECT}; none of the national parks in our data lies near this corridor (our data holds the 63 national parks, not every National Park Service site).`,
  };
}

/**
 * The option without the park detours it chose (`left`), saying why: the way to them goes over or
 * around a mountain pass that the direct route never meets, in winter or because the traveller
 * asked to keep off passes. A highlight is no reason to climb into pass country.
 */
export function withoutParkDetours(shape: RouteShape, left: readonly Waypoint[], askedNoPasses: boolean): RouteShape {
  const names = left.map((w) => w.name).join(' and ');
  const base =
    shape.type === 'scenic'
      ? `${SCENIC_DIRECT}.`
      : BALANCED_DIRECT;
  const why = askedNoPasses
    ? 'the way there is over or around a mountain pass, and you asked to keep off them'
    : 'in this season the way there is over or around a mountain pass that the direct route never meets';
  return {
    ...shape,
    waypoints: shape.waypoints.filter((w) => !left.includes(w)),
    description: `${base} It goes without ${names}: ${why}.`,
    detourVia: undefined,
  };
}

