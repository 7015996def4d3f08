import fs from 'node:fs';
import type { RoadRouter } from './core/road-types';
import type { LatLngLike } from './road-router';
import type { ParkRoadsFile } from './park-roads-file';
import { PARK_ROADS_FILE } from './park-roads-file';
import type { ParkEntrances } from './core/park-entrances';
import { milesBetween } from './core/node-index';

// A place this near its nearest road (straight line) lies on it: a campground by its park's road.
export const ON_PARK_ROAD_MILES = 1;
// A place this near (straight line) one of the park's entrances (park-entrances.json) is at its edge,
// not inside: an overlay road begins at the highway (Joshua Tree's Park Boulevard at CA-62 in
// Twentynine Palms, three miles north of the North Entrance), and the entrances are placed there.
export const AT_ENTRANCE_MILES = 3;

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

let shared: ReadonlyMap<string, readonly string[]> | undefined;
const sharedParksByRoadName = () =>
  (shared ??= parksByRoadName(JSON.parse(fs.readFileSync(PARK_ROADS_FILE, 'utf8')) as ParkRoadsFile));

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
  const road = router.nearestRoad(at);
  if (road.miles > ON_PARK_ROAD_MILES) return [];
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
 * overlay (parksOnRoadAt), and more than AT_ENTRANCE_MILES from each of its entrances. A park whose
 * roads inside are highways in the graph (Zion's UT-9) has no camp found inside it this way.
 */
export function insidePark(
  router: Pick<RoadRouter, 'graph' | 'nearestRoad'>,
  at: LatLngLike,
  park: { fullName: string; entrances?: ParkEntrances },
  byName?: ReadonlyMap<string, readonly string[]>,
): boolean {
  if (!parksOnRoadAt(router, at, byName).includes(park.fullName)) return false;
  const gates = park.entrances?.entrances ?? [];
  return gates.every(
    (g) => milesBetween(at.latitude, at.longitude, g.at.latitude, g.at.longitude) > AT_ENTRANCE_MILES,
  );
}
