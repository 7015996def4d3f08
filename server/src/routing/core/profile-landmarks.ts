import type { RoadGraph } from '../graph';
import { ROAD_CLASSES, VarintReader, VarintWriter } from './graph-format';
import type { RouteRequest } from './road-types';
import { weighting } from './road-weights';
import { SearchState } from './search-state';

/**
 * Landmarks for A* (ALT) in each routing profile's own cost: for a landmark l, d(l, v) is the
 * cheapest cost from l to node v as the profile weighs roads (road class weights, the coastal
 * roads' weight, Interstates avoided or not). The graph's roads are two-way, so the triangle
 * inequality gives |d(l, t) - d(l, v)| <= d(v, t) (and, with the few one-way park roads, which only
 * take ways away, still a bound on the directed cost: one-way.ts): a lower bound on the cost still to go that is tight along the roads
 * the profile prefers, where a bound in road metres times the cheapest cost per metre is weak (the
 * scenic profile's cheapest metre is a coastal road at 0.8, so its metre bound was under two thirds
 * of the true cost inland).
 *
 * One table per metric (profile and avoid-highways; the rig's speed factor scales every road alike,
 * so a table made for one rig bounds every rig after scaling). Costs are stored as uint16 in
 * LANDMARK_UNIT_COST, rounded down (the bound takes one unit off for that), and capped at 65,535:
 * a capped value only ever makes the bound smaller.
 */
export const LANDMARK_UNIT_COST = 0.002; // cost units (hours at the class speeds, weighted): 7.2 s
const CAP = 65535;

// Places on the edge of the lower 48 (and two inland), so that for most trips one lies behind the
// start or beyond the end; each is snapped to its nearest graph node.
export const PROFILE_LANDMARK_PLACES: ReadonlyArray<readonly [number, number]> = [
  [48.99, -123.0], // north-west corner, Blaine WA
  [32.6, -117.1], // south-west corner, San Diego
  [25.5, -80.4], // south-east corner, Florida
  [47.0, -67.8], // north-east corner, Maine
  [26.0, -97.5], // south, Brownsville TX
  [48.9, -101.0], // north, North Dakota
  [40.0, -124.0], // west coast, northern California
  [36.0, -75.7], // east coast, Outer Banks
];

/** The metrics with a table of their own: each profile with and without avoiding highways. */
export const LANDMARK_METRICS: readonly RouteRequest[] = (['fastest', 'balanced', 'scenic'] as const).flatMap(
  (profile) => [false, true].map((avoidHighways) => ({ profile, rvType: 'class-b' as const, avoidHighways })),
);

export const metricKey = (req: Pick<RouteRequest, 'profile' | 'avoidHighways'>): string =>
  `${req.profile}/${req.avoidHighways === true ? 1 : 0}`;

/** One metric's table: dist[v * count + l] in LANDMARK_UNIT_COST of the metric's base rig. */
export interface LandmarkTable {
  key: string;
  count: number;
  dist: Uint16Array;
  // The metric's cost per metre of each road class for the base rig (the scale for other rigs).
  baseCostPerMetre: Float64Array;
}

/** The bound an A* search reads: the table and what one stored unit is worth for this request. */
export interface LandmarkBound {
  count: number;
  dist: Uint16Array;
  unitCost: number;
}

export function nearestNodeTo(graph: RoadGraph, lat: number, lng: number): number {
  let src = 0;
  let best = Infinity;
  const k = Math.cos((lat * Math.PI) / 180);
  for (let v = 0; v < graph.nodeCount; v++) {
    const d = (graph.nodeLat[v] * 1e-5 - lat) ** 2 + ((graph.nodeLng[v] * 1e-5 - lng) * k) ** 2;
    if (d < best) {
      best = d;
      src = v;
    }
  }
  return src;
}

// Dijkstra from one node over the whole graph at the given costs (no segment blocked: blocking
// only makes roads costlier, so the bound holds for every rig).
function costsFrom(
  graph: RoadGraph,
  state: SearchState,
  coastal: Uint8Array,
  source: number,
  costPerMetre: Float64Array,
  coastalWeight: number,
  out: Float64Array,
): void {
  const generation = state.nextGeneration();
  const { g, stamp, closed } = state;
  const { adjStart, adjEdge, adjTo, edgeMetres, edgeClass, edgeName } = graph;
  out.fill(Infinity);
  g[source] = 0;
  stamp[source] = generation;
  state.push(source, 0);
  while (state.size > 0) {
    const v = state.pop();
    if (closed[v] === generation) continue;
    closed[v] = generation;
    const gv = g[v];
    out[v] = gv;
    for (let s = adjStart[v]; s < adjStart[v + 1]; s++) {
      const w = adjTo[s];
      if (closed[w] === generation) continue;
      const e = adjEdge[s];
      const cost =
        gv + edgeMetres[e] * costPerMetre[edgeClass[e]] * (coastal[edgeName[e]] === 1 ? coastalWeight : 1);
      if (stamp[w] !== generation || cost < g[w]) {
        stamp[w] = generation;
        g[w] = cost;
        state.push(w, cost);
      }
    }
  }
}

/** The landmark table of one metric (a Dijkstra over the graph per landmark). */
export function buildLandmarkTable(
  graph: RoadGraph,
  coastal: Uint8Array,
  metric: RouteRequest,
  landmarks: readonly number[],
): LandmarkTable {
  const { costPerMetre, coastalWeight } = weighting(metric);
  const n = graph.nodeCount;
  const count = landmarks.length;
  const dist = new Uint16Array(n * count);
  const state = new SearchState(n);
  const costs = new Float64Array(n);
  landmarks.forEach((source, l) => {
    costsFrom(graph, state, coastal, source, costPerMetre, coastalWeight, costs);
    for (let v = 0; v < n; v++) dist[v * count + l] = Math.min(CAP, Math.floor(costs[v] / LANDMARK_UNIT_COST));
  });
  return { key: metricKey(metric), count, dist, baseCostPerMetre: costPerMetre };
}

/**
 * What one stored unit bounds for a request on this table: the request's costs are the base rig's
 * times the same factor on every road class (its speed factor); the smallest ratio is taken, less
 * a millionth, so float rounding never makes the bound too large.
 */
export function boundFor(table: LandmarkTable, costPerMetre: Float64Array): LandmarkBound {
  let ratio = Infinity;
  for (let c = 0; c < costPerMetre.length; c++)
    ratio = Math.min(ratio, costPerMetre[c] / table.baseCostPerMetre[c]);
  return { count: table.count, dist: table.dist, unitCost: LANDMARK_UNIT_COST * ratio * (1 - 1e-6) };
}

/** Every metric's table for a graph, built on first use of that metric (or handed in, from a file). */
export class ProfileLandmarks {
  private readonly tables = new Map<string, LandmarkTable>();
  private landmarkNodes?: number[];

  constructor(
    private readonly graph: RoadGraph,
    private readonly coastal: Uint8Array,
    tables: readonly LandmarkTable[] = [],
  ) {
    for (const t of tables) this.tables.set(t.key, t);
  }

  table(req: RouteRequest): LandmarkTable {
    const key = metricKey(req);
    let table = this.tables.get(key);
    if (!table) {
      this.landmarkNodes ??= PROFILE_LANDMARK_PLACES.map(([lat, lng]) => nearestNodeTo(this.graph, lat, lng));
      table = buildLandmarkTable(this.graph, this.coastal, { ...req, rvType: 'class-b' }, this.landmarkNodes);
      this.tables.set(key, table);
    }
    return table;
  }

  bound(req: RouteRequest, costPerMetre: Float64Array): LandmarkBound {
    return boundFor(this.table(req), costPerMetre);
  }
}

// The tables' file (data/roads/us-roads.profile-landmarks.bin, built by
// scripts/build-profile-landmarks.ts; about 19 MB, so it is built, not committed): a varint header,
//   magic "RVRP3\n", the graph's fingerprint, node count, table count, then per table: its key
//   (byte length + UTF-8), its base cost per metre of each of the four road classes (1e-15 units), landmark
//   count, a pad flag (1: one zero byte follows, so the table starts at an even offset), then the
//   table itself as it lies in memory (little-endian uint16, node by node), so reading it is a view
//   of the file's bytes (gzip would save half and cost a second to read).
const PROFILE_MAGIC = 'RVRP3\n';
const COST_UNIT = 1e-15;

/** A cheap fingerprint of the graph's edges, so tables made for another graph are never read. */
export function graphFingerprint(graph: RoadGraph): number {
  let h = graph.nodeCount ^ (graph.edgeCount << 7);
  for (let e = 0; e < graph.edgeCount; e++) {
    h = Math.imul(h ^ graph.edgeA[e], 0x9e3779b1);
    h = Math.imul(h ^ graph.edgeB[e], 0x85ebca6b);
    h = Math.imul(h ^ (graph.edgeMetres[e] * 16 + graph.edgeClass[e]), 0xc2b2ae35) ^ graph.edgeName[e];
  }
  return h >>> 0;
}

export function encodeProfileLandmarks(graph: RoadGraph, tables: readonly LandmarkTable[]): Uint8Array {
  const w = new VarintWriter();
  w.bytes(new TextEncoder().encode(PROFILE_MAGIC));
  w.uint(graphFingerprint(graph));
  w.uint(graph.nodeCount);
  w.uint(tables.length);
  for (const t of tables) {
    const key = new TextEncoder().encode(t.key);
    w.uint(key.length);
    w.bytes(key);
    for (const c of t.baseCostPerMetre) w.uint(Math.round(c / COST_UNIT));
    w.uint(t.count);
    // A table starts at an even offset, so a reader can view it where it lies.
    w.uint(w.length % 2 === 0 ? 1 : 0);
    if (w.length % 2 === 1) w.uint(0);
    w.bytes(new Uint8Array(t.dist.buffer, t.dist.byteOffset, t.dist.byteLength));
  }
  return w.finish();
}

/** The tables in a file, less any whose metric no longer costs roads as it did when built. */
export function decodeProfileLandmarks(graph: RoadGraph, bytes: Uint8Array): LandmarkTable[] {
  const r = new VarintReader(bytes);
  const magic = new TextDecoder().decode(r.bytes(PROFILE_MAGIC.length));
  if (magic !== PROFILE_MAGIC) throw new Error('not a profile landmark file');
  if (r.uint() !== graphFingerprint(graph) || r.uint() !== graph.nodeCount)
    throw new Error('profile landmark file does not match the road graph');
  const tables: LandmarkTable[] = [];
  for (let k = r.uint(); k > 0; k--) {
    const key = new TextDecoder().decode(r.bytes(r.uint()));
    const stored = ROAD_CLASSES.map(() => r.uint());
    const count = r.uint();
    if (r.uint() === 1) r.uint();
    const raw = r.bytes(graph.nodeCount * count * 2);
    const metric = LANDMARK_METRICS.find((m) => metricKey(m) === key);
    if (!metric) continue;
    const { costPerMetre } = weighting(metric);
    if (stored.some((c, i) => c !== Math.round(costPerMetre[i] / COST_UNIT))) continue;
    // A view of the file's memory where the table lies at an even address, else a copy.
    let dist: Uint16Array;
    if (raw.byteOffset % 2 === 0) dist = new Uint16Array(raw.buffer, raw.byteOffset, raw.length / 2);
    else {
      dist = new Uint16Array(graph.nodeCount * count);
      new Uint8Array(dist.buffer).set(raw);
    }
    tables.push({ key, count, dist, baseCostPerMetre: costPerMetre });
  }
  return tables;
}
