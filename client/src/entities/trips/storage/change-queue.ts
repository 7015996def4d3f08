import { parseStoredPlan } from '@shared/schemas/plan';
import type { TripDocument, UpdateTripInput } from '@shared/schemas/trip-document';
import { mergeDevicePlans } from '@/entities/trips/plan/edit-merge';
import { TripConflictError, TripQuotaError, TripServerError } from './server-transport';
import { cacheDocument, removeCached } from './local-cache';
import type { PendingChange, SyncContext, SyncReport } from './sync-state';
import { isOffline, pendingChangeSchema, readState, syncStorageKeys, writeState } from './sync-state';
import { TripSyncError } from './sync-errors';

// The writes not yet on the server, one per trip, persisted so they survive going offline, a
// reload or a switch of account, and their delivery.

export function readQueue(ctx: SyncContext): PendingChange[] {
  const value = ctx.json.read(syncStorageKeys.queue);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = pendingChangeSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function writeQueue(ctx: SyncContext, queue: PendingChange[]) {
  // A queue that cannot be persisted would lose offline edits silently: let the caller know.
  ctx.json.write(syncStorageKeys.queue, queue);
}

export function pendingFor(ctx: SyncContext, account: string, id: string) {
  return readQueue(ctx).find((c) => c.account === account && c.id === id);
}

export function enqueue(ctx: SyncContext, change: PendingChange) {
  const queue = readQueue(ctx);
  const index = queue.findIndex((c) => c.account === change.account && c.id === change.id);
  if (index === -1) queue.push(change);
  else queue[index] = foldChange(queue[index], change);
  writeQueue(ctx, queue);
}

export function dequeue(ctx: SyncContext, account: string, id: string) {
  writeQueue(
    ctx,
    readQueue(ctx).filter((c) => !(c.account === account && c.id === id)),
  );
}

function replacePending(ctx: SyncContext, change: PendingChange) {
  writeQueue(
    ctx,
    readQueue(ctx).map((c) => (c.account === change.account && c.id === change.id ? change : c)),
  );
}

/** Folds a later change into an earlier one for the same trip. */
export function foldChange(earlier: PendingChange | undefined, later: PendingChange): PendingChange {
  if (!earlier || later.delete) return later;
  const merged: PendingChange = { ...earlier };
  if (later.trip) merged.trip = { ...earlier.trip, ...later.trip };
  if (later.aiPlan !== undefined) merged.aiPlan = later.aiPlan;
  if (later.savedItinerary !== undefined) merged.savedItinerary = later.savedItinerary;
  if (later.reservations) merged.reservations = { ...earlier.reservations, ...later.reservations };
  const removed = new Set([...(earlier.expensesRemoved ?? []), ...(later.expensesRemoved ?? [])]);
  const added = [...(earlier.expensesAdded ?? []), ...(later.expensesAdded ?? [])].filter(
    (e) => !removed.has(e.id),
  );
  if (added.length > 0 || earlier.expensesAdded) merged.expensesAdded = added;
  if (removed.size > 0) merged.expensesRemoved = [...removed];
  delete merged.blocked;
  return merged;
}

/** This device's plan with the traveller's edits from the server's copy (another device) laid on it. */
function mergePlanCopies(
  local: PendingChange['aiPlan'],
  server: TripDocument['aiPlan'],
): PendingChange['aiPlan'] {
  if (!local || !server) return local;
  const mine = parseStoredPlan(local);
  const theirs = parseStoredPlan(server);
  if (!mine.success || !theirs.success) return local;
  const merged = mergeDevicePlans(mine.data, theirs.data);
  return merged === mine.data ? local : (merged as unknown as PendingChange['aiPlan']);
}

/**
 * Field-level merge: the server's current document with this device's change applied on top.
 * Only the parts the change touched are sent; within them only the touched trip fields, days and
 * expenses replace the server's, so a concurrent edit of anything else is kept.
 */
export function applyChange(current: TripDocument, change: PendingChange): UpdateTripInput {
  const body: UpdateTripInput = { version: current.version };
  if (change.trip) body.trip = { ...current.trip, ...change.trip, id: current.id };
  if (change.aiPlan !== undefined) body.aiPlan = mergePlanCopies(change.aiPlan, current.aiPlan);
  if (change.savedItinerary !== undefined) body.savedItinerary = change.savedItinerary;
  if (change.reservations) {
    const next: Record<string, unknown> = { ...current.reservations };
    for (const [day, record] of Object.entries(change.reservations)) {
      if (record === null) delete next[day];
      else next[day] = record;
    }
    body.reservations = next;
  }
  if (change.expensesAdded || change.expensesRemoved) {
    const removed = new Set(change.expensesRemoved ?? []);
    const kept = current.expenses.filter((e) => !removed.has(e.id));
    const known = new Set(kept.map((e) => e.id));
    body.expenses = [
      ...kept,
      ...(change.expensesAdded ?? []).filter((e) => !known.has(e.id) && !removed.has(e.id)),
    ];
  }
  return body;
}

function stripRemoved(days: PendingChange['reservations']): Record<string, unknown> {
  return Object.fromEntries(Object.entries(days ?? {}).filter(([, v]) => v !== null));
}

/** Sends one queued change; returns the server's document (null after a delete). */
async function deliver(ctx: SyncContext, change: PendingChange): Promise<TripDocument | null> {
  const { server } = ctx;
  if (change.delete) {
    await server.deleteTrip(change.id);
    return null;
  }
  let current: TripDocument | null;
  if (change.create) {
    const { document, created } = await server.createTrip({
      trip: { ...change.trip, id: change.id },
      aiPlan: change.aiPlan ?? null,
      reservations: stripRemoved(change.reservations),
      savedItinerary: change.savedItinerary ?? null,
      expenses: change.expensesAdded ?? [],
      origin: change.create.origin,
    });
    if (created) return document;
    // Already there (an earlier attempt arrived but its answer was lost): apply on top of it.
    current = document;
  } else {
    current = await server.getTrip(change.id);
    if (!current || current.readOnly) throw new TripServerError(404, 'Trip not found');
  }
  try {
    return await server.updateTrip(change.id, applyChange(current, change));
  } catch (error) {
    if (!(error instanceof TripConflictError)) throw error;
    // Changed elsewhere between our read and our write: merge onto the newer one, once.
    return await server.updateTrip(change.id, applyChange(error.current, change));
  }
}

export type Outcome = 'delivered' | 'offline' | 'quota' | 'conflict' | 'rejected';

/** Delivers the queued change of one trip and records the result; never throws for offline. */
export async function flushOne(
  ctx: SyncContext,
  account: string,
  id: string,
): Promise<{ outcome: Outcome; error?: unknown }> {
  const change = pendingFor(ctx, account, id);
  if (!change) return { outcome: 'delivered' };
  try {
    const doc = await deliver(ctx, change);
    dequeue(ctx, account, id);
    if (doc && ctx.options.account() === account) cacheDocument(ctx, doc);
    if (change.delete) {
      const state = readState(ctx);
      delete state.versions[id];
      writeState(ctx, state);
    }
    return { outcome: 'delivered' };
  } catch (error) {
    if (isOffline(error)) return { outcome: 'offline', error };
    if (error instanceof TripQuotaError && change.create?.origin === 'demo') {
      // The account already has its demo trips; this device's copies of the demo are not needed.
      dequeue(ctx, account, id);
      if (ctx.options.account() === account) removeCached(ctx, new Set([id]));
      return { outcome: 'quota', error };
    }
    if (error instanceof TripQuotaError) {
      replacePending(ctx, { ...change, blocked: 'quota' });
      return { outcome: 'quota', error };
    }
    if (error instanceof TripConflictError) return { outcome: 'conflict', error };
    // Refused for good (invalid, too large, gone): retrying cannot help.
    ctx.warn(`The server refused a change to trip ${id}`, error);
    dequeue(ctx, account, id);
    return { outcome: 'rejected', error };
  }
}

export async function flushAll(ctx: SyncContext, account: string): Promise<SyncReport> {
  let delivered = 0;
  for (const change of readQueue(ctx).filter((c) => c.account === account)) {
    const result = await flushOne(ctx, account, change.id);
    if (result.outcome === 'delivered') delivered += 1;
    if (result.outcome === 'offline') break;
  }
  const mine = readQueue(ctx).filter((c) => c.account === account);
  return {
    delivered,
    pending: mine.length,
    blockedByQuota: mine.filter((c) => c.blocked === 'quota').length,
  };
}

/** Applies a change locally, queues it and tries to deliver it now. */
export async function write(
  ctx: SyncContext,
  account: string | null,
  change: Omit<PendingChange, 'account'>,
): Promise<void> {
  if (account === null) return;
  enqueue(ctx, { ...change, account });
  const result = await flushOne(ctx, account, change.id);
  if (result.outcome === 'rejected' && result.error instanceof TripServerError) {
    throw new TripSyncError(result.error.status, result.error.message);
  }
}
