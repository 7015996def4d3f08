import { DAILY_OTHER_COSTS } from '@shared/constants';
import type { CostBreakdown, RvType } from '@shared/schemas/plan';
import { campingCost, costBreakdown, rvNightlyRate } from '@shared/trips/plan-costs';

// SPEC 9 other per-day cost parts (50, 40, 60, 30): food is the 60, activities the 30.
export const FOOD_PER_DAY = DAILY_OTHER_COSTS[2];
export const ACTIVITIES_PER_DAY = DAILY_OTHER_COSTS[3];

// Typical miles per gallon (towing vehicle for trailers), for an estimate only.
export const TYPICAL_MPG: Record<RvType, number> = {
  'class-a': 8,
  'class-b': 18,
  'class-c': 11,
  'travel-trailer': 12,
  'fifth-wheel': 10,
};

export function estimateCost(opts: {
  rvType: RvType;
  days: number;
  miles: number;
  fuelPricePerGallon: number;
  foodFactor?: number;
  /** Reported nightly fee of each night's park, null where not reported (one entry per night). */
  nightlyFees?: Array<number | null>;
}): CostBreakdown {
  const fuel = Math.round((opts.miles / TYPICAL_MPG[opts.rvType]) * opts.fuelPricePerGallon);
  // Camping follows the shared rule, so edits of the plan later re-cost it the same way.
  const rate = rvNightlyRate(opts.rvType);
  const { camping, campingBasis } = campingCost(rate, opts.days, opts.nightlyFees);
  const food = Math.round(FOOD_PER_DAY * opts.days * (opts.foodFactor ?? 1));
  const activities = ACTIVITIES_PER_DAY * opts.days;
  return costBreakdown({ fuel, camping, food, activities, campingBasis });
}
