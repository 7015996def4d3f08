import type { Day, TripPlan } from '../schemas/plan';

// A trip's summary (the My Trips card, the server's list columns, the results page's figures) read
// from the plan as it is now, in one place: its selected route's days are the truth, and every figure
// the plan also stores (the overview's distance and drive hours, the route's distance) is derived
// from them. Type imports only: the trip list and the early cards load it without zod.

/** What a trip card shows of a planned trip. */
export interface PlanSummary {
  /** Road miles of the selected route's days, rounded. */
  totalDistance: number;
  /** Hours of driving of the selected route's days, to a tenth. */
  totalDriveHours: number;
  /** The plan's cost (its breakdown's total, which every edit re-costs). */
  estimatedCost: number;
  /** Overnight stays: consecutive nights at one place count once. */
  stops: number;
  /** The plan's first eight different activities, in day order. */
  mainActivities: string[];
}

/** Stays of a list of days: consecutive days whose overnight place has the same name are one. */
export function stayCount(days: readonly Pick<Day, 'to'>[]): number {
  let count = 0;
  days.forEach((d, i) => {
    if (i === 0 || days[i - 1].to.name !== d.to.name) count += 1;
  });
  return count;
}

/** Road miles of a list of days, rounded to whole miles. */
export const milesOfDays = (days: readonly Pick<Day, 'distance'>[]): number =>
  Math.round(days.reduce((s, d) => s + d.distance, 0));

/** Hours of driving of a list of days, to a tenth. */
export const driveHoursOfDays = (days: readonly Pick<Day, 'driveHours'>[]): number =>
  Math.round(days.reduce((s, d) => s + d.driveHours, 0) * 10) / 10;

/** The plan's first eight different activities, in day order. */
export function mainActivitiesOf(plan: Pick<TripPlan, 'dailyItinerary'>): string[] {
  return [...new Set(plan.dailyItinerary.flatMap((d) => d.activities))].slice(0, 8);
}

/** The summary of a plan as it is now. */
export function planSummaryOf(plan: Pick<TripPlan, 'dailyItinerary' | 'costBreakdown'>): PlanSummary {
  const days = plan.dailyItinerary;
  return {
    totalDistance: milesOfDays(days),
    totalDriveHours: driveHoursOfDays(days),
    estimatedCost: Math.round(plan.costBreakdown.total),
    stops: stayCount(days),
    mainActivities: mainActivitiesOf(plan),
  };
}
