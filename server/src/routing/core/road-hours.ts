import type { RoadGraph } from '../graph';
import { hoursAlongRoute } from './along-route';
import type { EdgeSnap, NearestOnEdge } from './edge-index';
import { edgeLineOf } from './edge-index';
import type { NearestNode } from './node-index';
import type { BlockedEdges, CoastalNames } from './road-search';
import type { LatLngLike, RouteRequest } from './road-types';
import { weighting } from './road-weights';
import type { SearchState } from './search-state';
import type { PieceBlocked } from './snap-ends';
import { snapEnds } from './snap-ends';

export type HoursFromRoad = (
  road: ReadonlyArray<{ at: LatLngLike; hours: number }>,
  targets: LatLngLike[],
  req: RouteRequest,
  maxDetourHours: number,
) => Array<number | null>;

// Drive hours from a known route to each target (roads are two-way, so also from each target
// back onto it): the route is given as points, each with the hours driven so far (or still to
// drive), and one search from all of them at once, the way route() weighs roads, reaches the
// targets over detours of at most maxDetourHours. A target no such detour reaches gets null.
// Only an estimate of the full route's hours (it rejoins the known route, it does not re-route it).
// The route's points lie on the graph's lines, so each seeds its nearest node; a target lies on
// the edge nearest it (edge-index.ts) and is reached from either end of it, over the stretch
// between (a stretch blocked now is not driven; when both are, the nearer end stands for it).
export function createHoursFromRoad(
  graph: RoadGraph,
  state: SearchState,
  coastal: CoastalNames,
  nearestNode: NearestNode,
  nearestOnEdge: NearestOnEdge,
  blocked: BlockedEdges,
  pieceBlocked: PieceBlocked,
): HoursFromRoad {
  const { g, stamp, closed, detourCost, hoursTo } = state;
  const { adjStart, adjEdge, adjTo, edgeMetres, edgeClass, edgeName } = graph;
  return function hoursFromRoad(road, targets, req, maxDetourHours) {
    if (targets.length === 0) return [];
    const { costPerMetre, hoursPerMetre, coastalWeight } = weighting(req);
    const stepCost = (e: number) =>
      edgeMetres[e] * costPerMetre[edgeClass[e]] * (coastal[edgeName[e]] === 1 ? coastalWeight : 1);
    // A target on an edge the route itself drives is measured from the route's point nearest it
    // (along-route.ts): from the edge's ends, a park beside a 40-mile desert edge of I-10 would be
    // 20 miles of detour away although the route passes it.
    const alongRoute = (snap: EdgeSnap) =>
      hoursAlongRoute(
        road,
        {
          line: edgeLineOf(graph, snap.edge),
          frac: snap.frac,
          hours: edgeMetres[snap.edge] * hoursPerMetre[edgeClass[snap.edge]],
          cost: stepCost(snap.edge),
          blocked: (lo, hi) => lo < hi && pieceBlocked(snap.edge, lo, hi),
        },
        maxDetourHours,
      );
    const snaps = targets.map((t) => nearestOnEdge(t));
    const ends = snaps.map((snap) => {
      const open = snapEnds(graph, snap, stepCost(snap.edge), false, pieceBlocked);
      if (open.length > 0)
        return open.map((end) => ({
          ...end,
          hours: end.share * edgeMetres[snap.edge] * hoursPerMetre[edgeClass[snap.edge]],
        }));
      const node = snap.frac < 0.5 ? graph.edgeA[snap.edge] : graph.edgeB[snap.edge];
      return [{ node, cost: 0, hours: 0 }];
    });
    const wanted = new Set(ends.flatMap((list) => list.map((end) => end.node)));
    const generation = state.nextGeneration();
    // g: hours on the road before the detour plus the detour's cost (by which the search orders);
    // detourCost bounds the detour; hoursTo is what is reported.
    // Each road node starts at the hours of the route point closest to it (several points between
    // two nodes of a long edge snap to the same node).
    const seeds = new Map<number, { miles: number; hours: number }>();
    for (const p of road) {
      const { node, miles } = nearestNode(p.at);
      const seen = seeds.get(node);
      if (!seen || miles < seen.miles) seeds.set(node, { miles, hours: p.hours });
    }
    for (const [v, { hours }] of seeds) {
      stamp[v] = generation;
      g[v] = hours;
      detourCost[v] = 0;
      hoursTo[v] = hours;
      state.push(v, hours);
    }
    let open = wanted.size;
    while (state.size > 0 && open > 0) {
      const v = state.pop();
      if (closed[v] === generation) continue;
      closed[v] = generation;
      if (wanted.has(v)) open--;
      for (let s = adjStart[v]; s < adjStart[v + 1]; s++) {
        const w = adjTo[s];
        if (closed[w] === generation) continue;
        const e = adjEdge[s];
        if (blocked[e] === 1) continue;
        const step = stepCost(e);
        if (detourCost[v] + step > maxDetourHours) continue;
        const cost = g[v] + step;
        if (stamp[w] !== generation || cost < g[w]) {
          stamp[w] = generation;
          g[w] = cost;
          detourCost[w] = detourCost[v] + step;
          hoursTo[w] = hoursTo[v] + edgeMetres[e] * hoursPerMetre[edgeClass[e]];
          state.push(w, cost);
        }
      }
    }
    return ends.map((list, i) => {
      let best = alongRoute(snaps[i]);
      for (const end of list) {
        const v = end.node;
        if (closed[v] !== generation || detourCost[v] + end.cost > maxDetourHours) continue;
        const hours = hoursTo[v] + end.hours;
        if (best === null || hours < best) best = hours;
      }
      return best;
    });
  };
}
