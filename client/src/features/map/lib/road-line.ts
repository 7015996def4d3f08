import { decodeLineOrNull } from '@shared/plan/polyline';
import type { LngLat } from './route-line';

type Place = { latitude: number; longitude: number };

// The trip maps' line tools: decoding plans' road geometry and the corridor along it. Only the trip
// maps use them, so the polyline decoder stays out of the other maps' first load (/map draws no plan).

/**
 * The line a trip map draws: the plan's road geometry (encoded polylines, precision 5) joined in
 * order, or straight segments through the stops for plans made before routing on roads.
 */
export function routeLine(
  encoded: readonly (string | undefined)[] | undefined,
  stops: readonly Place[],
): LngLat[] {
  const line: LngLat[] = [];
  for (const piece of encoded ?? []) {
    if (!piece) continue;
    for (const [lat, lng] of decodeLineOrNull(piece) ?? []) {
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
        continue;
      const last = line[line.length - 1];
      if (!last || last[0] !== lng || last[1] !== lat) line.push([lng, lat]);
    }
  }
  if (line.length >= 2) return line;
  return stops.map((s) => [s.longitude, s.latitude]);
}

const MILES_PER_DEGREE_LAT = 69.05;

/** Distance in miles between two [lng, lat] points (equirectangular: fine at corridor scale). */
function miles(a: LngLat, b: LngLat): number {
  const k = Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  return Math.hypot((a[0] - b[0]) * k, a[1] - b[1]) * MILES_PER_DEGREE_LAT;
}

/** Distance in miles from p to the segment a-b. */
function toSegment(p: LngLat, a: LngLat, b: LngLat): number {
  const k = Math.cos((p[1] * Math.PI) / 180);
  const ax = a[0] * k;
  const bx = b[0] * k;
  const px = p[0] * k;
  const dx = bx - ax;
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(ax + t * dx - px, a[1] + t * dy - p[1]) * MILES_PER_DEGREE_LAT;
}

/** Thins a long line to points at least `step` miles apart (the ends kept), for cheap corridor tests. */
export function thinLine(line: readonly LngLat[], step: number): LngLat[] {
  if (line.length <= 2) return [...line];
  const out: LngLat[] = [line[0]];
  for (let i = 1; i < line.length - 1; i++)
    if (miles(out[out.length - 1], line[i]) >= step) out.push(line[i]);
  out.push(line[line.length - 1]);
  return out;
}

/**
 * The items within `width` miles of the line (the route corridor), nearest the line first.
 * Segments are bucketed on a one-degree grid so thousands of campgrounds test only nearby segments.
 */
export function withinCorridor<T>(
  items: readonly T[],
  position: (item: T) => LngLat,
  line: readonly LngLat[],
  width: number,
): Array<{ item: T; miles: number }> {
  const thin = thinLine(line, Math.max(1, width / 4));
  if (thin.length === 0) return [];
  const cell = (lng: number, lat: number) => `${Math.floor(lng)},${Math.floor(lat)}`;
  const grid = new Map<string, number[]>();
  const reach = width / 40 + 1; // degrees of longitude a corridor can spread (generous at US latitudes)
  const segments = thin.length === 1 ? [[0, 0]] : thin.slice(1).map((_, i) => [i, i + 1]);
  segments.forEach(([i, j], index) => {
    const a = thin[i];
    const b = thin[j];
    for (let x = Math.floor(Math.min(a[0], b[0]) - reach); x <= Math.floor(Math.max(a[0], b[0]) + reach); x++)
      for (
        let y = Math.floor(Math.min(a[1], b[1]) - reach);
        y <= Math.floor(Math.max(a[1], b[1]) + reach);
        y++
      ) {
        const key = `${x},${y}`;
        const list = grid.get(key);
        if (list) list.push(index);
        else grid.set(key, [index]);
      }
  });
  const found: Array<{ item: T; miles: number }> = [];
  for (const item of items) {
    const p = position(item);
    const near = grid.get(cell(p[0], p[1]));
    if (!near) continue;
    let best = Infinity;
    for (const index of near) {
      const [i, j] = segments[index];
      best = Math.min(best, toSegment(p, thin[i], thin[j]));
    }
    if (best <= width) found.push({ item, miles: best });
  }
  return found.sort((a, b) => a.miles - b.miles);
}
