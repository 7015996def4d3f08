import type { LatLngLike } from './core/road-types';

/** Miles from a place to the nearest point of a drawn line (`lat`/`lng` arrays), flat-earth near the place. */
export function milesFromLine(line: { lat: ArrayLike<number>; lng: ArrayLike<number> }, to: LatLngLike): number {
  const cos = Math.cos((to.latitude * Math.PI) / 180);
  let best = Infinity;
  for (let i = 1; i < line.lat.length; i++) {
    const [ax, ay] = [(line.lng[i - 1] - to.longitude) * cos, line.lat[i - 1] - to.latitude];
    const [dx, dy] = [(line.lng[i] - line.lng[i - 1]) * cos, line.lat[i] - line.lat[i - 1]];
    const len = dx * dx + dy * dy;
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy) * 69.1);
  }
  return best;
}
