import type { RoadGraph } from '../graph';
import type { NearestNode } from './node-index';
import type { RoadPoint } from './road-types';
import type { LandmarkBound } from './profile-landmarks';
import type { LatLngLike, RouteRequest } from './road-types';
import { RouteNotFoundError } from './road-types';
import { EARTH_M, tieFactors, weighting } from './road-weights';
import { perGraph } from './per-graph';
import type { Seeds, SearchState } from './search-state';
import { seedsOf } from './search-state';
import type { OneWayEdges } from './one-way';
import { ONE_WAY_AB } from './one-way';

// 1 for the edges of a coastal scenic road (by road name), 0 otherwise.
export type CoastalNames = Uint8Array;

/**
 * A* from one node to another: the edges of the cheapest path, at the given cost per metre of each
 * road class (coastal scenic roads weighted by coastalWeight). boundPerMetre is the least cost of
 * any metre, which keeps the distance bound admissible; landmarks, the profile's landmark bound
 * (profile-landmarks.ts), is what makes long searches short. Both bounds are true lower bounds but
 * rounded, so a settled node is opened again if a cheaper way to it turns up: the answer is the
 * cheapest path, as a plain Dijkstra search finds it. Source and target may be seeds (a place
 * part-way along an edge: both its ends, each at its part's cost); `join` then gives the cost of
 * the way along one edge both lie on (in) and says which seeds the path joins (out).
 */
export type ShortestEdges = (
  source: number | Seeds,
  target: number | Seeds,
  costPerMetre: Float64Array,
  boundPerMetre: number,
  coastalWeight: number,
  landmarks?: LandmarkBound,
  join?: LegJoin,
) => number[];

/**
 * A leg between places on edges: `direct`, the cost of the way along the one edge both lie on
 * (Infinity: none), given; `from` and `to`, the seed nodes the path found joins (-1: the way along
 * the edge is the cheapest), answered.
 */
export interface LegJoin {
  direct: number;
  from: number;
  to: number;
}

// 1 for an edge the current search may not use (a restricted segment for this route), 0 otherwise.
// The router sets it around each search; blocking edges only lengthens roads, so the distance and
// landmark bounds stay admissible.
export type BlockedEdges = Uint8Array;

// Hours added to an edge's cost, whole, on top of its road time (a road ferry's crossing and wait:
// ferry-legs.ts); the router sets it for each request. Adding cost keeps the bounds admissible.
export type AddedCost = Float64Array;

/** The chord bound's figures: each node's unit vector, and the least ratio of edge length to chord. */
export interface ChordBound {
  ux: Float64Array;
  uy: Float64Array;
  uz: Float64Array;
  chordRatio: number;
}

/** The graph's chord bound, built once per graph or adopted from shared memory (per-graph.ts). */
export const chordBoundOf = perGraph((graph: RoadGraph): ChordBound => {
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
  return { ux, uy, uz, chordRatio };
});

export function createShortestEdges(
  graph: RoadGraph,
  state: SearchState,
  coastal: CoastalNames,
  blocked: BlockedEdges,
  added: AddedCost = new Float64Array(graph.edgeCount),
  oneWay: OneWayEdges = new Uint8Array(graph.edgeCount),
): ShortestEdges {
  const { ux, uy, uz, chordRatio } = chordBoundOf(graph);
  const { g, parentEdge, stamp, closed } = state;
  const tie = tieFactors(graph);

  return function search(source, target, costPerMetre, boundPerMetre, coastalWeight, landmarks, join) {
    const generation = state.nextGeneration();
    state.searches++;
    const from = seedsOf(source);
    const to = seedsOf(target);
    if (join) [join.from, join.to] = [-1, -1];
    // No seeds: the place's edge is blocked, so only the way along it, if any, is left.
    if (from.nodes.length === 0 || to.nodes.length === 0) {
      if ((join?.direct ?? Infinity) < Infinity) return [];
      throw new RouteNotFoundError();
    }
    // The bound aims at the target seed nearest the place; less its cost, it is also a bound on
    // the way by the other (an edge's ends are at most its cost apart, and its parts add up to it).
    let aim = 0;
    for (let i = 1; i < to.nodes.length; i++) if (to.costs[i] < to.costs[aim]) aim = i;
    const target0 = to.nodes[aim];
    const aimCost = to.costs[aim];
    const tx = ux[target0];
    const ty = uy[target0];
    const tz = uz[target0];
    const L = landmarks?.count ?? 0;
    const lm = landmarks?.dist;
    const tOff = target0 * L;
    // Landmark bound (triangle inequality on the landmarks' stored costs, each unit worth at most
    // unitCost of this search's cost), less one unit for the rounding down of stored values.
    const lmScale = landmarks?.unitCost ?? 0;
    const chordScale = EARTH_M * boundPerMetre * chordRatio * (1 - 1e-9);
    const h = (v: number) => {
      let best = Math.hypot(ux[v] - tx, uy[v] - ty, uz[v] - tz) * chordScale;
      if (lm) {
        const vOff = v * L;
        for (let l = 0; l < L; l++) {
          const d = Math.abs(lm[tOff + l] - lm[vOff + l]) - 1;
          if (d * lmScale > best) best = d * lmScale;
        }
      }
      return best - aimCost;
    };
    from.nodes.forEach((v, i) => {
      if (stamp[v] === generation && g[v] <= from.costs[i]) return;
      g[v] = from.costs[i];
      parentEdge[v] = -1;
      stamp[v] = generation;
      state.push(v, g[v] + h(v));
    });
    let best = join?.direct ?? Infinity;
    let reached = -1;
    const { adjStart, adjEdge, adjTo, edgeA, edgeMetres, edgeClass, edgeName } = graph;
    while (state.size > 0 && state.minKey() < best) {
      const v = state.pop();
      if (closed[v] === generation) continue;
      closed[v] = generation;
      state.settled++;
      const t = to.nodes.indexOf(v);
      if (t >= 0 && g[v] + to.costs[t] < best) {
        best = g[v] + to.costs[t];
        reached = v;
      }
      const gv = g[v];
      for (let s = adjStart[v]; s < adjStart[v + 1]; s++) {
        const w = adjTo[s];
        const e = adjEdge[s];
        if (blocked[e] === 1) continue;
        // A one-way road is driven its way only (the bounds stay admissible: core/one-way.ts).
        const way = oneWay[e];
        if (way !== 0 && (way === ONE_WAY_AB) !== (edgeA[e] === v)) continue;
        const cost =
          gv +
          edgeMetres[e] *
            costPerMetre[edgeClass[e]] *
            (coastal[edgeName[e]] === 1 ? coastalWeight : 1) *
            tie[e] +
          added[e];
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
    if (reached < 0) {
      if (best < Infinity) return [];
      throw new RouteNotFoundError();
    }
    const edges: number[] = [];
    let v = reached;
    while (parentEdge[v] >= 0) {
      const e = parentEdge[v];
      edges.push(e);
      v = graph.edgeA[e] === v ? graph.edgeB[e] : graph.edgeA[e];
    }
    if (join) [join.from, join.to] = [v, reached];
    return edges.reverse();
  };
}

export type HoursFromRoad = (
  road: ReadonlyArray<{ at: LatLngLike; hours: number }>,
  targets: LatLngLike[],
  req: RouteRequest,
  maxDetourHours: number,
) => Array<number | null>;

// Drive hours from a known route to each target (the drive out: one-way roads are driven their way;
// roads are otherwise two-way, so this is also the hours from each target back onto it): the route
// is given as points, each with the hours driven so far (or still to drive), and one search from
// all of them at once, the way route() weighs roads, reaches the targets over detours of at most maxDetourHours. A target no such detour reaches gets null.
// Only an estimate of the full route's hours (it rejoins the known route, it does not re-route it).
export function createHoursFromRoad(
  graph: RoadGraph,
  state: SearchState,
  coastal: CoastalNames,
  nearestNode: NearestNode,
  blocked: BlockedEdges,
  nearestRoad: (p: LatLngLike) => RoadPoint = (p) => ({ ...nearestNode(p), edge: -1, along: 0, ...p }),
  oneWay: OneWayEdges = new Uint8Array(graph.edgeCount),
  pieceOpen: (at: RoadPoint, end: number) => boolean = () => false,
): HoursFromRoad {
  const { g, stamp, closed, detourCost, hoursTo } = state;
  return function hoursFromRoad(road, targets, req, maxDetourHours) {
    if (targets.length === 0) return [];
    const { costPerMetre, hoursPerMetre, coastalWeight } = weighting(req);
    // A target part-way along an edge open now is reached from either end of it; along a blocked
    // one, from an end whose piece of it drives none of its rows (pieceOpen: Springdale, on UT-9's
    // edge short of a segment the rig keeps off, from the west), else at its node.
    const points = targets.map((t) => {
      const at = nearestRoad(t);
      if (at.edge < 0 || blocked[at.edge] === 0) return { at, from: [0, 1] };
      const from = [0, 1].filter((end) => pieceOpen(at, end));
      return from.length > 0 ? { at, from } : { at: { ...at, edge: -1, node: nearestNode(t).node }, from: [0] };
    });
    // Each way in to a target: its node, or an end of its edge (0: the A end, 1: the B end).
    const ends = ({ at, from }: (typeof points)[number]) =>
      at.edge < 0 ? [{ i: 0, v: at.node }] : from.map((i) => ({ i, v: i === 0 ? graph.edgeA[at.edge] : graph.edgeB[at.edge] }));
    const wanted = new Set(points.flatMap((p) => ends(p).map((x) => x.v)));
    const generation = state.nextGeneration();
    // g: hours on the road before the detour plus the detour's cost (by which the search orders);
    // detourCost bounds the detour; hoursTo is what is reported.
    // Each road node starts at the hours of the route point closest to it (several points between
    // two nodes of a long edge snap to the same node).
    const seeds = new Map<number, { miles: number; hours: number }>();
    for (const p of road) {
      const { node, miles } = nearestNode(p.at);
      const seen = seeds.get(node);
      if (!seen || miles < seen.miles) seeds.set(node, { miles, hours: p.hours });
    }
    for (const [v, { hours }] of seeds) {
      stamp[v] = generation;
      g[v] = hours;
      detourCost[v] = 0;
      hoursTo[v] = hours;
      state.push(v, hours);
    }
    let open = wanted.size;
    const { adjStart, adjEdge, adjTo, edgeA, edgeMetres, edgeClass, edgeName } = graph;
    while (state.size > 0 && open > 0) {
      const v = state.pop();
      if (closed[v] === generation) continue;
      closed[v] = generation;
      if (wanted.has(v)) open--;
      for (let s = adjStart[v]; s < adjStart[v + 1]; s++) {
        const w = adjTo[s];
        if (closed[w] === generation) continue;
        const e = adjEdge[s];
        if (blocked[e] === 1) continue;
        const way = oneWay[e];
        if (way !== 0 && (way === ONE_WAY_AB) !== (edgeA[e] === v)) continue;
        const step =
          edgeMetres[e] * costPerMetre[edgeClass[e]] * (coastal[edgeName[e]] === 1 ? coastalWeight : 1);
        if (detourCost[v] + step > maxDetourHours) continue;
        const cost = g[v] + step;
        if (stamp[w] !== generation || cost < g[w]) {
          stamp[w] = generation;
          g[w] = cost;
          detourCost[w] = detourCost[v] + step;
          hoursTo[w] = hoursTo[v] + edgeMetres[e] * hoursPerMetre[edgeClass[e]];
          state.push(w, cost);
        }
      }
    }
    return points.map((pt) => {
      const { at } = pt;
      let best: number | null = null;
      for (const { i, v } of ends(pt)) {
        if (closed[v] !== generation) continue;
        // The piece of the target's edge from this end (its share of the edge's length).
        const share = at.edge < 0 ? 0 : i === 0 ? at.along : 1 - at.along;
        const piece =
          at.edge < 0 ? 0 : share * graph.edgeMetres[at.edge] * hoursPerMetre[graph.edgeClass[at.edge]];
        if (best === null || hoursTo[v] + piece < best) best = hoursTo[v] + piece;
      }
      return best;
    });
  };
}
