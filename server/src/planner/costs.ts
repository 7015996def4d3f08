import type { CostBreakdown, RvType } from '../../../shared/schemas/plan';

// SPEC 9: daily RV rate by type (default 100).
export const DAILY_RV_RATES: Record<RvType, number> = {
  'class-a': 150,
  'class-b': 100,
  'class-c': 125,
  'travel-trailer': 80,
  'fifth-wheel': 100,
};
export const DEFAULT_DAILY_RATE = 100;
// SPEC 9 other per-day cost parts: food 60 and activities 30.
export const FOOD_PER_DAY = 60;
export const ACTIVITIES_PER_DAY = 30;

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
}): CostBreakdown {
  const fuel = Math.round((opts.miles / TYPICAL_MPG[opts.rvType]) * opts.fuelPricePerGallon);
  const camping = (DAILY_RV_RATES[opts.rvType] ?? DEFAULT_DAILY_RATE) * opts.days;
  const food = Math.round(FOOD_PER_DAY * opts.days * (opts.foodFactor ?? 1));
  const activities = ACTIVITIES_PER_DAY * opts.days;
  return { fuel, camping, food, activities, total: fuel + camping + food + activities, currency: 'USD' };
}
