import type { RoadGraph } from '../graph';
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

// Appends edge e, driven from node `at`, to the draft; returns the node it arrives at.
function appendEdge(graph: RoadGraph, draft: PathDraft, e: number, at: number, hoursPerMetre: Float64Array) {
  const { lat, lng, cumMiles, cumHours, runs } = draft;
  const forward = graph.edgeA[e] === at;
  const next = forward ? graph.edgeB[e] : graph.edgeA[e];
  const s = graph.ptStart[e];
  const t = graph.ptStart[e + 1];
  const startIndex = lat.length - 1;
  const xs: number[] = [];
  const ys: number[] = [];
  if (forward)
    for (let k = s; k < t; k++) {
      xs.push(graph.pts[2 * k]);
      ys.push(graph.pts[2 * k + 1]);
    }
  else
    for (let k = t - 1; k >= s; k--) {
      xs.push(graph.pts[2 * k]);
      ys.push(graph.pts[2 * k + 1]);
    }
  xs.push(graph.nodeLng[next]);
  ys.push(graph.nodeLat[next]);
  // Spread the edge's length over its points in proportion to their spacing.
  const seg: number[] = [];
  let sum = 0;
  let plat = lat[lat.length - 1];
  let plng = lng[lng.length - 1];
  for (let k = 0; k < xs.length; k++) {
    const d = milesBetween(plat, plng, ys[k] * 1e-5, xs[k] * 1e-5);
    seg.push(d);
    sum += d;
    plat = ys[k] * 1e-5;
    plng = xs[k] * 1e-5;
  }
  const edgeMiles = graph.edgeMetres[e] / METRES_PER_MILE;
  const hpm = hoursPerMetre[graph.edgeClass[e]] * METRES_PER_MILE;
  for (let k = 0; k < xs.length; k++) {
    const d = sum > 0 ? (seg[k] / sum) * edgeMiles : edgeMiles / xs.length;
    lat.push(ys[k] * 1e-5);
    lng.push(xs[k] * 1e-5);
    cumMiles.push(cumMiles[cumMiles.length - 1] + d);
    cumHours.push(cumHours[cumHours.length - 1] + d * hpm);
  }
  const last = runs[runs.length - 1];
  const cls = graph.edgeClass[e];
  if (last && last.name === graph.edgeName[e] && last.cls === cls) {
    last.miles += edgeMiles;
    last.to = lat.length - 1;
  } else runs.push({ name: graph.edgeName[e], miles: edgeMiles, cls, from: startIndex, to: lat.length - 1 });
  return next;
}

/**
 * The routed path through the given nodes: each leg's edges (legEdges, between consecutive nodes)
 * drawn point by point, with road miles and RV hours so far and the main roads driven.
 */
export function assemblePath(
  graph: RoadGraph,
  nodes: number[],
  legEdges: (from: number, to: number) => ArrayLike<number>,
  hoursPerMetre: Float64Array,
): RoutedPath {
  const draft: PathDraft = {
    lat: [graph.nodeLat[nodes[0]] * 1e-5],
    lng: [graph.nodeLng[nodes[0]] * 1e-5],
    cumMiles: [0],
    cumHours: [0],
    runs: [],
  };
  const waypointIndex: number[] = [];
  for (let leg = 1; leg < nodes.length; leg++) {
    const from = nodes[leg - 1];
    const to = nodes[leg];
    const edges = from === to ? [] : legEdges(from, to);
    let at = from;
    for (let k = 0; k < edges.length; k++) at = appendEdge(graph, draft, edges[k], at, hoursPerMetre);
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
