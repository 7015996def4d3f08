import type { GenerateTripInput } from './plan';

// How big a plan may be: the planner form's longest trip is 60 days (generateTripInputSchema's
// duration), so the nights the traveller's stops ask for add up to at most that many, and an answer is
// at most PLAN_MAX_DAYS days and PLAN_MAX_BYTES of JSON. Without these, 25 stops of 30 nights made a
// 752-day, 6 MB plan that held a worker for seconds. A request past them is a 422 that says which.

export const PLAN_MAX_NIGHTS = 60;
/** The 60 nights and a drive day to each of the 25 stops and the end, with room for rest days. */
export const PLAN_MAX_DAYS = 120;
export const PLAN_MAX_BYTES = 2 * 1024 * 1024;

export const planNightsMessage = (nights: number) =>
  `The stops ask for ${nights} nights in all; a plan can hold at most ${PLAN_MAX_NIGHTS} nights. Please shorten some stays.`;
export const PLAN_TOO_LARGE_MESSAGE = `This plan would be too long to show (more than ${PLAN_MAX_DAYS} days or ${PLAN_MAX_BYTES / 1024 / 1024} MB). Please plan fewer stops or shorter stays.`;

/** The request's problem with the bounds, or null. */
export function planRequestProblem(input: Pick<GenerateTripInput, 'stops'>): string | null {
  const nights = (input.stops ?? []).reduce((sum, stop) => sum + (stop.nights ?? 0), 0);
  return nights > PLAN_MAX_NIGHTS ? planNightsMessage(nights) : null;
}

/** Whether a plan's answer is within the bounds (its days and its JSON size). */
export function planAnswerProblem(plan: { dailyItinerary?: unknown[] }, json: string): string | null {
  if ((plan.dailyItinerary?.length ?? 0) > PLAN_MAX_DAYS) return PLAN_TOO_LARGE_MESSAGE;
  return new TextEncoder().encode(json).length > PLAN_MAX_BYTES ? PLAN_TOO_LARGE_MESSAGE : null;
}
