import type { TripPlan } from '@shared/schemas/plan';
import type { OptimizeFormValues } from '@shared/schemas/planner-form';
import type { Reservations, Trip } from '@shared/schemas/trip';
import { markOptimized } from '@/entities/trips/plan/plan-edits';
import { editsOf } from '@/entities/trips/plan/edit-merge';
import { editsFromDayPlans, stopsFromDayPlans } from '@/entities/trips/plan/plan-steering';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { generateTrip } from '@/lib/generate-trip';
import { optimizationPreferencesOf, storedTripInputOf, tripRigAndMoneyOf } from '@/lib/trip-request';
import { mergeReplan, optimizeRequestOf } from '../lib/replan';
import type { ItineraryStore } from './use-itinerary-store';
import type { usePlanAdoption } from './use-plan-adoption';
import type { PlaceQuestion } from './use-place-question';

// The SPEC's text for a failed generate or optimize on the results page.
export const AI_FAILURE_ALERT = 'Failed to generate AI itinerary. Please try again.';
export const TRIP_OPTIMIZED =
  'Trip optimized successfully! Your itinerary has been updated based on your preferences.';

interface Steering {
  adopt: ReturnType<typeof usePlanAdoption>['adopt'];
  setGenerating: (on: boolean) => void;
  /** A name of two towns in the trip: the traveller is asked which (use-place-question.ts). */
  askPlace: (error: unknown, trip: Trip, retry: PlaceQuestion['retry']) => boolean;
}

/**
 * The results page's fresh plans of the trip: the first plan (generate) and optimize. Each is asked
 * for the trip as saved, or (asked again) as it is once the traveller chose which town it names.
 */
export function freshPlans(
  { trip, plan, reservations }: { trip: Trip; plan: TripPlan | null; reservations: Reservations },
  store: ItineraryStore,
  { adopt, setGenerating, askPlace }: Steering,
) {
  /**
   * One planner call for the trip `t` with the busy flag up; true when it went through. A name of
   * two towns in the trip is asked about, and `again` plans once more with the town chosen.
   */
  const planning = async (
    what: string,
    work: () => Promise<void>,
    t: Trip,
    again: (next: Trip) => Promise<boolean>,
  ): Promise<boolean> => {
    setGenerating(true);
    try {
      await work();
      return true;
    } catch (error) {
      console.warn(what, error);
      if (!askPlace(error, t, again)) toastError(AI_FAILURE_ALERT);
      return false;
    } finally {
      setGenerating(false);
    }
  };

  // A manual trip's chosen parks are stops the route must pass; its parks, activities and notes
  // are the traveller's own and are kept.
  const generate = (t: Trip = trip): Promise<boolean> =>
    planning(
      'AI itinerary generation failed',
      async () => {
        const dayPlans = t.dayPlans ?? [];
        const stops = stopsFromDayPlans(dayPlans);
        const fresh = await generateTrip({ ...storedTripInputOf(t), ...(stops.length ? { stops } : {}) });
        await adopt(mergeReplan({ fresh, edits: editsFromDayPlans(dayPlans), current: plan, reservations }));
      },
      t,
      generate,
    );

  const optimize = (values: OptimizeFormValues, t: Trip = trip): Promise<boolean> =>
    planning(
      'Trip optimization failed',
      async () => {
        const input = optimizeRequestOf(t, plan, values);
        const fresh = markOptimized(await generateTrip(input), values.optimizeFor);
        const result = mergeReplan({ fresh, edits: plan ? editsOf(plan) : [], current: plan, reservations });
        await adopt(result, (tripPatch) => {
          store.updateTrip.mutate({
            ...tripPatch,
            ...tripRigAndMoneyOf(input),
            optimizationPreferences: optimizationPreferencesOf(values),
          });
          toastSuccess(TRIP_OPTIMIZED);
        });
      },
      t,
      (next) => optimize(values, next),
    );

  return { generate, optimize };
}
