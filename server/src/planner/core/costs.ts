import { DAILY_OTHER_COSTS } from '@shared/constants';
import type { CostBreakdown, RvType } from '@shared/schemas/plan';
import type { FuelType } from '@shared/schemas/rig';
import { campingCost, costBreakdown, nightlyRateOf } from '@shared/trips/plan-costs';

// The other per-day cost parts of the list estimate (50, 40, 60, 30): food is the 60, activities the 30.
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
  /** The rig's own MPG; the RV type's typical figure when absent. */
  mpg?: number;
  foodFactor?: number;
  /** Reported nightly fee of each night's park, null where not reported (one entry per night). */
  nightlyFees?: Array<number | null | 'free'>;
  /** The traveller's nightly budget: nights without a reported fee cost this, not the RV-type rate. */
  nightlyBudget?: number;
  /** The rig's fuel and whether the price is the traveller's own, stated with the fuel cost. */
  fuel?: { type: FuelType; priceIsTravellers: boolean };
}): CostBreakdown {
  const mpg = opts.mpg ?? TYPICAL_MPG[opts.rvType];
  const fuel = Math.round((opts.miles / mpg) * opts.fuelPricePerGallon);
  // Camping follows the shared rule, so edits of the plan later re-cost it the same way.
  const { rate, source } = nightlyRateOf(opts.rvType, opts.nightlyBudget);
  const { camping, campingBasis } = campingCost(rate, opts.days, opts.nightlyFees, source);
  const food = Math.round(FOOD_PER_DAY * opts.days * (opts.foodFactor ?? 1));
  const activities = ACTIVITIES_PER_DAY * opts.days;
  const fuelRate = opts.fuel
    ? {
        mpg,
        fuel: opts.fuel.type,
        pricePerGallon: opts.fuelPricePerGallon,
        priceIsTravellers: opts.fuel.priceIsTravellers,
      }
    : undefined;
  return costBreakdown({ fuel, camping, food, activities, campingBasis, fuelRate });
}
