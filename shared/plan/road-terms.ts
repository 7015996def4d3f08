import type { OptimizeFor, RouteType, RvType } from '../schemas/plan';
import type { Rig } from '../schemas/rig';
import { planRouteOf } from '../trips/optimize-route';

/**
 * What a trip's road is routed by besides its places (GET /api/road-route), as the planner routes
 * its days: the RV type, the trip's own rig (its sizes and propane: the restricted segments kept
 * off), the day it is driven (seasonal roads, dated closures, passes in winter), whether to keep off
 * mountain passes, the route option (how each road class is weighed; absent, fastest) and whether
 * to keep off Interstates.
 */
export interface RoadRouteTerms {
  rvType?: RvType;
  rig?: Rig;
  date?: string;
  avoidPasses?: boolean;
  routeType?: RouteType;
  avoidHighways?: boolean;
}

/** What a trip would be planned with, as far as its road goes; every field may be unset. */
export interface TripRoadChoices {
  rvType?: RvType;
  rig?: Rig;
  departureDate?: string;
  avoidPasses?: boolean;
  avoidHighways?: boolean;
  routeType?: RouteType;
  optimizeFor?: OptimizeFor;
}

/**
 * The terms a trip's road is drawn on before it has a plan (the manual planner's line, a trip's
 * routed miles): the ones its plan would route its days by, the route option included (a trip
 * that names none is planned on the balanced option, not the fastest the road route takes when
 * asked without one).
 */
export function planRoadTerms(trip: TripRoadChoices): RoadRouteTerms {
  return {
    ...(trip.rvType ? { rvType: trip.rvType } : {}),
    ...(trip.rig ? { rig: trip.rig } : {}),
    ...(trip.departureDate ? { date: trip.departureDate } : {}),
    ...(trip.avoidPasses ? { avoidPasses: true } : {}),
    routeType: planRouteOf(trip),
    ...(trip.avoidHighways ? { avoidHighways: true } : {}),
  };
}
