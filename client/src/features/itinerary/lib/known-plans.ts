import type { KnownPlans } from '@shared/trips/known-plans';
import { createKnownPlans } from '@shared/trips/known-plans';

// Plans routed in this browser session, one store per trip. In memory on purpose: it lasts as long
// as the tab, so leaving the results page for the day editor or another page and back keeps it.
const byTrip = new Map<string, KnownPlans>();

export function knownPlansOf(tripId: string): KnownPlans {
  let known = byTrip.get(tripId);
  if (!known) {
    known = createKnownPlans();
    byTrip.set(tripId, known);
  }
  return known;
}
