import type { RoadGraph } from '../graph';
import type { NearestOnEdge } from './edge-index';
import type { NearestNode } from './node-index';
import { milesBetween } from './node-index';
import type { BlockedEdges } from './road-search';
import type { LatLngLike, RoadReach, RouteRequest } from './road-types';

export type { RoadReach } from './road-types';
import { METRES_PER_MILE, weighting } from './road-weights';
import type { SearchState } from './search-state';
import type { PieceBlocked } from './snap-ends';
import { snapEnds } from './snap-ends';

export type ReachFrom = (
  origin: LatLngLike,
  targets: readonly LatLngLike[],
  req: RouteRequest,
  maxHours: number,
) => RoadReach[];

// A place farther than this from the graph's roads (its highways only) is not measured on them.
export const REACH_SNAP_MILES = 10;
// A target's point (a park's centre) is reached at the reached road point nearest it, which may lie
// this much farther from it than the road point nearest it (on a road closed that day): Rim
// Village, not Rim Drive, in May.
export const OPEN_ROAD_SLACK_MILES = 3;
// The way from a camp to the highway nearest it is not in the graph: its straight line, times this
// winding factor, at the rig's state-road speed.
const ACCESS_ROAD_FACTOR = 1.3;

/**
 * One search from the origin's place on the road (the point of the edge nearest it, edge-index.ts:
 * both ends of that edge, over the stretch to each; a stretch blocked now is left unless both are,
 * when the origin lies on it) for all targets at once: a target is reached over the open stretch of
 * its own edge from the nearer settled end; failing that, as before, at the settled node nearest its
 * point. One search from the origin's road (Dijkstra, in the rig's drive hours, up to
 * maxHours) for all targets at once: each target is reached at the settled node nearest its point,
 * so a target whose nearest road is closed (blocked) that day gets the drive to the nearest road
 * point still open near it, or `beyond` when there is none within OPEN_ROAD_SLACK_MILES more.
 */
export function createReachFrom(
  graph: RoadGraph,
  state: SearchState,
  nearestOnEdge: NearestOnEdge,
  nearestNode: NearestNode,
  blocked: BlockedEdges,
  pieceBlocked: PieceBlocked,
): ReachFrom {
  const { g, stamp, closed, hoursTo: metresTo } = state;
  return function reachFrom(origin, targets, req, maxHours) {
    if (targets.length === 0) return [];
    const start = nearestOnEdge(origin);
    const ends = targets.map((t) => nearestOnEdge(t));
    if (start.miles > REACH_SNAP_MILES) return targets.map(() => ({ kind: 'unrouted' }));
    const { hoursPerMetre } = weighting({ ...req, profile: 'fastest', avoidHighways: false });
    const { adjStart, adjEdge, adjTo, edgeMetres, edgeClass } = graph;
    const hoursOf = (e: number) => edgeMetres[e] * hoursPerMetre[edgeClass[e]];
    const accessMiles = start.miles * ACCESS_ROAD_FACTOR;
    const accessHours = accessMiles * METRES_PER_MILE * hoursPerMetre[2];
    const generation = state.nextGeneration();
    const settled: number[] = [];
    const open = snapEnds(graph, start, hoursOf(start.edge), true, pieceBlocked);
    const seeds = open.length > 0 ? open : snapEnds(graph, start, hoursOf(start.edge), true, () => false);
    for (const { node, cost, share } of seeds) {
      if (stamp[node] === generation && g[node] <= accessHours + cost) continue;
      stamp[node] = generation;
      g[node] = accessHours + cost;
      metresTo[node] = accessMiles * METRES_PER_MILE + share * edgeMetres[start.edge];
      state.push(node, accessHours + cost);
    }
    while (state.size > 0) {
      const v = state.pop();
      if (closed[v] === generation) continue;
      if (g[v] > maxHours) break;
      closed[v] = generation;
      settled.push(v);
      for (let s = adjStart[v]; s < adjStart[v + 1]; s++) {
        const w = adjTo[s];
        const e = adjEdge[s];
        if (closed[w] === generation || blocked[e] === 1) continue;
        const cost = g[v] + edgeMetres[e] * hoursPerMetre[edgeClass[e]];
        if (stamp[w] !== generation || cost < g[w]) {
          stamp[w] = generation;
          g[w] = cost;
          metresTo[w] = metresTo[v] + edgeMetres[e];
          state.push(w, cost);
        }
      }
    }
    return targets.map((t, i): RoadReach => {
      const end = ends[i];
      if (end.miles > REACH_SNAP_MILES) return { kind: 'unrouted' };
      // Over the target's own edge: from a settled end, or straight along it from the origin.
      let hours = Infinity;
      let metres = 0;
      for (const s of snapEnds(graph, end, hoursOf(end.edge), false, pieceBlocked)) {
        if (closed[s.node] !== generation || g[s.node] + s.cost >= hours) continue;
        hours = g[s.node] + s.cost;
        metres = metresTo[s.node] + s.share * edgeMetres[end.edge];
      }
      const share = Math.abs(end.frac - start.frac);
      const [lo, hi] = [Math.min(end.frac, start.frac), Math.max(end.frac, start.frac)];
      if (end.edge === start.edge && (open.length === 0 || !pieceBlocked(end.edge, lo, hi))) {
        const direct = accessHours + share * hoursOf(end.edge);
        if (direct < hours) {
          hours = direct;
          metres = accessMiles * METRES_PER_MILE + share * edgeMetres[end.edge];
        }
      }
      if (hours <= maxHours) return { kind: 'road', miles: metres / METRES_PER_MILE, hours };
      // Else, as with a place snapped to its nearest node, the settled node nearest it within the
      // slack of that node's distance (the road to it may be closed that day).
      let best = -1;
      let bestMiles = nearestNode(t).miles + OPEN_ROAD_SLACK_MILES;
      for (const v of settled) {
        const d = milesBetween(t.latitude, t.longitude, graph.nodeLat[v] * 1e-5, graph.nodeLng[v] * 1e-5);
        if (d <= bestMiles) {
          bestMiles = d;
          best = v;
        }
      }
      if (best < 0) return { kind: 'beyond' };
      return { kind: 'road', miles: metresTo[best] / METRES_PER_MILE, hours: g[best] };
    });
  };
}
