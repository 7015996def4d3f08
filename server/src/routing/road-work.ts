import type { RvType } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { round } from '../catalogue/geo';
import { builtinRoute } from './builtin';
import type { LatLngLike } from './road-router';
import { encodePath } from './road-router';

/** A route on the bundled graph as /api/road-route answers it: rounded figures and the encoded line. */
export type RoadSummary = { miles: number; driveHours: number; roads: string[]; geometry: string };
/** One leg of /api/road-route/legs. */
export type RoadLegSummary = { miles: number; driveHours: number; geometry: string };

/**
 * The road routes the API answers. A search on the graph is CPU work (a long one about 0.1 s), so
 * the server runs these in its worker threads; this interface is what the router is handed.
 */
export interface RoadWork {
  route(points: LatLngLike[], rvType: RvType): Promise<RoadSummary>;
  legs(points: LatLngLike[], rvType: RvType): Promise<RoadLegSummary[]>;
}

// The RV type's typical rig carries propane, so these routes keep out of tunnels that ban it.
const fastest = (rvType: RvType) => ({
  profile: 'fastest' as const,
  rvType,
  propaneOnBoard: RIG_DEFAULTS[rvType].propaneOnBoard,
});

/** The fastest route through the points, on the bundled graph (a RouteNotFoundError when none). */
export function roadSummary(points: LatLngLike[], rvType: RvType): RoadSummary {
  const path = builtinRoute(points, fastest(rvType));
  return {
    miles: round(path.miles),
    driveHours: round(path.hours, 1),
    roads: path.roads,
    geometry: encodePath(path),
  };
}

/** Each leg routed on its own, so a day's figures are that day's drive only. */
export function roadLegSummaries(points: LatLngLike[], rvType: RvType): RoadLegSummary[] {
  return points.slice(1).map((to, i) => {
    const from = points[i];
    if (from.latitude === to.latitude && from.longitude === to.longitude)
      return { miles: 0, driveHours: 0, geometry: '' };
    const path = builtinRoute([from, to], fastest(rvType));
    return { miles: round(path.miles), driveHours: round(path.hours, 1), geometry: encodePath(path) };
  });
}

/** The same work on the calling thread (the in-process test app; the worker threads themselves). */
export const inlineRoadWork: RoadWork = {
  route: async (points, rvType) => roadSummary(points, rvType),
  legs: async (points, rvType) => roadLegSummaries(points, rvType),
};
