import type { ClosedTable } from './closed-ends';
import type { RoadGraph } from './graph';
import { projectOnEdge } from './core/edge-index';

/**
 * Whether a piece of an edge (from share `from` of its length to share `to`: a place part-way
 * along it, edge-index.ts) drives the rows on that edge. A row at a point (a pass's summit, a ferry's crossing:
 * `pointRows`) is driven only by a piece that passes its point, so Dillon, half a
 * mile up US-6's 17-mile edge over Loveland Pass, is not over the pass; a row closing a whole road
 * (a seasonal road: `wholeRows`) by any piece of it. An edge without rows is driven by any piece
 * (nothing to say of it).
 */
export type PieceDrives = (e: number, from: number, to: number) => boolean;

export function createPieceDrives(
  graph: RoadGraph,
  pointRows: readonly ClosedTable[],
  wholeRows: readonly ClosedTable[],
): PieceDrives {
  const whole = new Set<number>();
  for (const t of wholeRows) for (let i = 0; i < t.count; i++) for (const e of t.edgesOf(i)) whole.add(e);
  // Each edge's rows' points, as shares of its length (projected on first use).
  const points = new Map<number, Array<{ latitude: number; longitude: number }>>();
  for (const t of pointRows)
    for (let i = 0; i < t.count; i++)
      for (const e of t.edgesOf(i)) points.set(e, [...(points.get(e) ?? []), t.atOf(i)]);
  const shares = new Map<number, number[]>();
  return (e, from, to) => {
    if (whole.has(e)) return true;
    const at = points.get(e);
    if (!at) return true;
    let s = shares.get(e);
    if (!s) shares.set(e, (s = at.map((p) => projectOnEdge(graph, e, p).along)));
    const [lo, hi] = from < to ? [from, to] : [to, from];
    return s.some((a) => a >= lo && a <= hi);
  };
}
