import { useState } from 'react';
import type { PlaceChoice } from '@shared/schemas/place-choices';
import type { Trip } from '@shared/schemas/trip';
import { placeChoicesOf } from '@/lib/generate-trip';
import type { ItineraryStore } from './use-itinerary-store';

/** Which town a trip's start or end means, asked when a plan of the trip met a name of two towns. */
export interface PlaceQuestion {
  field: 'fromLocation' | 'toLocation';
  message: string;
  choices: PlaceChoice[];
  /** The trip as it was planned, and the plan asked again for it once the town is chosen. */
  trip: Trip;
  retry: (trip: Trip) => Promise<boolean>;
}

const sameName = (a: string | undefined, b: string) => (a ?? '').trim() === b.trim();

/**
 * A saved trip whose start or end is a name of two towns (saved when the place check could not be
 * asked, before the rule, or on another device) is asked about once: the town the traveller picks is
 * saved with the trip as the name the place search lists it by (it plans as that town), and the plan
 * is asked again. Every later re-plan, optimize or settings change sends that name: never asked again.
 */
export function usePlaceQuestion(store: ItineraryStore) {
  const [question, setQuestion] = useState<PlaceQuestion | null>(null);

  /** True when the failure was a name of two towns in the trip: the traveller is asked which. */
  const ask = (error: unknown, trip: Trip, retry: PlaceQuestion['retry']): boolean => {
    const answer = placeChoicesOf(error);
    if (!answer) return false;
    const field = sameName(trip.fromLocation, answer.location)
      ? 'fromLocation'
      : sameName(trip.toLocation, answer.location)
        ? 'toLocation'
        : null;
    if (!field) return false;
    setQuestion({ field, message: answer.message, choices: answer.choices, trip, retry });
    return true;
  };

  /** The traveller's pick (null: not now). True when the plan asked again went through. */
  const answer = async (choice: PlaceChoice | null): Promise<boolean> => {
    const asked = question;
    setQuestion(null);
    if (!asked || !choice) return false;
    const patch = { [asked.field]: choice.placeName };
    try {
      await store.updateTrip.mutateAsync(patch);
    } catch (error) {
      // The store said so (its toast); the trip keeps the name, so the plan is not asked for again.
      console.warn('Saving the chosen place failed', error);
      return false;
    }
    return asked.retry({ ...asked.trip, ...patch });
  };

  return { question, ask, answer };
}
