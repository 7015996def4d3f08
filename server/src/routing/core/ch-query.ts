import type { HierarchyShape } from './ch-build';
import type { RoadGraph } from '../graph';
import type { Seeds } from './search-state';
import { NodeHeap, seedsOf } from './search-state';

/** A hierarchy ready to search: its shape with every edge's cost in the metric. */
export interface Hierarchy {
  shape: HierarchyShape;
  // Per upward slot (upStart / upEdge): the node it reaches and its cost, side by side for speed.
  upTo: Uint32Array;
  upCost: Float64Array;
}

/**
 * The hierarchy at a metric's edge costs: a shortcut costs its halves' sum, as when it was built.
 * Only the upward slots' costs are kept (the query reads nothing else).
 */
export function hierarchyAt(graph: RoadGraph, shape: HierarchyShape, edgeCosts: Float64Array): Hierarchy {
  const m = graph.edgeCount;
  const cost = new Float64Array(m + shape.shortcutCount);
  cost.set(edgeCosts);
  for (let s = 0; s < shape.shortcutCount; s++) cost[m + s] = cost[shape.kid1[s]] + cost[shape.kid2[s]];
  const { upStart, upEdge } = shape;
  const upTo = new Uint32Array(upEdge.length);
  const upCost = new Float64Array(upEdge.length);
  for (let v = 0; v < graph.nodeCount; v++)
    for (let k = upStart[v]; k < upStart[v + 1]; k++) {
      const e = upEdge[k];
      upTo[k] =
        e < m ? otherEnd(graph.edgeA[e], graph.edgeB[e], v) : otherEnd(shape.scA[e - m], shape.scB[e - m], v);
      upCost[k] = cost[e];
    }
  return { shape, upTo, upCost };
}

const otherEnd = (a: number, b: number, v: number) => (a === v ? b : a);

/** One direction of the query: costs so far, the hierarchy edge each node was reached by. */
class Side extends NodeHeap {
  readonly dist: Float64Array;
  readonly stamp: Uint32Array;
  readonly parent: Int32Array;

  constructor(n: number) {
    super();
    this.dist = new Float64Array(n);
    this.stamp = new Uint32Array(n);
    this.parent = new Int32Array(n);
  }
}

export interface HierarchySearch {
  /**
   * The graph edges of the cheapest path from source to target (null: none cheaper than `direct`),
   * the seed nodes it joins (a node, or one of the seeds: each starts at its cost), and nodes settled.
   */
  (
    h: Hierarchy,
    source: number | Seeds,
    target: number | Seeds,
    direct?: number,
  ): { edges: number[] | null; from: number; to: number; settled: number };
}

/**
 * Bidirectional upward Dijkstra with stall-on-demand: each side only climbs to nodes contracted
 * later, and a node some higher neighbour reaches more cheaply is settled without going on (it is
 * on no cheapest path). The cheapest meeting point's path is then unpacked into graph edges.
 */
export function createHierarchySearch(graph: RoadGraph): HierarchySearch {
  const n = graph.nodeCount;
  const fwd = new Side(n);
  const bwd = new Side(n);
  let generation = 0;
  return function search(h, source, target, direct = Infinity) {
    if (++generation === 0xffffffff) {
      fwd.stamp.fill(0);
      bwd.stamp.fill(0);
      generation = 1;
    }
    for (const [side, seeds] of [
      [fwd, seedsOf(source)],
      [bwd, seedsOf(target)],
    ] as const) {
      side.size = 0;
      seeds.nodes.forEach((start, i) => {
        const cost = seeds.costs[i];
        if (side.stamp[start] === generation && side.dist[start] <= cost) return;
        side.dist[start] = cost;
        side.stamp[start] = generation;
        side.parent[start] = -1;
        side.push(start, cost);
      });
    }
    const { upStart, upEdge } = h.shape;
    const { upTo, upCost } = h;
    let best = direct;
    let meet = -1;
    let settled = 0;
    const step = (side: Side, other: Side) => {
      const key = side.minKey();
      const v = side.pop();
      if (key > side.dist[v]) return; // an old entry
      settled++;
      if (other.stamp[v] === generation && key + other.dist[v] < best) {
        best = key + other.dist[v];
        meet = v;
      }
      const start = upStart[v];
      const end = upStart[v + 1];
      // Stall on demand: a higher neighbour reached more cheaply makes this node a dead end.
      for (let k = start; k < end; k++) {
        const w = upTo[k];
        if (side.stamp[w] === generation && side.dist[w] + upCost[k] < key) return;
      }
      for (let k = start; k < end; k++) {
        const w = upTo[k];
        const cost = key + upCost[k];
        if (side.stamp[w] !== generation || cost < side.dist[w]) {
          side.stamp[w] = generation;
          side.dist[w] = cost;
          side.parent[w] = upEdge[k];
          side.push(w, cost);
        }
      }
    };
    for (;;) {
      const f = fwd.minKey();
      const b = bwd.minKey();
      if (Math.min(f, b) >= best) break;
      if (f <= b) step(fwd, bwd);
      else step(bwd, fwd);
    }
    if (meet < 0) return { edges: null, from: -1, to: -1, settled };
    const edges: number[] = [];
    // The hierarchy edges from the meeting point down to the side's seed, and that seed.
    const climb = (side: Side) => {
      const chain: Array<[number, number]> = [];
      let v = meet;
      while (side.parent[v] >= 0) {
        const e = side.parent[v];
        const u = endsOf(graph, h.shape, e, v);
        chain.push([e, u]);
        v = u;
      }
      return { chain, seed: v };
    };
    // From the source up to the meeting point, then down to the target.
    const up = climb(fwd);
    const down = climb(bwd);
    for (const [e, from] of up.chain.reverse()) unpack(graph, h.shape, e, from, edges);
    let at = meet;
    for (const [e] of down.chain) at = unpack(graph, h.shape, e, at, edges);
    return { edges, from: up.seed, to: down.seed, settled };
  };
}

// The end of hierarchy edge e other than v.
function endsOf(graph: RoadGraph, shape: HierarchyShape, e: number, v: number): number {
  const m = graph.edgeCount;
  return e < m
    ? otherEnd(graph.edgeA[e], graph.edgeB[e], v)
    : otherEnd(shape.scA[e - m], shape.scB[e - m], v);
}

// Appends the graph edges of hierarchy edge e, driven from node `from`, to out; returns the node
// it arrives at.
function unpack(graph: RoadGraph, shape: HierarchyShape, e: number, from: number, out: number[]): number {
  const m = graph.edgeCount;
  if (e < m) {
    out.push(e);
    return otherEnd(graph.edgeA[e], graph.edgeB[e], from);
  }
  const s = e - m;
  const forward = shape.scA[s] === from;
  const mid = unpack(graph, shape, forward ? shape.kid1[s] : shape.kid2[s], from, out);
  return unpack(graph, shape, forward ? shape.kid2[s] : shape.kid1[s], mid, out);
}
