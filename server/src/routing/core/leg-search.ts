import type { RoadGraph } from '../graph';
import type { Hierarchy, HierarchySearch } from './ch-query';
import type { EdgeSnap } from './edge-index';
import type { EdgeSpans, LegEdges } from './edge-spans';
import type { LandmarkBound } from './profile-landmarks';
import { wholePieces } from './road-path';
import type { BlockedEdges, CoastalNames, SeededSearch } from './road-search';
import type { RouteRequest } from './road-types';
import { RouteNotFoundError } from './road-types';
import { tieFactors, weighting } from './road-weights';
import type { SearchState } from './search-state';
import type { Piece, PieceBlocked, SnapEnd } from './snap-ends';
import { directPiece, snapEnds } from './snap-ends';

/**
 * One leg from a place to a place: the stretches of edges it drives (the stretch from the start to
 * an end of its edge, whole edges, the stretch from an end of the target's edge to the target; or
 * one stretch when both lie on one edge), and the edges the restriction and season rules read: the
 * whole edges and each partial stretch's edge when the stretch holds a row's part of it.
 */
export interface LegRoute {
  pieces: Piece[];
  scan: LegEdges;
}

export interface LegSearchParts {
  state: SearchState;
  coastal: CoastalNames;
  blocked: BlockedEdges;
  spans: EdgeSpans;
  pieceBlocked: PieceBlocked;
  hierarchySearch: HierarchySearch;
  seededSearch: SeededSearch;
}

export type LegSearch = (
  s: EdgeSnap,
  t: EdgeSnap,
  req: RouteRequest,
  hierarchy: Hierarchy | null,
  lm: LandmarkBound | undefined,
) => LegRoute;

// A network answer: its path, its cost, its seeds, and the edge costs of the metric it was costed in.
type Network = {
  edges: number[];
  from: number;
  to: number;
  cost: number;
  src: SnapEnd[];
  tgt: SnapEnd[];
  edgeCost: (e: number) => number;
};

/**
 * The cheapest leg between two places on the graph as blocked now: the search starts from both ends
 * of the start's edge at the cost of the stretch to each, and ends likewise, so a leg may leave along
 * its edge either way. The metric's hierarchy answers first; when its path drives a blocked edge or
 * there is none, the landmark A* searches the graph as it is. A stretch of a snapped edge blocked now
 * is not driven; when the place lies on the blocked stretch itself the leg finds no way, and the
 * rule's own fallback (road-restrictions.ts, road-seasons.ts) drives it with a warning.
 */
export function createLegSearch(graph: RoadGraph, parts: LegSearchParts): LegSearch {
  const { state, coastal, blocked, spans, pieceBlocked, hierarchySearch, seededSearch } = parts;
  const tie = tieFactors(graph);
  const { edgeMetres, edgeClass, edgeName } = graph;
  const costOf = (req: RouteRequest) => {
    const { costPerMetre, coastalWeight } = weighting(req);
    return (e: number) =>
      edgeMetres[e] * costPerMetre[edgeClass[e]] * (coastal[edgeName[e]] === 1 ? coastalWeight : 1) * tie[e];
  };
  const ends = (s: EdgeSnap, t: EdgeSnap, cost: (e: number) => number) => ({
    src: snapEnds(graph, s, cost(s.edge), true, pieceBlocked),
    tgt: snapEnds(graph, t, cost(t.edge), false, pieceBlocked),
  });

  function network(
    s: EdgeSnap,
    t: EdgeSnap,
    req: RouteRequest,
    h: Hierarchy | null,
    lm?: LandmarkBound,
  ): Network | null {
    if (h) {
      // The hierarchy is built at the base rig's costs: the seeds' costs are in them too.
      const cost = costOf({ ...req, rvType: 'class-b' });
      const { src, tgt } = ends(s, t, cost);
      if (src.length === 0 || tgt.length === 0) return null;
      const found = hierarchySearch(h, src, tgt);
      state.searches++;
      state.settled += found.settled;
      if (!found.edges) return null;
      if (found.edges.every((e) => blocked[e] === 0))
        return {
          edges: found.edges,
          from: found.from,
          to: found.to,
          cost: found.cost,
          src,
          tgt,
          edgeCost: cost,
        };
    }
    const cost = costOf(req);
    const { src, tgt } = ends(s, t, cost);
    const { costPerMetre, bound, coastalWeight } = weighting(req);
    try {
      return { ...seededSearch(src, tgt, costPerMetre, bound, coastalWeight, lm), src, tgt, edgeCost: cost };
    } catch (err) {
      if (err instanceof RouteNotFoundError) return null;
      throw err;
    }
  }

  const scanOf = (pieces: readonly Piece[]): LegEdges => {
    const scan: LegEdges = [];
    const stretches = new Map<number, [number, number]>();
    for (const p of pieces) {
      const lo = Math.min(p.from, p.to);
      const hi = Math.max(p.from, p.to);
      if (hi - lo === 1) scan.push(p.edge);
      else if (spans.overlaps(p.edge, lo, hi)) {
        scan.push(p.edge);
        stretches.set(p.edge, [lo, hi]);
      }
    }
    if (stretches.size > 0) scan.stretches = stretches;
    return scan;
  };

  return function legSearch(s, t, req, hierarchy, lm) {
    if (s.edge === t.edge && s.frac === t.frac) return { pieces: [], scan: [] };
    const found = network(s, t, req, hierarchy, lm);
    // Both on one edge: straight along it, unless the network's way is cheaper (a winding road
    // beside a faster one) or the stretch between is blocked.
    const direct = directPiece(s, t);
    if (
      direct &&
      !pieceBlocked(direct.edge, Math.min(direct.from, direct.to), Math.max(direct.from, direct.to))
    ) {
      const share = Math.abs(direct.to - direct.from);
      if (!found || share * found.edgeCost(direct.edge) <= found.cost)
        return { pieces: [direct], scan: scanOf([direct]) };
    }
    if (!found) throw new RouteNotFoundError();
    const head = found.src.filter((e) => e.node === found.from).sort((a, b) => a.cost - b.cost)[0];
    const tail = found.tgt.filter((e) => e.node === found.to).sort((a, b) => a.cost - b.cost)[0];
    const pieces = [head.piece, ...wholePieces(graph, found.edges, found.from), tail.piece].filter(
      (p) => p.from !== p.to,
    );
    return { pieces, scan: scanOf(pieces) };
  };
}
