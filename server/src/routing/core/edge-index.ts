import type { RoadGraph } from '../graph';
import { milesBetween } from './node-index';
import type { LatLngLike } from './road-types';
import { RouteNotFoundError } from './road-types';

/**
 * Where a place meets the road: the point of edge `edge` nearest it, `frac` of the way along the
 * edge's drawn line from its end A (0: at A, 1: at B), `miles` from the place. The graph's edges run
 * junction to junction (their interior points only draw them), so a town midway along a 40-mile
 * rural road lies on an edge far from any node: a route starts and ends at this point, not at a node.
 */
export interface EdgeSnap {
  edge: number;
  frac: number;
  lat: number;
  lng: number;
  miles: number;
}

export type NearestOnEdge = (p: LatLngLike) => EdgeSnap;

/** The drawn line of edge e from A to B (1e-5 degree units) and each point's fraction of its length. */
export interface EdgeLine {
  xs: number[];
  ys: number[];
  at: number[];
}

export function edgeLineOf(graph: RoadGraph, e: number): EdgeLine {
  const xs = [graph.nodeLng[graph.edgeA[e]]];
  const ys = [graph.nodeLat[graph.edgeA[e]]];
  for (let k = graph.ptStart[e]; k < graph.ptStart[e + 1]; k++) {
    xs.push(graph.pts[2 * k]);
    ys.push(graph.pts[2 * k + 1]);
  }
  xs.push(graph.nodeLng[graph.edgeB[e]]);
  ys.push(graph.nodeLat[graph.edgeB[e]]);
  const at = [0];
  for (let k = 1; k < xs.length; k++)
    at.push(at[k - 1] + milesBetween(ys[k - 1] * 1e-5, xs[k - 1] * 1e-5, ys[k] * 1e-5, xs[k] * 1e-5));
  const total = at[at.length - 1];
  for (let k = 0; k < at.length; k++) at[k] = total > 0 ? at[k] / total : k / (at.length - 1);
  return { xs, ys, at };
}

/** The point `frac` of the way along an edge line, as [lng, lat] in 1e-5 degrees. */
export function pointAt(line: EdgeLine, frac: number): [number, number] {
  const { xs, ys, at } = line;
  let k = 1;
  while (k < at.length - 1 && at[k] < frac) k++;
  const span = at[k] - at[k - 1];
  const t = span > 0 ? Math.min(1, Math.max(0, (frac - at[k - 1]) / span)) : 0;
  return [xs[k - 1] + t * (xs[k] - xs[k - 1]), ys[k - 1] + t * (ys[k] - ys[k - 1])];
}

// Grid of 0.1 degree cells (1e-5 degree units); each straight piece of an edge's line is listed in
// every cell its box touches, so a long straight piece is found from any cell along it.
const CELL = 10000;
const cellKey = (cx: number, cy: number) => (cx + 2000) * 4000 + (cy + 2000);

/** The graph's edge lines by grid cell, and the point on an edge nearest a place. */
export function createEdgeIndex(graph: RoadGraph): NearestOnEdge {
  const m = graph.edgeCount;
  const pieceCount = graph.ptStart[m] + m;
  // Piece p of the whole graph: piece p - (ptStart[e] + e) of edge e, from its point k to k + 1.
  const pieceEdge = new Uint32Array(pieceCount);
  const x0 = new Int32Array(pieceCount);
  const y0 = new Int32Array(pieceCount);
  const x1 = new Int32Array(pieceCount);
  const y1 = new Int32Array(pieceCount);
  let p = 0;
  for (let e = 0; e < m; e++) {
    let px = graph.nodeLng[graph.edgeA[e]];
    let py = graph.nodeLat[graph.edgeA[e]];
    const end = graph.ptStart[e + 1];
    for (let k = graph.ptStart[e]; k <= end; k++) {
      const qx = k < end ? graph.pts[2 * k] : graph.nodeLng[graph.edgeB[e]];
      const qy = k < end ? graph.pts[2 * k + 1] : graph.nodeLat[graph.edgeB[e]];
      pieceEdge[p] = e;
      x0[p] = px;
      y0[p] = py;
      x1[p] = qx;
      y1[p] = qy;
      p++;
      px = qx;
      py = qy;
    }
  }
  const eachCell = (i: number, fn: (key: number) => void) => {
    const cx0 = Math.floor(Math.min(x0[i], x1[i]) / CELL);
    const cx1 = Math.floor(Math.max(x0[i], x1[i]) / CELL);
    const cy0 = Math.floor(Math.min(y0[i], y1[i]) / CELL);
    const cy1 = Math.floor(Math.max(y0[i], y1[i]) / CELL);
    for (let cx = cx0; cx <= cx1; cx++) for (let cy = cy0; cy <= cy1; cy++) fn(cellKey(cx, cy));
  };
  const counts = new Map<number, number>();
  for (let i = 0; i < pieceCount; i++) eachCell(i, (key) => counts.set(key, (counts.get(key) ?? 0) + 1));
  const cells = new Map<number, [number, number]>();
  let total = 0;
  for (const [key, c] of counts) {
    cells.set(key, [total, total]);
    total += c;
  }
  const list = new Uint32Array(total);
  for (let i = 0; i < pieceCount; i++)
    eachCell(i, (key) => {
      const range = cells.get(key)!;
      list[range[1]++] = i;
    });

  return function nearestOnEdge(place: LatLngLike): EdgeSnap {
    const x = place.longitude * 1e5;
    const y = place.latitude * 1e5;
    const cos = Math.cos((place.latitude * Math.PI) / 180);
    const cx = Math.floor(x / CELL);
    const cy = Math.floor(y / CELL);
    let best = -1;
    let bestD2 = Infinity;
    let bestT = 0;
    for (let ring = 0; ring < 200; ring++) {
      for (let i = cx - ring; i <= cx + ring; i++) {
        for (let j = cy - ring; j <= cy + ring; j++) {
          if (Math.max(Math.abs(i - cx), Math.abs(j - cy)) !== ring) continue;
          const range = cells.get(cellKey(i, j));
          if (!range) continue;
          for (let k = range[0]; k < range[1]; k++) {
            const q = list[k];
            // Planar in the place's own scale: the pieces near it are a few miles long at most.
            const ax = (x0[q] - x) * cos;
            const ay = y0[q] - y;
            const dx = (x1[q] - x0[q]) * cos;
            const dy = y1[q] - y0[q];
            const len2 = dx * dx + dy * dy;
            const t = len2 > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2)) : 0;
            const ex = ax + t * dx;
            const ey = ay + t * dy;
            const d2 = ex * ex + ey * ey;
            if (d2 < bestD2) {
              bestD2 = d2;
              best = q;
              bestT = t;
            }
          }
        }
      }
      // A cell `ring` cells out is at least that many cell widths of longitude away.
      const ringUnits = ring * CELL * Math.cos((Math.min(60, Math.abs(place.latitude)) * Math.PI) / 180);
      if (best >= 0 && ringUnits * ringUnits > bestD2) break;
    }
    if (best < 0) throw new RouteNotFoundError('No road near this place');
    const e = pieceEdge[best];
    const k = best - (graph.ptStart[e] + e);
    const line = edgeLineOf(graph, e);
    const frac = line.at[k] + bestT * (line.at[k + 1] - line.at[k]);
    const lng = (x0[best] + bestT * (x1[best] - x0[best])) * 1e-5;
    const lat = (y0[best] + bestT * (y1[best] - y0[best])) * 1e-5;
    return { edge: e, frac, lat, lng, miles: milesBetween(place.latitude, place.longitude, lat, lng) };
  };
}

/**
 * The snap of a park's point (LatLngLike.parkId): the junction nearest it, as the end of one of its
 * edges. A park's point lies inside it, so the nearest point of a road is often a dead end in the
 * park; the planner's visits and the day's drives were laid out from the junction.
 */
export function nodeSnap(graph: RoadGraph, node: number, place: LatLngLike): EdgeSnap {
  const e = graph.adjEdge[graph.adjStart[node]];
  const lat = graph.nodeLat[node] * 1e-5;
  const lng = graph.nodeLng[node] * 1e-5;
  return {
    edge: e,
    frac: graph.edgeA[e] === node ? 0 : 1,
    lat,
    lng,
    miles: milesBetween(place.latitude, place.longitude, lat, lng),
  };
}
