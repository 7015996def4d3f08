import type { RoadGraph } from '../graph';

/**
 * One-way roads (the park-road overlay's rows with `oneWay`: Cades Cove Loop Road, the shore loop of
 * Acadia's Park Loop Road): per edge, 0 for a two-way road, ONE_WAY_AB when it may only be driven
 * from edgeA to edgeB, ONE_WAY_BA from edgeB to edgeA. The graph itself stays undirected (its file,
 * its landmarks and its contraction hierarchies know nothing of direction); the searches read this
 * mask beside it, as they read the blocked edges.
 *
 * Why the undirected bounds stay admissible: every path the directed graph allows is a path of the
 * undirected graph at the same cost (one-way takes ways away, it adds none), so the cheapest directed
 * cost from v to t, d'(v, t), is at least the undirected one, d(v, t). The landmark bound
 * |d(L, t) - d(L, v)| and the chord bound are at most d(v, t) by the triangle inequality of the
 * undirected metric, hence at most d'(v, t): still lower bounds, so A* still finds the cheapest
 * directed path. Likewise a hierarchy's (undirected) cheapest path that drives no one-way edge
 * backwards is also the cheapest directed path, and the router searches again with A* only when it
 * does drive one backwards (road-route.ts).
 */
export type OneWayEdges = Uint8Array;
export const ONE_WAY_AB = 1;
export const ONE_WAY_BA = 2;

/** Whether driving edge e from node `from` goes against its one way. */
export function drivesAgainst(graph: RoadGraph, oneWay: OneWayEdges, e: number, from: number): boolean {
  const d = oneWay[e];
  return d !== 0 && (d === ONE_WAY_AB) !== (graph.edgeA[e] === from);
}

/** Whether a path (its edges in order, driven from node `from`) drives any one-way edge backwards. */
export function pathAgainst(
  graph: RoadGraph,
  oneWay: OneWayEdges,
  edges: ArrayLike<number>,
  from: number,
): boolean {
  let at = from;
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i];
    if (oneWay[e] !== 0 && drivesAgainst(graph, oneWay, e, at)) return true;
    at = graph.edgeA[e] === at ? graph.edgeB[e] : graph.edgeA[e];
  }
  return false;
}

/**
 * Whether a place part-way along edge e may be left towards its end `end` (0: the A end, 1: the B
 * end), and whether it may be reached from that end: on a one-way edge only one of each (e < 0: a
 * place at a node, on no edge).
 */
export const mayLeaveTowards = (oneWay: OneWayEdges, e: number, end: number) =>
  e < 0 || oneWay[e] === 0 || (oneWay[e] === ONE_WAY_AB ? end === 1 : end === 0);
export const mayArriveFrom = (oneWay: OneWayEdges, e: number, end: number) =>
  e < 0 || oneWay[e] === 0 || (oneWay[e] === ONE_WAY_AB ? end === 0 : end === 1);
/** Whether edge e may be driven along from share `from` of its length to share `to`. */
export const mayDriveAlong = (oneWay: OneWayEdges, e: number, from: number, to: number) =>
  e < 0 || oneWay[e] === 0 || (oneWay[e] === ONE_WAY_AB ? to >= from : to <= from);

/** A one-way road: its name in the graph and its places in the driving order ([lng, lat] degrees). */
export interface OneWayRoad {
  name: string;
  through: ReadonlyArray<readonly [number, number]>;
}

// A place is met at the node of the road's own edges nearest it, no farther than this (degrees of
// latitude): the overlay's places are the graph's nodes, give or take the build's merging of ends.
const PLACE_SLACK_DEG = 0.002;

/**
 * The one-way mask of the graph for these roads: each stretch between two consecutive places is the
 * shortest way between their nodes on the road's own edges (by name), driven in the places' order.
 * Roads the graph lacks (a test's small graph), or whose places or stretches are not found, are
 * left two-way and named in `unmatched`.
 */
export function oneWayEdgesOf(
  graph: RoadGraph,
  roads: readonly OneWayRoad[],
): { oneWay: OneWayEdges; unmatched: string[] } {
  const oneWay = new Uint8Array(graph.edgeCount);
  const unmatched: string[] = [];
  for (const road of roads) {
    const name = graph.names.indexOf(road.name);
    const edges: number[] = [];
    if (name >= 0) for (let e = 0; e < graph.edgeCount; e++) if (graph.edgeName[e] === name) edges.push(e);
    const nodes = road.through.map((p) => nearestEnd(graph, edges, p));
    const ways = nodes
      .slice(1)
      .map((to, i) => (nodes[i] < 0 || to < 0 ? null : wayAlong(graph, edges, nodes[i], to)));
    if (ways.some((w) => !w)) {
      unmatched.push(road.name);
      continue;
    }
    ways.forEach((way, i) => {
      let at = nodes[i];
      for (const e of way!) {
        oneWay[e] = graph.edgeA[e] === at ? ONE_WAY_AB : ONE_WAY_BA;
        at = graph.edgeA[e] === at ? graph.edgeB[e] : graph.edgeA[e];
      }
    });
  }
  return { oneWay, unmatched };
}

// The end of one of these edges nearest the point, or -1 when none is within PLACE_SLACK_DEG.
function nearestEnd(
  graph: RoadGraph,
  edges: readonly number[],
  [lng, lat]: readonly [number, number],
): number {
  const cos = Math.cos((lat * Math.PI) / 180);
  let best = -1;
  let bestD = PLACE_SLACK_DEG ** 2;
  for (const e of edges)
    for (const v of [graph.edgeA[e], graph.edgeB[e]]) {
      const d = (graph.nodeLat[v] * 1e-5 - lat) ** 2 + ((graph.nodeLng[v] * 1e-5 - lng) * cos) ** 2;
      if (d <= bestD) [best, bestD] = [v, d];
    }
  return best;
}

// The shortest way from node `from` to node `to` on these edges only (a road's few edges: Dijkstra
// by scanning), as its edges in order; null when they do not join the two.
function wayAlong(graph: RoadGraph, edges: readonly number[], from: number, to: number): number[] | null {
  if (from === to) return null;
  const metres = new Map<number, number>([[from, 0]]);
  const via = new Map<number, number>();
  const done = new Set<number>();
  for (;;) {
    let v = -1;
    for (const [w, m] of metres) if (!done.has(w) && (v < 0 || m < metres.get(v)!)) v = w;
    if (v < 0) return null;
    if (v === to) break;
    done.add(v);
    for (const e of edges) {
      const a = graph.edgeA[e];
      const b = graph.edgeB[e];
      if (a !== v && b !== v) continue;
      const w = a === v ? b : a;
      const m = metres.get(v)! + graph.edgeMetres[e];
      if (m < (metres.get(w) ?? Infinity)) {
        metres.set(w, m);
        via.set(w, e);
      }
    }
  }
  const way: number[] = [];
  for (let v = to; v !== from;) {
    const e = via.get(v)!;
    way.push(e);
    v = graph.edgeA[e] === v ? graph.edgeB[e] : graph.edgeA[e];
  }
  return way.reverse();
}
