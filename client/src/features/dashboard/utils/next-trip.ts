import { daysUntil } from '@shared/trips/dates';

type DatedTrip = { id: string; departureDate?: string | undefined };

/** The upcoming trip departing soonest (today counts); null when none lies ahead. */
export function nextTrip<T extends DatedTrip>(
  trips: readonly T[],
  now: Date = new Date(),
): { trip: T; daysAway: number } | null {
  let best: { trip: T; daysAway: number } | null = null;
  for (const trip of trips) {
    const days = daysUntil(trip.departureDate ?? '', now);
    if (days === null || days < 0) continue;
    if (!best || days < best.daysAway) best = { trip, daysAway: days };
  }
  return best;
}

export function daysAwayText(days: number): string {
  if (days === 0) return 'Today';
  return days === 1 ? '1 day away' : `${days} days away`;
}
