import type { TripPlan, NormalizedTripInput } from '@shared/schemas/plan';
import { DEFAULT_FUEL_PRICE_PER_GALLON } from '@shared/constants';
import type { RoutingProvider } from '../routing/provider';
import { builtinRoutingProvider } from '../routing/provider';
import { assemblePlan } from './core/assemble-plan';
import type { PlannerData } from '../catalogue/planner-data';
import { createPlanContext } from './core/context';
import { runPlanSteps } from './core/pipeline';
import { createPlanRouter } from './plan-router';
import { bundledParkClosures } from './park-closures';
import type { ParkClosures } from './core/activity-season';
import type { PlanRig } from './core/context';
import type { ParkRigRoads } from './core/rig-roads';
import { parkRigRoads } from './park-rig-roads';

export { maxDrivingHours, selectedRoute } from './core/context';
export { LocationNotFoundError, NoRoadRouteError } from './core/steps/places';

export interface PlannerOptions {
  fuelPricePerGallon?: number;
  // Routes the plan's roads, day legs included; the bundled highway graph stands in when it fails.
  routing?: RoutingProvider;
  campgroundRadiusMiles?: number;
  /** The parks' winter road closures (the bundled seasonal-roads table's by default). */
  parkClosures?: ParkClosures;
  /** The parks' roads closed to a rig (the bundled restricted segments' by default). */
  rigRoadsFor?: (rig: PlanRig) => ParkRigRoads;
  now?: () => Date;
}

export const DEFAULT_FUEL_PRICE = DEFAULT_FUEL_PRICE_PER_GALLON;
export const CAMPGROUND_RADIUS = 40;

/**
 * The built-in planner: the request's context is worked out once, then the plan's steps run in
 * order (see pipeline.ts) and the plan is assembled from what they found.
 */
export async function planTrip(
  input: NormalizedTripInput,
  data: PlannerData,
  options: PlannerOptions = {},
): Promise<TripPlan> {
  const ctx = createPlanContext(input, data, createPlanRouter(options.routing ?? builtinRoutingProvider), {
    fuelPricePerGallon: options.fuelPricePerGallon ?? DEFAULT_FUEL_PRICE,
    campgroundRadiusMiles: options.campgroundRadiusMiles ?? CAMPGROUND_RADIUS,
    parkClosures: options.parkClosures ?? bundledParkClosures(),
    rigRoadsFor: options.rigRoadsFor ?? ((rig) => parkRigRoads(rig)),
  });
  const state = await runPlanSteps(ctx);
  return assemblePlan(ctx, state, (options.now ?? (() => new Date()))());
}

// Plans with a routing service: the plan's routes and day legs are routed by the provider; when it
// fails, the bundled graph routes them and the plan says so.
export function planTripWithProvider(
  input: NormalizedTripInput,
  data: PlannerData,
  provider: RoutingProvider,
  options: PlannerOptions = {},
): Promise<TripPlan> {
  return planTrip(input, data, { ...options, routing: provider });
}
