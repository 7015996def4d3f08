import type { ClosedTable } from './closed-ends';
import type { RoadGraph } from './graph';
import type { NearestRoad } from './core/edge-index';
import type { RoadPoint } from './core/road-types';
import { ON_ROAD_MILES, createEdgeIndex, nodePoint, offRoadAtNode, projectOnEdge } from './core/edge-index';
import type { NearestNode } from './core/node-index';
import type { OneWayEdges } from './core/one-way';
import type { LatLngLike } from './core/road-types';
import type { RestrictedSegment } from './restricted-segments';
import type { RoadRestrictions } from './road-restrictions';
import type { RoadSeasons } from './road-seasons';
import type { Stretch } from './segment-stretches';
import { coversEdge, createStretches, outOfStretches, pieceEnters } from './segment-stretches';

/**
 * Where a router meets a place: at the nearest point of road (part-way along an edge: the graph
 * draws a park road such as Tioga Road as one edge of 50 miles; the index is built on first use, a
 * third of a second). On a restricted segment's edge other than a ferry's (a tunnel, a bridge, a
 * road with size limits) a place is met where it is when it lies outside the stretch of the edge
 * the segment covers (segment-stretches.ts: Springdale, on UT-9's 39.5-mile edge 4 miles short of
 * the Zion-Mount Carmel Highway), and at the nearer end of that stretch on its own road when inside
 * it (no way on or off part-way through a tunnel; a route meets a rig kept off it at the end its leg
 * reaches first, stretch-ends.ts), or at its nearest node when the stretch is its whole edge (a park road the
 * segment covers all of, as Going-to-the-Sun Road); a place on no road with a node about as near
 * (offRoadAtNode: a park's centre) at that node; one on the edge of a row with portals (SR-99's line
 * downtown, segment-stretches.ts) at its nearest node. (Before, any place on such an edge was met at its
 * nearest node anywhere: Springdale at Hildale, 13 miles off on another road.) On a one-way road
 * (core/one-way.ts) a place is met at its nearest node: the one-way stretches are the park-road
 * overlay's lines between places set by hand, not the road's course, and a place beside one is
 * reached by the road its turn is on (Cades Cove Campground, beside the line of the loop's last
 * stretch, turns off at the loop's start: met part-way along that stretch, a drive to it from
 * Townsend went round the whole one-way loop). `placePoint` applies those rules (hoursFromRoad
 * and reachFrom meet places where a route does; `outOfStretch` also names the rows a place inside
 * a stretch was moved out of); `pieceDrives` says which rows a piece of an edge drives.
 */
export function createPlaceSnapping(
  graph: RoadGraph,
  segments: readonly RestrictedSegment[],
  restrictions: RoadRestrictions,
  seasons: RoadSeasons,
  nearestNode: NearestNode,
  oneWay: OneWayEdges = new Uint8Array(graph.edgeCount),
) {
  const atNode = new Uint8Array(graph.edgeCount);
  oneWay.forEach((way, e) => way !== 0 && (atNode[e] = 1));
  segments.forEach((s, i) => s.portals && restrictions.edgesOf(i).forEach((e) => (atNode[e] = 1)));
  const stretches = createStretches(graph, segments, restrictions.edgesOf);
  const outOfStretch = (at: RoadPoint, w: LatLngLike) => outOfStretches(graph, at, w, stretches.get(at.edge));
  let edgeIndex: NearestRoad | undefined;
  // Remembered by place: a plan asks for the same places again and again.
  const memo = new Map<string, RoadPoint>();
  const nearestRoad = (w: LatLngLike) => {
    const key = `${w.latitude},${w.longitude}`;
    let at = memo.get(key);
    if (!at) {
      if (memo.size >= 8192) memo.clear();
      memo.set(key, (at = (edgeIndex ??= createEdgeIndex(graph))(w)));
    }
    return at;
  };
  const placePoint = (w: LatLngLike): RoadPoint => {
    const at = nearestRoad(w);
    if (at.edge >= 0 && at.miles > ON_ROAD_MILES) {
      const near = nearestNode(w);
      if (offRoadAtNode(at, near.miles)) return nodePoint(graph, near.node, near.miles);
    }
    if (at.edge >= 0 && atNode[at.edge] === 1) return { ...at, edge: -1, node: nearestNode(w).node };
    const { point, ends } = outOfStretch(at, w);
    // Inside a run of stretches that is its whole edge: at the nearest node, as before.
    return ends.length > 0 && ends.every((e) => e.edge < 0) ? { ...at, edge: -1, node: nearestNode(w).node } : point;
  };
  // A ferry's crossing is a row at a point: a place on its edge's island part does not cross it.
  const ferryIds = segments.flatMap((s, i) => (s.ferry ? [i] : []));
  const ferryRows: ClosedTable = {
    count: ferryIds.length,
    edgesOf: (k) => restrictions.edgesOf(ferryIds[k]),
    atOf: (k) => segments[ferryIds[k]].at,
  };
  const pieceDrives = createPieceDrives(graph, [seasons.passes, ferryRows], [seasons.roads], stretches);
  return { nearestRoad, atNode, pieceDrives, placePoint, outOfStretch, stretches };
}

/**
 * Whether a piece of an edge (from share `from` of its length to share `to`: a place part-way
 * along it, edge-index.ts) drives the rows on that edge. A row at a point (a pass's summit, a ferry's crossing:
 * `pointRows`) is driven only by a piece that passes its point, so Dillon, half a
 * mile up US-6's 17-mile edge over Loveland Pass, is not over the pass; a restricted segment's row
 * (`stretches`) only by a piece that enters its stretch, so Springdale, on UT-9's edge short of the
 * Zion-Mount Carmel Highway, is reached from the west without it; a row closing a whole road
 * (a seasonal road: `wholeRows`) by any piece of it. An edge without rows is driven by any piece
 * (nothing to say of it). A piece that drives one row of an edge is taken to drive the edge, and
 * so all its rows.
 */
export interface PieceDrives {
  (e: number, from: number, to: number): boolean;
  /**
   * Whether the piece passes a row's point on e (a pass's summit, a ferry's crossing) or enters a
   * restricted segment's stretch, whatever the edge's whole rows: Dardanelle, half-way up CA-108's
   * 52-mile edge, drives the Sonora Pass seasonal road's edge westward but not the pass's summit,
   * east of it.
   */
  overPoint(e: number, from: number, to: number): boolean;
}

export function createPieceDrives(
  graph: RoadGraph,
  pointRows: readonly ClosedTable[],
  wholeRows: readonly ClosedTable[],
  stretches: ReadonlyMap<number, readonly Stretch[]> = new Map(),
): PieceDrives {
  const whole = new Set<number>();
  for (const t of wholeRows) for (let i = 0; i < t.count; i++) for (const e of t.edgesOf(i)) whole.add(e);
  // Each edge's rows' points, as shares of its length (projected on first use).
  const points = new Map<number, Array<{ latitude: number; longitude: number }>>();
  for (const t of pointRows)
    for (let i = 0; i < t.count; i++)
      for (const e of t.edgesOf(i)) points.set(e, [...(points.get(e) ?? []), t.atOf(i)]);
  const shares = new Map<number, number[]>();
  const overPoint = (e: number, from: number, to: number) => {
    if (pieceEnters(stretches.get(e), from, to)) return true;
    const at = points.get(e);
    if (!at) return false;
    let s = shares.get(e);
    if (!s) shares.set(e, (s = at.map((p) => projectOnEdge(graph, e, p).along)));
    const [lo, hi] = from < to ? [from, to] : [to, from];
    return s.some((a) => a >= lo && a <= hi);
  };
  const drives = (e: number, from: number, to: number) =>
    whole.has(e) || (!points.has(e) && !stretches.has(e)) || overPoint(e, from, to);
  return Object.assign(drives, { overPoint });
}

/**
 * The restricted segments as closed-ends.ts reads rows: a place far from any node beside one of a
 * row's edges lies on it only when the row's stretch is the whole edge (else createPlaceSnapping
 * meets it, on its own road or at the stretch's end).
 */
export function segmentRows(
  segments: readonly RestrictedSegment[],
  restrictions: RoadRestrictions,
  stretches: ReadonlyMap<number, readonly Stretch[]>,
): ClosedTable {
  return {
    count: segments.length,
    edgesOf: restrictions.edgesOf,
    atOf: (i) => segments[i].at,
    onEdge: (i, e) => stretches.get(e)?.some((s) => s.row === i && coversEdge(s)) ?? true,
  };
}
