import type { RoadGraph } from '../graph';
import { milesBetween } from './node-index';
import type { LatLngLike, RoadPoint } from './road-types';
import { RouteNotFoundError } from './road-types';
import type { CellGrid } from './cell-grid';
import { cellAt, cellGrid, cellKey } from './cell-grid';
import { perGraph } from './per-graph';


/** The point at a node. */
export const nodePoint = (graph: RoadGraph, node: number, miles = 0): RoadPoint => ({
  edge: -1,
  along: 0,
  node,
  latitude: graph.nodeLat[node] * 1e-5,
  longitude: graph.nodeLng[node] * 1e-5,
  miles,
});

/** A key naming the point (for remembered searches). */
export const pointKey = (p: RoadPoint) => (p.edge < 0 ? `${p.node}` : `${p.edge}@${p.along.toFixed(7)}`);

// A projection this near an edge's end is that end's node (metres).
const AT_NODE_METRES = 5;

/**
 * A place this near the road beside it (a campground, a town, a rest area) is on that road, and is
 * met part-way along its edge.
 */
export const ON_ROAD_MILES = 2;

/**
 * Whether a place on no road (farther than ON_ROAD_MILES from any: a park's centre) is met at its
 * nearest node rather than at its nearest point of road: when the node is about as near (at most
 * ON_ROAD_MILES farther), as the graph's build may have kept it for the place (Rocky Mountain's
 * centre: a node kept on Trail Ridge Road 2.6 miles off, its nearest road point 2.6 miles off 3 miles
 * farther up the road; scripts/build-road-graph.ts keepNodes). When every node is much farther (the
 * place beside a long edge: the gazetteer's Babb, 3 miles from US-89 and 8 from the edge's ends),
 * the node would overshoot along the road, and the point of road is the better guess.
 */
export const offRoadAtNode = (road: RoadPoint, nodeMiles: number) =>
  road.edge >= 0 && road.miles > ON_ROAD_MILES && nodeMiles <= road.miles + ON_ROAD_MILES;

/** Vertex k of edge e (0: its A node, then its interior points, last its B node), in 1e-5 degrees. */
function vertex(graph: RoadGraph, e: number, k: number): [number, number] {
  const inner = graph.ptStart[e + 1] - graph.ptStart[e];
  if (k === 0) return [graph.nodeLng[graph.edgeA[e]], graph.nodeLat[graph.edgeA[e]]];
  if (k > inner) return [graph.nodeLng[graph.edgeB[e]], graph.nodeLat[graph.edgeB[e]]];
  const i = graph.ptStart[e] + k - 1;
  return [graph.pts[2 * i], graph.pts[2 * i + 1]];
}

/** Each vertex's share of edge e's drawn length from its A end (spacing by great-circle miles). */
export function vertexShares(graph: RoadGraph, e: number): number[] {
  const count = graph.ptStart[e + 1] - graph.ptStart[e] + 2;
  const cum = [0];
  let [px, py] = vertex(graph, e, 0);
  for (let k = 1; k < count; k++) {
    const [x, y] = vertex(graph, e, k);
    cum.push(cum[k - 1] + milesBetween(py * 1e-5, px * 1e-5, y * 1e-5, x * 1e-5));
    [px, py] = [x, y];
  }
  const total = cum[count - 1];
  return cum.map((c, k) => (total > 0 ? c / total : k / (count - 1)));
}

/** The point `along` edge e's drawing, as [longitude, latitude] in 1e-5 degrees. */
export function pointAlong(
  graph: RoadGraph,
  e: number,
  along: number,
  shares = vertexShares(graph, e),
): [number, number] {
  let k = 1;
  while (k < shares.length - 1 && shares[k] < along) k++;
  const [ax, ay] = vertex(graph, e, k - 1);
  const [bx, by] = vertex(graph, e, k);
  const span = shares[k] - shares[k - 1];
  const t = span > 0 ? Math.max(0, Math.min(1, (along - shares[k - 1]) / span)) : 0;
  return [ax + t * (bx - ax), ay + t * (by - ay)];
}

/**
 * The vertices of edge e strictly between shares `from` and `to`, in the order driven from `from`,
 * then the point at `to` ([longitude, latitude] in 1e-5 degrees): the drawing of that piece of road
 * after its first point.
 */
export function piecePoints(graph: RoadGraph, e: number, from: number, to: number): Array<[number, number]> {
  const shares = vertexShares(graph, e);
  const out: Array<[number, number]> = [];
  if (from <= to) {
    for (let k = 0; k < shares.length; k++)
      if (shares[k] > from && shares[k] < to) out.push(vertex(graph, e, k));
  } else {
    for (let k = shares.length - 1; k >= 0; k--)
      if (shares[k] < from && shares[k] > to) out.push(vertex(graph, e, k));
  }
  out.push(
    to <= 0
      ? vertex(graph, e, 0)
      : to >= 1
        ? vertex(graph, e, shares.length - 1)
        : pointAlong(graph, e, to, shares),
  );
  return out;
}

/** Where on edge e's drawing a point lies nearest: its share of the edge's length from A, and that point. */
export function projectOnEdge(
  graph: RoadGraph,
  e: number,
  p: LatLngLike,
): { along: number; latitude: number; longitude: number } {
  const shares = vertexShares(graph, e);
  const cos = Math.cos((p.latitude * Math.PI) / 180);
  let best = Infinity;
  let along = 0;
  let [ax, ay] = vertex(graph, e, 0);
  for (let k = 1; k < shares.length; k++) {
    const [bx, by] = vertex(graph, e, k);
    const { t, d2 } = toSegment(p, cos, ax, ay, bx, by);
    if (d2 < best) {
      best = d2;
      along = shares[k - 1] + t * (shares[k] - shares[k - 1]);
    }
    [ax, ay] = [bx, by];
  }
  const [x, y] = pointAlong(graph, e, along, shares);
  return { along, latitude: y * 1e-5, longitude: x * 1e-5 };
}

/** The share t (0 to 1) of segment a-b nearest p, and the squared distance (degrees, longitude scaled by cos). */
function toSegment(p: LatLngLike, cos: number, ax: number, ay: number, bx: number, by: number) {
  const x0 = (ax * 1e-5 - p.longitude) * cos;
  const y0 = ay * 1e-5 - p.latitude;
  const dx = (bx - ax) * 1e-5 * cos;
  const dy = (by - ay) * 1e-5;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(x0 * dx + y0 * dy) / len));
  const ex = x0 + t * dx;
  const ey = y0 + t * dy;
  return { t, d2: ex * ex + ey * ey };
}

// Grid of the edges' straight pieces (between consecutive vertices), 0.1 degree cells.
const CELL = 10000;

/**
 * The edges with a straight piece in a grid cell that meets the box from (south, west) to (north,
 * east), in degrees: every edge with a point in the box among them (a piece is in each cell its own
 * box meets, so in the cell of either end), in no order.
 */
export function edgesInBox(graph: RoadGraph, south: number, west: number, north: number, east: number): Set<number> {
  const { pieceEdge, order, grid } = edgeCellsOf(graph);
  const cell = (degrees: number) => Math.floor(Math.round(degrees * 1e5) / CELL);
  const found = new Set<number>();
  for (let cx = cell(west); cx <= cell(east); cx++)
    for (let cy = cell(south); cy <= cell(north); cy++) {
      const at = cellAt(grid, cx, cy);
      if (at >= 0) for (let k = grid.start[at]; k < grid.start[at + 1]; k++) found.add(pieceEdge[order[k]]);
    }
  return found;
}

export type NearestRoad = (p: LatLngLike) => RoadPoint;

/**
 * The graph's straight pieces of road by grid cell: piece s is of edge pieceEdge[s]; a cell's pieces
 * are order[start..end) of its grid cell (a piece in each cell its bounding box meets).
 */
export interface EdgeCells {
  pieceEdge: Uint32Array;
  order: Uint32Array;
  grid: CellGrid;
}

/** The graph's piece grid, built once per graph (a third of a second) or adopted from shared memory. */
export const edgeCellsOf = perGraph((graph: RoadGraph): EdgeCells => {
  const m = graph.edgeCount;
  const pieceCount = graph.pts.length / 2 + m;
  // Piece j of edge e is number ptStart[e] + e + j.
  const pieceEdge = new Uint32Array(pieceCount);
  for (let e = 0; e < m; e++)
    for (let j = graph.ptStart[e] + e; j < graph.ptStart[e + 1] + e + 1; j++) pieceEdge[j] = e;
  const cellsOf = (piece: number, visit: (key: number) => void) => {
    const e = pieceEdge[piece];
    const j = piece - graph.ptStart[e] - e;
    const [ax, ay] = vertex(graph, e, j);
    const [bx, by] = vertex(graph, e, j + 1);
    for (let cx = Math.floor(Math.min(ax, bx) / CELL); cx <= Math.floor(Math.max(ax, bx) / CELL); cx++)
      for (let cy = Math.floor(Math.min(ay, by) / CELL); cy <= Math.floor(Math.max(ay, by) / CELL); cy++)
        visit(cellKey(cx, cy));
  };
  let entries = 0;
  for (let s = 0; s < pieceCount; s++) cellsOf(s, () => entries++);
  // (cell, piece) pairs packed into one number: typed-array sorts are fast.
  const packed = new Float64Array(entries);
  let at = 0;
  for (let s = 0; s < pieceCount; s++) cellsOf(s, (key) => (packed[at++] = key * 2 ** 21 + s));
  packed.sort();
  const order = new Uint32Array(entries);
  for (let i = 0; i < entries; i++) order[i] = packed[i] % 2 ** 21;
  return { pieceEdge, order, grid: cellGrid(entries, (i) => Math.floor(packed[i] / 2 ** 21)) };
});

/**
 * The point of road nearest a place, on the graph's piece grid: the projection onto the nearest
 * edge's drawing (a node when it falls on an edge's end).
 */
export function createEdgeIndex(graph: RoadGraph): NearestRoad {
  const { pieceEdge, order, grid } = edgeCellsOf(graph);
  const { start } = grid;

  return function nearestRoad(p) {
    const cx = Math.floor(Math.round(p.longitude * 1e5) / CELL);
    const cy = Math.floor(Math.round(p.latitude * 1e5) / CELL);
    const cos = Math.cos((p.latitude * Math.PI) / 180);
    let bestEdge = -1;
    let best = Infinity;
    for (let ring = 0; ring < 200; ring++) {
      for (let i = cx - ring; i <= cx + ring; i++)
        for (let j = cy - ring; j <= cy + ring; j++) {
          if (Math.max(Math.abs(i - cx), Math.abs(j - cy)) !== ring) continue;
          const cell = cellAt(grid, i, j);
          if (cell < 0) continue;
          for (let k = start[cell]; k < start[cell + 1]; k++) {
            const s = order[k];
            const e = pieceEdge[s];
            const piece = s - graph.ptStart[e] - e;
            const [ax, ay] = vertex(graph, e, piece);
            const [bx, by] = vertex(graph, e, piece + 1);
            const { d2 } = toSegment(p, cos, ax, ay, bx, by);
            if (d2 < best || (d2 === best && e < bestEdge)) [best, bestEdge] = [d2, e];
          }
        }
      // A cell `ring` cells out is at least that many cells' widths away (longitude scaled by cos).
      if (bestEdge >= 0 && ring * 0.1 * cos > Math.sqrt(best)) break;
    }
    if (bestEdge < 0) throw new RouteNotFoundError('No road near this place');
    bestEdge = lineBeside(graph, p, bestEdge, Math.sqrt(best));
    const { along, latitude, longitude } = projectOnEdge(graph, bestEdge, p);
    const miles = milesBetween(p.latitude, p.longitude, latitude, longitude);
    const metres = graph.edgeMetres[bestEdge];
    if (along * metres < AT_NODE_METRES) return nodePoint(graph, graph.edgeA[bestEdge], miles);
    if ((1 - along) * metres < AT_NODE_METRES) return nodePoint(graph, graph.edgeB[bestEdge], miles);
    const node = along < 0.5 ? graph.edgeA[bestEdge] : graph.edgeB[bestEdge];
    return { edge: bestEdge, along, node, latitude, longitude, miles };
  };
}

// A line drawn this much farther from a place than its nearest road (miles) is beside it too.
const BESIDE_MILES = 0.1;
const DEGREE_MILES = 69.09;
// A place this near its road (miles) is on it, and may be joined to a line beside it.
const BESIDE_ROAD_MILES = 0.5;
// The line beside is taken when its nearer end is at least this much nearer along it (a mile).
const SAVES_METRES = 1609;

/**
 * The edge a place on a road (within BESIDE_ROAD_MILES of it) is joined to when lines run side by
 * side there: of the nearest edge and
 * those of its class (a freeway beside a local highway is another road) drawn within BESIDE_MILES
 * farther off, the one with an end (a junction) nearest the place
 * along it, when that is a mile or more nearer than the nearest edge's. The highway lines draw concurrent routes as lines of their own, joined only where their
 * vertices meet: US-287 runs beside US-89/191 past Flagg Ranch as one 17-mile edge with no junction at
 * Yellowstone's South Entrance, so Headwaters Campground, 30 metres from it, was 10 road miles from
 * the entrance (down to the edge's end and back) and is 1.6 by US-89/191's edge 100 metres off.
 * `nearest` is the nearest edge's distance in degrees (longitude scaled by the cosine of latitude).
 */
function lineBeside(graph: RoadGraph, p: LatLngLike, nearestEdge: number, nearest: number): number {
  if (nearest * DEGREE_MILES > BESIDE_ROAD_MILES) return nearestEdge;
  const cos = Math.cos((p.latitude * Math.PI) / 180);
  const within = nearest + BESIDE_MILES / DEGREE_MILES;
  const endMetres = (e: number) => {
    const { along } = projectOnEdge(graph, e, p);
    return Math.min(along, 1 - along) * graph.edgeMetres[e];
  };
  let chosen = nearestEdge;
  let chosenMetres = endMetres(nearestEdge);
  // A place within a mile of its edge's end is joined as it was: lines beside it save little.
  if (chosenMetres < SAVES_METRES) return nearestEdge;
  for (const e of edgesAround(graph, p)) {
    if (e === nearestEdge || graph.edgeClass[e] !== graph.edgeClass[nearestEdge]) continue;
    if (!drawnWithin(graph, e, p, cos, within)) continue;
    const metres = endMetres(e);
    if (metres < chosenMetres - SAVES_METRES) [chosen, chosenMetres] = [e, metres];
  }
  return chosen;
}

/** Whether a straight piece of edge e passes within `within` degrees of p. */
function drawnWithin(graph: RoadGraph, e: number, p: LatLngLike, cos: number, within: number): boolean {
  const pieces = graph.ptStart[e + 1] - graph.ptStart[e] + 1;
  for (let k = 0; k < pieces; k++) {
    const [ax, ay] = vertex(graph, e, k);
    const [bx, by] = vertex(graph, e, k + 1);
    if (toSegment(p, cos, ax, ay, bx, by).d2 <= within * within) return true;
  }
  return false;
}

/** The edges with a straight piece in the grid cell of p or one of the eight beside it (at least 4 miles round p). */
export function edgesAround(graph: RoadGraph, p: LatLngLike): number[] {
  const { pieceEdge, order, grid } = edgeCellsOf(graph);
  const cx = Math.floor(Math.round(p.longitude * 1e5) / CELL);
  const cy = Math.floor(Math.round(p.latitude * 1e5) / CELL);
  const found = new Set<number>();
  for (let i = cx - 1; i <= cx + 1; i++)
    for (let j = cy - 1; j <= cy + 1; j++) {
      const cell = cellAt(grid, i, j);
      if (cell >= 0) for (let k = grid.start[cell]; k < grid.start[cell + 1]; k++) found.add(pieceEdge[order[k]]);
    }
  return [...found];
}
