import type { RoadGraph } from '../graph';
import type { RoadPoint } from './road-types';
import { piecePoints } from './edge-index';
import { CLASS_INTERSTATE } from './graph-format';
import { milesBetween } from './node-index';
import { mainRoads } from './road-geometry';
import type { RoutedPath } from './road-types';
import { METRES_PER_MILE } from './road-weights';

type Run = { name: number; miles: number; cls: number; from: number; to: number };

// The path being drawn: its points with miles and hours so far, and the runs of one road.
interface PathDraft {
  lat: number[];
  lng: number[];
  cumMiles: number[];
  cumHours: number[];
  runs: Run[];
}

// Scratch buffers for one edge's points and their spacing, grown as needed and reused from edge to
// edge: a coast-to-coast plan draws tens of thousands of edges, and three short-lived arrays an edge
// were a good part of its path drawing and of the collector's work (bench/plan-profile.ts).
let xs = new Float64Array(256);
let ys = new Float64Array(256);
let seg = new Float64Array(256);
function room(n: number) {
  if (xs.length >= n) return;
  const size = Math.max(n, xs.length * 2);
  xs = new Float64Array(size);
  ys = new Float64Array(size);
  seg = new Float64Array(size);
}

// Appends edge e, driven from node `at`, to the draft; returns the node it arrives at.
function appendEdge(graph: RoadGraph, draft: PathDraft, e: number, at: number, hoursPerMetre: Float64Array) {
  const forward = graph.edgeA[e] === at;
  const next = forward ? graph.edgeB[e] : graph.edgeA[e];
  const s = graph.ptStart[e];
  const t = graph.ptStart[e + 1];
  const n = t - s + 1;
  room(n);
  let j = 0;
  if (forward)
    for (let k = s; k < t; k++, j++) {
      xs[j] = graph.pts[2 * k];
      ys[j] = graph.pts[2 * k + 1];
    }
  else
    for (let k = t - 1; k >= s; k--, j++) {
      xs[j] = graph.pts[2 * k];
      ys[j] = graph.pts[2 * k + 1];
    }
  xs[j] = graph.nodeLng[next];
  ys[j] = graph.nodeLat[next];
  appendPoints(graph, draft, e, n, graph.edgeMetres[e] / METRES_PER_MILE, hoursPerMetre);
  return next;
}

// Appends the piece of edge e from share `from` of its length to share `to` (edge-index.ts).
function appendPiece(
  graph: RoadGraph,
  draft: PathDraft,
  e: number,
  from: number,
  to: number,
  hoursPerMetre: Float64Array,
) {
  const points = piecePoints(graph, e, from, to);
  room(points.length);
  for (let k = 0; k < points.length; k++) {
    xs[k] = points[k][0];
    ys[k] = points[k][1];
  }
  const miles = (Math.abs(to - from) * graph.edgeMetres[e]) / METRES_PER_MILE;
  appendPoints(graph, draft, e, points.length, miles, hoursPerMetre);
}

// Appends the first n points of the scratch buffers (xs, ys: 1e-5 degrees) as edge e's.
function appendPoints(
  graph: RoadGraph,
  draft: PathDraft,
  e: number,
  n: number,
  edgeMiles: number,
  hoursPerMetre: Float64Array,
) {
  const { lat, lng, cumMiles, cumHours, runs } = draft;
  const startIndex = lat.length - 1;
  // Spread the edge's length over its points in proportion to their spacing.
  let sum = 0;
  let plat = lat[lat.length - 1];
  let plng = lng[lng.length - 1];
  for (let k = 0; k < n; k++) {
    const d = milesBetween(plat, plng, ys[k] * 1e-5, xs[k] * 1e-5);
    seg[k] = d;
    sum += d;
    plat = ys[k] * 1e-5;
    plng = xs[k] * 1e-5;
  }
  const hpm = hoursPerMetre[graph.edgeClass[e]] * METRES_PER_MILE;
  let miles = cumMiles[cumMiles.length - 1];
  let hours = cumHours[cumHours.length - 1];
  for (let k = 0; k < n; k++) {
    const d = sum > 0 ? (seg[k] / sum) * edgeMiles : edgeMiles / n;
    lat.push(ys[k] * 1e-5);
    lng.push(xs[k] * 1e-5);
    miles += d;
    hours += d * hpm;
    cumMiles.push(miles);
    cumHours.push(hours);
  }
  const last = runs[runs.length - 1];
  const cls = graph.edgeClass[e];
  if (last && last.name === graph.edgeName[e] && last.cls === cls) {
    last.miles += edgeMiles;
    last.to = lat.length - 1;
  } else runs.push({ name: graph.edgeName[e], miles: edgeMiles, cls, from: startIndex, to: lat.length - 1 });
}

/**
 * A leg as searched: the nodes it joins the graph at, by each place's own edge when the place lies
 * part-way along one (-1: the leg runs along the one edge both places lie on), and its edges
 * between those nodes.
 */
export interface DrawnLeg {
  edges: ArrayLike<number>;
  from: number;
  to: number;
}

/**
 * The routed path through the given road points (edge-index.ts): each leg (legOf(k), from point
 * k - 1 to point k) drawn point by point, a place part-way along an edge from that point, with road
 * miles and RV hours so far and the main roads driven.
 */
export function assemblePath(
  graph: RoadGraph,
  points: readonly RoadPoint[],
  legOf: (k: number) => DrawnLeg | null,
  hoursPerMetre: Float64Array,
): RoutedPath {
  const draft: PathDraft = {
    lat: [points[0].latitude],
    lng: [points[0].longitude],
    cumMiles: [0],
    cumHours: [0],
    runs: [],
  };
  const share = (e: number, node: number) => (graph.edgeA[e] === node ? 0 : 1);
  const waypointIndex: number[] = [];
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1];
    const b = points[k];
    const leg = legOf(k);
    if (!leg) {
      // The same point again.
    } else if (leg.from < 0) appendPiece(graph, draft, a.edge, a.along, b.along, hoursPerMetre);
    else {
      if (a.edge >= 0) appendPiece(graph, draft, a.edge, a.along, share(a.edge, leg.from), hoursPerMetre);
      let at = leg.from;
      for (let i = 0; i < leg.edges.length; i++)
        at = appendEdge(graph, draft, leg.edges[i], at, hoursPerMetre);
      if (b.edge >= 0) appendPiece(graph, draft, b.edge, share(b.edge, leg.to), b.along, hoursPerMetre);
    }
    waypointIndex.push(draft.lat.length - 1);
  }
  const { lat, lng, cumMiles, cumHours, runs } = draft;
  const miles = cumMiles[cumMiles.length - 1];
  return {
    miles,
    hours: cumHours[cumHours.length - 1],
    lat,
    lng,
    cumMiles,
    cumHours,
    roads: mainRoads(
      runs.map((r) => ({ name: graph.names[r.name], miles: r.miles })),
      miles,
    ),
    waypointIndex,
    roadRuns: runs.map((r) => ({
      name: graph.names[r.name],
      from: r.from,
      to: r.to,
      interstate: r.cls === CLASS_INTERSTATE,
    })),
    source: 'builtin',
  };
}
