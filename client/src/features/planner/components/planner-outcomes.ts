import { TIMINGS } from '@shared/constants';
import { PlanNotStoredError, ambiguousPlaceOf, unknownPlaceOf, unknownPlaceText } from '@/lib/generate-trip';
import { paths } from '@/lib/paths';

// What the planner says after a save, a plan or an optimize, and when one fails.
export const SAVE_ERROR = 'There was an error saving your trip. Please try again.';
export const OPTIMIZE_SUCCESS =
  'Trip optimized successfully! Your itinerary has been updated based on your preferences.';
export const GENERATE_ERROR = 'Failed to generate AI itinerary. Please try again.';
const aiFailureText = (id: string) =>
  `Trip saved successfully! Trip ID: ${id} (AI features temporarily unavailable)`;
const hybridFailureText = (id: string) => `Trip saved! You can manually plan your itinerary. Trip ID: ${id}`;

/** What the success panel shows after a submit, and where it goes next. */
export type Outcome = {
  tripId: string;
  message: string;
  tone: 'success' | 'warning';
  redirect: { to: string; ms: number } | null;
};

export const planReadyOutcome = (tripId: string): Outcome => ({
  tripId,
  message: `Your AI itinerary is ready! Trip ID: ${tripId}`,
  tone: 'success',
  redirect: { to: paths.results(tripId), ms: TIMINGS.redirectMs },
});

export const optimizedOutcome = (tripId: string): Outcome => ({
  tripId,
  message: OPTIMIZE_SUCCESS,
  tone: 'success',
  redirect: { to: paths.results(tripId), ms: TIMINGS.redirectMs },
});

export const manualSavedOutcome = (tripId: string): Outcome => ({
  tripId,
  message: 'Trip basics saved',
  tone: 'success',
  redirect: { to: paths.trip(tripId), ms: TIMINGS.redirectMs },
});

/**
 * A saved trip whose plan did not come: the message names what failed. A place the planner could
 * not find or that fits more than one town (the towns listed), and a plan made but not stored, are said as such and open the saved trip; only a
 * failure of the planner itself says the AI is unavailable.
 */
export function planFailedOutcome(mode: 'ai' | 'hybrid', tripId: string, error: unknown): Outcome {
  const unknownPlace = unknownPlaceOf(error);
  const ambiguousPlace = ambiguousPlaceOf(error);
  if (unknownPlace || ambiguousPlace) {
    return {
      tripId,
      message: `${ambiguousPlace ?? unknownPlaceText(unknownPlace ?? '')} Your trip is saved (Trip ID: ${tripId}).`,
      tone: 'warning',
      redirect: { to: paths.trip(tripId), ms: TIMINGS.aiFailureRedirectMs },
    };
  }
  if (error instanceof PlanNotStoredError) {
    return {
      tripId,
      message: `${error.message} (Trip ID: ${tripId})`,
      tone: 'warning',
      redirect: { to: paths.trip(tripId), ms: TIMINGS.aiFailureRedirectMs },
    };
  }
  return mode === 'ai'
    ? {
        tripId,
        message: aiFailureText(tripId),
        tone: 'warning',
        redirect: { to: paths.trips, ms: TIMINGS.aiFailureRedirectMs },
      }
    : {
        tripId,
        message: hybridFailureText(tripId),
        tone: 'warning',
        redirect: { to: paths.trip(tripId), ms: TIMINGS.redirectMs },
      };
}

/** The line under the success panel that says where the redirect goes. */
export function redirectNoteOf(outcome: Outcome | null): string | null {
  const to = outcome?.redirect?.to;
  if (!to) return null;
  if (to === paths.trips) return 'Taking you to My Trips...';
  if (to.startsWith('/results/')) return 'Taking you to your itinerary...';
  return 'Taking you to your trip...';
}
