import { milesBetween } from './node-index';
import type { LatLngLike } from './road-types';

/**
 * Where a route meets a national park whose own point lies far from the road graph (Joshua Tree's
 * middle is 24 miles from any road of it, nearest to CA-86 at Indio): at one of its entrances
 * (data/park-entrances.json, read by routing/park-entrances.ts), the one on the drive's way in, that
 * is the one nearest the place before it (or, for a trip that starts at the park, the place after
 * it), or that makes the drive on to the place after it the shortest. A day's drive
 * to the park and the drives from camp to it meet it the same way (planner: plan-router's wayIn). A
 * park with no entrance rows, and every other place, is routed from its own point as before.
 */
export interface ParkEntrances {
  /** The park's own point, by which a waypoint without a park id is known as the park. */
  at: LatLngLike;
  /**
   * `inside`: a point a little way on from the gate into the park, where the road on from it is
   * closed to some rigs (the Zion-Mount Carmel Highway beyond Zion's East Entrance, barred to a rig
   * over 11 ft 4 in): a gate the rig reaches but cannot drive on from is no way in for it.
   *
   * `station`: where the park's own gate lies on its road when the row is placed at the highway the
   * road leaves (the Hoh Rain Forest's, up the Upper Hoh Road from US-101): the park begins there
   * (routing/park-road-at.ts), the way in at the row's point.
   *
   * `stationMiles`: the entrance station lies about so many miles on from `at`, where the row is
   * placed at the highway the park's road leaves (Joshua Tree's North Entrance at CA-62 in
   * Twentynine Palms, the station three miles south on Utah Trail); absent, `at` is at the station.
   *
   * `parkRoad`: a point a little way along the park's own road from `at`, where the row is placed at
   * a junction on a highway that runs on past the park (Glacier's West Entrance on US-2): a drive on
   * along the highway passes `at` without going in.
   */
  entrances: ReadonlyArray<{
    name: string;
    at: LatLngLike;
    inside?: LatLngLike;
    stationMiles?: number;
    station?: LatLngLike;
    parkRoad?: LatLngLike;
  }>;
}

// The road on from a gate to its inside point is closed to the rig when the road miles between them
// (on the roads open to it that day) are more than this many times the straight line, and this many
// miles more: the way round by other roads, not the road through the gate.
const ON_IN_FACTOR = 3;
const ON_IN_EXTRA_MILES = 10;

/** Whether the rig can drive on into the park from the gate, by the caller's road miles. */
function drivesOnIn(e: ParkEntrances['entrances'][number], by: WayInMiles): boolean {
  if (!e.inside || by === miles) return true;
  const line = miles(e.at, e.inside);
  return by(e.at, e.inside) <= Math.max(ON_IN_FACTOR * line, line + ON_IN_EXTRA_MILES);
}

// A waypoint this near a park's own point is that park (a traveller's stop named for it).
const SAME_PLACE_MILES = 1;

const miles = (a: LatLngLike, b: LatLngLike) =>
  milesBetween(a.latitude, a.longitude, b.latitude, b.longitude);

/** The park a waypoint is: by its park id, or by lying at a park's own point. */
function parkOf(w: LatLngLike & { parkId?: string }, parks: ReadonlyMap<string, ParkEntrances>) {
  if (w.parkId !== undefined) return parks.get(w.parkId);
  for (const p of parks.values()) if (miles(w, p.at) < SAME_PLACE_MILES) return p;
  return undefined;
}

/** Miles between two points by which the way in is chosen: by road where the caller has a router. */
export type WayInMiles = (a: LatLngLike, b: LatLngLike) => number;

/**
 * The entrance a drive from `from` meets the park by: the one that makes the drive from `from` by it
 * to the next place (`to`, when the route goes on) the shortest (Denver to Moab by way of Canyonlands
 * meets it at the Island in the Sky, on the way to Moab, not at the Needles, nearer the park's point),
 * else the one nearest `from`: a park in parts (Theodore Roosevelt's units, Shenandoah's gaps along
 * 105 miles of Skyline Drive) is met at the part nearest the drive's start or the camp, not the one
 * nearest the park's point between them. `by` measures the miles to the one nearest `from` (the
 * plan router's: by road, on the roads open to the rig that day, so Yellowstone from Sheridan is met
 * at the East Entrance by Cody, 189 road miles, not at the Northeast Entrance over the Beartooth
 * Highway, a mile nearer in a straight line and 24 more by road); an entrance it finds no way to
 * (Infinity) is not taken while another is reached, and when none is, the straight line decides. A
 * park the route goes on from keeps the straight line (Boston to Seattle by Theodore Roosevelt by
 * road miles left I-94 for the North Unit and drove 28 miles more). A gate whose road on into the
 * park is closed to the rig that day (drivesOnIn, by `by`) is not taken while another is open to
 * it. Undefined when the place is no park with entrance rows.
 */
export const entranceOnWayIn = (...args: Parameters<typeof gateOnWayIn>): LatLngLike | undefined =>
  gateOnWayIn(...args)?.at;

/** The entrance entranceOnWayIn meets the park at, with its name ("the North Entrance"). */
export function gateOnWayIn(
  w: LatLngLike & { parkId?: string },
  from: LatLngLike,
  parks: ReadonlyMap<string, ParkEntrances>,
  to?: LatLngLike,
  by: WayInMiles = miles,
): { name: string; at: LatLngLike } | undefined {
  const park = parkOf(w, parks);
  if (!park || park.entrances.length === 0) return undefined;
  const open = park.entrances.filter((e) => drivesOnIn(e, by));
  const gates = open.length > 0 ? open : park.entrances;
  const nearest = (m: WayInMiles) => {
    let best: (typeof park.entrances)[number] | undefined;
    let bestMiles = Infinity;
    for (const e of gates) {
      const d = m(from, e.at) + (to ? m(e.at, to) : 0);
      if (d < bestMiles) [best, bestMiles] = [e, d];
    }
    return best;
  };
  const gate = (by === miles || to ? undefined : nearest(by)) ?? nearest(miles) ?? gates[0];
  return { name: gate.name, at: gate.at };
}

// A gate whose drive from the start is no more than this longer by way of a nearer gate is reached
// by way of that gate: the nearer gate lies on its drive.
const BY_WAY_OF_MILES = 0.5;

/** An entrance as gatesOnWayIn lists it. */
export interface GateOnWayIn {
  name: string;
  at: LatLngLike;
  miles: number;
  /** The nearer entrance the drive from the start goes by first, when it goes by one. */
  byWayOf?: { name: string; at: LatLngLike };
}

/**
 * Every entrance a drive from `from` may meet the park by, as gateOnWayIn weighs them: those the rig
 * can drive on into the park from (else all), with their miles from `from` by `by` (Infinity where it
 * finds no way), nearest first. Empty for a place that is no park with entrance rows. By road (a `by`
 * of the caller's), a gate whose drive from `from` goes by a nearer gate first has that gate
 * (`byWayOf`, the first such): the drive arrives by it (Badlands from Sioux Falls by I-90 exit 131
 * and the Northeast Entrance, the Interior Entrance on SD-377 reached on through the park). A gate
 * placed on a highway the drive only passes is no way in (Kalispell to Two Medicine goes by Glacier's
 * West Entrance on US-2, and on along US-2): where its row gives a point of the park's road (or its
 * station), the drive on must go by it. The straight line cannot tell.
 */
export function gatesOnWayIn(
  w: LatLngLike & { parkId?: string },
  from: LatLngLike,
  parks: ReadonlyMap<string, ParkEntrances>,
  by: WayInMiles = miles,
): GateOnWayIn[] {
  const park = parkOf(w, parks);
  if (!park) return [];
  const open = park.entrances.filter((e) => drivesOnIn(e, by));
  const rows = (open.length > 0 ? open : park.entrances)
    .map((e) => ({ gate: { name: e.name, at: e.at, miles: by(from, e.at) }, goesIn: e.parkRoad ?? e.station }))
    .sort((a, b) => a.gate.miles - b.gate.miles);
  const gates: GateOnWayIn[] = rows.map((r) => r.gate);
  if (by === miles) return gates;
  // The drive from a gate on to another goes in at it: on the park's own road, when the row gives a
  // point of it (a drive on along the highway the gate is placed on passes it without going in).
  const goesInAt = (x: (typeof rows)[number], g: GateOnWayIn) =>
    !x.goesIn || by(x.goesIn, g.at) < by(x.gate.at, g.at);
  return gates.map((g) => {
    const h = Number.isFinite(g.miles)
      ? rows.find(
          (x) =>
            x.gate.miles < g.miles && x.gate.miles + by(x.gate.at, g.at) <= g.miles + BY_WAY_OF_MILES && goesInAt(x, g),
        )
      : undefined;
    return h ? { ...g, byWayOf: { name: h.gate.name, at: h.gate.at } } : g;
  });
}

/** The points a route through the waypoints is searched through: each park met at its entrance on the way in. */
export function routePoints<T extends LatLngLike & { parkId?: string }>(
  waypoints: readonly T[],
  parks: ReadonlyMap<string, ParkEntrances>,
  by?: WayInMiles,
): Array<T | LatLngLike> {
  if (parks.size === 0) return [...waypoints];
  return waypoints.map((w, i) => {
    const from = waypoints[i - 1] ?? waypoints[i + 1];
    const to = i > 0 ? waypoints[i + 1] : undefined;
    return (from && entranceOnWayIn(w, from, parks, to, by)) ?? w;
  });
}
