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
 * A pass is crossed only by the edges that carry its summit: those whose line passes the summit
 * about as near as its road's nearest edge does (SUMMIT_SLACK_MILES more), which takes both
 * carriageways of a divided road and both edges that meet at a summit junction. A seasonal road
 * keeps its box: its row is a closed stretch, and its radius is drawn to take the stretch in
 * (joining its edges along its road would lose pieces the graph names otherwise between them:
 * US-14A over Baldy Pass, past a piece named US-14, is Medicine Wheel Passage's).
 */
export const SUMMIT_SLACK_MILES = 0.15;

/** Miles from a place to the nearest point of edge e's line. */
export function milesFromEdge(graph: RoadGraph, e: number, at: LatLngLike): number {
  const p = projectOnEdge(graph, e, at);
  const cos = Math.cos((at.latitude * Math.PI) / 180);
  return Math.hypot((p.longitude - at.longitude) * cos, p.latitude - at.latitude) * 69.1;
}

/** The edges among `edges` that carry the point `at`: as near it as the nearest, within the slack. */
export function edgesAt(graph: RoadGraph, at: LatLngLike, edges: readonly number[]): number[] {
  const miles = edges.map((e) => milesFromEdge(graph, e, at));
  const nearest = Math.min(...miles);
  return edges.filter((_, k) => miles[k] <= nearest + SUMMIT_SLACK_MILES);
}
