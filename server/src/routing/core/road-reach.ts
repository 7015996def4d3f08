import type { RoadGraph } from '../graph';
import type { RoadPoint } from './road-types';
import { ON_ROAD_MILES } from './edge-index';
import type { NearestNode } from './node-index';
import { milesBetween } from './node-index';
import type { BlockedEdges } from './road-search';
import type { LatLngLike, RoadReach, RouteRequest } from './road-types';

export type { RoadReach } from './road-types';
import { METRES_PER_MILE, weighting } from './road-weights';
import type { SearchState } from './search-state';
import type { OneWayEdges } from './one-way';
import { closedEdgeOf, closedRoadEnds } from './closed-road-ends';
import { ONE_WAY_AB } from './one-way';

export type ReachFrom = (
  origin: LatLngLike,
  targets: readonly LatLngLike[],
  req: RouteRequest,
  maxHours: number,
  areas?: boolean,
) => RoadReach[];

// A place farther than this from the graph's roads (its highways only) is not measured on them.
export const REACH_SNAP_MILES = 10;
// A target's point (a park's centre) is reached at the reached road point nearest it, which may lie
// this much farther from it than the road point nearest it (on a road closed that day): Rim
// Village, not Rim Drive, in May.
export const OPEN_ROAD_SLACK_MILES = 3;
// A target that is an area (a national park, by its point) on a road closed that day is met at the
// reached road point nearest its point up to this much farther from it than its own road: Yosemite's
// point is on Tioga Road, closed in winter, and a camp in Yosemite Valley, 7.5 miles from it, is in
// the park; a place on Tioga Road (Olmsted Point) is not met from the valley below it.
export const AREA_SLACK_MILES = 8;
// The way from a camp to the highway nearest it is not in the graph: its straight line, times this
// winding factor, at the rig's state-road speed.
const ACCESS_ROAD_FACTOR = 1.3;

/**
 * One search from the origin's nearest point of road (Dijkstra, in the rig's drive hours, up to
 * maxHours; from both ends of its edge when it lies part-way along one) for all targets at once:
 * a target on a road (within ON_ROAD_MILES of its point part-way along an edge: `nearestRoad`, the
 * router's placePoint, road-pieces.ts) is reached along that edge when it is open and the search
 * reached an end of it, else at the settled node nearest its point (a park's centre miles from any
 * road: Arches' was 6 miles from UT-128 along the river), so a target whose nearest road is closed
 * (blocked) that day gets the drive to the nearest road point still open near it, within
 * OPEN_ROAD_SLACK_MILES more than its nearest road point. (Before, the slack was counted from its
 * nearest node, which on a long edge is far: Tuolumne Meadows, 14 miles from Tioga Road's nodes, was
 * "met" at Lee Vining's junction half a mile from a camp there in December, and at a Yosemite Valley
 * node a mile from camp in any month.) With none that near, a target on a closed road is `closed`:
 * met where the open road ends on its own road (closed-road-ends.ts), at the end nearest it along the
 * closed road (or one about as near) that the search reached, never at the far end of a long closure
 * (Tuolumne Meadows from Crane Flat in December: Lee Vining's end, 16 miles nearer it, is beyond the
 * hour, so `beyond`); else `beyond`.
 */
export function createReachFrom(
  graph: RoadGraph,
  state: SearchState,
  nearestNode: NearestNode,
  blocked: BlockedEdges,
  nearestRoad: (p: LatLngLike) => RoadPoint = (p) => ({ ...nearestNode(p), edge: -1, along: 0, ...p }),
  oneWay: OneWayEdges = new Uint8Array(graph.edgeCount),
  // The point of road nearest a place as drawn (a place `nearestRoad` meets at a node keeps its share
  // along its edge here): where along its closed road a target lies.
  roadPoint: (p: LatLngLike) => RoadPoint = nearestRoad,
): ReachFrom {
  const { g, stamp, closed, hoursTo: metresTo } = state;
  const { adjStart, adjEdge, adjTo, edgeA, edgeMetres, edgeClass } = graph;
  return function reachFrom(origin, targets, req, maxHours, areas = false) {
    if (targets.length === 0) return [];
    const start = nearestRoad(origin);
    const ends = targets.map((t) => nearestRoad(t));
    if (start.miles > REACH_SNAP_MILES) return targets.map(() => ({ kind: 'unrouted' }));
    const { hoursPerMetre } = weighting({ ...req, profile: 'fastest', avoidHighways: false });
    const accessMiles = start.miles * ACCESS_ROAD_FACTOR;
    const accessHours = accessMiles * METRES_PER_MILE * hoursPerMetre[2];
    const generation = state.nextGeneration();
    const settled: number[] = [];
    // The piece of a point's edge from its end (i: 0 the A end, 1 the B end): metres and hours.
    const piece = (at: RoadPoint, i: number) => {
      const metres = (i === 0 ? at.along : 1 - at.along) * edgeMetres[at.edge];
      return { metres, hours: metres * hoursPerMetre[edgeClass[at.edge]] };
    };
    const open = (at: RoadPoint) => at.edge >= 0 && blocked[at.edge] === 0;
    const seed = (v: number, metres: number, hours: number) => {
      if (stamp[v] === generation && g[v] <= accessHours + hours) return;
      stamp[v] = generation;
      g[v] = accessHours + hours;
      metresTo[v] = accessMiles * METRES_PER_MILE + metres;
      state.push(v, g[v]);
    };
    if (!open(start)) seed(start.edge < 0 ? start.node : nearestNode(origin).node, 0, 0);
    else
      [graph.edgeA[start.edge], graph.edgeB[start.edge]].forEach((v, i) => {
        const { metres, hours } = piece(start, i);
        seed(v, metres, hours);
      });
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
        // The drive out from the camp drives a one-way road its way only.
        const way = oneWay[e];
        if (way !== 0 && (way === ONE_WAY_AB) !== (edgeA[e] === v)) continue;
        const cost = g[v] + edgeMetres[e] * hoursPerMetre[edgeClass[e]];
        if (stamp[w] !== generation || cost < g[w]) {
          stamp[w] = generation;
          g[w] = cost;
          metresTo[w] = metresTo[v] + edgeMetres[e];
          state.push(w, cost);
        }
      }
    }
    // A target on a road closed that day, with no open road near it: met at the end of its closed
    // road nearest it (or one about as near) that the search reached, the first reached.
    // The target's point on its closed road (as drawn, else as met), or null when its road is open.
    const onClosed = (t: LatLngLike, met: RoadPoint): RoadPoint | null => {
      const drawn = roadPoint(t);
      const at = drawn.edge >= 0 && blocked[drawn.edge] === 1 ? drawn : met;
      return closedEdgeOf(graph, blocked, at) >= 0 ? at : null;
    };
    const closedReach = (at: RoadPoint | null): RoadReach => {
      if (!at) return { kind: 'beyond' };
      const edge = closedEdgeOf(graph, blocked, at);
      let gate = -1;
      for (const { node } of closedRoadEnds(graph, blocked, at))
        if (closed[node] === generation && (gate < 0 || g[node] < g[gate])) gate = node;
      if (gate < 0) return { kind: 'beyond' };
      return { kind: 'closed', miles: metresTo[gate] / METRES_PER_MILE, hours: g[gate], edge };
    };
    return targets.map((t, i): RoadReach => {
      const at = ends[i];
      if (at.miles > REACH_SNAP_MILES) return { kind: 'unrouted' };
      if (open(at) && at.miles <= ON_ROAD_MILES) {
        // From whichever end of its edge the search reached, or along the origin's own edge.
        let hours = Infinity;
        let metresThere = 0;
        for (let k = 0; k < 2; k++) {
          const v = k === 0 ? graph.edgeA[at.edge] : graph.edgeB[at.edge];
          const part = piece(at, k);
          if (closed[v] === generation && g[v] + part.hours < hours)
            [hours, metresThere] = [g[v] + part.hours, metresTo[v] + part.metres];
        }
        if (open(start) && start.edge === at.edge) {
          const metres = Math.abs(start.along - at.along) * edgeMetres[at.edge];
          const direct = accessHours + metres * hoursPerMetre[edgeClass[at.edge]];
          if (direct < hours) [hours, metresThere] = [direct, accessMiles * METRES_PER_MILE + metres];
        }
        if (hours <= maxHours) return { kind: 'road', miles: metresThere / METRES_PER_MILE, hours };
      }
      let best = -1;
      const closedAt = onClosed(t, at);
      // An area on a closed road is met farther out than a place; an area far from open roads (the
      // Great Smokies' middle) also within its nearest node's distance and the slack, as before.
      let bestMiles = at.miles + (areas && closedAt ? AREA_SLACK_MILES : OPEN_ROAD_SLACK_MILES);
      if (areas && !closedAt) bestMiles = Math.max(bestMiles, nearestNode(t).miles + OPEN_ROAD_SLACK_MILES);
      for (const v of settled) {
        const d = milesBetween(t.latitude, t.longitude, graph.nodeLat[v] * 1e-5, graph.nodeLng[v] * 1e-5);
        if (d <= bestMiles) {
          bestMiles = d;
          best = v;
        }
      }
      if (best >= 0) return { kind: 'road', miles: metresTo[best] / METRES_PER_MILE, hours: g[best] };
      return closedReach(closedAt);
    });
  };
}
