import type { RoadGraph } from './graph';
import { milesBetween } from './core/node-index';
import type { LatLngLike } from './core/road-types';

/** A leg's edges, or null when no road joins its ends. */
type LegOf = (from: number, to: number) => ArrayLike<number> | null;

/**
 * Places met on roads open to the rig on the day. A place whose nearest road lies inside stretches
 * the drive must keep off (a park whose middle is on Going-to-the-Sun Road, for a rig over its 21 ft;
 * Logan Pass in January, when the road is closed for winter) is met at the end of those stretches its
 * leg reaches by the shortest drive (the first place: the end nearest the next place by road),
 * instead of driving through them. Returns the nodes and the rows kept off so (by index, as exitsFor
 * numbers them), for the day to say what it kept off and why, and the places so met (`moved`);
 * `keptAtEnd`: the rows kept off by the last place alone, where the day's drive really ends short (a
 * place met so on the way, or at the start, is a road avoided, not an end). exitsFor(node, k) is place k's.
 */
export function meetOpenRoads(
  graph: RoadGraph,
  nodes: readonly number[],
  exitsFor: (node: number, k: number) => { exits: number[]; segmentsVia(exit: number): number[] },
  legOf: LegOf,
): { nodes: number[]; kept: number[]; keptAtEnd: number[]; moved: number[] } {
  const out = [...nodes];
  const kept = new Set<number>();
  const keptAtEnd = new Set<number>();
  const moved: number[] = [];
  const metres = (from: number, to: number) => {
    if (from === to) return 0;
    const edges = legOf(from, to);
    if (!edges) return Infinity;
    let m = 0;
    for (let i = 0; i < edges.length; i++) m += graph.edgeMetres[edges[i]];
    return m;
  };
  for (let k = 0; k < out.length; k++) {
    const { exits, segmentsVia } = exitsFor(out[k], k);
    const other = k > 0 ? out[k - 1] : out[k + 1];
    if (exits.length === 0 || other === undefined) continue;
    let best = -1;
    let bestMetres = Infinity;
    for (const x of exits) {
      const m = k > 0 ? metres(other, x) : metres(x, other);
      if (m < bestMetres) [best, bestMetres] = [x, m];
    }
    if (best < 0) continue;
    out[k] = best;
    moved.push(k);
    for (const i of segmentsVia(best)) (k === out.length - 1 ? keptAtEnd : kept).add(i);
  }
  for (const i of kept) keptAtEnd.delete(i);
  return { nodes: out, kept: [...kept, ...keptAtEnd], keptAtEnd: [...keptAtEnd], moved };
}

/** The adjacency slots of node v (its roads). */
function slots(graph: RoadGraph, v: number): number[] {
  const out: number[] = [];
  for (let k = graph.adjStart[v]; k < graph.adjStart[v + 1]; k++) out.push(k);
  return out;
}

/** Whether every road at the node is one of these edges. */
export const touchesOnly = (graph: RoadGraph, node: number, edges: { has(e: number): boolean }) =>
  slots(graph, node).every((k) => edges.has(graph.adjEdge[k]));

// A node is beyond the closed roads when the open roads from it reach no more than this many nodes
// without them: a park's dead-end roads (the North Rim's, off AZ-67), not the network.
const POCKET_NODES = 64;

/** The nodes the roads not closed reach from v, or null when they reach more than POCKET_NODES. */
export function pocketOf(graph: RoadGraph, v: number, closed: { has(e: number): boolean }): number[] | null {
  const out = [v];
  const seen = new Set(out);
  for (let i = 0; i < out.length; i++)
    for (const k of slots(graph, out[i])) {
      const w = graph.adjTo[k];
      if (closed.has(graph.adjEdge[k]) || seen.has(w)) continue;
      if (out.length >= POCKET_NODES) return null;
      seen.add(w);
      out.push(w);
    }
  return out;
}

/**
 * The stretch of closed roads around a start (a node beyond them, or a closed edge), with the
 * dead-end roads beyond them: the nodes where the network's open roads begin (`exits`), and the
 * edges of the shortest way from the start to each exit inside the stretch.
 */
function stretchFrom(
  graph: RoadGraph,
  start: { node: number } | { edge: number },
  closed: { has(e: number): boolean },
): { exits: number[]; wayTo(exit: number): number[] } {
  const exits = new Set<number>();
  const seen = new Set<number>();
  const stack: number[] = [];
  const meet = (w: number) => {
    if (seen.has(w)) return;
    const pocket = pocketOf(graph, w, closed);
    if (!pocket) {
      seen.add(w);
      exits.add(w);
      return;
    }
    for (const v of pocket)
      if (!seen.has(v)) {
        seen.add(v);
        stack.push(v);
      }
  };
  const starts = 'node' in start ? [start.node] : [graph.edgeA[start.edge], graph.edgeB[start.edge]];
  for (const v of starts) meet(v);
  while (stack.length > 0) for (const k of slots(graph, stack.pop()!)) meet(graph.adjTo[k]);
  // Shortest ways inside the stretch (a few hundred nodes at most): Dijkstra by scanning.
  const metres = new Map<number, number>();
  const via = new Map<number, number>();
  const done = new Set<number>();
  for (const v of starts) metres.set(v, 0);
  for (;;) {
    let v = -1;
    for (const [w, m] of metres) if (!done.has(w) && (v < 0 || m < metres.get(v)!)) v = w;
    if (v < 0) break;
    done.add(v);
    if (exits.has(v) && !starts.includes(v)) continue;
    for (const k of slots(graph, v)) {
      const w = graph.adjTo[k];
      const m = metres.get(v)! + graph.edgeMetres[graph.adjEdge[k]];
      if (!seen.has(w) || m >= (metres.get(w) ?? Infinity)) continue;
      metres.set(w, m);
      via.set(w, graph.adjEdge[k]);
    }
  }
  // A place on a closed edge is on that edge whichever end it leaves by.
  const wayTo = (exit: number) => {
    const edges = 'edge' in start ? [start.edge] : [];
    for (let v = exit; via.has(v) && edges.length <= seen.size;) {
      const e = via.get(v)!;
      edges.push(e);
      v = graph.edgeA[e] === v ? graph.edgeB[e] : graph.edgeA[e];
    }
    return edges;
  };
  return { exits: [...exits], wayTo };
}

/** A table of rows the drive may have to keep off (restricted segments, seasonal roads): each row's edges. */
export interface ClosedTable {
  count: number;
  edgesOf(i: number): readonly number[];
  /** A point on row i's closed stretch (a tunnel, a pass's summit). */
  atOf(i: number): LatLngLike;
  /**
   * Whether a place far from any node beside edge e, one of row i's, lies on the row's closed
   * stretch for the rule here (absent: always). A restricted segment covering only part of its edge
   * says no: road-pieces.ts meets a place on such an edge on its own road, outside the stretch or at
   * its nearer end (Springdale, on UT-9's edge short of the Zion-Mount Carmel Highway).
   */
  onEdge?(i: number, e: number): boolean;
}

// A place this far or farther from its nearest road node (the graph draws a park road such as Tioga
// Road as one edge of 50 miles) is on the road whose line passes nearest it, when that is nearer
// than half the way to the node and the place nearer the row's closed part (its `at`) than the
// node: the graph's edges run junction to junction, so a row's edge is often open at its ends (Grand
// Lake, on Trail Ridge Road's edge below the closure) and closed only in its middle.
const PLACE_ON_EDGE_MILES = 2;

/** Miles from a point to edge e's line (degrees scaled at the point's latitude). */
function milesToEdge(graph: RoadGraph, e: number, at: LatLngLike): number {
  const cos = Math.cos((at.latitude * Math.PI) / 180);
  const x = (lng: number) => (lng * 1e-5 - at.longitude) * cos;
  const y = (lat: number) => lat * 1e-5 - at.latitude;
  let px = x(graph.nodeLng[graph.edgeA[e]]);
  let py = y(graph.nodeLat[graph.edgeA[e]]);
  let best = Infinity;
  const to = (qx: number, qy: number) => {
    const dx = qx - px;
    const dy = qy - py;
    const len = dx * dx + dy * dy;
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(px * dx + py * dy) / len));
    best = Math.min(best, Math.hypot(px + t * dx, py + t * dy));
    [px, py] = [qx, qy];
  };
  for (let k = graph.ptStart[e]; k < graph.ptStart[e + 1]; k++)
    to(x(graph.pts[2 * k]), y(graph.pts[2 * k + 1]));
  to(x(graph.nodeLng[graph.edgeB[e]]), y(graph.nodeLat[graph.edgeB[e]]));
  return best * 69.1;
}

/**
 * Where a place beyond roads closed to the drive meets the roads open to it, over several tables at
 * once (a stretch may be closed partly to the rig's size and partly for winter). The place lies on
 * the closed stretch when every road at its nearest node is closed, or when it is far from any node
 * and the road passing nearest it is closed. `keptNow` gives each table's rows closed to this
 * drive (asked only for a place that may lie on one). The rows answer by one index over the tables
 * in order (table 1's row i is table 0's count + i).
 */
export function createPlaceExits(graph: RoadGraph, tables: readonly ClosedTable[]) {
  const anyEdge = new Set<number>();
  // Each row's box (degrees: south, west, north, east), for places near no row.
  const boxes: number[][] = [];
  for (const t of tables)
    for (let i = 0; i < t.count; i++) {
      const box = [Infinity, Infinity, -Infinity, -Infinity];
      for (const e of t.edgesOf(i)) {
        anyEdge.add(e);
        for (const v of [graph.edgeA[e], graph.edgeB[e]]) {
          const [lat, lng] = [graph.nodeLat[v] * 1e-5, graph.nodeLng[v] * 1e-5];
          box.splice(
            0,
            4,
            Math.min(box[0], lat),
            Math.min(box[1], lng),
            Math.max(box[2], lat),
            Math.max(box[3], lng),
          );
        }
      }
      boxes.push(box);
    }
  const nearRow = (at: LatLngLike, miles: number) =>
    boxes.some(
      ([s, w, n, e]) =>
        at.latitude > s - miles / 69 &&
        at.latitude < n + miles / 69 &&
        at.longitude > w - miles / 50 &&
        at.longitude < e + miles / 50,
    );
  // The graph's edge passing nearest a place (any road), remembered by place: a scan of every edge.
  const nearestMemo = new Map<string, { edge: number; miles: number }>();
  // Edges starting farther than their length and withinMiles from the place are not measured.
  const nearestEdge = (at: LatLngLike, withinMiles: number) => {
    const key = `${at.latitude},${at.longitude}`;
    let found = nearestMemo.get(key);
    if (!found) {
      found = { edge: -1, miles: Infinity };
      const cos = Math.cos((at.latitude * Math.PI) / 180);
      for (let e = 0; e < graph.edgeCount; e++) {
        const reach = withinMiles / 69 + graph.edgeMetres[e] / 111_000;
        const v = graph.edgeA[e];
        if (Math.abs(graph.nodeLat[v] * 1e-5 - at.latitude) > reach) continue;
        if (Math.abs(graph.nodeLng[v] * 1e-5 - at.longitude) * cos > reach) continue;
        const m = milesToEdge(graph, e, at);
        if (m < found.miles) found = { edge: e, miles: m };
      }
      if (nearestMemo.size >= 4096) nearestMemo.clear();
      nearestMemo.set(key, found);
    }
    return found;
  };
  const pocketMemo = new Map<number, boolean>();
  const stretchMemo = new Map<string, { exits: number[]; segmentsVia(exit: number): number[] }>();
  const offsets = tables.map((_, k) => tables.slice(0, k).reduce((n, t) => n + t.count, 0));

  return function placeExits(
    place: { at: LatLngLike; node: number; miles: number },
    keptNow: () => ReadonlyArray<readonly number[]>,
  ): { exits: number[]; segmentsVia(exit: number): number[] } {
    const none = { exits: [], segmentsVia: () => [] };
    // Whether any row could close the place's way out (rows closed or not): remembered by node.
    let onNode = pocketMemo.get(place.node);
    if (onNode === undefined) {
      if (pocketMemo.size >= 16_384) pocketMemo.clear();
      pocketMemo.set(place.node, (onNode = pocketOf(graph, place.node, anyEdge) !== null));
    }
    const farOff = place.miles >= PLACE_ON_EDGE_MILES && nearRow(place.at, place.miles / 2);
    if (!onNode && !farOff) return none;
    const kept = keptNow();
    // Remembered by place and rows closed now: a plan asks for the same places again and again.
    const key = `${place.node}|${place.at.latitude},${place.at.longitude}|${kept.map((l) => l.join(',')).join('/')}`;
    let found = stretchMemo.get(key);
    if (!found) {
      if (stretchMemo.size >= 4096) stretchMemo.clear();
      stretchMemo.set(key, (found = stretchOf(place, kept, farOff) ?? none));
    }
    return found;
  };

  function stretchOf(
    place: { at: LatLngLike; node: number; miles: number },
    kept: ReadonlyArray<readonly number[]>,
    farOff: boolean,
  ): { exits: number[]; segmentsVia(exit: number): number[] } | undefined {
    const rows = kept.flatMap((list, t) =>
      list.map((i) => ({
        id: offsets[t] + i,
        edges: tables[t].edgesOf(i),
        at: tables[t].atOf(i),
        onEdge: (e: number) => tables[t].onEdge?.(i, e) ?? true,
      })),
    );
    const closed = new Set(rows.flatMap((r) => r.edges));
    let start: { node: number } | { edge: number } | undefined;
    if (pocketOf(graph, place.node, closed)) start = { node: place.node };
    else if (farOff) {
      const { edge, miles } = nearestEdge(place.at, place.miles);
      const nearClosure = (at: LatLngLike) =>
        milesBetween(place.at.latitude, place.at.longitude, at.latitude, at.longitude) < place.miles;
      if (miles < place.miles / 2 && rows.some((r) => r.edges.includes(edge) && nearClosure(r.at) && r.onEdge(edge)))
        start = { edge };
    }
    if (!start) return undefined;
    const { exits, wayTo } = stretchFrom(graph, start, closed);
    const segmentsVia = (exit: number) => {
      const way = new Set(wayTo(exit));
      return rows.filter((r) => r.edges.some((e) => way.has(e))).map((r) => r.id);
    };
    return { exits, segmentsVia };
  }
}
