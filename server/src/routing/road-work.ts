import type { RouteType, RvType } from '@shared/schemas/plan';
import type { Rig } from '@shared/schemas/rig';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { round } from '../geo';
import { builtinRoute } from './builtin';
import type { LatLngLike, RouteRequest, RoutedPath } from './road-router';
import { restrictionTexts } from './core/restriction-texts';
import { encodePath } from './road-router';

/** A route on the bundled graph as /api/road-route answers it: rounded figures and the encoded line. */
export type RoadSummary = { miles: number; driveHours: number; roads: string[]; geometry: string };
/** One leg of /api/road-route/legs, with what its day says of its roads. */
export type RoadLegSummary = {
  miles: number;
  driveHours: number;
  geometry: string;
  notes: string[];
  warnings: string[];
};

/**
 * The road routes the API answers. A search on the graph is CPU work (a long one about 0.1 s), so
 * the server runs these in its worker threads; this interface is what the router is handed.
 */
export interface RoadWork {
  route(points: LatLngLike[], rvType: RvType, terms?: RoadTerms): Promise<RoadSummary>;
  legs(points: LatLngLike[], rvType: RvType, terms?: RoadTerms): Promise<RoadLegSummary[]>;
}

/**
 * What the planner's legs are routed by besides the places: when the road is driven (`date`, or
 * each leg's own `dates`: seasonal roads, dated closures, passes in winter, routing/seasons.ts),
 * whether to keep off mountain passes, the trip's rig (its length, height, width and propane decide
 * the restricted segments kept off; absent, the RV type's typical rig), its route preference (the
 * plan's route option, `routeType`: how each road class is weighed; absent, fastest) and whether it
 * keeps off Interstates (`avoidHighways`).
 */
export type RoadTerms = {
  date?: string;
  dates?: string[];
  avoidPasses?: boolean;
  routeType?: RouteType;
  avoidHighways?: boolean;
  rig?: Pick<Rig, 'lengthFeet' | 'heightFeet' | 'propaneOnBoard'> & Partial<Pick<Rig, 'widthFeet' | 'towingCar'>>;
};

/** The request of a route (leg `i` when each leg has its own date), as the planner's day legs ask it. */
function requestOf(rvType: RvType, terms: RoadTerms = {}, leg = 0): RouteRequest {
  const rig = terms.rig ?? RIG_DEFAULTS[rvType];
  const date = terms.dates?.[leg] ?? terms.date;
  return {
    profile: terms.routeType ?? 'fastest',
    rvType,
    ...(terms.avoidHighways ? { avoidHighways: true } : {}),
    propaneOnBoard: rig.propaneOnBoard,
    lengthFeet: rig.lengthFeet,
    heightFeet: rig.heightFeet,
    ...(rig.widthFeet !== undefined ? { widthFeet: rig.widthFeet } : {}),
    ...(rig.towingCar ? { towingCar: true } : {}),
    ...(date ? { date } : {}),
    ...(terms.avoidPasses ? { avoidPasses: true } : {}),
  };
}

/** The route through the points on the terms, on the bundled graph (a RouteNotFoundError when none). */
export function roadSummary(points: LatLngLike[], rvType: RvType, terms?: RoadTerms): RoadSummary {
  const path = builtinRoute(points, requestOf(rvType, terms));
  return {
    miles: round(path.miles),
    driveHours: round(path.hours, 1),
    roads: path.roads,
    geometry: encodePath(path),
  };
}

const legSummary = (path: RoutedPath): RoadLegSummary => ({
  miles: round(path.miles),
  driveHours: round(path.hours, 1),
  geometry: encodePath(path),
  ...restrictionTexts(path.restrictions ?? []),
});

/** Each leg routed on its own (on its own day's date), so a day's figures are that day's drive only. */
export function roadLegSummaries(points: LatLngLike[], rvType: RvType, terms?: RoadTerms): RoadLegSummary[] {
  return points.slice(1).map((to, i) => {
    const from = points[i];
    if (from.latitude === to.latitude && from.longitude === to.longitude)
      return { miles: 0, driveHours: 0, geometry: '', notes: [], warnings: [] };
    return legSummary(builtinRoute([from, to], requestOf(rvType, terms, i)));
  });
}

/** The same work on the calling thread (the in-process test app; the worker threads themselves). */
export const inlineRoadWork: RoadWork = {
  route: async (points, rvType, terms) => roadSummary(points, rvType, terms),
  legs: async (points, rvType, terms) => roadLegSummaries(points, rvType, terms),
};
