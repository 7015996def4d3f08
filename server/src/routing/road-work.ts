import type { RvType } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { round } from '../geo';
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
  route(points: LatLngLike[], rvType: RvType, season?: RoadSeason): Promise<RoadSummary>;
  legs(points: LatLngLike[], rvType: RvType, season?: RoadSeason): Promise<RoadLegSummary[]>;
}

/** When the road is driven and whether to keep off mountain passes (routing/seasons.ts). */
export type RoadSeason = { date?: string; avoidPasses?: boolean };

// The RV type's typical rig carries propane, so these routes keep out of tunnels that ban it.
const fastest = (rvType: RvType, season: RoadSeason = {}) => ({
  profile: 'fastest' as const,
  rvType,
  propaneOnBoard: RIG_DEFAULTS[rvType].propaneOnBoard,
  ...(season.date ? { date: season.date } : {}),
  ...(season.avoidPasses ? { avoidPasses: true } : {}),
});

/** The fastest route through the points, on the bundled graph (a RouteNotFoundError when none). */
export function roadSummary(points: LatLngLike[], rvType: RvType, season?: RoadSeason): RoadSummary {
  const path = builtinRoute(points, fastest(rvType, season));
  return {
    miles: round(path.miles),
    driveHours: round(path.hours, 1),
    roads: path.roads,
    geometry: encodePath(path),
  };
}

/** Each leg routed on its own, so a day's figures are that day's drive only. */
export function roadLegSummaries(points: LatLngLike[], rvType: RvType, season?: RoadSeason): RoadLegSummary[] {
  return points.slice(1).map((to, i) => {
    const from = points[i];
    if (from.latitude === to.latitude && from.longitude === to.longitude)
      return { miles: 0, driveHours: 0, geometry: '' };
    const path = builtinRoute([from, to], fastest(rvType, season));
    return { miles: round(path.miles), driveHours: round(path.hours, 1), geometry: encodePath(path) };
  });
}

/** The same work on the calling thread (the in-process test app; the worker threads themselves). */
export const inlineRoadWork: RoadWork = {
  route: async (points, rvType, season) => roadSummary(points, rvType, season),
  legs: async (points, rvType, season) => roadLegSummaries(points, rvType, season),
};
