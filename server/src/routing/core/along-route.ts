import type { EdgeLine } from './edge-index';
import type { LatLngLike } from './road-types';

// How far (miles) a route point may lie from an edge's drawn line and still be on it: the bundled
// router draws its routes from those very lines, so its points are on them to rounding.
const ON_LINE_MILES = 0.02;
const MILES_PER_DEGREE = 69.09;

/** Where a point lies against an edge's drawn line: its distance from it and its fraction along it. */
export function projectOnLine(line: EdgeLine, p: LatLngLike): { miles: number; frac: number } {
  const { xs, ys, at } = line;
  const x = p.longitude * 1e5;
  const y = p.latitude * 1e5;
  const cos = Math.cos((p.latitude * Math.PI) / 180);
  let bestD2 = Infinity;
  let bestFrac = 0;
  for (let k = 1; k < xs.length; k++) {
    const ax = (xs[k - 1] - x) * cos;
    const ay = ys[k - 1] - y;
    const dx = (xs[k] - xs[k - 1]) * cos;
    const dy = ys[k] - ys[k - 1];
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2)) : 0;
    const ex = ax + t * dx;
    const ey = ay + t * dy;
    const d2 = ex * ex + ey * ey;
    if (d2 < bestD2) {
      bestD2 = d2;
      bestFrac = at[k - 1] + t * (at[k] - at[k - 1]);
    }
  }
  return { miles: Math.sqrt(bestD2) * 1e-5 * MILES_PER_DEGREE, frac: bestFrac };
}

/** A place's edge as the hour estimate reads it: its line, the place's fraction, the edge's hours and cost. */
export interface OnEdge {
  line: EdgeLine;
  frac: number;
  hours: number;
  cost: number;
  /** Whether the stretch lo..hi of the edge may not be driven now. */
  blocked: (lo: number, hi: number) => boolean;
}

/**
 * The hours at a place whose edge the known route itself drives, measured from the route's point
 * nearest it along that edge (its detour is only the way along the edge from there), or null when
 * no route point lies on the edge or every such detour costs more than maxDetour. Where the route
 * drives past the place (points on the edge on either side of it) the detour is nothing and the
 * hours are those of the route at the place.
 */
export function hoursAlongRoute(
  road: ReadonlyArray<{ at: LatLngLike; hours: number }>,
  edge: OnEdge,
  maxDetour: number,
): number | null {
  const { line, frac } = edge;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let k = 0; k < line.xs.length; k++) {
    minX = Math.min(minX, line.xs[k]);
    maxX = Math.max(maxX, line.xs[k]);
    minY = Math.min(minY, line.ys[k]);
    maxY = Math.max(maxY, line.ys[k]);
  }
  const pad = 100; // 1e-3 degree, more than ON_LINE_MILES at any latitude the graph covers
  let best: number | null = null;
  let prev: { frac: number; hours: number } | null = null;
  for (const p of road) {
    const x = p.at.longitude * 1e5;
    const y = p.at.latitude * 1e5;
    let on: { frac: number; hours: number } | null = null;
    if (x >= minX - pad && x <= maxX + pad && y >= minY - pad && y <= maxY + pad) {
      const hit = projectOnLine(line, p.at);
      if (hit.miles <= ON_LINE_MILES) on = { frac: hit.frac, hours: p.hours };
    }
    if (on) {
      const share = Math.abs(frac - on.frac);
      if (share * edge.cost <= maxDetour && !edge.blocked(Math.min(frac, on.frac), Math.max(frac, on.frac))) {
        const hours = on.hours + share * edge.hours;
        if (best === null || hours < best) best = hours;
      }
      // Two route points in a row on the edge, one each side of the place: the route drives by it.
      if (prev && (prev.frac - frac) * (on.frac - frac) <= 0 && prev.frac !== on.frac) {
        const t = (frac - prev.frac) / (on.frac - prev.frac);
        const hours = prev.hours + t * (on.hours - prev.hours);
        if (best === null || hours < best) best = hours;
      }
    }
    prev = on;
  }
  return best;
}
