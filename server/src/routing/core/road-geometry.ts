import { encodeLine } from '@shared/plan/polyline';
import type { RoutedPath } from './road-types';

// Main roads in the order driven: roads that carry a real share of the route, each named once.
export function mainRoads(runs: Array<{ name: string; miles: number }>, totalMiles: number): string[] {
  const total = new Map<string, number>();
  for (const r of runs) total.set(r.name, (total.get(r.name) ?? 0) + r.miles);
  const min = Math.max(10, totalMiles * 0.03);
  const out: string[] = [];
  for (const r of runs) {
    if ((total.get(r.name) ?? 0) >= min && !out.includes(r.name)) out.push(r.name);
  }
  return out;
}

// Douglas-Peucker in degrees (longitude scaled by latitude), for compact map lines.
export function simplifyIndices(
  lat: number[],
  lng: number[],
  from: number,
  to: number,
  tolerance: number,
): number[] {
  if (to - from < 2) return to > from ? [from, to] : [from];
  const keep = new Uint8Array(to - from + 1);
  keep[0] = 1;
  keep[to - from] = 1;
  const cos = Math.cos((((lat[from] + lat[to]) / 2) * Math.PI) / 180);
  const stack: Array<[number, number]> = [[from, to]];
  const tol2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const ax = lng[a] * cos;
    const ay = lat[a];
    const dx = lng[b] * cos - ax;
    const dy = lat[b] - ay;
    const len2 = dx * dx + dy * dy;
    let worst = -1;
    let worstD = tol2;
    for (let i = a + 1; i < b; i++) {
      const px = lng[i] * cos - ax;
      const py = lat[i] - ay;
      let t = len2 > 0 ? (px * dx + py * dy) / len2 : 0;
      t = Math.max(0, Math.min(1, t));
      const ex = px - t * dx;
      const ey = py - t * dy;
      const d = ex * ex + ey * ey;
      if (d > worstD) {
        worstD = d;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst - from] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < keep.length; i++) if (keep[i]) out.push(from + i);
  return out;
}

// The points from index `from` to `to` of a path, simplified for drawing ([latitude, longitude]).
export function pathLine(
  path: Pick<RoutedPath, 'lat' | 'lng'>,
  from = 0,
  to = path.lat.length - 1,
): Array<[number, number]> {
  const idx = simplifyIndices(path.lat, path.lng, from, to, 0.0004);
  return idx.map((i) => [path.lat[i], path.lng[i]]);
}

// The points from index `from` to `to` of a path as an encoded polyline (precision 5).
export function encodePath(
  path: Pick<RoutedPath, 'lat' | 'lng'>,
  from = 0,
  to = path.lat.length - 1,
): string {
  return encodeLine(pathLine(path, from, to));
}
