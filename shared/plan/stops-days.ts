import type { TripPlan } from '../schemas/plan';
import { stayDays } from './stays';

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

/**
 * The days of the stays whose park is the traveller's own choice (a park mark of theirs on a day of
 * the stay, naming the park the stay has now), as POST /api/plan/road-stops takes them (keptParkDays).
 */
export function keptParkDaysOf(plan: Pick<TripPlan, 'dailyItinerary' | 'travellerEdits'>): number[] {
  const days = plan.dailyItinerary;
  const out = new Set<number>();
  for (const edit of plan.travellerEdits ?? []) {
    if (edit.kind !== 'park') continue;
    const at = days.find((d) => d.day === edit.day);
    if (!at || at.rvPark.name !== edit.park.name || at.rvPark.id !== edit.park.id) continue;
    for (const n of stayDays(days, edit.day)) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
}
