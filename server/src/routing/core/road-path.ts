import type { RoadGraph } from '../graph';
import { CLASS_INTERSTATE } from './graph-format';
import { edgeLineOf, pointAt } from './edge-index';
import { milesBetween } from './node-index';
import { mainRoads } from './road-geometry';
import type { RoutedPath } from './road-types';
import { METRES_PER_MILE } from './road-weights';
import type { Piece } from './snap-ends';

type Run = { name: number; miles: number; cls: number; from: number; to: number };

// The path being drawn: its points with miles and hours so far, and the runs of one road.
interface PathDraft {
  lat: number[];
  lng: number[];
  cumMiles: number[];
  cumHours: number[];
  runs: Run[];
}

// The points of a stretch of edge e from fraction `from` to `to`, in 1e-5 degrees: the line's
// points strictly between, then the stretch's end. A whole edge is its interior points and far node.
function piecePoints(graph: RoadGraph, { edge: e, from, to }: Piece): { xs: number[]; ys: number[] } {
  const xs: number[] = [];
  const ys: number[] = [];
  const forward = to >= from;
  if ((from === 0 && to === 1) || (from === 1 && to === 0)) {
    const s = graph.ptStart[e];
    const t = graph.ptStart[e + 1];
    for (let k = forward ? s : t - 1; forward ? k < t : k >= s; k += forward ? 1 : -1) {
      xs.push(graph.pts[2 * k]);
      ys.push(graph.pts[2 * k + 1]);
    }
    const next = forward ? graph.edgeB[e] : graph.edgeA[e];
    xs.push(graph.nodeLng[next]);
    ys.push(graph.nodeLat[next]);
    return { xs, ys };
  }
  const line = edgeLineOf(graph, e);
  const last = line.at.length - 1;
  for (let k = forward ? 0 : last; forward ? k <= last : k >= 0; k += forward ? 1 : -1) {
    const a = line.at[k];
    if (forward ? a > from && a < to : a < from && a > to) {
      xs.push(line.xs[k]);
      ys.push(line.ys[k]);
    }
  }
  const [x, y] = pointAt(line, to);
  xs.push(x);
  ys.push(y);
  return { xs, ys };
}

// Appends a stretch of an edge (a whole edge: 0 to 1, or 1 to 0) to the draft.
function appendPiece(graph: RoadGraph, draft: PathDraft, piece: Piece, hoursPerMetre: Float64Array) {
  const { lat, lng, cumMiles, cumHours, runs } = draft;
  const e = piece.edge;
  const startIndex = lat.length - 1;
  const { xs, ys } = piecePoints(graph, piece);
  // Spread the stretch's length over its points in proportion to their spacing.
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
  const edgeMiles = (graph.edgeMetres[e] / METRES_PER_MILE) * Math.abs(piece.to - piece.from);
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
}

/** Edges driven from node `at`, in order, as whole stretches. */
export function wholePieces(graph: RoadGraph, edges: ArrayLike<number>, at: number): Piece[] {
  const out: Piece[] = [];
  for (let k = 0; k < edges.length; k++) {
    const e = edges[k];
    const forward = graph.edgeA[e] === at;
    out.push({ edge: e, from: forward ? 0 : 1, to: forward ? 1 : 0 });
    at = forward ? graph.edgeB[e] : graph.edgeA[e];
  }
  return out;
}

/**
 * The routed path from a start point along each leg's stretches of edges (legs: the stretches from
 * one waypoint to the next), drawn point by point, with road miles and RV hours so far and the main
 * roads driven.
 */
export function assemblePath(
  graph: RoadGraph,
  start: { lat: number; lng: number },
  legs: ReadonlyArray<readonly Piece[]>,
  hoursPerMetre: Float64Array,
): RoutedPath {
  const draft: PathDraft = { lat: [start.lat], lng: [start.lng], cumMiles: [0], cumHours: [0], runs: [] };
  const waypointIndex: number[] = [];
  for (const pieces of legs) {
    for (const piece of pieces) if (piece.from !== piece.to) appendPiece(graph, draft, piece, hoursPerMetre);
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
