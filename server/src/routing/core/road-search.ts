import type { RoadGraph } from '../graph';
import type { LandmarkBound } from './profile-landmarks';
import { RouteNotFoundError } from './road-types';
import { EARTH_M, tieFactors } from './road-weights';
import type { SearchState } from './search-state';

// 1 for the edges of a coastal scenic road (by road name), 0 otherwise.
export type CoastalNames = Uint8Array;

/**
 * A* from one node to another: the edges of the cheapest path, at the given cost per metre of each
 * road class (coastal scenic roads weighted by coastalWeight). boundPerMetre is the least cost of
 * any metre, which keeps the distance bound admissible; landmarks, the profile's landmark bound
 * (profile-landmarks.ts), is what makes long searches short. Both bounds are true lower bounds but
 * rounded, so a settled node is opened again if a cheaper way to it turns up: the answer is the
 * cheapest path, as a plain Dijkstra search finds it.
 */
export type ShortestEdges = (
  source: number,
  target: number,
  costPerMetre: Float64Array,
  boundPerMetre: number,
  coastalWeight: number,
  landmarks?: LandmarkBound,
) => number[];

// 1 for an edge the current search may not use (a restricted segment for this route), 0 otherwise.
// The router sets it around each search; blocking edges only lengthens roads, so the distance and
// landmark bounds stay admissible.
export type BlockedEdges = Uint8Array;

/** A search's start or end: a node and the cost of the stretch of edge between it and the place. */
export interface Seed {
  node: number;
  cost: number;
}

/** The cheapest path from any source to any target, counting each seed's cost: its edges and ends. */
export interface SeededPath {
  edges: number[];
  from: number;
  to: number;
  cost: number;
}

export type SeededSearch = (
  sources: readonly Seed[],
  targets: readonly Seed[],
  costPerMetre: Float64Array,
  boundPerMetre: number,
  coastalWeight: number,
  landmarks?: LandmarkBound,
) => SeededPath;

export function createShortestEdges(
  graph: RoadGraph,
  state: SearchState,
  coastal: CoastalNames,
  blocked: BlockedEdges,
): ShortestEdges {
  const seeded = createSeededSearch(graph, state, coastal, blocked);
  return (source, target, costPerMetre, boundPerMetre, coastalWeight, landmarks) =>
    seeded(
      [{ node: source, cost: 0 }],
      [{ node: target, cost: 0 }],
      costPerMetre,
      boundPerMetre,
      coastalWeight,
      landmarks,
    ).edges;
}

/**
 * A* from a place to a place, each given as seeds (the ends of the edge it lies on, with the cost of
 * the stretch to each): the bound to the target is the least over its seeds of the bound to the seed
 * plus the seed's cost, so it stays a lower bound, and the search stops once no open node can beat
 * the best target reached.
 */
export function createSeededSearch(
  graph: RoadGraph,
  state: SearchState,
  coastal: CoastalNames,
  blocked: BlockedEdges,
): SeededSearch {
  const n = graph.nodeCount;
  // Unit vectors for a cheap distance bound (the chord is never longer than the arc).
  const ux = new Float64Array(n);
  const uy = new Float64Array(n);
  const uz = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const la = (graph.nodeLat[i] * 1e-5 * Math.PI) / 180;
    const lo = (graph.nodeLng[i] * 1e-5 * Math.PI) / 180;
    ux[i] = Math.cos(la) * Math.cos(lo);
    uy[i] = Math.cos(la) * Math.sin(lo);
    uz[i] = Math.sin(la);
  }
  // Edge lengths are whole metres, rounded, so an edge can be up to half a metre shorter than the
  // chord between its ends: the chord bound is scaled by the least ratio of length to chord over
  // all edges, which keeps it a true lower bound on every path.
  let chordRatio = 1;
  for (let e = 0; e < graph.edgeCount; e++) {
    const a = graph.edgeA[e];
    const b = graph.edgeB[e];
    const dx = ux[a] - ux[b];
    const dy = uy[a] - uy[b];
    const dz = uz[a] - uz[b];
    const chord = Math.sqrt(dx * dx + dy * dy + dz * dz) * EARTH_M;
    if (chord > 0) chordRatio = Math.min(chordRatio, graph.edgeMetres[e] / chord);
  }
  const { g, parentEdge, stamp, closed } = state;
  const tie = tieFactors(graph);

  return function search(sources, targets, costPerMetre, boundPerMetre, coastalWeight, landmarks) {
    if (sources.length === 0 || targets.length === 0) throw new RouteNotFoundError();
    const generation = state.nextGeneration();
    state.searches++;
    const L = landmarks?.count ?? 0;
    const lm = landmarks?.dist;
    // Landmark bound (triangle inequality on the landmarks' stored costs, each unit worth at most
    // unitCost of this search's cost), less one unit for the rounding down of stored values.
    const lmScale = landmarks?.unitCost ?? 0;
    const chordScale = EARTH_M * boundPerMetre * chordRatio * (1 - 1e-9);
    // The bound to each target seed, in one pass over the landmarks (a place's edge gives two seeds:
    // reading each node's landmark row once keeps the bound as cheap as a single target's).
    const T = targets.length;
    const tx = targets.map((t) => ux[t.node]);
    const ty = targets.map((t) => uy[t.node]);
    const tz = targets.map((t) => uz[t.node]);
    const tCost = targets.map((t) => t.cost);
    const tRow = new Float64Array(T * L);
    if (lm) for (let k = 0; k < T; k++) for (let l = 0; l < L; l++) tRow[k * L + l] = lm[targets[k].node * L + l];
    const chord = (k: number, v: number) =>
      Math.sqrt((ux[v] - tx[k]) ** 2 + (uy[v] - ty[k]) ** 2 + (uz[v] - tz[k]) ** 2) * chordScale;
    const h1 = (v: number) => {
      let best = chord(0, v);
      if (lm) {
        const vOff = v * L;
        for (let l = 0; l < L; l++) {
          const d = (Math.abs(tRow[l] - lm[vOff + l]) - 1) * lmScale;
          if (d > best) best = d;
        }
      }
      return best + tCost[0];
    };
    const h2 = (v: number) => {
      let a = chord(0, v);
      let b = chord(1, v);
      if (lm) {
        const vOff = v * L;
        for (let l = 0; l < L; l++) {
          const x = lm[vOff + l];
          const da = (Math.abs(tRow[l] - x) - 1) * lmScale;
          const db = (Math.abs(tRow[L + l] - x) - 1) * lmScale;
          if (da > a) a = da;
          if (db > b) b = db;
        }
      }
      return Math.min(a + tCost[0], b + tCost[1]);
    };
    const hAny = (v: number) => {
      let best = Infinity;
      for (let k = 0; k < T; k++) {
        let one = chord(k, v);
        if (lm) {
          const vOff = v * L;
          for (let l = 0; l < L; l++) {
            const d = (Math.abs(tRow[k * L + l] - lm[vOff + l]) - 1) * lmScale;
            if (d > one) one = d;
          }
        }
        best = Math.min(best, one + tCost[k]);
      }
      return best;
    };
    const h = T === 1 ? h1 : T === 2 ? h2 : hAny;
    for (const s of sources) {
      if (stamp[s.node] === generation && g[s.node] <= s.cost) continue;
      g[s.node] = s.cost;
      parentEdge[s.node] = -1;
      stamp[s.node] = generation;
      state.push(s.node, s.cost + h(s.node));
    }
    let best = Infinity;
    let reached = -1;
    const { adjStart, adjEdge, adjTo, edgeMetres, edgeClass, edgeName } = graph;
    while (state.size > 0 && state.minKey() < best) {
      const v = state.pop();
      if (closed[v] === generation) continue;
      closed[v] = generation;
      state.settled++;
      for (const t of targets)
        if (t.node === v && g[v] + t.cost < best) {
          best = g[v] + t.cost;
          reached = v;
        }
      const gv = g[v];
      for (let s = adjStart[v]; s < adjStart[v + 1]; s++) {
        const w = adjTo[s];
        const e = adjEdge[s];
        if (blocked[e] === 1) continue;
        const cost =
          gv +
          edgeMetres[e] *
            costPerMetre[edgeClass[e]] *
            (coastal[edgeName[e]] === 1 ? coastalWeight : 1) *
            tie[e];
        if (stamp[w] !== generation || cost < g[w]) {
          // A node already settled is opened again when a cheaper way to it turns up: the stored
          // bounds are rounded, so they may be off by a unit between neighbours, and reopening keeps
          // the answer the cheapest path all the same (the bound itself never overestimates).
          closed[w] = 0;
          stamp[w] = generation;
          g[w] = cost;
          parentEdge[w] = e;
          state.push(w, cost + h(w));
        }
      }
    }
    if (reached < 0) throw new RouteNotFoundError();
    const edges: number[] = [];
    let v = reached;
    for (; parentEdge[v] >= 0;) {
      const e = parentEdge[v];
      edges.push(e);
      v = graph.edgeA[e] === v ? graph.edgeB[e] : graph.edgeA[e];
    }
    return { edges: edges.reverse(), from: v, to: reached, cost: best };
  };
}
