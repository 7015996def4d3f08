import { describe, expect, it } from 'vitest';
import { createHierarchySearch } from './core/ch-query';
import type { Hierarchies } from './ch-store';
import { builtHierarchies, decodeHierarchy, encodeHierarchy, hierarchiesOf } from './ch-store';
import { DEFAULT_GRAPH_FILE, sharedRoadGraph } from './graph';
import { LANDMARK_METRICS, metricKey, nearestNodeTo } from './core/profile-landmarks';
import { loadRestrictedSegments, segmentApplies, segmentEdges } from './restricted-segments';
import { createRoadRouter } from './road-router';
import type { LatLngLike, RouteRequest } from './core/road-types';
import { coastalNames, edgeCostsOf } from './core/road-weights';
import { NodeHeap, SearchState } from './core/search-state';
import { ONE_WAY_AB, ONE_WAY_BA, drivesAgainst, pathAgainst } from './core/one-way';
import { createShortestEdges } from './core/road-search';
import { profileLandmarksOf } from './profile-landmarks-store';
import { weighting } from './core/road-weights';

// The contraction hierarchies (ch-build.ts, ch-query.ts) against plain Dijkstra written here, apart
// from the router's code, and the router with them against the router on A* alone: per metric, on
// random pairs (fixed seed) and coast-to-coast ones, for several rigs, with and without restricted
// segments blocked. The hierarchies are the built files' when current (as the server reads them),
// else built here (about 8 s a metric).

const graph = sharedRoadGraph();
const coastal = coastalNames(graph);
const fromFiles = hierarchiesOf(graph, DEFAULT_GRAPH_FILE);
const built = builtHierarchies(graph);
const hierarchies: Hierarchies = { of: (req) => fromFiles.of(req) ?? built.of(req) };
const noHierarchies: Hierarchies = { of: () => null };
const searchHierarchy = createHierarchySearch(graph);
const segments = loadRestrictedSegments();
const segmentEdgeLists = segmentEdges(graph, segments);

// Cheapest path by plain Dijkstra at the given edge costs, keeping off blocked edges and driving
// one-way edges (core/one-way.ts) their way only.
function dijkstra(
  source: number,
  target: number,
  costs: Float64Array,
  blocked?: Uint8Array,
  oneWay?: Uint8Array,
) {
  const n = graph.nodeCount;
  const cost = new Float64Array(n).fill(Infinity);
  const parent = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  // A heap alone, not a SearchState, whose six node-sized arrays were made again for each of the file's
  // 330 searches.
  const state = new NodeHeap();
  cost[source] = 0;
  state.push(source, 0);
  while (state.size > 0) {
    const v = state.pop();
    if (done[v]) continue;
    done[v] = 1;
    if (v === target) break;
    for (let s = graph.adjStart[v]; s < graph.adjStart[v + 1]; s++) {
      const e = graph.adjEdge[s];
      if (blocked?.[e]) continue;
      if (oneWay && drivesAgainst(graph, oneWay, e, v)) continue;
      const w = graph.adjTo[s];
      if (cost[v] + costs[e] < cost[w]) {
        cost[w] = cost[v] + costs[e];
        parent[w] = e;
        state.push(w, cost[w]);
      }
    }
  }
  const edges: number[] = [];
  for (let v = target; v !== source && parent[v] >= 0;) {
    const e = parent[v];
    edges.push(e);
    v = graph.edgeA[e] === v ? graph.edgeB[e] : graph.edgeA[e];
  }
  return { cost: cost[target], edges: edges.reverse() };
}

const costOf = (edges: number[], costs: Float64Array) => edges.reduce((sum, e) => sum + costs[e], 0);

// A path's edges join source to target in order.
function joins(edges: number[], source: number, target: number): boolean {
  let at = source;
  for (const e of edges) {
    if (graph.edgeA[e] === at) at = graph.edgeB[e];
    else if (graph.edgeB[e] === at) at = graph.edgeA[e];
    else return false;
  }
  return at === target;
}

let seed = 20261128;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const COAST_TO_COAST: Array<[number, number]> = [
  [nearestNodeTo(graph, 40.71, -74.0), nearestNodeTo(graph, 37.77, -122.42)], // New York, San Francisco
  [nearestNodeTo(graph, 47.61, -122.33), nearestNodeTo(graph, 25.76, -80.19)], // Seattle, Miami
  [nearestNodeTo(graph, 32.72, -117.16), nearestNodeTo(graph, 42.36, -71.06)], // San Diego, Boston
];
const RIGS = ['class-b', 'class-a', 'travel-trailer'] as const;

describe.each(LANDMARK_METRICS.map((m) => [`${m.profile}${m.avoidHighways ? ', avoiding highways' : ''}`, m]))(
  'contraction hierarchy, %s',
  (_label, metric) => {
    it('finds the cheapest path of plain Dijkstra, edge for edge, for every rig', () => {
      const h = hierarchies.of(metric)!;
      const pairs = [...COAST_TO_COAST];
      for (let i = 0; i < 40; i++)
        pairs.push([Math.floor(random() * graph.nodeCount), Math.floor(random() * graph.nodeCount)]);
      let compared = 0;
      let ties = 0;
      // Each rig's edge costs, made once for the metric rather than once a pair.
      const costsOf = RIGS.map((rig) => edgeCostsOf(graph, coastal, { ...metric, rvType: rig }));
      for (const [k, [a, b]] of pairs.entries()) {
        const costs = costsOf[k % RIGS.length];
        const ref = dijkstra(a, b, costs);
        const { edges } = searchHierarchy(h, a, b);
        if (ref.cost === Infinity) {
          expect(edges).toBeNull();
          continue;
        }
        expect(edges).not.toBeNull();
        expect(joins(edges!, a, b)).toBe(true);
        const cost = costOf(edges!, costs);
        expect(Math.abs(cost - ref.cost)).toBeLessThanOrEqual(1e-9 * ref.cost);
        compared++;
        // A different way of the same cost (to rounding) is a tie, which either may take.
        if (edges!.join() !== ref.edges.join()) {
          expect(Math.abs(cost - costOf(ref.edges, costs))).toBeLessThanOrEqual(1e-12 * ref.cost);
          ties++;
        }
      }
      expect(compared).toBeGreaterThan(30);
      // The per-edge tie-break (road-weights.ts) leaves next to no ties.
      expect(ties).toBeLessThanOrEqual(1);
    }, 120_000);

    it('keeps off blocked segments as A* does: the same routes through the router', () => {
      const withCh = createRoadRouter(graph, segments, { cacheWords: 0, hierarchies });
      const aStar = createRoadRouter(graph, segments, { cacheWords: 0, hierarchies: noHierarchies });
      const places: LatLngLike[][] = [
        // Through Baltimore on I-95 (its tunnels ban propane) and coast to coast.
        [
          { latitude: 39.2, longitude: -76.72 },
          { latitude: 39.45, longitude: -76.35 },
        ],
        [
          { latitude: 40.71, longitude: -74.0 },
          { latitude: 39.74, longitude: -104.99 },
          { latitude: 37.77, longitude: -122.42 },
        ],
      ];
      for (let i = 0; i < 6; i++) {
        const at = () => ({ latitude: 30 + random() * 18, longitude: -122 + random() * 50 });
        places.push([at(), at()]);
      }
      for (const [k, waypoints] of places.entries()) {
        for (const propaneOnBoard of [false, true]) {
          const req: RouteRequest = { ...metric, rvType: RIGS[k % RIGS.length], propaneOnBoard };
          const expected = aStar.route(waypoints, req);
          const got = withCh.route(waypoints, req);
          expect(got.miles).toBe(expected.miles);
          expect(got.lat).toEqual(expected.lat);
          expect(got.lng).toEqual(expected.lng);
          expect(got.restrictions).toEqual(expected.restrictions);
        }
      }
    }, 120_000);
  },
);

describe('contraction hierarchy with every applying segment blocked', () => {
  it('is the cheapest path of the restricted graph whenever it keeps off them', () => {
    const metric = LANDMARK_METRICS[0];
    const h = hierarchies.of(metric)!;
    const req: RouteRequest = { ...metric, rvType: 'class-a', propaneOnBoard: true };
    const blocked = new Uint8Array(graph.edgeCount);
    segments.forEach((s, i) => segmentApplies(s, req) && segmentEdgeLists[i].forEach((e) => (blocked[e] = 1)));
    const costs = edgeCostsOf(graph, coastal, req);
    let kept = 0;
    let crossed = 0;
    // Around the Baltimore and New York tunnels, where blocked segments lie on cheapest paths.
    const near = (lat: number, lng: number) =>
      nearestNodeTo(graph, lat + (random() - 0.5) * 1.5, lng + (random() - 0.5) * 1.5);
    for (let i = 0; i < 30; i++) {
      const [a, b] = i % 2 === 0 ? [near(39.29, -76.61), near(39.29, -76.61)] : [near(40.71, -74.0), near(40.71, -74.0)];
      const { edges } = searchHierarchy(h, a, b);
      const ref = dijkstra(a, b, costs, blocked);
      if (edges!.some((e) => blocked[e] === 1)) {
        crossed++;
        expect(ref.cost).toBeGreaterThanOrEqual(costOf(edges!, costs) * (1 - 1e-12));
        continue;
      }
      kept++;
      expect(Math.abs(costOf(edges!, costs) - ref.cost)).toBeLessThanOrEqual(1e-9 * ref.cost);
      expect(edges).toEqual(ref.edges);
    }
    expect(kept).toBeGreaterThan(0);
    // Both cases are tried (the router then searches the restricted graph with A*).
    expect(crossed).toBeGreaterThan(0);
  }, 120_000);
});

describe('contraction hierarchy with one-way roads', () => {
  // One-way roads the hierarchies know nothing of: the router's check of a hierarchy path
  // (road-route.ts) and its A* fall-back against Dijkstra that drives each only its way. The
  // overlay's two one-way loops are few and small, so here a tenth of the edges around the Smokies
  // and Knoxville are made one-way, each way at random (a seed of its own, so the cases do not
  // depend on which tests ran before).
  let oneWaySeed = 20261205;
  const rnd = () => (oneWaySeed = (Math.imul(oneWaySeed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const inBox = (v: number) =>
    graph.nodeLat[v] > 35.2e5 &&
    graph.nodeLat[v] < 36.4e5 &&
    graph.nodeLng[v] > -84.6e5 &&
    graph.nodeLng[v] < -83.0e5;
  const oneWay = new Uint8Array(graph.edgeCount);
  const boxNodes: number[] = [];
  for (let v = 0; v < graph.nodeCount; v++) if (inBox(v)) boxNodes.push(v);
  for (let e = 0; e < graph.edgeCount; e++)
    if (inBox(graph.edgeA[e]) && inBox(graph.edgeB[e]) && rnd() < 0.1)
      oneWay[e] = rnd() < 0.5 ? ONE_WAY_AB : ONE_WAY_BA;
  const pick = () => boxNodes[Math.floor(rnd() * boxNodes.length)];
  const metric = LANDMARK_METRICS[0];

  it('has many one-way edges to drive round', () => {
    expect(boxNodes.length).toBeGreaterThan(200);
    expect(oneWay.filter((d) => d !== 0).length).toBeGreaterThan(100);
  });

  it('is the cheapest directed path whenever it drives no one-way edge backwards; A* is, always', () => {
    const h = hierarchies.of(metric)!;
    const req: RouteRequest = { ...metric, rvType: 'class-c' };
    const costs = edgeCostsOf(graph, coastal, req);
    const { costPerMetre, bound, coastalWeight } = weighting(req);
    const aStar = createShortestEdges(
      graph,
      new SearchState(graph.nodeCount),
      coastal,
      new Uint8Array(graph.edgeCount),
      undefined,
      oneWay,
    );
    const lm = profileLandmarksOf(graph).bound(req, costPerMetre);
    let kept = 0;
    let against = 0;
    let compared = 0;
    for (let i = 0; i < 40; i++) {
      const [a, b] = [pick(), pick()];
      if (a === b) continue;
      const ref = dijkstra(a, b, costs, undefined, oneWay);
      const { edges } = searchHierarchy(h, a, b);
      if (pathAgainst(graph, oneWay, edges!, a)) {
        against++;
        // The undirected path is cheaper than (or as cheap as) any directed one.
        expect(ref.cost).toBeGreaterThanOrEqual(costOf(edges!, costs) * (1 - 1e-12));
      } else {
        kept++;
        expect(Math.abs(costOf(edges!, costs) - ref.cost)).toBeLessThanOrEqual(1e-9 * ref.cost);
      }
      if (ref.cost === Infinity) {
        expect(() => aStar(a, b, costPerMetre, bound, coastalWeight, lm)).toThrow();
        continue;
      }
      // A* with the undirected landmark bounds (admissible on the directed graph too).
      const found = aStar(a, b, costPerMetre, bound, coastalWeight, lm);
      expect(joins(found, a, b)).toBe(true);
      expect(pathAgainst(graph, oneWay, found, a)).toBe(false);
      expect(Math.abs(costOf(found, costs) - ref.cost)).toBeLessThanOrEqual(1e-9 * ref.cost);
      compared++;
    }
    expect(kept).toBeGreaterThan(0);
    // Both cases are tried (the router then searches with A*).
    expect(against).toBeGreaterThan(0);
    expect(compared).toBeGreaterThan(20);
  }, 120_000);

  it('gives the router the routes of A* alone', () => {
    const withCh = createRoadRouter(graph, segments, { cacheWords: 0, hierarchies, oneWay });
    const aStarOnly = createRoadRouter(graph, segments, {
      cacheWords: 0,
      hierarchies: noHierarchies,
      oneWay,
    });
    const undirected = createRoadRouter(graph, segments, {
      cacheWords: 0,
      hierarchies,
      oneWay: new Uint8Array(graph.edgeCount),
    });
    const at = () => ({ latitude: 35.3 + rnd() * 1.0, longitude: -84.5 + rnd() * 1.4 });
    let differs = 0;
    for (let i = 0; i < 12; i++) {
      // Places part-way along edges too (the nearest point of road), and a way back.
      const [p, q] = [at(), at()];
      for (const waypoints of [
        [p, q],
        [q, p, q],
      ]) {
        const req: RouteRequest = { ...metric, rvType: RIGS[i % RIGS.length] };
        let expected;
        try {
          expected = aStarOnly.route(waypoints, req);
        } catch {
          expect(() => withCh.route(waypoints, req)).toThrow();
          continue;
        }
        const got = withCh.route(waypoints, req);
        expect(got.miles).toBe(expected.miles);
        expect(got.lat).toEqual(expected.lat);
        expect(got.lng).toEqual(expected.lng);
        if (undirected.route(waypoints, req).miles !== got.miles) differs++;
      }
    }
    // The one-way edges change some of these routes (the test could fail).
    expect(differs).toBeGreaterThan(0);
  }, 120_000);
});

describe('hierarchy file', () => {
  it('reads back what it writes, and refuses one made for other weights or another metric', () => {
    const metric = LANDMARK_METRICS[1];
    const { shape } = hierarchies.of(metric)!;
    const costs = edgeCostsOf(graph, coastal, metric);
    const key = metricKey(metric);
    // As a Buffer, as readFileSync gives it.
    const bytes = Buffer.from(encodeHierarchy(graph, key, costs, shape));
    const back = decodeHierarchy(graph, key, costs, bytes)!;
    expect(back.shortcutCount).toBe(shape.shortcutCount);
    const raw = (a: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    for (const name of ['scA', 'scB', 'kid1', 'kid2', 'upStart', 'upEdge'] as const)
      expect(raw(back[name]).equals(raw(shape[name]))).toBe(true);
    const otherWeights = costs.slice();
    otherWeights[12345] *= 1.01;
    expect(decodeHierarchy(graph, key, otherWeights, bytes)).toBeNull();
    expect(decodeHierarchy(graph, metricKey(LANDMARK_METRICS[0]), costs, bytes)).toBeNull();
  });
});
