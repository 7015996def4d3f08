import type { TripPlan } from '../schemas/plan';

/**
 * A plan's days as POST /api/plan/road-stops takes them (shared/schemas/day-road-stops.ts): what the
 * planner's road-stop rules read of each day, nothing the traveller typed beyond the day's notes.
 */
export const stopsDaysOf = (plan: Pick<TripPlan, 'dailyItinerary'>) =>
  plan.dailyItinerary.map(
    ({ day, date, to, distance, driveHours, nights, rvPark, geometry, notes, roadStops }) => ({
      day,
      date,
      to,
      distance,
      driveHours,
      nights,
      rvPark,
      notes,
      ...(geometry ? { geometry } : {}),
      ...(roadStops ? { roadStops } : {}),
    }),
  );
