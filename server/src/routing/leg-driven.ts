import type { RoadGraph } from './graph';
import type { RoadPoint, RouteRequest } from './core/road-types';
import { weighting } from './core/road-weights';

/** Where a leg joins the graph (road-route.ts): the nodes at its ends (-1: along the one edge), its edges between them. */
export interface LegJoined {
  from: number;
  to: number;
  core: readonly number[];
}

/**
 * A leg's edges as the route draws them (core/road-path.ts' assemblePath): the core between the
 * nodes it joins and the pieces of the places' own edges, in metres and the rig's hours; undefined
 * for edges that are no search's answer. A pass's note says what the way round costs with it.
 */
export function drivenOf(
  g: RoadGraph,
  joinOf: (edges: number[]) => LegJoined | undefined,
  from: RoadPoint,
  to: RoadPoint,
  req: RouteRequest,
) {
  const { hoursPerMetre } = weighting(req);
  return (edges: readonly number[]): { metres: number; hours: number } | undefined => {
    const j = joinOf(edges as number[]);
    if (!j) return undefined;
    let metres = 0;
    let hours = 0;
    const add = (e: number, share: number) => {
      const m = g.edgeMetres[e] * share;
      metres += m;
      hours += m * hoursPerMetre[g.edgeClass[e]];
    };
    if (j.from < 0) {
      if (from.edge >= 0) add(from.edge, Math.abs(from.along - to.along));
      return { metres, hours };
    }
    for (const e of j.core) add(e, 1);
    if (from.edge >= 0) add(from.edge, Math.abs(from.along - (g.edgeA[from.edge] === j.from ? 0 : 1)));
    if (to.edge >= 0) add(to.edge, Math.abs(to.along - (g.edgeA[to.edge] === j.to ? 0 : 1)));
    return { metres, hours };
  };
}
