import type { KnownPlans } from '@/entities/trips/plan/known-plans';
import { createKnownPlans } from '@/entities/trips/plan/known-plans';

// Plans routed in this browser session, one store per trip. In memory on purpose: it lasts as long
// as the tab, so leaving the results page for the day editor or another page and back keeps it.
// Whole plans are large, so only the trips used most recently keep theirs.
const TRIPS_KEPT = 4;
const byTrip = new Map<string, KnownPlans>();

export function knownPlansOf(tripId: string): KnownPlans {
  const known = byTrip.get(tripId) ?? createKnownPlans();
  byTrip.delete(tripId);
  byTrip.set(tripId, known);
  while (byTrip.size > TRIPS_KEPT) byTrip.delete(byTrip.keys().next().value as string);
  return known;
}
