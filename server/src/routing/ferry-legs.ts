import type { RoadGraph } from './graph';
import { ferryHours } from './ferry-rules';
import type { RestrictedSegment } from './restricted-segments';
import { conditionNote, nearestIndex, segmentRule, unavoidableNote } from './restricted-segments';
import { milesBetween } from './core/node-index';
import type { LatLngLike, RouteRequest, RouteRestriction, RoutedPath } from './core/road-types';
import { METRES_PER_MILE } from './core/road-weights';

/**
 * Ferries on a routed path (road-ferries.ts). A crossing the graph draws as road (a leg drove the
 * ferry's edges) is timed as the ferry's crossing plus its stated wait in place of the road's time
 * over the water. A place across the water from the end of its road (Ocracoke: the graph's NC-12
 * stops at the Hatteras landing, and the island's nearest road node is there) is reached by the
 * ferry from that landing: the day says so and its time gets the crossing and wait. A rig the ferry
 * does not take is told it cannot board (our network has no other way).
 */

// A place counts as across the water when its road node lies within this of one landing, and the
// place itself is nearer the other landing than that node, and further from the road than this.
const LANDING_MILES = 3;
const ACROSS_MILES = 2;

export interface FerryLegInput {
  graph: RoadGraph;
  segments: readonly RestrictedSegment[];
  /** Each segment's graph edges (road-restrictions.ts). */
  edgesOf(i: number): readonly number[];
  path: RoutedPath;
  req: RouteRequest;
  /** Segments the path's legs drove (with a note, or for want of a way round). */
  driven: ReadonlySet<number>;
  waypoints: readonly LatLngLike[];
  /** Each waypoint's road node and its miles from the waypoint. */
  snapped: ReadonlyArray<{ node: number; miles: number }>;
  hoursPerMetre: Float64Array;
}

const nodePoint = (graph: RoadGraph, v: number) => ({
  latitude: graph.nodeLat[v] * 1e-5,
  longitude: graph.nodeLng[v] * 1e-5,
});
const landingPoint = ([lng, lat]: readonly [number, number]) => ({ latitude: lat, longitude: lng });
const miles = (a: LatLngLike, b: LatLngLike) =>
  milesBetween(a.latitude, a.longitude, b.latitude, b.longitude);

/** The ferry a waypoint is reached by from its road node, if it lies across the water from it. */
function ferryAcross(
  segments: readonly RestrictedSegment[],
  place: LatLngLike,
  node: LatLngLike,
  offRoad: number,
  driven: ReadonlySet<number>,
): number | undefined {
  if (offRoad <= ACROSS_MILES) return undefined;
  let best: { i: number; d: number } | undefined;
  segments.forEach((s, i) => {
    // A ferry the drive already crossed on the graph is not crossed again to reach the place.
    if (!s.ferry || driven.has(i)) return;
    const [a, b] = s.ferry.landings.map(landingPoint);
    for (const [near, far] of [
      [a, b],
      [b, a],
    ]) {
      if (miles(node, near) > LANDING_MILES) continue;
      const d = miles(place, far);
      if (d < miles(place, near) && d < offRoad && (!best || d < best.d)) best = { i, d };
    }
  });
  return best?.i;
}

/**
 * The hours a crossing the graph draws as road adds to the road's own time over the water (the
 * ferry's crossing and stated wait, less the time the graph's edge takes between the landings), or
 * null when the ferry's crossing time is unknown or the graph has no edge over the water.
 */
export function ferryAddedHours(
  graph: RoadGraph,
  s: RestrictedSegment,
  edges: readonly number[],
  hoursPerMetre: Float64Array,
): number | null {
  const hours = s.ferry ? ferryHours(s.ferry) : null;
  if (!s.ferry || hours === null || edges.length === 0) return null;
  const [a, b] = s.ferry.landings.map(landingPoint);
  const roadHours = miles(a, b) * METRES_PER_MILE * hoursPerMetre[graph.edgeClass[edges[0]]];
  return Math.max(0, hours - roadHours);
}

/**
 * The ferries' time as the route searches weigh it (road-search.ts' added cost): each crossing the
 * graph draws as road costs its ferryAddedHours on top of the road's, spread over its edges, so
 * route choice sees a slow ferry as slow. `set` writes a request's figures (they hang on the rig's
 * speed over the water); `on(e)` is whether edge e carries any.
 */
export function createFerryCosts(
  graph: RoadGraph,
  segments: readonly RestrictedSegment[],
  edgesOf: (i: number) => readonly number[],
) {
  const added = new Float64Array(graph.edgeCount);
  const ferries = segments.flatMap((s, i) => (s.ferry && edgesOf(i).length > 0 ? [i] : []));
  // The figures last written, by the rig's speeds (one table a rig and profile: road-weights.ts'
  // weighting): written again only for another.
  let last: Float64Array | undefined;
  return {
    added,
    set(hoursPerMetre: Float64Array): void {
      if (hoursPerMetre === last) return;
      last = hoursPerMetre;
      for (const i of ferries) {
        const edges = edgesOf(i);
        const hours = ferryAddedHours(graph, segments[i], edges, hoursPerMetre) ?? 0;
        for (const e of edges) added[e] = hours / edges.length;
      }
    },
    on: (e: number) => added[e] > 0,
  };
}

/** The path with its ferries timed, and the notes of ferries to places across the water. */
export function withFerries(input: FerryLegInput): { path: RoutedPath; restrictions: RouteRestriction[] } {
  const { graph, segments, path, req, hoursPerMetre } = input;
  const added: Array<{ index: number; hours: number }> = [];
  const restrictions: RouteRestriction[] = [];
  for (const i of input.driven) {
    const s = segments[i];
    // The road's own time over the water, as the graph draws it, gives way to the ferry's.
    const hours = ferryAddedHours(graph, s, input.edgesOf(i), hoursPerMetre);
    if (hours !== null) added.push({ index: Math.max(1, nearestIndex(path, s.at)), hours });
  }
  input.waypoints.forEach((place, j) => {
    const { node, miles: offRoad } = input.snapped[j];
    const i = ferryAcross(segments, place, nodePoint(graph, node), offRoad, input.driven);
    if (i === undefined) return;
    const s = segments[i];
    const index = j === 0 ? 0 : path.waypointIndex[j - 1];
    const boards = segmentRule(s, req) !== 'avoid';
    restrictions.push({
      id: s.id,
      kind: boards ? 'ferry' : 'passes',
      note: boards ? conditionNote(s, req) : unavoidableNote(s, req),
      index,
    });
    const hours = s.ferry ? ferryHours(s.ferry) : null;
    // The hours go on the drive's first stretch when the ferry starts it, else where it reaches the place.
    if (hours !== null) added.push({ index: Math.min(Math.max(index, 1), path.cumHours.length - 1), hours });
  });
  if (added.length === 0) return { path, restrictions };
  const cumHours = path.cumHours.slice();
  for (const { index, hours } of added) for (let k = index; k < cumHours.length; k++) cumHours[k] += hours;
  return { path: { ...path, cumHours, hours: cumHours[cumHours.length - 1] }, restrictions };
}
