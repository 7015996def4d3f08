import { useState } from 'react';
import type { TripPlan } from '@shared/schemas/plan';
import type { Reservations, Trip } from '@shared/schemas/trip';
import { describePlanChange } from '@/entities/trips/plan/plan-change';
import { toastSuccess } from '@/components/ui/toast';
import type { ReplanResult, TripPatch } from '../lib/replan';
import { tripLengthPatch } from '../lib/replan';
import type { ItineraryStore } from './use-itinerary-store';

/** A new plan waiting for the traveller's yes: it cannot keep some of their edits. */
export interface PendingPlan {
  plan: TripPlan;
  reservations: Reservations;
  changes: string[];
  /** Gets the trip's length change (empty when none), to save with its own trip fields. */
  onApplied?: (tripPatch: TripPatch) => void;
}

/** The last re-plan, undoable until the next edit. */
export interface UndoState {
  plan: TripPlan | null;
  reservations: Reservations;
  changes: string[];
}

/**
 * Saving what a re-plan made: applied at once when it keeps all the traveller's edits, held for
 * their yes when it cannot; the last one can be undone until the traveller's next edit.
 */
export function usePlanAdoption(
  { trip, plan, reservations }: { trip: Trip; plan: TripPlan | null; reservations: Reservations },
  store: ItineraryStore,
) {
  const [pending, setPending] = useState<PendingPlan | null>(null);
  const [undo, setUndo] = useState<UndoState | null>(null);

  /** The trip's length and return date follow its plan's days. */
  const saveTripLength = (next: TripPlan | null) => {
    const patch = tripLengthPatch(trip, next);
    if (Object.keys(patch).length > 0) store.updateTrip.mutate(patch);
  };
  const saveReservations = (next: Reservations) => {
    if (JSON.stringify(next) !== JSON.stringify(reservations)) store.saveReservations.mutate(next);
  };
  // Any edit of the traveller's own ends the undo of the last re-plan.
  const savePlan = (next: TripPlan) => {
    setUndo(null);
    store.savePlan.mutate(next);
  };

  const apply = async (next: PendingPlan) => {
    setUndo({ plan, reservations, changes: next.changes });
    await store.savePlan.mutateAsync(next.plan);
    saveReservations(next.reservations);
    if (next.onApplied) next.onApplied(tripLengthPatch(trip, next.plan));
    else saveTripLength(next.plan);
  };

  /** A merged re-plan: applied, or held for the traveller's yes when it cannot keep an edit. */
  const adopt = async (result: ReplanResult, onApplied?: (tripPatch: TripPatch) => void) => {
    const next: PendingPlan = {
      plan: result.plan,
      reservations: result.reservations,
      changes: result.changes,
      onApplied,
    };
    if (result.dropped.length > 0) {
      setPending({ ...next, changes: result.dropped });
      return;
    }
    await apply(next);
  };

  const applyPending = () => {
    if (!pending) return;
    setPending(null);
    void apply({ ...pending, changes: plan ? describePlanChange(plan, pending.plan) : [] });
  };

  const undoReplan = async () => {
    if (!undo) return;
    const previous = undo;
    setUndo(null);
    if (previous.plan) await store.savePlan.mutateAsync(previous.plan);
    saveReservations(previous.reservations);
    saveTripLength(previous.plan);
    toastSuccess('The last re-plan was undone.');
  };

  return {
    pending,
    undo,
    savePlan,
    saveTripLength,
    adopt,
    applyPending,
    keepCurrentPlan: () => setPending(null),
    undoReplan,
  };
}
