import type { TripPlan } from '@shared/schemas/plan';
import type { Reservations } from '@shared/schemas/trip';
import { parseStoredPlan } from '@shared/schemas/plan';
import { readJson, removeKey, writeJson } from '@/lib/browser-storage';

// The Undo of the last re-plan is kept with the trip on this device, so it survives a reload, until
// the traveller's next edit. It is kept only for the plan it was made for: a plan changed since (on
// another device, say) has no Undo.

/** The last re-plan, undoable until the next edit. */
export interface UndoState {
  plan: TripPlan | null;
  reservations: Reservations;
  changes: string[];
  /** What became of each of the traveller's edits: kept, moved or dropped. */
  edits: string[];
  headline: string;
}

const keyOf = (tripId: string) => `trip_${tripId}_undo`;

/** What identifies a plan well enough that an Undo made for it is not applied to another. */
export function planFingerprint(plan: TripPlan | null): string {
  if (!plan) return 'none';
  const edits = plan.travellerEdits ?? [];
  return [
    plan.generatedAt,
    plan.selectedRoute,
    plan.dailyItinerary.length,
    plan.overview.totalDistance,
    plan.overview.estimatedCost,
    edits.map((e) => e.id ?? e.kind).join(','),
  ].join('|');
}

interface Stored {
  fingerprint: string;
  undo: UndoState;
}

const isStored = (v: unknown): v is Stored =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Stored).fingerprint === 'string' &&
  typeof (v as Stored).undo === 'object' &&
  (v as Stored).undo !== null &&
  Array.isArray((v as Stored).undo.changes);

/** The Undo kept for this trip's current plan, or null. */
export function loadUndo(tripId: string, current: TripPlan | null): UndoState | null {
  const stored = readJson<Stored | null>(keyOf(tripId), null, isStored);
  if (!stored || stored.fingerprint !== planFingerprint(current)) return null;
  const { undo } = stored;
  if (undo.plan !== null) {
    const parsed = parseStoredPlan(undo.plan);
    if (!parsed.success) return null;
    return { ...undo, edits: undo.edits ?? [], headline: undo.headline ?? '', plan: parsed.data };
  }
  return { ...undo, edits: undo.edits ?? [], headline: undo.headline ?? '' };
}

/** Keeps the Undo for the plan just applied; null forgets it. */
export function storeUndo(tripId: string, undo: UndoState | null, applied: TripPlan | null): void {
  if (!undo) {
    removeKey(keyOf(tripId));
    return;
  }
  writeJson(keyOf(tripId), { fingerprint: planFingerprint(applied), undo } satisfies Stored);
}
