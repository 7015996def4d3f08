import { edgesInBox } from './edge-index';
import { CLASS_INTERSTATE } from './graph-format';
import type { RoadGraph } from '../graph';
import type { RestrictedSegment } from '../restricted-segments';
import type { BlockedEdges } from './road-search';

/**
 * Why a detour needs its own rule: the road graph has no speed limits, signals or one-way data (but for
 * two park loops, core/one-way.ts), so a US or state route through a downtown (Baltimore's US-40 on Pratt and Lombard Streets) counts at a
 * US highway's speed, and the shortest way around a closed harbour tunnel is then across downtown.
 * The authorities send the traffic they keep out of a tunnel round by a ring road instead (MDTA: "the
 * western section of I-695 around the tunnels"; Boston: I-93/I-95 for through hazardous cargo). So a
 * row with a `detour` names a radius: a drive going around it keeps to Interstates that near it.
 */

const MILES_PER_DEGREE_LAT = 69.05;

/** Whether a point (in the graph's 1e-5 degree units) lies within `miles` of the segment's point. */
function near(lat5: number, lng5: number, s: RestrictedSegment, miles: number): boolean {
  const cos = Math.cos((s.at.latitude * Math.PI) / 180);
  const dLat = lat5 * 1e-5 - s.at.latitude;
  const dLng = (lng5 * 1e-5 - s.at.longitude) * cos;
  return Math.hypot(dLat, dLng) * MILES_PER_DEGREE_LAT <= miles;
}

const nodeNear = (graph: RoadGraph, node: number, s: RestrictedSegment, miles: number) =>
  near(graph.nodeLat[node], graph.nodeLng[node], s, miles);

/** Whether any point of the edge (its ends or the points drawn between them) lies within `miles`. */
function edgeNear(graph: RoadGraph, e: number, s: RestrictedSegment, miles: number): boolean {
  if (nodeNear(graph, graph.edgeA[e], s, miles) || nodeNear(graph, graph.edgeB[e], s, miles)) return true;
  for (let k = graph.ptStart[e]; k < graph.ptStart[e + 1]; k++)
    if (near(graph.pts[2 * k + 1], graph.pts[2 * k], s, miles)) return true;
  return false;
}

/**
 * The edges a through detour round the segment keeps off: every edge that is not an Interstate with
 * a point within its `detour.withinMiles` (the city's streets, as the graph has them), except the
 * edges of restricted segments themselves (`own`: blocked and given back by their own rule), in edge
 * order. Only the edges in the grid cells round the radius are looked at, not the whole country's
 * (80 ms a row on a plan thread's first propane trip past the city).
 */
export function cityEdges(graph: RoadGraph, s: RestrictedSegment, own: ReadonlySet<number>): number[] {
  const miles = s.detour?.withinMiles;
  if (miles === undefined) return [];
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const dLng = dLat / Math.cos((s.at.latitude * Math.PI) / 180);
  const { latitude, longitude } = s.at;
  const around = edgesInBox(graph, latitude - dLat, longitude - dLng, latitude + dLat, longitude + dLng);
  return [...around]
    .filter((e) => graph.edgeClass[e] !== CLASS_INTERSTATE && !own.has(e) && edgeNear(graph, e, s, miles))
    .sort((a, b) => a - b);
}

/** Whether a leg from one node to another goes through the city (starts and ends outside the radius). */
export function throughLeg(graph: RoadGraph, ends: readonly number[], s: RestrictedSegment): boolean {
  const miles = s.detour?.withinMiles;
  return miles !== undefined && ends.every((n) => !nodeNear(graph, n, s, miles));
}

/** The city edges one leg's search keeps off while it goes around detour rows. */
export interface LegCityBlock {
  /** Blocks the row's city edges when the leg goes through its city (and they were not given back). */
  block(i: number): void;
  /** Gives every blocked city edge its old value; true when there were some (the leg then keeps them open). */
  giveBack(): boolean;
}

/**
 * Per leg (from and to nodes; none: no detour rule), the city edges of the rows it goes around. Each
 * edge keeps the value it had (the seasons block edges in the same mask); when they leave no way at
 * all they are given back together and not blocked again for that leg.
 */
export function createCityBlock(
  graph: RoadGraph,
  segments: readonly RestrictedSegment[],
  blocked: BlockedEdges,
  own: ReadonlySet<number>,
): (ends: readonly number[] | undefined) => LegCityBlock {
  // Each detour row's city edges, found the first time a through leg goes around it.
  const cities = new Map<number, number[]>();
  const cityOf = (i: number) => {
    let list = cities.get(i);
    if (!list) cities.set(i, (list = cityEdges(graph, segments[i], own)));
    return list;
  };
  return (ends) => {
    const saved = new Map<number, number>();
    let off = ends === undefined;
    return {
      block(i) {
        if (off || !ends || !throughLeg(graph, ends, segments[i])) return;
        for (const e of cityOf(i)) {
          if (!saved.has(e)) saved.set(e, blocked[e]);
          blocked[e] = 1;
        }
      },
      giveBack() {
        const had = saved.size > 0;
        for (const [e, v] of saved) blocked[e] = v;
        saved.clear();
        if (had) off = true;
        return had;
      },
    };
  };
}
