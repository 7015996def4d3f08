import type { RoadGraph } from './graph';

/** A leg's edges, or null when no road joins its ends. */
type LegOf = (from: number, to: number) => ArrayLike<number> | null;

/**
 * Places met on roads open to the rig. A place whose nearest road lies inside stretches the rig must
 * keep off (a park whose middle is on Going-to-the-Sun Road, for a rig over its 21 ft) is met at the
 * end of those stretches its leg reaches by the shortest drive (the first place: the end nearest the
 * next place by road), instead of driving through them. Returns the nodes and the segments kept off
 * so (by index), for the day to say what it kept off and why.
 */
export function meetOpenRoads(
  graph: RoadGraph,
  nodes: readonly number[],
  exitsFor: (node: number) => { exits: number[]; segments: number[] },
  legOf: LegOf,
): { nodes: number[]; kept: number[] } {
  const out = [...nodes];
  const kept = new Set<number>();
  const metres = (from: number, to: number) => {
    if (from === to) return 0;
    const edges = legOf(from, to);
    if (!edges) return Infinity;
    let m = 0;
    for (let i = 0; i < edges.length; i++) m += graph.edgeMetres[edges[i]];
    return m;
  };
  for (let k = 0; k < out.length; k++) {
    const { exits, segments } = exitsFor(out[k]);
    const other = k > 0 ? out[k - 1] : out[k + 1];
    if (exits.length === 0 || other === undefined) continue;
    let best = -1;
    let bestMetres = Infinity;
    for (const x of exits) {
      const m = k > 0 ? metres(other, x) : metres(x, other);
      if (m < bestMetres) [best, bestMetres] = [x, m];
    }
    if (best < 0) continue;
    out[k] = best;
    for (const i of segments) kept.add(i);
  }
  return { nodes: out, kept: [...kept] };
}

/** The adjacency slots of node v (its roads). */
function slots(graph: RoadGraph, v: number): number[] {
  const out: number[] = [];
  for (let k = graph.adjStart[v]; k < graph.adjStart[v + 1]; k++) out.push(k);
  return out;
}

/** Whether every road at the node is one of these edges. */
export const touchesOnly = (graph: RoadGraph, node: number, edges: { has(e: number): boolean }) =>
  slots(graph, node).every((k) => edges.has(graph.adjEdge[k]));

/**
 * The ends of the stretches around a node whose every road is closed to the rig (the `kept`
 * segments, by index, with their edges): the nodes where a road open to it begins, and the segments
 * the stretch holds. Both empty when a road open to the rig reaches the node.
 */
export function closedStretchEnds(
  graph: RoadGraph,
  node: number,
  kept: readonly number[],
  edges: readonly (readonly number[])[],
): { exits: number[]; segments: number[] } {
  const closed = new Set(kept.flatMap((i) => edges[i]));
  if (!touchesOnly(graph, node, closed)) return { exits: [], segments: [] };
  const seen = new Set([node]);
  const inside = new Set<number>();
  const exits: number[] = [];
  for (const stack = [node]; stack.length > 0; ) {
    for (const k of slots(graph, stack.pop()!)) {
      const w = graph.adjTo[k];
      inside.add(graph.adjEdge[k]);
      if (seen.has(w)) continue;
      seen.add(w);
      (touchesOnly(graph, w, closed) ? stack : exits).push(w);
    }
  }
  return { exits, segments: kept.filter((i) => edges[i].some((e) => inside.has(e))) };
}
