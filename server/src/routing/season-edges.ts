import type { RoadGraph } from './graph';
import { edgesAround, piecePoints, pointAlong, projectOnEdge } from './core/edge-index';
import type { LatLngLike } from './core/road-types';

/**
 * Which of the edges a season row's box finds (restricted-segments.ts' segmentEdges, on seasons.ts'
 * asSegment: its roads' edges in a square of radiusMiles around `at`) are the row's own. The box
 * alone is not the rule: the graph's edges of a road number run beside and away from the pass (US-6
 * is also I-70's pieces at exit 216, inside Loveland Pass's square, so a drive through the
 * Eisenhower-Johnson tunnels was said to cross Loveland Pass).
 *
 * A pass is crossed only by the edges that carry its summit, or come within a small distance of it
 * along its road: those whose line passes within NEAR_SUMMIT_MILES of the summit, measured from
 * where the graph draws the road nearest it (the graph's simplified lines may lie off the row's
 * point). That takes both carriageways of a divided road, both edges that meet at a summit
 * junction, and the pieces of an interchange at the summit (WY-210 meets I-80 at Sherman Summit's
 * exit 323: a drive up it and down I-80 is over the summit); it leaves edges that end farther off
 * (US-82 where NM-244 turns off, 0.9 mi east of Cloudcroft's summit; US-6 at exit 216, 1.4 mi and
 * more from Loveland Pass's).
 *
 * A seasonal road keeps its box: its row is a closed stretch, and its radius is drawn to take the
 * stretch in (joining its edges along its road would lose pieces past a stretch the graph names
 * otherwise: US-14A's edge over Baldy Pass, in Medicine Wheel Passage's box, meets the rest of
 * US-14A only through a piece named US-14).
 */
export const NEAR_SUMMIT_MILES = 0.5;

/** Miles from a place to the nearest point of edge e's line. */
export function milesFromEdge(graph: RoadGraph, e: number, at: LatLngLike): number {
  const p = projectOnEdge(graph, e, at);
  const cos = Math.cos((at.latitude * Math.PI) / 180);
  return Math.hypot((p.longitude - at.longitude) * cos, p.latitude - at.latitude) * 69.1;
}

/** The edges among `edges` that carry the point `at`: within NEAR_SUMMIT_MILES more than the nearest. */
export function edgesAt(graph: RoadGraph, at: LatLngLike, edges: readonly number[]): number[] {
  const miles = edges.map((e) => milesFromEdge(graph, e, at));
  const nearest = Math.min(...miles);
  return edges.filter((_, k) => miles[k] <= nearest + NEAR_SUMMIT_MILES);
}

/**
 * A road carrying two route numbers over a pass (US-24 and CO-67 from Divide over Ute Pass to
 * Woodland Park) may be drawn once for each, as edges of either name on the same line; a row names
 * the road it is known by. An edge of another name is the pass's too when it carries the summit as
 * the row's own edges do (within NEAR_SUMMIT_MILES more than their nearest) and runs along them
 * there: every point of its line up to ALONG_SPAN_MILES from its point nearest the summit, on one
 * side at least, lies within ALONG_MILES of an own edge's line. A road that crosses the pass road
 * at the summit, or turns off there, leaves that line within a few hundred yards and is not taken.
 */
export const ALONG_MILES = 0.1;
export const ALONG_SPAN_MILES = 0.3;
const ALONG_STEP_MILES = 0.05;

/** Drawn miles of edge e. */
function drawnMiles(graph: RoadGraph, e: number): number {
  const pts = [pointAlong(graph, e, 0), ...piecePoints(graph, e, 0, 1)];
  let miles = 0;
  for (let k = 1; k < pts.length; k++) {
    const [[ax, ay], [bx, by]] = [pts[k - 1], pts[k]];
    const cos = Math.cos((ay * 1e-5 * Math.PI) / 180);
    miles += Math.hypot((bx - ax) * 1e-5 * cos, (by - ay) * 1e-5) * 69.1;
  }
  return miles;
}

/** Whether edge f runs along the `own` edges from its point nearest `at`, on one side at least. */
function runsAlong(graph: RoadGraph, f: number, at: LatLngLike, own: readonly number[]): boolean {
  const near = (share: number) => {
    const [x, y] = pointAlong(graph, f, share);
    const p = { latitude: y * 1e-5, longitude: x * 1e-5 };
    return own.some((e) => milesFromEdge(graph, e, p) <= ALONG_MILES);
  };
  const from = projectOnEdge(graph, f, at).along;
  const step = ALONG_STEP_MILES / Math.max(drawnMiles(graph, f), ALONG_STEP_MILES);
  const side = (dir: 1 | -1) => {
    // An edge ending short of the span on this side does not run along on it.
    if ((dir > 0 ? 1 - from : from) < step * (ALONG_SPAN_MILES / ALONG_STEP_MILES)) return false;
    for (let k = 0; k * ALONG_STEP_MILES <= ALONG_SPAN_MILES + 1e-9; k++) if (!near(from + dir * k * step)) return false;
    return true;
  };
  return side(1) || side(-1);
}

/** The edges of other names that carry the summit `at` along the pass's `own` edges (a concurrent route). */
export function concurrentEdges(graph: RoadGraph, at: LatLngLike, own: readonly number[]): number[] {
  if (own.length === 0) return [];
  const names = new Set(own.map((e) => graph.edgeName[e]));
  const nearest = Math.min(...own.map((e) => milesFromEdge(graph, e, at)));
  return edgesAround(graph, at).filter(
    (f) =>
      !names.has(graph.edgeName[f]) &&
      milesFromEdge(graph, f, at) <= nearest + NEAR_SUMMIT_MILES &&
      runsAlong(graph, f, at, own),
  );
}

/** Each pass's own edges, of the edges its square finds (`lists`, by pass), and a concurrent route's beside them. */
export const summitEdges = (
  graph: RoadGraph,
  passes: readonly { at: LatLngLike }[],
  lists: readonly number[][],
) =>
  lists.map((edges, i) => {
    const own = edgesAt(graph, passes[i].at, edges);
    return [...own, ...concurrentEdges(graph, passes[i].at, own)];
  });
