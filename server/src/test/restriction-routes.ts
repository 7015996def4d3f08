import { sharedRoadGraph } from '../routing/graph';
import type { RigRequest } from '../routing/restricted-segments';
import { loadRestrictedSegments, segmentsOnLine } from '../routing/restricted-segments';
import { createRoadRouter } from '../routing/road-router';
import type { RouteRequest, RoutedPath } from '../routing/core/road-types';

/**
 * What the restrictions table's tests route with: the bundled table, the shared road graph, a router
 * that keeps to the table and one with no table (what every route was before the table).
 */
export function restrictionRoutes() {
  const segments = loadRestrictedSegments();
  const graph = sharedRoadGraph();
  return {
    segments,
    graph,
    router: createRoadRouter(graph, segments),
    plainRouter: createRoadRouter(graph, []),
    byId: (id: string) => segments.find((s) => s.id === id)!,
    /** The segments a routed line goes through for this rig (a propane rig unless told otherwise). */
    drives: (p: RoutedPath, limits: RigRequest = { propaneOnBoard: true }) =>
      segmentsOnLine(p, segments, limits).map((s) => s.segment.id),
  };
}

export const at = (latitude: number, longitude: number) => ({ latitude, longitude });

/** A class C on the fastest route, with `more` on top. */
export const rig = (more: Partial<RouteRequest>): RouteRequest => ({
  profile: 'fastest',
  rvType: 'class-c',
  ...more,
});

/** Each restriction a route met, as its kind and its note. */
export const notesOf = (p: RoutedPath) => (p.restrictions ?? []).map((r) => [r.kind, r.note]);
