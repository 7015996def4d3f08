import { useMemo, useState } from 'react';
import type { TripPlan } from '@shared/schemas/plan';
import type { Reservations, Trip } from '@shared/schemas/trip';
import type { EditPlacement } from '@/entities/trips/plan/edit-summary';
import { summaryHeadline, summaryLines } from '@/entities/trips/plan/edit-summary';
import { describePlanChange } from '@/entities/trips/plan/plan-change';
import { refreshPlanTexts } from '@/entities/trips/plan/plan-texts';
import { replanLengthQuestion } from '@/entities/trips/plan/trip-length';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { undoLastEdit, withLastEdit } from '@shared/plan/last-edit';
import type { Derived } from '@shared/plan/operation-types';
import type { ReplanResult, TripPatch } from '../lib/replan';
import { NOTHING_CHANGED, tripLengthPatch } from '../lib/replan';
import type { UndoState } from '../lib/undo-store';
import { forgetDeviceUndo, loadUndo, withUndo, withoutUndo } from '../lib/undo-store';
import type { ItineraryStore } from './use-itinerary-store';

export type { UndoState } from '../lib/undo-store';

/** How the Undo names an edit saved without a name of its own. */
export const LAST_CHANGE = 'Your last change';
export const EDIT_UNDONE = 'Your last change was undone.';

export interface SaveOptions {
  /** Data derived from the last edit or re-plan (road stops, a routed drive): keeps its Undo. */
  derived?: boolean;
  /** What the edit did, as its Undo says (shared/plan/last-edit.ts operationLabel). */
  label?: string;
  invalidates?: readonly Derived[];
}

/** A plan ready to save, with what became of the traveller's edits on it. */
interface Adoptable {
  plan: TripPlan;
  reservations: Reservations;
  placements: EditPlacement[];
  /** Gets the trip's length change (empty when none), to save with its own trip fields. */
  onApplied?: (tripPatch: TripPatch) => void;
}

/** A new plan waiting for the traveller's yes: it moves or drops some of their edits, or changes the length. */
export interface PendingPlan extends Adoptable {
  /** What the traveller is asked about, one line each. */
  changes: string[];
  applyLabel?: string;
  /** The other way to take the new plan: the trip's length kept. */
  alternative?: { label: string; plan: TripPlan };
}

/**
 * Saving what a re-plan made: applied at once when it keeps every edit at its place and the trip's
 * length, held for the traveller's yes when it does not; the last one can be undone until the
 * traveller's next edit, after a reload too.
 */
export function usePlanAdoption(
  { trip, plan, reservations }: { trip: Trip; plan: TripPlan | null; reservations: Reservations },
  store: ItineraryStore,
) {
  const [pending, setPending] = useState<PendingPlan | null>(null);
  // The Undo is read from the plan as it is now (it travels inside it), so it appears on a reload and
  // on another device, and goes with the edit that saves the plan without it.
  const undo = useMemo(() => loadUndo(trip.id, plan), [trip.id, plan]);

  /** The trip's length and return date follow its plan's days. */
  const saveTripLength = (next: TripPlan | null) => {
    const patch = tripLengthPatch(trip, next);
    if (Object.keys(patch).length > 0) store.updateTrip.mutate(patch);
  };
  const saveReservations = (next: Reservations) => {
    if (JSON.stringify(next) !== JSON.stringify(reservations)) store.saveReservations.mutate(next);
  };
  // Any edit of the traveller's own ends the undo of the last re-plan and of the edit before, and is
  // saved with its own Undo (the inverse of the edit: shared/plan/last-edit.ts); data derived after it
  // (road stops re-planned, a drive routed to a new park) completes the re-plan or the edit and keeps
  // its undo.
  const savePlan = (next: TripPlan, options?: SaveOptions) => {
    if (options?.derived) {
      store.savePlan.mutate(refreshPlanTexts(next));
      return;
    }
    if (undo) forgetDeviceUndo(trip.id);
    const saved = refreshPlanTexts(withoutUndo(next));
    store.savePlan.mutate(
      plan ? withLastEdit(plan, saved, options?.label ?? LAST_CHANGE, options?.invalidates) : saved,
    );
  };

  /** The traveller's last edit undone: the plan before it, saved without an Undo. */
  const undoEdit = async () => {
    const previous = plan ? undoLastEdit(plan) : null;
    if (!previous) {
      if (plan?.lastEdit) toastError('The last change can no longer be undone.');
      return;
    }
    await store.savePlan.mutateAsync(previous);
    saveTripLength(previous);
    toastSuccess(EDIT_UNDONE);
  };

  const apply = async (adopted: Adoptable) => {
    // The texts are read again from the days the traveller gets (length, route, stays).
    const next = { ...adopted, plan: refreshPlanTexts(adopted.plan) };
    const changes = plan ? describePlanChange(plan, next.plan) : [];
    const undoState: UndoState = {
      plan: plan && withoutUndo(plan),
      reservations,
      changes: changes.length > 0 || !plan ? changes : [NOTHING_CHANGED],
      edits: summaryLines(next.placements, next.plan.dailyItinerary),
      headline: summaryHeadline(next.placements),
    };
    await store.savePlan.mutateAsync(withUndo(trip.id, next.plan, undoState));
    saveReservations(next.reservations);
    if (next.onApplied) next.onApplied(tripLengthPatch(trip, next.plan));
    else saveTripLength(next.plan);
  };

  /**
   * A merged re-plan: applied, or held for the traveller's yes when it moves or drops an edit or
   * changes the trip's length.
   */
  const adopt = async (result: ReplanResult, onApplied?: (tripPatch: TripPatch) => void) => {
    const next: Adoptable = {
      plan: result.plan,
      reservations: result.reservations,
      placements: result.placements,
      onApplied,
    };
    const length = plan ? replanLengthQuestion(plan, result.plan) : null;
    const asks = [...result.moved, ...result.dropped];
    if (asks.length === 0 && !length) {
      await apply(next);
      return;
    }
    setPending({
      ...next,
      changes: length ? [length.question, ...asks] : asks,
      ...(length ? { applyLabel: length.grow.label } : {}),
      ...(length?.keep ? { alternative: length.keep } : {}),
    });
  };

  const applyPending = (which: 'plan' | 'alternative' = 'plan') => {
    if (!pending) return;
    setPending(null);
    const chosen = which === 'alternative' && pending.alternative ? pending.alternative.plan : pending.plan;
    void apply({ ...pending, plan: chosen });
  };

  const undoReplan = async () => {
    if (!undo) return;
    const previous = undo;
    forgetDeviceUndo(trip.id);
    if (previous.plan) await store.savePlan.mutateAsync(withoutUndo(previous.plan));
    else if (plan) await store.savePlan.mutateAsync(withoutUndo(plan));
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
    undoEdit,
  };
}
