import type { RoadGraph } from '../graph';
import { pocketOf } from '../closed-ends';
import type { BlockedEdges } from './road-search';
import type { RoadPoint } from './road-types';
import { METRES_PER_MILE } from './road-weights';

// Where the open road ends on the road a place lies on, when that road is closed (for the season on
// the day's date, or to every vehicle): the gates of a drive from camp to a place behind them.

// So many nodes of closed road are read around a place at most (Yellowstone's winter roads are some
// hundreds).
const MAX_NODES = 4000;
// Ends of the closed road this much farther along it than its nearest end count as near as that one:
// a place about midway between two gates may be met at either.
export const GATE_SLACK_MILES = 2;

/** A node where the network's open roads begin, and the metres along the closed road from the place. */
export interface ClosedRoadEnd {
  node: number;
  metres: number;
}

/**
 * The ends of the closed road a place lies on that face the network (not an open dead-end spur off
 * it: White Wolf's road off Tioga Road in winter, reached only over the closed road), with the
 * metres along the closed road from the place: the nearest end, and those within GATE_SLACK_MILES
 * farther. Empty when the place's road is open, or no end of its closed road faces the network.
 */
export function closedRoadEnds(graph: RoadGraph, blocked: BlockedEdges, at: RoadPoint): ClosedRoadEnd[] {
  const { adjStart, adjEdge, adjTo, edgeA, edgeB, edgeMetres } = graph;
  const metres = new Map<number, number>();
  if (at.edge >= 0) {
    if (blocked[at.edge] !== 1) return [];
    metres.set(edgeA[at.edge], at.along * edgeMetres[at.edge]);
    const toB = (1 - at.along) * edgeMetres[at.edge];
    metres.set(edgeB[at.edge], Math.min(metres.get(edgeB[at.edge]) ?? Infinity, toB));
  } else metres.set(at.node, 0);
  const closed = { has: (e: number) => blocked[e] === 1 };
  const done = new Set<number>();
  const ends: ClosedRoadEnd[] = [];
  // Dijkstra along the closed edges by scanning (a few hundred nodes at most).
  while (done.size < MAX_NODES) {
    let v = -1;
    for (const [w, m] of metres) if (!done.has(w) && (v < 0 || m < metres.get(v)!)) v = w;
    if (v < 0) break;
    done.add(v);
    let open = false;
    for (let k = adjStart[v]; k < adjStart[v + 1]; k++) {
      const e = adjEdge[k];
      if (blocked[e] !== 1) {
        open = true;
        continue;
      }
      const w = adjTo[k];
      const m = metres.get(v)! + edgeMetres[e];
      if (!done.has(w) && m < (metres.get(w) ?? Infinity)) metres.set(w, m);
    }
    // A node on an open road that reaches the network (pocketOf: more than a dead end's few nodes).
    if (open && pocketOf(graph, v, closed) === null) ends.push({ node: v, metres: metres.get(v)! });
  }
  if (ends.length === 0) return [];
  const nearest = ends[0].metres;
  return ends.filter((x) => x.metres <= nearest + GATE_SLACK_MILES * METRES_PER_MILE);
}

/** The closed edge a place lies on: its own edge, or (met at a node) the first closed one there. */
export function closedEdgeOf(graph: RoadGraph, blocked: BlockedEdges, at: RoadPoint): number {
  if (at.edge >= 0) return blocked[at.edge] === 1 ? at.edge : -1;
  for (let k = graph.adjStart[at.node]; k < graph.adjStart[at.node + 1]; k++)
    if (blocked[graph.adjEdge[k]] === 1) return graph.adjEdge[k];
  return -1;
}
