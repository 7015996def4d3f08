import type { RoadGraph } from '../graph';
import { NodeHeap, SearchState } from './search-state';

/**
 * A contraction hierarchy's shape for one metric (ch-query.ts searches it). Its edges are the
 * graph's edges (ids 0..edgeCount-1) followed by shortcuts: shortcut s (edge id edgeCount + s) joins
 * scA[s] and scB[s] through the node contracted between them, and stands for edge kid1[s] (scA to
 * that node) then edge kid2[s] (that node to scB). Costs are not stored: a shortcut costs its two
 * halves' sum, recomputed from the metric's edge costs when loaded. Every node keeps the edges to
 * nodes contracted after it (upward), in upStart / upEdge; the graph's roads are two-way, so the
 * same edges serve the search from the start and the one from the end (the few one-way park roads
 * are a mask beside the graph: a path that drives one backwards is searched again, road-route.ts).
 */
export interface HierarchyShape {
  shortcutCount: number;
  scA: Uint32Array;
  scB: Uint32Array;
  kid1: Uint32Array;
  kid2: Uint32Array;
  upStart: Uint32Array;
  upEdge: Uint32Array;
}

/** Growable edge list of the hierarchy being built (graph edges first, then shortcuts). */
class EdgeList {
  a: Uint32Array;
  b: Uint32Array;
  cost: Float64Array;
  kid1: Uint32Array;
  kid2: Uint32Array;
  count = 0;

  constructor(capacity: number) {
    this.a = new Uint32Array(capacity);
    this.b = new Uint32Array(capacity);
    this.cost = new Float64Array(capacity);
    this.kid1 = new Uint32Array(capacity);
    this.kid2 = new Uint32Array(capacity);
  }

  add(a: number, b: number, cost: number, kid1: number, kid2: number): number {
    if (this.count === this.a.length) {
      const grow = <T extends Uint32Array | Float64Array>(arr: T): T => {
        const next = new (arr.constructor as { new (n: number): T })(arr.length * 2);
        next.set(arr);
        return next;
      };
      this.a = grow(this.a);
      this.b = grow(this.b);
      this.cost = grow(this.cost);
      this.kid1 = grow(this.kid1);
      this.kid2 = grow(this.kid2);
    }
    const e = this.count++;
    this.a[e] = a;
    this.b[e] = b;
    this.cost[e] = cost;
    this.kid1[e] = kid1;
    this.kid2[e] = kid2;
    return e;
  }

  other(e: number, v: number): number {
    return this.a[e] === v ? this.b[e] : this.a[e];
  }
}

/**
 * Each node's edges to nodes still in the graph, in the order they were linked: the edge's id, the
 * node at its other end and its cost side by side, so a search reads a node's list in one pass
 * instead of looking each edge up in the whole edge list (most of the build's time was those reads).
 */
class Adjacency {
  readonly edge: number[][];
  readonly to: number[][];
  readonly cost: number[][];

  constructor(n: number) {
    this.edge = Array.from({ length: n }, () => []);
    this.to = Array.from({ length: n }, () => []);
    this.cost = Array.from({ length: n }, () => []);
  }

  /** Edge e joins a and b at this cost. */
  link(e: number, a: number, b: number, cost: number): void {
    this.edge[a].push(e);
    this.to[a].push(b);
    this.cost[a].push(cost);
    this.edge[b].push(e);
    this.to[b].push(a);
    this.cost[b].push(cost);
  }

  /** Drops v's edges to contracted nodes, keeping the others' order. */
  keepOpen(v: number, contracted: Uint8Array): void {
    const edge = this.edge[v];
    const to = this.to[v];
    const cost = this.cost[v];
    let kept = 0;
    for (let k = 0; k < to.length; k++) {
      if (contracted[to[k]] === 1) continue;
      edge[kept] = edge[k];
      to[kept] = to[k];
      cost[kept] = cost[k];
      kept++;
    }
    edge.length = kept;
    to.length = kept;
    cost.length = kept;
  }
}

// Witness searches stop after this many nodes (fewer when only estimating a node's shortcuts): a
// shortcut too many is harmless, only larger.
const WITNESS_SETTLE_LIMIT = 60;
const ESTIMATE_SETTLE_LIMIT = 15;

/** Builds the hierarchy of a graph at the given edge costs (edgeCostsOf). */
export function buildHierarchy(graph: RoadGraph, costs: Float64Array): HierarchyShape {
  const n = graph.nodeCount;
  const m = graph.edgeCount;
  const edges = new EdgeList(m * 3);
  const adj = new Adjacency(n);
  for (let e = 0; e < m; e++) {
    edges.add(graph.edgeA[e], graph.edgeB[e], costs[e], 0, 0);
    if (graph.edgeA[e] === graph.edgeB[e]) continue;
    adj.link(e, graph.edgeA[e], graph.edgeB[e], costs[e]);
  }
  const contracted = new Uint8Array(n);
  const deleted = new Uint32Array(n);
  const priority = new Float64Array(n);
  const state = new SearchState(n);
  const contract = createContraction(edges, adj, contracted, state);
  const queue = new NodeHeap();
  const level = new Uint32Array(n);
  const priorityOf = (v: number) => 2 * (contract(v, false) - neighbourCount(v)) + deleted[v] + level[v];
  const neighbourCount = (v: number) => {
    let k = 0;
    for (const w of adj.to[v]) if (contracted[w] === 0) k++;
    return k;
  };
  for (let v = 0; v < n; v++) {
    priority[v] = priorityOf(v);
    queue.push(v, priority[v]);
  }

  const rank = new Uint32Array(n);
  let next = 0;
  while (queue.size > 0) {
    const key = queue.minKey();
    const v = queue.pop();
    if (contracted[v] === 1 || key !== priority[v]) continue;
    // Lazy update: a node whose priority has grown since it was queued goes back in.
    const now = priorityOf(v);
    if (now > queue.minKey()) {
      priority[v] = now;
      queue.push(v, now);
      continue;
    }
    contract(v, true);
    contracted[v] = 1;
    rank[v] = next++;
    for (const w of adj.to[v]) {
      if (contracted[w] === 1) continue;
      // The neighbour's list keeps only edges to nodes still in the graph.
      adj.keepOpen(w, contracted);
      deleted[w]++;
      // Only what changes cheaply: the shortcuts are counted again when the node comes up (lazily).
      const before = deleted[w] - 1 + level[w];
      level[w] = Math.max(level[w], level[v] + 1);
      priority[w] += deleted[w] + level[w] - before;
      queue.push(w, priority[w]);
    }
  }
  return shapeOf(graph, edges, rank);
}

// Contracting node v: for each two neighbours still in the graph, a shortcut through v unless a
// witness path no costlier avoids v. Returns the shortcuts needed; with apply, adds them.
function createContraction(edges: EdgeList, adj: Adjacency, contracted: Uint8Array, state: SearchState) {
  const nbr: number[] = [];
  const nbrEdge: number[] = [];
  // 1 for the neighbours a witness search is still looking for.
  const wanted = new Uint8Array(contracted.length);
  return function contract(v: number, apply: boolean): number {
    // The cheapest edge to each neighbour still in the graph (the first of equal ones).
    nbr.length = 0;
    nbrEdge.length = 0;
    const ids = adj.edge[v];
    const to = adj.to[v];
    for (let k = 0; k < ids.length; k++) {
      const w = to[k];
      if (contracted[w] === 1) continue;
      const e = ids[k];
      const i = nbr.indexOf(w);
      if (i < 0) {
        nbr.push(w);
        nbrEdge.push(e);
      } else if (edges.cost[e] < edges.cost[nbrEdge[i]]) nbrEdge[i] = e;
    }
    let added = 0;
    const limit = apply ? WITNESS_SETTLE_LIMIT : ESTIMATE_SETTLE_LIMIT;
    for (let i = 0; i < nbr.length - 1; i++) {
      const u = nbr[i];
      const viaU = edges.cost[nbrEdge[i]];
      // The neighbours after u: found (or past the dearest way through v), the search stops.
      let maxOut = 0;
      for (let j = i + 1; j < nbr.length; j++) {
        wanted[nbr[j]] = 1;
        maxOut = Math.max(maxOut, edges.cost[nbrEdge[j]]);
      }
      const search = { u, v, maxCost: viaU + maxOut, limit, targets: nbr.length - 1 - i };
      const generation = witnessSearch(adj, state, wanted, search);
      for (let j = i + 1; j < nbr.length; j++) {
        const w = nbr[j];
        wanted[w] = 0;
        const via = viaU + edges.cost[nbrEdge[j]];
        if (state.stamp[w] === generation && state.g[w] <= via) continue;
        added++;
        if (!apply) continue;
        adj.link(edges.add(u, w, via, nbrEdge[i], nbrEdge[j]), u, w, via);
      }
    }
    return added;
  };
}

// Dijkstra from u among the nodes still in the graph, not through v, up to maxCost, the settle
// limit, or every wanted node settled. Returns its generation: state.g holds the costs found (upper
// bounds where it stopped).
function witnessSearch(
  adj: Adjacency,
  state: SearchState,
  wanted: Uint8Array,
  { u, v, maxCost, limit, targets }: { u: number; v: number; maxCost: number; limit: number; targets: number },
): number {
  const generation = state.nextGeneration();
  const { g, stamp, closed } = state;
  g[u] = 0;
  stamp[u] = generation;
  state.push(u, 0);
  let settled = 0;
  let open = targets;
  while (state.size > 0) {
    const x = state.pop();
    if (closed[x] === generation) continue;
    closed[x] = generation;
    if (wanted[x] === 1 && --open === 0) break;
    if (++settled > limit) break;
    const to = adj.to[x];
    const edgeCost = adj.cost[x];
    const gx = g[x];
    for (let k = 0; k < to.length; k++) {
      // The cost first: it lies in the list, the nodes' states anywhere in memory. (Every node in a
      // list is still in the graph: keepOpen.)
      const cost = gx + edgeCost[k];
      if (cost > maxCost) continue;
      const y = to[k];
      if (y === v || closed[y] === generation) continue;
      if (stamp[y] !== generation || cost < g[y]) {
        stamp[y] = generation;
        g[y] = cost;
        state.push(y, cost);
      }
    }
  }
  return generation;
}

// The upward edges of every node (to nodes contracted later), the cheapest of parallel ones only.
function shapeOf(graph: RoadGraph, edges: EdgeList, rank: Uint32Array): HierarchyShape {
  const n = graph.nodeCount;
  const m = graph.edgeCount;
  const lists: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < edges.count; e++) {
    const a = edges.a[e];
    const b = edges.b[e];
    if (a === b) continue;
    const low = rank[a] < rank[b] ? a : b;
    const list = lists[low];
    const high = edges.other(e, low);
    const i = list.findIndex((f) => edges.other(f, low) === high);
    if (i < 0) list.push(e);
    else if (edges.cost[e] < edges.cost[list[i]]) list[i] = e;
  }
  const upStart = new Uint32Array(n + 1);
  for (let v = 0; v < n; v++) upStart[v + 1] = upStart[v] + lists[v].length;
  const upEdge = new Uint32Array(upStart[n]);
  for (let v = 0; v < n; v++) upEdge.set(lists[v], upStart[v]);
  const s = edges.count - m;
  return {
    shortcutCount: s,
    scA: edges.a.slice(m, edges.count),
    scB: edges.b.slice(m, edges.count),
    kid1: edges.kid1.slice(m, edges.count),
    kid2: edges.kid2.slice(m, edges.count),
    upStart,
    upEdge,
  };
}
