import type { RoadGraph } from './graph';
import type { LatLngLike, RoadPoint } from './core/road-types';

/**
 * A place within this many miles (straight line) of the end of a restricted stretch it is met at is
 * beside the segment, not on it: the day does not say its drive ends short. Morefield Campground's
 * point is 0.6 miles from the turn past which Mesa Verde's road is closed to trailers, its own road
 * not in the graph, so its nearest road is the closed stretch; Canyon Junction, where the
 * Zion-Mount Carmel Highway's rule begins, lies 0.15 miles off the graph's simplified UT-9.
 */
const BESIDE_END_MILES = 1;

/** What the route's search of a leg between two points answers (road-route.ts' CachedLeg). */
type LegOf = (from: RoadPoint, to: RoadPoint) => { edges: ArrayLike<number> | null; from: number; to: number };

/**
 * Where a route meets a place whose nearest road is an edge with restricted stretches
 * (segment-stretches.ts): where it is, outside them; inside one, for a rig kept off it, at the end
 * of the run of stretches its leg with the other place (the one before it, or after the first)
 * reaches by fewer road metres, as closed-ends.ts meets a place on a closed road; for a rig that
 * may drive it, at the run's end nearer the place (its nearest node when the run is its whole edge). `rows` are the stretches' rows and
 * `short` whether the place lies off that end (the day says the drive ends short of a row the rig
 * must keep off).
 */
export function stretchEnd(
  p: { graph: RoadGraph; outOfStretch(at: RoadPoint, place: LatLngLike): { point: RoadPoint; rows: number[]; ends: RoadPoint[] } },
  road: RoadPoint,
  place: LatLngLike,
  other: RoadPoint | undefined,
  after: boolean,
  legOf: LegOf,
  kept: ReadonlySet<number>,
  atNearestNode: () => RoadPoint,
): { point: RoadPoint; rows: number[]; short: boolean } {
  const { point, rows, ends } = p.outOfStretch(road, place);
  if (rows.length === 0) return { point, rows, short: false };
  // A rig that may drive the run is met at its end nearer the place (a dead-end park road's far
  // end: the Chisos Basin), or at the place's nearest node when the run is its whole edge (a park
  // road the segment covers all of, the edge's ends junctions on it: Logan Pass), as before.
  if (!rows.some((i) => kept.has(i)))
    return { point: ends.every((e) => e.edge < 0) ? atNearestNode() : point, rows, short: false };
  if (!other) return { point, rows, short: point.miles > BESIDE_END_MILES };
  const { graph } = p;
  const piece = (at: RoadPoint, node: number) =>
    at.edge < 0 ? 0 : Math.abs((graph.edgeA[at.edge] === node ? 0 : 1) - at.along) * graph.edgeMetres[at.edge];
  // The leg's road metres: its edges between the nodes it joins, and the pieces of the ends' edges.
  const metres = (end: RoadPoint) => {
    const [from, to] = after ? [other, end] : [end, other];
    const leg = legOf(from, to);
    if (!leg.edges) return Infinity;
    if (leg.from < 0) return Math.abs(from.along - to.along) * graph.edgeMetres[from.edge];
    let m = piece(from, leg.from) + piece(to, leg.to);
    for (let i = 0; i < leg.edges.length; i++) m += graph.edgeMetres[leg.edges[i]];
    return m;
  };
  const [a, b] = ends.map(metres);
  const end = b < a ? ends[1] : ends[0];
  return { point: end, rows, short: end.miles > BESIDE_END_MILES };
}
