import type { NormalizedTripInput, RouteType, RvType } from '@shared/schemas/plan';
import {
  DEFAULT_MAX_DRIVING_HOURS,
  FULL_TIMER_MAX_DRIVING_HOURS,
  FULL_TIMER_MIN_NIGHTS,
} from '@shared/schemas/plan';
import type { Need } from '@shared/schemas/needs';
import type { Rig } from '@shared/schemas/rig';
import { isLongRig, rigFor } from '@shared/schemas/rig';
import { planRouteOf } from '@shared/trips/optimize-route';
import { addDays, clockHours, monthOf } from '@shared/plan/calendar';
import type { BudgetLevel } from './activities';
import type { PlannerData } from '../../catalogue/planner-data';
import type { PlaceAccess } from '../../catalogue/core/place-kinds';
import type { PlanRouter } from '../plan-router';
import type { ActivityPriorities } from './preferences';
import type { ParkClosures } from './activity-season';
import { NO_RIG_ROADS, type ParkRigRoads } from './rig-roads';
import { activityPriorities, overnightNeeds } from './preferences';
import { childrenDrivingLimit, travellerNeeds } from './travellers';
import { DEFAULT_DEPARTURE_HOUR } from './stops';

/** The rig the plan is for: its type and profile (the traveller's own, else the type's typical rig). */
export interface PlanRig extends Rig {
  type: RvType;
}

/** What every step of the plan reads, worked out once from the request before the first step. */
export interface PlanContext {
  readonly input: NormalizedTripInput;
  readonly data: PlannerData;
  /** Every road the plan drives is routed here: the routing provider, the bundled graph behind it. */
  readonly router: PlanRouter;
  readonly rig: PlanRig;
  /**
   * The traveller's special needs and the needs behind their preferred amenities; a rig over
   * BIG_RIG_FEET needs a big-rig night whether or not the traveller ticked it.
   */
  readonly needs: Need[];
  /** The activity categories the days are planned around, when the traveller chose any. */
  readonly priorities: ActivityPriorities | undefined;
  readonly budgetLevel: BudgetLevel;
  readonly pace: {
    /** The daily driving limit before the pace rule (which depends on each route's speed). */
    maxDrivingHours: number;
    /** The shortest stay at every overnight stop when the duration allows. */
    minNights: number;
    /** When the traveller leaves each morning, in hours past midnight (read once from the request's HH:MM). */
    departureHour: number;
  };
  readonly dates: {
    departure: string;
    /** yyyy-mm-dd of the trip's day n (1-based). */
    ofDay(day: number): string;
    /** The month (1-12) of the trip's day n. */
    monthOfDay(day: number): number;
  };
  /** The route option the day-by-day plan follows. */
  readonly selectedRoute: RouteType;
  readonly avoidHighways: boolean;
  /** The traveller asked to keep off mountain passes (any season). */
  readonly avoidPasses: boolean;
  /** The traveller's price a gallon when they set one, else the planner's typical price. */
  readonly fuelPricePerGallon: number;
  readonly fuelPriceIsTravellers: boolean;
  readonly campgroundRadiusMiles: number;
  /** Access some kinds of place need (a military ID opens FamCamps): catalogue/core/place-kinds.ts. */
  readonly access: PlaceAccess;
  /**
   * Each park's winter road closures (routing's seasonal-roads table, read by the planner's service,
   * park-closures.ts): the park's activities and the day's notes in the month.
   */
  readonly parkClosures: ParkClosures;
  /**
   * The parks' roads closed to this rig (routing's restricted segments that name a park, read by
   * the planner's service, park-rig-roads.ts): the parks' scenic drives say so, or are not offered.
   */
  readonly parkRigRoads: ParkRigRoads;
}

/** What the planner's service hands the context besides the request, the data and the router. */
export interface PlanContextOptions {
  fuelPricePerGallon: number;
  campgroundRadiusMiles: number;
  parkClosures: ParkClosures;
  /** The parks' roads closed to a rig (none when not given). */
  rigRoadsFor?: (rig: PlanRig) => ParkRigRoads;
}

export function budgetLevel(input: NormalizedTripInput): BudgetLevel {
  if (input.travelStyle === 'budget' || input.optimizeFor === 'cost') return 'low';
  if (input.budgetRange && input.budgetRange.max > 0) {
    const perDay = input.budgetRange.max / input.duration;
    if (perDay < 200) return 'low';
    if (perDay > 400) return 'high';
  }
  return input.rvType === 'class-a' ? 'high' : 'medium';
}

// An explicit limit wins; full-timer mode otherwise drives about 4 h a day.
export function maxDrivingHours(input: NormalizedTripInput): number {
  return (
    input.maxDrivingHoursPerDay ??
    (input.fullTimer ? FULL_TIMER_MAX_DRIVING_HOURS : DEFAULT_MAX_DRIVING_HOURS)
  );
}

// Which option the day-by-day plan follows: the requested one, else the one the optimization
// target asks for (the table the client's optimize forms read too), else balanced: SPEC's "Route
// choice defaults to balanced" (the results page shows Balanced first, whatever the style).
export function selectedRoute(input: NormalizedTripInput): RouteType {
  return planRouteOf(input);
}

/** The needs every night is chosen and checked for. */
export function planNeeds(input: NormalizedTripInput, rig: Rig): Need[] {
  const needs = travellerNeeds(input, overnightNeeds(input));
  return isLongRig(rig.lengthFeet) && !needs.includes('big-rig') ? [...needs, 'big-rig'] : needs;
}

/**
 * The needs the rig brings that the traveller did not ask for (a big-rig night for a rig over
 * BIG_RIG_FEET): a park that reports meeting one is preferred, but one whose data is silent on it is
 * no worse for what the traveller asked.
 */
export function impliedNeeds(ctx: Pick<PlanContext, 'input' | 'needs'>): Need[] {
  const asked = travellerNeeds(ctx.input, overnightNeeds(ctx.input));
  return ctx.needs.filter((n) => !asked.includes(n));
}

export function createPlanContext(
  input: NormalizedTripInput,
  data: PlannerData,
  router: PlanRouter,
  opts: PlanContextOptions,
): PlanContext {
  // A new request's departure is a real calendar day (shared/schemas/plan-dates.ts refuses 2027-02-30).
  // Asked for every leg, night and camp drive of the plan: each day's date is worked out once.
  const days = new Map<number, string>();
  const ofDay = (day: number) => {
    let date = days.get(day);
    if (date === undefined)
      days.set(day, (date = addDays(input.departureDate, day - 1) ?? input.departureDate));
    return date;
  };
  const rig = rigFor(input.rvType, input.rig);
  const planRig: PlanRig = { type: input.rvType, ...rig };
  const { rigRoadsFor, ...given } = opts;
  return {
    input,
    data,
    router,
    rig: planRig,
    parkRigRoads: rigRoadsFor?.(planRig) ?? NO_RIG_ROADS,
    needs: planNeeds(input, rig),
    priorities: activityPriorities(input.prioritizeActivities),
    budgetLevel: budgetLevel(input),
    pace: {
      maxDrivingHours: childrenDrivingLimit(input, maxDrivingHours(input)),
      minNights: input.fullTimer ? FULL_TIMER_MIN_NIGHTS : 1,
      departureHour: (input.departureTime ? clockHours(input.departureTime) : null) ?? DEFAULT_DEPARTURE_HOUR,
    },
    dates: { departure: input.departureDate, ofDay, monthOfDay: (day) => monthOf(ofDay(day)) },
    selectedRoute: selectedRoute(input),
    avoidHighways: input.avoidHighways === true,
    avoidPasses: input.avoidPasses === true,
    ...given,
    fuelPricePerGallon: input.fuelPricePerGallon ?? opts.fuelPricePerGallon,
    fuelPriceIsTravellers: input.fuelPricePerGallon !== undefined,
    access: { militaryAccess: input.militaryAccess === true, horses: input.horses === true },
  };
}

/**
 * The road request of a route of the given type for this trip: the rig's propane and sizes decide
 * which restricted segments it keeps off or drives on a condition (restricted-segments.ts). Driven
 * on day n, it carries that day's date (the seasons of roads and passes, routing/seasons.ts);
 * without a day, the whole trip's dates (a route option drawn before its days are known).
 */
export const routeRequest = (ctx: PlanContext, profile: RouteType, day?: number) => ({
  profile,
  rvType: ctx.rig.type,
  avoidHighways: ctx.avoidHighways,
  propaneOnBoard: ctx.rig.propaneOnBoard,
  avoidPasses: ctx.avoidPasses,
  ...(day !== undefined
    ? { date: ctx.dates.ofDay(day) }
    : { date: ctx.dates.departure, lastDate: ctx.dates.ofDay(ctx.input.duration) }),
  lengthFeet: ctx.rig.lengthFeet,
  heightFeet: ctx.rig.heightFeet,
  ...(ctx.rig.widthFeet !== undefined ? { widthFeet: ctx.rig.widthFeet } : {}),
  towingCar: ctx.rig.towingCar,
});
