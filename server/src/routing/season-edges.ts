import type { RoadGraph } from './graph';
import { projectOnEdge } from './core/edge-index';
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

/** Each pass's own edges, of the edges its square finds (`lists`, by pass). */
export const summitEdges = (
  graph: RoadGraph,
  passes: readonly { at: LatLngLike }[],
  lists: readonly number[][],
) => lists.map((edges, i) => edgesAt(graph, passes[i].at, edges));
