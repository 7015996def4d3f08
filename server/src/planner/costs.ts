import { DAILY_OTHER_COSTS, DAILY_RV_RATE, DEFAULT_DAILY_RV_RATE } from '../../../shared/constants';
import type { CostBreakdown, RvType } from '../../../shared/schemas/plan';

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
  const rate = DAILY_RV_RATE[opts.rvType] ?? DEFAULT_DAILY_RV_RATE;
  const { camping, campingBasis } = campingCost(rate, opts.days, opts.nightlyFees);
  const food = Math.round(FOOD_PER_DAY * opts.days * (opts.foodFactor ?? 1));
  const activities = ACTIVITIES_PER_DAY * opts.days;
  return {
    fuel,
    camping,
    food,
    activities,
    total: fuel + camping + food + activities,
    currency: 'USD',
    ...(campingBasis ? { campingBasis } : {}),
  };
}

// A park's reported fee is used for its nights; every other night is the RV-type estimate.
function campingCost(rate: number, days: number, fees: Array<number | null> | undefined) {
  if (!fees) return { camping: rate * days, campingBasis: undefined };
  let camping = 0;
  let reported = 0;
  for (let i = 0; i < days; i++) {
    const fee = fees[i];
    if (typeof fee === 'number' && fee > 0) {
      camping += fee;
      reported += 1;
    } else camping += rate;
  }
  const campingBasis =
    reported === 0
      ? `Estimate: $${rate} a night for this RV type (no park on the route reports a fee).`
      : reported === days
        ? 'From the parks\' reported nightly fees.'
        : `${reported} of ${days} nights from the parks' reported fees; the other nights are an estimate of $${rate} a night for this RV type.`;
  return { camping: Math.round(camping), campingBasis };
}
