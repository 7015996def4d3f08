import type { RoadGraph } from '../graph';
import type { EdgeSnap } from './edge-index';
import type { Seed } from './road-search';

/** Whether the stretch lo..hi (fractions) of edge e may not be driven now (edge-spans.ts). */
export type PieceBlocked = (e: number, lo: number, hi: number) => boolean;

/** A stretch of one edge driven from fraction `from` to fraction `to` (0: end A, 1: end B). */
export interface Piece {
  edge: number;
  from: number;
  to: number;
}

/** One end of the snapped edge as a search's seed: the node, the stretch to it, that stretch's share. */
export interface SnapEnd extends Seed {
  share: number;
  piece: Piece;
}

/**
 * The ends of the edge a place lies on, each with the cost of the stretch between the place and it
 * (`edgeCost` times its share), leaving the place when `leaving` (else arriving). A stretch that is
 * blocked now is left out; when both are, the place itself lies on the blocked stretch and none is
 * given (the caller decides: a route search then finds no way, and the rig's rule lets it through
 * with a warning).
 */
export function snapEnds(
  graph: RoadGraph,
  snap: EdgeSnap,
  edgeCost: number,
  leaving: boolean,
  blocked: PieceBlocked,
): SnapEnd[] {
  const e = snap.edge;
  const out: SnapEnd[] = [];
  for (const [node, end] of [
    [graph.edgeA[e], 0],
    [graph.edgeB[e], 1],
  ] as const) {
    const share = Math.abs(end - snap.frac);
    const lo = Math.min(end, snap.frac);
    const hi = Math.max(end, snap.frac);
    if (share > 0 && blocked(e, lo, hi)) continue;
    const piece = leaving ? { edge: e, from: snap.frac, to: end } : { edge: e, from: end, to: snap.frac };
    out.push({ node, cost: share * edgeCost, share, piece });
  }
  return out;
}

/** The stretch between two places on one edge, or null when they lie on different edges. */
export function directPiece(s: EdgeSnap, t: EdgeSnap): Piece | null {
  return s.edge === t.edge ? { edge: s.edge, from: s.frac, to: t.frac } : null;
}
