import type { RoadGraph } from './graph';
import type { RoadPoint, RouteRequest } from './core/road-types';
import { weighting } from './core/road-weights';
import type { LegEnds } from './pass-pieces';

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

/** What rowsDriven reads of a router's parts (road-route.ts' RouteParts). */
interface RowParts {
  restrictions: { edgesOf(i: number): readonly number[] };
  pieceDrives: { overPoint(e: number, from: number, to: number): boolean };
}

/**
 * The restricted rows of `rows` a leg's edges drive: a row is driven by a whole edge of its in the
 * leg, or by a place's own piece of its edge (LegEnds) that enters the row's stretch (road-pieces.ts'
 * overPoint). A piece of a seasonal road's edge is driven whatever its stretch, as a season applies
 * to the whole edge, so without this a leg from Dardanelle, half-way up CA-108's 52-mile edge, down
 * to Sonora was told of the Sonora Pass advisory east of it.
 */
export function rowsDriven(
  edges: readonly number[],
  ends: LegEnds | undefined,
  rows: Iterable<number>,
  p: RowParts,
): number[] {
  const last = edges.length - 1;
  const pieces = new Map<number, Array<{ from: number; to: number }>>();
  const whole = new Set<number>();
  edges.forEach((e, k) => {
    const piece = k === 0 && ends?.start ? ends.start : k === last ? ends?.end : undefined;
    if (piece) pieces.set(e, [...(pieces.get(e) ?? []), piece]);
    else whole.add(e);
  });
  const enters = (e: number) =>
    whole.has(e) || (pieces.get(e) ?? []).some((q) => p.pieceDrives.overPoint(e, q.from, q.to));
  return [...rows].filter((i) => p.restrictions.edgesOf(i).some(enters));
}
