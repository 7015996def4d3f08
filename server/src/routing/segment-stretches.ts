import type { RoadGraph } from './graph';
import { pointAlong, vertexShares } from './core/edge-index';
import type { LatLngLike, RoadPoint } from './core/road-types';
import { milesBetween } from './core/node-index';
import type { RestrictedSegment } from './restricted-segments';

/**
 * The stretch of each restricted segment's edge its rule covers: the part of the edge's drawing
 * inside the segment's polygon, as shares of the edge's length from its A end (the whole edge for a
 * row without a polygon). The graph's edges run junction to junction, so one edge may hold far more
 * than the segment: it draws UT-9 as one 39.5-mile edge from La Verkin to Mount Carmel Junction, of
 * which the Zion-Mount Carmel Highway's rule covers the 10.7 miles from Canyon Junction to the East
 * Entrance, and Springdale, on the same edge 4 miles short of it, is not on it. A place on such an
 * edge outside its stretches stays on its own road, and a drive to it that does not cross them does
 * not drive the segment (road-pieces.ts); a place inside one is met at its nearer end.
 */
export interface Stretch {
  /** The segment's index in the table. */
  row: number;
  lo: number;
  hi: number;
}

// A share this close to a stretch's end is at that end.
const EPS = 1e-9;

/** The parameters (0 to 1) along p->q where it crosses the ring's sides. */
function crossings(p: number[], q: number[], ring: ReadonlyArray<readonly [number, number]>): number[] {
  const out: number[] = [];
  const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
  for (let i = 1; i < ring.length; i++) {
    const [ax, ay] = ring[i - 1];
    const [ex, ey] = [ring[i][0] - ax, ring[i][1] - ay];
    const den = dx * ey - dy * ex;
    if (den === 0) continue;
    const t = ((ax - p[0]) * ey - (ay - p[1]) * ex) / den;
    const u = ((ax - p[0]) * dy - (ay - p[1]) * dx) / den;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) out.push(t);
  }
  return out;
}

function inside(x: number, y: number, ring: ReadonlyArray<readonly [number, number]>): boolean {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** The edge's vertices as [lng, lat] in degrees, A to B. */
function line(graph: RoadGraph, e: number): number[][] {
  const out = [[graph.nodeLng[graph.edgeA[e]] * 1e-5, graph.nodeLat[graph.edgeA[e]] * 1e-5]];
  for (let k = graph.ptStart[e]; k < graph.ptStart[e + 1]; k++) out.push([graph.pts[2 * k] * 1e-5, graph.pts[2 * k + 1] * 1e-5]);
  out.push([graph.nodeLng[graph.edgeB[e]] * 1e-5, graph.nodeLat[graph.edgeB[e]] * 1e-5]);
  return out;
}

/** The share of edge e from the first to the last of its drawing's points inside the ring ([0, 1]: no ring). */
export function edgeStretch(graph: RoadGraph, e: number, ring: RestrictedSegment['polygon']): [number, number] | undefined {
  if (!ring) return [0, 1];
  const pts = line(graph, e);
  const shares = vertexShares(graph, e);
  let lo = Infinity;
  let hi = -Infinity;
  for (let k = 1; k < pts.length; k++) {
    const [p, q] = [pts[k - 1], pts[k]];
    const ts = [0, ...crossings(p, q, ring).sort((a, b) => a - b), 1];
    for (let i = 1; i < ts.length; i++) {
      const mid = (ts[i - 1] + ts[i]) / 2;
      if (!inside(p[0] + mid * (q[0] - p[0]), p[1] + mid * (q[1] - p[1]), ring)) continue;
      const at = (t: number) => shares[k - 1] + t * (shares[k] - shares[k - 1]);
      lo = Math.min(lo, at(ts[i - 1]));
      hi = Math.max(hi, at(ts[i]));
    }
  }
  if (lo > hi) return undefined;
  // The polygons are drawn by hand round junctions: an end this near the edge's end is that end.
  const near = END_METRES / Math.max(graph.edgeMetres[e], 1);
  return [lo <= near ? 0 : lo, hi >= 1 - near ? 1 : hi];
}

// A stretch's end this near its edge's end node (metres) is at the node.
const END_METRES = 100;

/**
 * Each edge's stretches of the table's rows other than ferries (rows at a point: road-pieces.ts) and
 * rows with portals (SR-99's polygon holds the graph's line downtown traffic shares with the tunnel:
 * a place on it is met at its nearest node, as before, and only a drive through both portals counts).
 */
export function createStretches(
  graph: RoadGraph,
  segments: readonly RestrictedSegment[],
  edgesOf: (i: number) => readonly number[],
): Map<number, Stretch[]> {
  const out = new Map<number, Stretch[]>();
  segments.forEach((s, row) => {
    if (s.ferry || s.portals) return;
    for (const e of edgesOf(row)) {
      const found = edgeStretch(graph, e, s.polygon);
      if (found) out.set(e, [...(out.get(e) ?? []), { row, lo: found[0], hi: found[1] }]);
    }
  });
  return out;
}

/** Whether the piece of an edge from share a to share b enters one of its stretches (touching an end does not). */
export const pieceEnters = (stretches: readonly Stretch[] | undefined, a: number, b: number) => {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return (stretches ?? []).some((s) => Math.max(lo, s.lo) < Math.min(hi, s.hi) - EPS);
};

/**
 * Where a place on an edge with stretches is met: where it is, outside them; inside one, at the
 * nearer end of the run of stretches around it (a point on its own road, or the edge's end node),
 * with the rows of that run and both its ends (`ends`, the nearer first).
 */
export function outOfStretches(
  graph: RoadGraph,
  at: RoadPoint,
  place: LatLngLike,
  stretches: readonly Stretch[] | undefined,
): { point: RoadPoint; rows: number[]; ends: RoadPoint[] } {
  if (at.edge < 0 || !stretches) return { point: at, rows: [], ends: [] };
  let [lo, hi] = [at.along, at.along];
  const rows = new Set<number>();
  // The run of overlapping stretches around the place.
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stretches)
      if (!rows.has(s.row) && s.lo < hi + EPS && s.hi > lo - EPS && (rows.size > 0 || (at.along > s.lo + EPS && at.along < s.hi - EPS))) {
        [lo, hi] = [Math.min(lo, s.lo), Math.max(hi, s.hi)];
        rows.add(s.row);
        grew = true;
      }
  }
  if (rows.size === 0) return { point: at, rows: [], ends: [] };
  const ends = (at.along - lo <= hi - at.along ? [lo, hi] : [hi, lo]).map((along) => pointOn(graph, at.edge, along, place));
  return { point: ends[0], rows: [...rows], ends };
}

/** The point `along` edge e (its end node within 5 m of an end), `miles` from the place. */
function pointOn(graph: RoadGraph, e: number, along: number, place: LatLngLike): RoadPoint {
  const metres = graph.edgeMetres[e];
  const end = along * metres < 5 ? graph.edgeA[e] : (1 - along) * metres < 5 ? graph.edgeB[e] : -1;
  const [x, y] = end >= 0 ? [graph.nodeLng[end], graph.nodeLat[end]] : pointAlong(graph, e, along);
  const [longitude, latitude] = [x * 1e-5, y * 1e-5];
  const miles = milesBetween(place.latitude, place.longitude, latitude, longitude);
  return end >= 0
    ? { edge: -1, along: 0, node: end, latitude, longitude, miles }
    : { edge: e, along, node: along < 0.5 ? graph.edgeA[e] : graph.edgeB[e], latitude, longitude, miles };
}

/** Whether a stretch is its whole edge (the edge's end nodes are its ends). */
export const coversEdge = (s: Stretch) => s.lo <= EPS && s.hi >= 1 - EPS;
