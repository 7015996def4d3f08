import type { ParkRow } from '../../catalogue/core/data';
import type { LatLng } from '../../geo';
import { haversineMiles } from '../../geo';

// "Ideas for the way" are parks the drive goes by between the trip's ends: the traveller is at the
// start already and arrives at the end, and the days there plan that place's own activities.

// A park this close (straight line) to the route's line is along the way.
export const ALONG_ROUTE_MILES = 30;
// A park this close (straight line) to the trip's start or end belongs to that place, not the way
// (Rocky Mountain National Park, 60 miles from Denver, is a Denver trip's own, not an idea on the way).
export const AT_END_MILES = 75;
// The route's line is read at points about this many road miles apart.
const SAMPLE_MILES = 5;

type Line = { lat: readonly number[]; lng: readonly number[]; cumMiles: readonly number[] };

/** Points of the line about SAMPLE_MILES apart, with their road miles from its start (both ends kept). */
function sampled(line: Line): Array<LatLng & { mile: number }> {
  const out: Array<LatLng & { mile: number }> = [];
  const last = line.lat.length - 1;
  let next = 0;
  for (let i = 0; i <= last; i++) {
    if (line.cumMiles[i] < next && i !== last) continue;
    out.push({ latitude: line.lat[i], longitude: line.lng[i], mile: line.cumMiles[i] });
    next = line.cumMiles[i] + SAMPLE_MILES;
  }
  return out;
}

/**
 * The parks within ALONG_ROUTE_MILES of the route's line and more than AT_END_MILES from both of
 * the trip's ends, in the order the drive reaches them. A park the route was shaped to visit
 * (`visited`, its ids: a scenic route's Rocky Mountain National Park out of Denver) is on the way
 * wherever it lies.
 */
export function parksAlongTheWay(
  line: Line,
  parks: readonly ParkRow[],
  ends: readonly LatLng[],
  visited: ReadonlySet<string> = new Set(),
): ParkRow[] {
  const points = sampled(line);
  if (points.length === 0) return [];
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  // A box around the line, a degree wider than the corridor on every side: parks outside it are skipped.
  const box = {
    south: Math.min(...lats) - 1,
    north: Math.max(...lats) + 1,
    west: Math.min(...lngs) - 1.5,
    east: Math.max(...lngs) + 1.5,
  };
  const found: Array<{ park: ParkRow; mile: number }> = [];
  for (const park of parks) {
    if (park.latitude < box.south || park.latitude > box.north) continue;
    if (park.longitude < box.west || park.longitude > box.east) continue;
    if (!visited.has(park.id) && ends.some((e) => haversineMiles(e, park) <= AT_END_MILES)) continue;
    let nearest = Infinity;
    let mile = 0;
    for (const p of points) {
      const d = haversineMiles(p, park);
      if (d < nearest) [nearest, mile] = [d, p.mile];
    }
    if (nearest <= ALONG_ROUTE_MILES) found.push({ park, mile });
  }
  return found.sort((a, b) => a.mile - b.mile).map((f) => f.park);
}
