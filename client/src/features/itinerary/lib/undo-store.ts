import type { LastReplan, TripPlan } from '@shared/schemas/plan';
import type { Reservations } from '@shared/schemas/trip';
import { reservationsSchema } from '@shared/schemas/trip';
import { parseStoredPlan } from '@shared/schemas/plan';
import { UNDO_IN_PLAN_MAX_CHARS, withoutUndos } from '@shared/plan/last-edit';
import { readJson, removeKey, writeJson } from '@/lib/browser-storage';

// The Undo of the last re-plan is kept with the trip: inside the plan the re-plan made
// (`lastReplan`), so it is saved with it, reaches every device and survives a reload, and the
// traveller's next edit (which saves the plan without it) ends it. Only when the two plans together
// would not fit the trip document's size limit is it kept on this device instead, for the plan it
// was made for (a plan changed since, on another device say, has no Undo).

/** The last re-plan, undoable until the next edit. */
export interface UndoState {
  plan: TripPlan | null;
  reservations: Reservations;
  changes: string[];
  /** What became of each of the traveller's edits: kept, moved or dropped. */
  edits: string[];
  headline: string;
}

export { UNDO_IN_PLAN_MAX_CHARS };

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

/** The plan without an Undo (a re-plan's, an edit's): a re-plan saves it with its own. */
export const withoutUndo = withoutUndos;

function fromPlan(last: LastReplan): UndoState | null {
  const reservations = reservationsSchema.safeParse(last.reservations);
  if (!reservations.success) return null;
  const base = {
    reservations: reservations.data,
    changes: last.changes,
    edits: last.edits,
    headline: last.headline,
  };
  if (last.previous === null) return { ...base, plan: null };
  const previous = parseStoredPlan(last.previous);
  return previous.success ? { ...base, plan: withoutUndo(previous.data) } : null;
}

/** The Undo kept for this trip's current plan (in the plan, else on this device), or null. */
export function loadUndo(tripId: string, current: TripPlan | null): UndoState | null {
  if (current?.lastReplan) return fromPlan(current.lastReplan);
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

/**
 * The plan a re-plan made, with its Undo kept in it; when both plans would be too large for the trip
 * document, the plan as it is and the Undo kept on this device.
 */
export function withUndo(tripId: string, plan: TripPlan, undo: UndoState): TripPlan {
  const bare = withoutUndo(plan);
  const previous = undo.plan ? withoutUndo(undo.plan) : null;
  const size = JSON.stringify(bare).length + (previous ? JSON.stringify(previous).length : 0);
  if (size > UNDO_IN_PLAN_MAX_CHARS) {
    writeJson(keyOf(tripId), { fingerprint: planFingerprint(bare), undo } satisfies Stored);
    return bare;
  }
  removeKey(keyOf(tripId));
  const lastReplan: LastReplan = {
    previous: previous as LastReplan['previous'],
    reservations: undo.reservations,
    changes: undo.changes,
    edits: undo.edits,
    headline: undo.headline,
  };
  return { ...bare, lastReplan };
}

/** Forgets the Undo kept on this device (the one in a plan ends when the plan is saved without it). */
export function forgetDeviceUndo(tripId: string): void {
  removeKey(keyOf(tripId));
}
