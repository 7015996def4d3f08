import { EARTH_RADIUS_MILES, milesBetween, milesBetweenCoords } from '@shared/trips/gps';

export interface LatLng {
  latitude: number;
  longitude: number;
}

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Great-circle miles: the shared rule (shared/trips/gps.ts). */
export const haversineMiles = milesBetween;

// Point at fraction t of the great circle from a to b.
export function interpolate(a: LatLng, b: LatLng, t: number): LatLng {
  const d = haversineMiles(a, b) / EARTH_RADIUS_MILES;
  if (d < 1e-9) return { latitude: a.latitude, longitude: a.longitude };
  const [φ1, λ1, φ2, λ2] = [rad(a.latitude), rad(a.longitude), rad(b.latitude), rad(b.longitude)];
  const A = Math.sin((1 - t) * d) / Math.sin(d);
  const B = Math.sin(t * d) / Math.sin(d);
  const x = A * Math.cos(φ1) * Math.cos(λ1) + B * Math.cos(φ2) * Math.cos(λ2);
  const y = A * Math.cos(φ1) * Math.sin(λ1) + B * Math.cos(φ2) * Math.sin(λ2);
  const z = A * Math.sin(φ1) + B * Math.sin(φ2);
  return { latitude: deg(Math.atan2(z, Math.hypot(x, y))), longitude: deg(Math.atan2(y, x)) };
}

export const round = (n: number, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

// One way to write a drive time, shared with the client's re-routing of a changed park.
export { formatDriveTime } from '@shared/trips/park-reroute';

// A fixed lat/lng grid: a 500-mile query visits a few hundred cells instead of every row.
export interface GridIndex<T> {
  near(center: LatLng, radiusMiles: number): Array<{ item: T; distance: number }>;
}

// A cell's items with their points, read once at build: a query reads no item's point again.
interface GridCell<T> {
  items: T[];
  lats: number[];
  lngs: number[];
}

export function createGridIndex<T>(items: T[], at: (item: T) => LatLng, cellDegrees = 1): GridIndex<T> {
  const cells = new Map<number, GridCell<T>>();
  // Numeric cell keys: a row of cells holds fewer than a million (360 / cellDegrees).
  const key = (la: number, lo: number) => la * 1_000_000 + lo;
  const aroundGlobe = Math.round(360 / cellDegrees);
  for (const item of items) {
    const p = at(item);
    const k = key(Math.floor(p.latitude / cellDegrees), Math.floor(p.longitude / cellDegrees));
    let cell = cells.get(k);
    if (!cell) cells.set(k, (cell = { items: [], lats: [], lngs: [] }));
    cell.items.push(item);
    cell.lats.push(p.latitude);
    cell.lngs.push(p.longitude);
  }
  return {
    near(center, radiusMiles) {
      const dLat = radiusMiles / 69;
      const cosLat = Math.max(0.05, Math.cos(rad(Math.min(89, Math.abs(center.latitude) + dLat))));
      const dLng = Math.min(180, radiusMiles / (69.17 * cosLat));
      const out: Array<{ item: T; distance: number }> = [];
      const la0 = Math.floor((center.latitude - dLat) / cellDegrees);
      const la1 = Math.floor((center.latitude + dLat) / cellDegrees);
      const lo0 = Math.floor((center.longitude - dLng) / cellDegrees);
      // Never more than once round the globe: no cell is visited twice.
      const lo1 = Math.min(Math.floor((center.longitude + dLng) / cellDegrees), lo0 + aroundGlobe - 1);
      const { latitude, longitude } = center;
      for (let la = la0; la <= la1; la++) {
        for (let lo = lo0; lo <= lo1; lo++) {
          // Wrap across the antimeridian (the Aleutians straddle it).
          const wrapped = ((((lo * cellDegrees + 180) % 360) + 360) % 360) - 180;
          const cell = cells.get(key(la, Math.floor(wrapped / cellDegrees)));
          if (!cell) continue;
          const { lats, lngs } = cell;
          for (let i = 0; i < lats.length; i++) {
            // A point farther north or south than the radius is out (a degree of latitude is over 69 miles).
            if (Math.abs(lats[i] - latitude) > dLat) continue;
            const distance = milesBetweenCoords(latitude, longitude, lats[i], lngs[i]);
            if (distance <= radiusMiles) out.push({ item: cell.items[i], distance });
          }
        }
      }
      out.sort((a, b) => a.distance - b.distance);
      return out;
    },
  };
}
