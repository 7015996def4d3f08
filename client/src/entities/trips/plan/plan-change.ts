import type { TripPlan, Day } from '@shared/schemas/plan';
import type { Reservations } from '@shared/schemas/trip';
import { isArrival } from '@shared/plan/stays';

// What a new plan means for the traveller: the reservations that follow their parks, the changes in
// words, and the times of day the page shows.

/** Reservations follow their park to its day in the new plan; a park no longer planned drops it. */
export function remapReservations(
  reservations: Reservations,
  before: TripPlan,
  after: TripPlan,
): { reservations: Reservations; dropped: string[] } {
  const out: Reservations = {};
  const dropped: string[] = [];
  for (const [key, record] of Object.entries(reservations)) {
    const old = before.dailyItinerary.find((d) => String(d.day) === key);
    if (!old) continue;
    const found = after.dailyItinerary.find(
      (d) =>
        d.rvPark.name === old.rvPark.name && isArrival(after.dailyItinerary, after.dailyItinerary.indexOf(d)),
    );
    if (found) out[String(found.day)] = record;
    else if (record.confirmed || record.reservedElsewhere)
      dropped.push(
        `Day ${old.day}: your reservation at ${record.reservedElsewhere?.name ?? old.rvPark.name} no longer matches a night of the new plan.`,
      );
  }
  return { reservations: out, dropped };
}

/** What a re-plan changed, in words (or why nothing changed). */
export function describePlanChange(before: TripPlan, after: TripPlan): string[] {
  const changes: string[] = [];
  const b = before.dailyItinerary;
  const a = after.dailyItinerary;
  const miles = (days: readonly Day[]) => Math.round(days.reduce((s, d) => s + d.distance, 0));
  const longest = (days: readonly Day[]) => Math.max(0, ...days.map((d) => d.driveHours));
  const driveDays = (days: readonly Day[]) => days.filter((d) => d.driveHours > 0).length;
  const stops = (days: readonly Day[]) => [...new Set(days.map((d) => d.to.name))];
  if (miles(b) !== miles(a)) changes.push(`Distance: ${miles(b)} mi → ${miles(a)} mi.`);
  if (Math.abs(longest(b) - longest(a)) >= 0.1)
    changes.push(`Longest drive: ${longest(b).toFixed(1)} h → ${longest(a).toFixed(1)} h a day.`);
  if (driveDays(b) !== driveDays(a)) changes.push(`Driving days: ${driveDays(b)} → ${driveDays(a)}.`);
  if (a.length !== b.length) changes.push(`Trip length: ${b.length} → ${a.length} days.`);
  const added = stops(a).filter((s) => !stops(b).includes(s));
  const removed = stops(b).filter((s) => !stops(a).includes(s));
  if (added.length) changes.push(`New stops: ${added.join(', ')}.`);
  if (removed.length) changes.push(`No longer stopping at: ${removed.join(', ')}.`);
  if (before.overview.estimatedCost !== after.overview.estimatedCost)
    changes.push(`Estimated cost: $${before.overview.estimatedCost} → $${after.overview.estimatedCost}.`);
  if (before.selectedRoute !== after.selectedRoute)
    changes.push(`Route: ${before.selectedRoute} → ${after.selectedRoute}.`);
  return changes;
}

/** '09:00' plus hours of driving as a clock time, e.g. '1:30 PM'; null past midnight. */
export function arrivalTime(departureTime: string, driveHours: number): string | null {
  const [h, m] = departureTime.split(':').map(Number);
  const minutes = h * 60 + m + Math.round(driveHours * 60);
  if (!Number.isFinite(minutes) || minutes >= 24 * 60) return null;
  const hh = Math.floor(minutes / 60);
  const mm = minutes % 60;
  return `${((hh + 11) % 12) + 1}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
}

export const DEFAULT_DEPARTURE_TIME = '09:00';
