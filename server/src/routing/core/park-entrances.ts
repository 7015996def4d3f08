import { milesBetween } from './node-index';
import type { LatLngLike } from './road-types';

/**
 * Where a route meets a national park whose own point lies far from the road graph (Joshua Tree's
 * middle is 24 miles from any road of it, nearest to CA-86 at Indio): at one of its entrances
 * (data/park-entrances.json, read by routing/park-entrances.ts), the one on the drive's way in, that
 * is the one that makes the drive from the place before it (or, for a trip that starts at the park,
 * the place after it) to the park's point the shortest. A park with no entrance rows, and every
 * other place, is routed from its own point as before.
 */
export interface ParkEntrances {
  /** The park's own point, by which a waypoint without a park id is known as the park. */
  at: LatLngLike;
  entrances: ReadonlyArray<{ name: string; at: LatLngLike }>;
}

// A waypoint this near a park's own point is that park (a traveller's stop named for it).
const SAME_PLACE_MILES = 1;

const miles = (a: LatLngLike, b: LatLngLike) =>
  milesBetween(a.latitude, a.longitude, b.latitude, b.longitude);

/** The points a route through the waypoints is searched through: each park met at its entrance on the way in. */
export function routePoints<T extends LatLngLike & { parkId?: string }>(
  waypoints: readonly T[],
  parks: ReadonlyMap<string, ParkEntrances>,
): Array<T | LatLngLike> {
  if (parks.size === 0) return [...waypoints];
  const parkOf = (w: T): ParkEntrances | undefined => {
    if (w.parkId !== undefined) return parks.get(w.parkId);
    for (const p of parks.values()) if (miles(w, p.at) < SAME_PLACE_MILES) return p;
    return undefined;
  };
  return waypoints.map((w, i) => {
    const park = parkOf(w);
    const from = waypoints[i - 1] ?? waypoints[i + 1];
    if (!park || park.entrances.length === 0 || !from) return w;
    let best = park.entrances[0];
    let bestMiles = Infinity;
    for (const e of park.entrances) {
      const d = miles(from, e.at) + miles(e.at, park.at);
      if (d < bestMiles) [best, bestMiles] = [e, d];
    }
    return best.at;
  });
}
