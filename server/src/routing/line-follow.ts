import type { RoadGraph } from './graph';
import type { LatLngLike } from './core/road-types';
import { nearestIndex } from './restricted-segments';

/**
 * Which rows a drawn line (a routing service's) drives, by the rows' own roads: the graph edges each
 * row resolves to (restricted-segments.ts' segmentEdges, season-edges.ts' summit edges), not the box
 * drawn round it. A line drives a row when it runs along the row's edges: where its points lie
 * within a row edge's reach of that edge's drawing, the miles their nearest points advance along it
 * add up, and the row is driven once they reach the row's needed miles. A line that only crosses
 * the row's road, meets it at a junction or passes its box advances a few hundred yards at most.
 *
 * The graph's drawing is simplified (a piece of road between two drawn points is half a mile at the
 * median, and a park road the overlay adds may be one straight stretch of nine miles), so a piece's
 * reach grows with its length: NEAR_MILES and CHORD_SHARE of the piece, at most MAX_NEAR_MILES. The
 * needed miles are FOLLOW_PER_NEAR times the row's widest reach, at least MIN_FOLLOW_MILES, and at
 * most ROW_SHARE of the row's drawn miles (a short bridge's row is driven over its length).
 *
 * A row with `atPoint` (a tunnel or a bridge, a pass's summit) is driven only when the line, along
 * its edges, also comes near the row's point: within the distance from the point to the nearest
 * piece, that piece's reach and AT_POINT_MILES. A line along the pass road below the summit, or
 * along a long edge away from a tunnel on it, does not drive it. A row with no edge in the graph (a park road the graph lacks) is driven by a line that
 * comes within NO_EDGE_MILES of its point.
 */
export const NEAR_MILES = 0.15;
export const CHORD_SHARE = 0.15;
export const MAX_NEAR_MILES = 2;
export const MIN_FOLLOW_MILES = 0.5;
export const FOLLOW_PER_NEAR = 2;
export const ROW_SHARE = 0.25;
export const AT_POINT_MILES = 0.5;
export const NO_EDGE_MILES = 1;
/** The line is looked at every STEP_MILES at least. */
const STEP_MILES = 0.05;
const MILES_PER_DEGREE = 69.1;
/** Grid cells of this many degrees hold the pieces whose reach meets them. */
const CELL = 0.05;

export interface LineRow {
  at: LatLngLike;
  edges: readonly number[];
  /** Driven only by a line that passes the row's point on its edges (a structure, a summit). */
  atPoint?: boolean;
}

/** A row a line drives, and the index of the line's point nearest the row's point. */
export interface RowOnLine {
  row: number;
  index: number;
}

export type LineFollow = (line: { lat: number[]; lng: number[] }) => RowOnLine[];

/** A straight piece of a row's drawing: from (ax, ay) to (bx, by) in degrees, `miles` long. */
interface Piece {
  row: number;
  ax: number;
  ay: number;
  bx: number;
  by: number;
  cos: number;
  miles: number;
  reach: number;
}

const cellKey = (lng: number, lat: number) =>
  Math.floor((lng + 180) / CELL) * 1e5 + Math.floor((lat + 90) / CELL);

/** Where a point lies on a piece: the share t along it and the distance in miles. */
function onPiece(p: Piece, lng: number, lat: number): { t: number; miles: number } {
  const dx = (p.bx - p.ax) * p.cos;
  const dy = p.by - p.ay;
  const x = (lng - p.ax) * p.cos;
  const y = lat - p.ay;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, (x * dx + y * dy) / len));
  return { t, miles: Math.hypot(x - t * dx, y - t * dy) * MILES_PER_DEGREE };
}

const milesBetween = (aLng: number, aLat: number, bLng: number, bLat: number) =>
  Math.hypot((bLng - aLng) * Math.cos((((aLat + bLat) / 2) * Math.PI) / 180), bLat - aLat) * MILES_PER_DEGREE;

/** The pieces of edge e's drawing, from its A end. */
function edgePieces(graph: RoadGraph, e: number, row: number): Piece[] {
  const pts: Array<[number, number]> = [
    [graph.nodeLng[graph.edgeA[e]] * 1e-5, graph.nodeLat[graph.edgeA[e]] * 1e-5],
  ];
  for (let k = graph.ptStart[e]; k < graph.ptStart[e + 1]; k++)
    pts.push([graph.pts[2 * k] * 1e-5, graph.pts[2 * k + 1] * 1e-5]);
  pts.push([graph.nodeLng[graph.edgeB[e]] * 1e-5, graph.nodeLat[graph.edgeB[e]] * 1e-5]);
  const out: Piece[] = [];
  for (let k = 1; k < pts.length; k++) {
    const [[ax, ay], [bx, by]] = [pts[k - 1], pts[k]];
    const miles = milesBetween(ax, ay, bx, by);
    const reach = Math.min(MAX_NEAR_MILES, NEAR_MILES + CHORD_SHARE * miles);
    out.push({ row, ax, ay, bx, by, cos: Math.cos((((ay + by) / 2) * Math.PI) / 180), miles, reach });
  }
  return out;
}

/** What the line check keeps of a row: its needed miles and, for `atPoint`, how near its point the line must pass. */
interface RowNeeds {
  needed: number;
  /** Miles from the row's point a followed line point must come within (Infinity: any). */
  atWithin: number;
}

function rowNeeds(row: LineRow, pieces: readonly Piece[]): RowNeeds {
  if (pieces.length === 0) return { needed: 0, atWithin: Infinity };
  const drawn = pieces.reduce((t, p) => t + p.miles, 0);
  const reach = Math.max(...pieces.map((p) => p.reach));
  const needed = Math.min(Math.max(MIN_FOLLOW_MILES, FOLLOW_PER_NEAR * reach), ROW_SHARE * drawn);
  if (!row.atPoint) return { needed, atWithin: Infinity };
  // The piece nearest the point: how far the drawing lies from it, and that piece's reach.
  let nearest = pieces[0];
  let off = Infinity;
  for (const p of pieces) {
    const { miles } = onPiece(p, row.at.longitude, row.at.latitude);
    if (miles < off) [off, nearest] = [miles, p];
  }
  return { needed, atWithin: off + nearest.reach + AT_POINT_MILES };
}

/** The line check for a table of rows on a graph: built once, then asked of each line. */
export function createLineFollow(graph: RoadGraph, rows: readonly LineRow[]): LineFollow {
  const pieces: Piece[] = [];
  const needs: RowNeeds[] = [];
  const grid = new Map<number, number[]>();
  const add = (p: Piece, k: number) => {
    const dLat = p.reach / MILES_PER_DEGREE;
    const dLng = dLat / p.cos;
    for (let x = Math.min(p.ax, p.bx) - dLng; x < Math.max(p.ax, p.bx) + dLng + CELL; x += CELL)
      for (let y = Math.min(p.ay, p.by) - dLat; y < Math.max(p.ay, p.by) + dLat + CELL; y += CELL) {
        const key = cellKey(
          Math.min(x, Math.max(p.ax, p.bx) + dLng),
          Math.min(y, Math.max(p.ay, p.by) + dLat),
        );
        const list = grid.get(key);
        if (!list) grid.set(key, [k]);
        else if (list[list.length - 1] !== k) list.push(k);
      }
  };
  rows.forEach((row, r) => {
    const own = row.edges.flatMap((e) => edgePieces(graph, e, r));
    needs.push(rowNeeds(row, own));
    // A row with no edge: its point, with a reach of NO_EDGE_MILES.
    const { latitude: lat, longitude: lng } = row.at;
    const cos = Math.cos((lat * Math.PI) / 180);
    const drawn =
      own.length > 0
        ? own
        : [{ row: r, ax: lng, ay: lat, bx: lng, by: lat, cos, miles: 0, reach: NO_EDGE_MILES }];
    for (const p of drawn) {
      pieces.push(p);
      add(p, pieces.length - 1);
    }
  });
  return (line) => follow(line, rows, pieces, needs, grid);
}

/**
 * Walks the line every STEP_MILES at least; at each point near a row (within a piece's reach), the
 * most one of its pieces there advanced from the point before (when that was near the row too) adds
 * to the row's miles.
 */
function follow(
  line: { lat: number[]; lng: number[] },
  rows: readonly LineRow[],
  pieces: readonly Piece[],
  needs: readonly RowNeeds[],
  grid: ReadonlyMap<number, readonly number[]>,
): RowOnLine[] {
  const count = rows.length;
  // Per row: the sample (by count) it was last near, its miles, whether its point was passed.
  const last = new Int32Array(count).fill(-2);
  const miles = new Float64Array(count);
  const passed = new Uint8Array(count);
  const done = new Uint8Array(count);
  // Per row at one sample: the most any of its pieces within reach advanced since the sample before.
  const advance = new Float64Array(count).fill(-1);
  const rowsNear: number[] = [];
  let [sample, prevLng, prevLat] = [0, 0, 0];
  const visit = (lng: number, lat: number) => {
    sample++;
    const near = grid.get(cellKey(lng, lat));
    if (near) {
      for (const k of near) {
        const p = pieces[k];
        if (done[p.row]) continue;
        const here = onPiece(p, lng, lat);
        if (here.miles > p.reach) continue;
        if (advance[p.row] < 0) rowsNear.push(p.row);
        // From the sample before's nearest point on the piece to this one's: a line across the
        // piece, or at its end, advances little.
        const by =
          last[p.row] === sample - 1 ? Math.abs(here.t - onPiece(p, prevLng, prevLat).t) * p.miles : 0;
        advance[p.row] = Math.max(advance[p.row], by);
      }
      for (const r of rowsNear) {
        miles[r] += advance[r];
        advance[r] = -1;
        last[r] = sample;
        const { needed, atWithin } = needs[r];
        if (!passed[r] && milesBetween(lng, lat, rows[r].at.longitude, rows[r].at.latitude) <= atWithin)
          passed[r] = 1;
        if (miles[r] >= needed && passed[r]) done[r] = 1;
      }
      rowsNear.length = 0;
    }
    [prevLng, prevLat] = [lng, lat];
  };
  const n = line.lat.length;
  for (let i = 0; i < n; i++) {
    visit(line.lng[i], line.lat[i]);
    if (i === n - 1) break;
    const miles = milesBetween(line.lng[i], line.lat[i], line.lng[i + 1], line.lat[i + 1]);
    const steps = Math.ceil(miles / STEP_MILES);
    for (let s = 1; s < steps; s++)
      visit(
        line.lng[i] + ((line.lng[i + 1] - line.lng[i]) * s) / steps,
        line.lat[i] + ((line.lat[i + 1] - line.lat[i]) * s) / steps,
      );
  }
  const found: RowOnLine[] = [];
  for (let r = 0; r < count; r++) if (done[r]) found.push({ row: r, index: nearestIndex(line, rows[r].at) });
  return found;
}
