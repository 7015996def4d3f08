import { DAILY_RV_RATE, DEFAULT_DAILY_RV_RATE } from '../constants';
import type { FuelRate } from '../schemas/money';
import { formatCount } from './count-text';
import type { TripPlan, BudgetLine, BudgetView, CostBreakdown, Day, RvPark, RvType } from '../schemas/plan';

// The cost model the engine plans with and every later edit re-costs with, so a plan's figures
// always follow its days: camping is each night's park fee where the park reports one and the
// RV-type rate elsewhere; food, activities and fuel keep the rates the plan was costed at.

/** The RV-type estimate of one night's camping (`DAILY_RV_RATE`: 80 to 150 by RV type, else 100). */
export function rvNightlyRate(rvType: RvType): number {
  return DAILY_RV_RATE[rvType] ?? DEFAULT_DAILY_RV_RATE;
}

/** The nightly fee a park reports, or null when it reports none (an estimate is not the park's own). */
export function reportedNightlyFee(park: Pick<RvPark, 'nightlyFee' | 'nightlyFeeBasis'>): number | null {
  return park.nightlyFeeBasis === 'reported' && park.nightlyFee !== null && park.nightlyFee > 0
    ? park.nightlyFee
    : null;
}

/** The parts of a trip's cost with their total (USD). */
export function costBreakdown(parts: {
  fuel: number;
  camping: number;
  food: number;
  activities: number;
  campingBasis?: string;
  fuelRate?: FuelRate;
}): CostBreakdown {
  const { fuel, camping, food, activities, campingBasis, fuelRate } = parts;
  return {
    fuel,
    camping,
    food,
    activities,
    total: fuel + camping + food + activities,
    currency: 'USD',
    ...(campingBasis ? { campingBasis } : {}),
    ...(fuelRate ? { fuelRate } : {}),
  };
}

/** Where the nightly rate for nights without a reported fee comes from. */
export type NightlyRateSource = 'rv-type' | 'budget';

/** The rate for nights whose park reports no fee: the traveller's nightly budget, else the RV-type estimate. */
export function nightlyRateOf(
  rvType: RvType,
  nightlyBudget?: number,
): { rate: number; source: NightlyRateSource } {
  return nightlyBudget !== undefined
    ? { rate: nightlyBudget, source: 'budget' }
    : { rate: rvNightlyRate(rvType), source: 'rv-type' };
}

const nightsText = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

/**
 * The camping basis in words: how many nights are costed at the estimate (or the traveller's nightly
 * budget) and how many at the parks' reported fees, e.g. "12 nights at the RV-type estimate of $150,
 * 2 at reported fees."
 */
export function campingBasisText(
  estimated: number,
  reported: number,
  rate: number,
  source: NightlyRateSource = 'rv-type',
  free = 0,
): string {
  const basis = source === 'budget' ? 'your nightly budget' : 'the RV-type estimate';
  // Free overnights are said on their own: $0 each, stated as such.
  const freeText = free > 0 ? ` ${nightsText(free)} at free overnight locations ($0).` : '';
  if (estimated === 0 && reported === 0) return freeText.trim();
  if (estimated === 0) return `${nightsText(reported)} at reported fees.${freeText}`;
  const atRate = `${nightsText(estimated)} at ${basis} of $${rate}`;
  if (reported === 0) return `${atRate} (no park on this route reports a fee).${freeText}`;
  return `${atRate}, ${reported} at reported fees.${freeText}`;
}

/** A night's fee as costing reads it: 'free' at a free overnight location, else the reported fee or null. */
export function nightFeeOf(park: Pick<RvPark, 'nightlyFee' | 'nightlyFeeBasis'>): number | null | 'free' {
  return park.nightlyFeeBasis === 'free' ? 'free' : reportedNightlyFee(park);
}

/**
 * Camping for a number of nights: a park's reported fee is used for its nights; every other night
 * (no fee reported, or nights beyond the listed ones) is the nightly rate (the RV-type estimate or the
 * traveller's nightly budget). Without fees at all the whole stay is the rate and no basis is given,
 * as in plans costed before fees were reported.
 */
export function campingCost(
  rate: number,
  nights: number,
  fees: ReadonlyArray<number | null | 'free'> | undefined,
  source: NightlyRateSource = 'rv-type',
): { camping: number; campingBasis: string | undefined } {
  if (!fees) return { camping: rate * nights, campingBasis: undefined };
  let camping = 0;
  let reported = 0;
  let free = 0;
  for (let i = 0; i < nights; i++) {
    const fee = fees[i];
    if (fee === 'free') free += 1;
    else if (typeof fee === 'number' && fee > 0) {
      camping += fee;
      reported += 1;
    } else camping += rate;
  }
  return {
    camping: Math.round(camping),
    campingBasis: campingBasisText(nights - reported - free, reported, rate, source, free),
  };
}

/** The fuel basis in words: "1,234 miles at 8 MPG, diesel at $3.90 a gallon (a typical price)." */
export function fuelBasisText(rate: FuelRate, miles: number): string {
  const price = `$${rate.pricePerGallon.toFixed(2)} a gallon`;
  const whose = rate.priceIsTravellers ? 'your price' : 'a typical price';
  return `${formatCount(miles)} miles at ${rate.mpg} MPG, ${rate.fuel} at ${price} (${whose}).`;
}

/** Nights a plan is costed for: its length asked, or its days when it has more (as the engine does). */
export function costedNights(plan: Pick<TripPlan, 'input' | 'dailyItinerary'>): number {
  return Math.max(plan.input.duration, plan.dailyItinerary.length);
}

const miles = (days: readonly Day[]) => days.reduce((s, d) => s + d.distance, 0);
const fees = (days: readonly Day[]) => days.map((d) => nightFeeOf(d.rvPark));

interface CostRates {
  fuelPerMile: number;
  foodPerDay: number;
  activitiesPerDay: number;
  nightlyRate: { rate: number; source: NightlyRateSource };
}

/** The rates a plan was costed at: its fuel per mile and its food and activities per day. */
function ratesOf(plan: TripPlan): CostRates {
  const nights = costedNights(plan);
  const planMiles = miles(plan.dailyItinerary);
  return {
    fuelPerMile: planMiles > 0 ? plan.costBreakdown.fuel / planMiles : 0,
    foodPerDay: nights > 0 ? plan.costBreakdown.food / nights : 0,
    activitiesPerDay: nights > 0 ? plan.costBreakdown.activities / nights : 0,
    nightlyRate: nightlyRateOf(plan.input.rvType, plan.input.nightlyBudget),
  };
}

function costOfDays(
  days: readonly Day[],
  nights: number,
  rates: CostRates,
  fuelRate?: FuelRate,
): CostBreakdown {
  const fuel = Math.round(rates.fuelPerMile * miles(days));
  const { rate, source } = rates.nightlyRate;
  const { camping, campingBasis } = campingCost(rate, nights, fees(days), source);
  const food = Math.round(rates.foodPerDay * nights);
  const activities = Math.round(rates.activitiesPerDay * nights);
  return costBreakdown({ fuel, camping, food, activities, campingBasis, fuelRate });
}

/** What a route's cost depends on: each day's miles and park price. */
const costKey = (days: readonly Day[]) =>
  days.map((d) => `${d.distance}|${nightFeeOf(d.rvPark) ?? ''}`).join('\n');

/**
 * The edited plan costed from its days with the rates the plan before the edit was costed at.
 * The cost breakdown and the overview follow the selected route's days; every route option whose
 * days (miles, parks) or length changed gets its total the same way, and one that did not keeps
 * its figure. A full-timer budget view follows the new breakdown.
 */
export function recostPlan(before: TripPlan, after: TripPlan): TripPlan {
  const rates = {
    ...ratesOf(before),
    nightlyRate: nightlyRateOf(after.input.rvType, after.input.nightlyBudget),
  };
  const nights = costedNights(after);
  const sameLength = nights === costedNights(before);
  // Unchanged fuel miles keep the plan's own fuel figure (no rounding drift from the rate).
  const cost = costOfDays(after.dailyItinerary, nights, rates, before.costBreakdown.fuelRate);
  const fuel =
    miles(after.dailyItinerary) === miles(before.dailyItinerary) ? before.costBreakdown.fuel : cost.fuel;
  const costBreakdown = { ...cost, fuel, total: fuel + cost.camping + cost.food + cost.activities };
  return {
    ...after,
    overview: { ...after.overview, estimatedCost: costBreakdown.total },
    routeOptions: after.routeOptions.map((r) => {
      if (r.type === after.selectedRoute) return { ...r, estimatedCost: costBreakdown.total };
      const old = before.routeOptions.find((o) => o.type === r.type);
      if (sameLength && old && costKey(old.dailyItinerary) === costKey(r.dailyItinerary)) return r;
      return { ...r, estimatedCost: costOfDays(r.dailyItinerary, nights, rates).total };
    }),
    costBreakdown,
    ...(after.budgetView ? { budgetView: budgetView(costBreakdown, after.input.duration) } : {}),
  };
}

// Full-timer mode: a budget per day, week and month from the plan's cost per day.
export const DAYS_PER_WEEK = 7;
export const DAYS_PER_MONTH = 30;

const cents = (n: number) => Math.round(n * 100) / 100;

function line(cost: Omit<BudgetLine, 'total'>, factor: number): BudgetLine {
  const fuel = cents(cost.fuel * factor);
  const camping = cents(cost.camping * factor);
  const food = cents(cost.food * factor);
  const activities = cents(cost.activities * factor);
  return { fuel, camping, food, activities, total: cents(fuel + camping + food + activities) };
}

export const BUDGET_VIEW_NOTE =
  'Estimates from this plan: its cost per day, times 7 for a week and 30 for a month. Camping uses nightly rates because our data has no weekly or monthly rates; many RV parks charge less per night for longer stays, so ask when you book.';

/** Daily, weekly and monthly figures by category from the plan's cost per day (cents, USD). */
export function budgetView(cost: CostBreakdown, days: number): BudgetView {
  const perDay = Math.max(1, days);
  const daily = line(
    {
      fuel: cost.fuel / perDay,
      camping: cost.camping / perDay,
      food: cost.food / perDay,
      activities: cost.activities / perDay,
    },
    1,
  );
  return {
    daily,
    weekly: line(daily, DAYS_PER_WEEK),
    monthly: line(daily, DAYS_PER_MONTH),
    currency: 'USD',
    note: BUDGET_VIEW_NOTE,
  };
}
