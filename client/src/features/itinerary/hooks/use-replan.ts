import { useState } from 'react';
import type { TripPlan, GenerateTripInput } from '@shared/schemas/plan';
import type { Reservations, Trip } from '@shared/schemas/trip';
import { applyOperation } from '@shared/plan/operations';
import { operationLabel } from '@shared/plan/last-edit';
import type { PlanOperation } from '@shared/plan/operation-types';
import { editsOf } from '@/entities/trips/plan/edit-merge';
import { alignNightsWithStops, recordStayNights } from '@/entities/trips/plan/plan-steering';
import type { LengthQuestion } from '@/entities/trips/plan/trip-length';
import { nightsQuestion } from '@/entities/trips/plan/trip-length';
import { knownPlanForReuse, offlineStopsMessage } from '@/entities/trips/plan/known-plans';
import { toastError } from '@/components/ui/toast';
import { generateTrip } from '@/lib/generate-trip';
import { knownPlansOf } from '../lib/known-plans';
import { currentRequestOf, mergeReplan } from '../lib/replan';
import type { ItineraryStore } from './use-itinerary-store';
import { useParkReroute } from './use-park-reroute';
import { usePlaceQuestion } from './use-place-question';
import { freshPlans } from './fresh-plans';
import { usePlanAdoption } from './use-plan-adoption';

export { AI_FAILURE_ALERT, TRIP_OPTIMIZED } from './fresh-plans';
export const REPLAN_FAILED = 'The trip could not be re-planned. Please try again.';

type Adoption = ReturnType<typeof usePlanAdoption>;

interface StopsReplan {
  trip: Trip;
  /** A name of two towns in the trip: the traveller is asked which, and the re-plan is made again. */
  askPlace: ReturnType<typeof usePlaceQuestion>['ask'];
  plan: TripPlan;
  reservations: Reservations;
  adopt: Adoption['adopt'];
  setGenerating: (on: boolean) => void;
  setStopsNotice: (notice: string | null) => void;
}

/**
 * A stops change re-planned. An input already routed in this session (a stop moved back, an order
 * planned before) reuses that plan when there is no connection; anything else needs the planner,
 * and without a connection the panel says so and the current plan stays as it is.
 */
async function replanStops(args: StopsReplan, patch: Partial<GenerateTripInput>): Promise<boolean> {
  const { trip, plan, reservations, adopt, setGenerating, setStopsNotice } = args;
  const known = knownPlansOf(trip.id);
  const current = currentRequestOf(trip, plan);
  const input: GenerateTripInput = { ...current, ...patch };
  // Nights just chosen for a stop in the list win over an older nights mark at its place.
  const steered = patch.stops ? alignNightsWithStops(plan, patch.stops) : plan;
  const keep = (fresh: TripPlan) =>
    adopt(
      mergeReplan({
        fresh,
        edits: editsOf(steered),
        current: plan,
        reservations,
        removedEditIds: steered.removedEditIds,
      }),
    );
  const offline = async () => {
    const hit = known.recall(input);
    if (hit) {
      known.remember(current, plan, 'left');
      await keep(knownPlanForReuse(hit, plan));
      return true;
    }
    setStopsNotice(offlineStopsMessage(plan.input.stops ?? [], patch.stops ?? plan.input.stops ?? []));
    return false;
  };
  setStopsNotice(null);
  if (!navigator.onLine) return offline();
  setGenerating(true);
  try {
    const fresh = await generateTrip(input);
    known.remember(input, fresh, 'planner');
    known.remember(current, plan, 'left');
    await keep(fresh);
    return true;
  } catch (error) {
    console.warn('Re-planning failed', error);
    // fetch rejects with a TypeError when no answer came at all: the connection, not the planner.
    if (error instanceof TypeError) return offline();
    if (!args.askPlace(error, trip, (next) => replanStops({ ...args, trip: next }, patch)))
      toastError(REPLAN_FAILED);
    return false;
  } finally {
    setGenerating(false);
  }
}

/**
 * The results page's re-planning: the first plan, a stops change, a new park, optimize and the
 * route choice. Every new plan keeps the traveller's own edits, or asks before it drops one, and
 * the last re-plan can be undone until the next edit.
 */
export function useReplan(
  bundle: { trip: Trip; plan: TripPlan | null; reservations: Reservations },
  store: ItineraryStore,
) {
  const { trip, plan, reservations } = bundle;
  const adoption = usePlanAdoption(bundle, store);
  const { adopt, savePlan } = adoption;
  const [generating, setGenerating] = useState(false);
  // Why the last stops change was not made (it needs a connection), shown on the stops panel.
  const [stopsNotice, setStopsNotice] = useState<string | null>(null);
  const park = useParkReroute(plan, savePlan, store.currentPlan);
  const [lengthQuestion, setLengthQuestion] = useState<LengthQuestion | null>(null);
  const places = usePlaceQuestion(store);

  const { generate, optimize } = freshPlans(bundle, store, { adopt, setGenerating, askPlace: places.ask });

  const replan = async (patch: Partial<GenerateTripInput>) => {
    if (plan)
      await replanStops(
        { trip, plan, reservations, adopt, setGenerating, setStopsNotice, askPlace: places.ask },
        patch,
      );
  };

  /** The traveller's own changes that need no planner: saved at once, offline too. */
  const edit = (change: (current: TripPlan) => TripPlan) => {
    if (plan) savePlan(change(plan));
  };

  return {
    ...adoption,
    generating,
    stopsNotice,
    unrouted: park.unrouted,
    generate,
    optimize,
    replan,
    edit,
    /** A day's notes, activities or park edited: the plan's operation (shared/plan/operations.ts). */
    editDay: park.editDay,
    /**
     * Another route option, the plan's operation (its costs, miles and texts follow): the traveller's
     * edits are laid on its days by place, as a re-plan does; one it would move or drop, or a new
     * length, is asked about first. Its Undo is a re-plan's.
     */
    chooseRoute: (op: Extract<PlanOperation, { kind: 'select-route' }>) => {
      if (!plan) return;
      const switched = applyOperation(plan, op).plan;
      if (switched === plan) return;
      void adopt(mergeReplan({ fresh: switched, edits: editsOf(plan), current: plan, reservations }));
    },
    // The nights are the traveller's own: marked, so every re-plan keeps them. A change that would
    // change the trip's length is asked about first: add the days, or take them from another stay.
    changeNights: (day: number, nights: number) => {
      if (!plan) return;
      const question = nightsQuestion(plan, day, nights);
      if (question) {
        setLengthQuestion(question);
        return;
      }
      const next = recordStayNights(plan, day, nights);
      savePlan(next, { label: operationLabel({ kind: 'set-stay-nights', day, nights }) });
      adoption.saveTripLength(next);
    },
    lengthQuestion,
    /** Which town the trip's start or end means, when a plan met a name of two towns; and the answer. */
    placeQuestion: places.question,
    answerPlace: places.answer,
    /** The traveller's answer to the length question: the plan they chose, or null to cancel. */
    answerLength: (chosen: TripPlan | null) => {
      setLengthQuestion(null);
      if (!chosen) return;
      savePlan(chosen, { label: 'Trip length changed' });
      adoption.saveTripLength(chosen);
    },
    /** When the traveller leaves each morning: arrival times follow; no new route, so offline too. */
    changeDepartureTime: (time: string | undefined) =>
      edit((current) => {
        const { departureTime: _old, ...input } = current.input;
        return { ...current, input: time ? { ...input, departureTime: time } : input };
      }),
  };
}
