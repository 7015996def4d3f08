import type { TripPlan } from '@shared/schemas/plan';
import type { PlannedTrip } from '@shared/schemas/planned-trip';
import type { NewTrip, Reservations, SavedItinerary, Trip } from '@shared/schemas/trip';
import type { Expense } from '@shared/schemas/trip-document';
import { TripQuotaError, TripServerError } from './server-transport';
import { TripStorageError, tripStorageKeys } from './local-transport';
import { cacheTrip, localCreate, parseTrip, readExpenses } from './local-cache';
import { dequeue, enqueue, flushOne, pendingFor, write } from './change-queue';
import { reconcileAccount, refreshUsage } from './reconcile';
import type { SyncContext } from './sync-state';
import { readState, syncStorageKeys, tripIdOf, writeState } from './sync-state';
import { TripSyncError } from './sync-errors';

// Every write lands in the device's copy first; signed in, it is queued for the server and
// delivered at once when the server can be reached.

/** Someone else's shared trip is read-only; every write to it is refused. */
function writable(ctx: SyncContext, id: string) {
  const account = reconcileAccount(ctx);
  if (ctx.sharedDocs.has(id)) throw new TripStorageError('This shared trip is read-only.');
  return account;
}

export async function saveTrip(
  ctx: SyncContext,
  input: NewTrip,
  { deferUsage = false }: { deferUsage?: boolean } = {},
): Promise<Trip> {
  const { local } = ctx;
  const account = reconcileAccount(ctx);
  const trip = await local.save(input);
  if (account === null) return trip;
  enqueue(ctx, localCreate(ctx, account, trip));
  const result = await flushOne(ctx, account, trip.id);
  if (result.outcome === 'quota' || result.outcome === 'rejected') {
    // Not saved anywhere: the planner keeps what the user typed and shows why.
    dequeue(ctx, account, trip.id);
    await local.delete(trip.id);
    if (result.error instanceof TripQuotaError) throw result.error;
    const status = result.error instanceof TripServerError ? result.error.status : 400;
    throw new TripSyncError(
      status,
      result.error instanceof Error ? result.error.message : 'The trip was not saved.',
    );
  }
  if (result.outcome === 'delivered' && !trip.isDemo && !deferUsage) await refreshUsage(ctx);
  return (await local.get(trip.id)) ?? trip;
}

/** Signed in, the server holds this trip as this device last saw it, with nothing of ours waiting. */
export function holdsOnServer(ctx: SyncContext, id: string): boolean {
  const account = reconcileAccount(ctx);
  return (
    account !== null &&
    !ctx.sharedDocs.has(id) &&
    !pendingFor(ctx, account, id) &&
    readState(ctx).versions[id] !== undefined
  );
}

/** A plan the server made into one of our trips and stored: cached at the server's new version. */
export async function adoptServerPlan(ctx: SyncContext, planned: PlannedTrip): Promise<void> {
  if (reconcileAccount(ctx) === null) return;
  const trip = parseTrip(ctx, planned.trip);
  if (trip) cacheTrip(ctx, trip);
  ctx.json.write(tripStorageKeys.aiPlan(planned.tripId), planned.plan);
  // The server's new version: the next read of this trip knows its copy is current.
  const state = readState(ctx);
  state.versions[planned.tripId] = planned.version;
  writeState(ctx, state);
  ctx.recent.delete(planned.tripId);
  ctx.options.onUsage?.(planned.usage);
}

export async function updateTrip(
  ctx: SyncContext,
  id: string,
  patch: Partial<Omit<Trip, 'id' | 'createdAt'>>,
): Promise<Trip | null> {
  const account = writable(ctx, id);
  const updated = await ctx.local.update(id, patch);
  if (!updated) return null;
  await write(ctx, account, { id, trip: { ...patch, lastModified: updated.lastModified } });
  return (await ctx.local.get(id)) ?? updated;
}

export async function deleteTrip(ctx: SyncContext, id: string): Promise<void> {
  const account = writable(ctx, id);
  await ctx.local.delete(id);
  ctx.json.remove(syncStorageKeys.expenses(id));
  if (account === null) return;
  const queued = pendingFor(ctx, account, id);
  const state = readState(ctx);
  if (queued?.create && state.versions[id] === undefined && queued.blocked) {
    // Never reached the server (refused for the monthly limit): nothing to delete there.
    dequeue(ctx, account, id);
    return;
  }
  enqueue(ctx, { account, id, delete: true });
  await flushOne(ctx, account, id);
}

export async function saveAiPlan(ctx: SyncContext, id: string, plan: TripPlan): Promise<void> {
  const account = writable(ctx, id);
  await ctx.local.saveAiPlan(id, plan);
  if (account !== null && (await ctx.local.get(id))) await write(ctx, account, { id, aiPlan: plan });
}

/** Only the days whose record changed travel to the server; null marks a removed day. */
export async function saveReservations(
  ctx: SyncContext,
  id: string,
  reservations: Reservations,
): Promise<void> {
  const { local } = ctx;
  const account = writable(ctx, id);
  const before = await local.getReservations(id);
  await local.saveReservations(id, reservations);
  if (account === null || !(await local.get(id))) return;
  const changed: Record<string, unknown> = {};
  for (const [day, record] of Object.entries(reservations)) {
    if (JSON.stringify(before[day]) !== JSON.stringify(record)) changed[day] = record;
  }
  for (const day of Object.keys(before)) if (!(day in reservations)) changed[day] = null;
  if (Object.keys(changed).length > 0) await write(ctx, account, { id, reservations: changed });
}

export async function saveItinerary(
  ctx: SyncContext,
  entry: Omit<SavedItinerary, 'id' | 'savedAt'>,
): Promise<SavedItinerary> {
  const account = reconcileAccount(ctx);
  const saved: SavedItinerary = await ctx.local.saveItinerary(entry);
  const id = tripIdOf(entry.tripData);
  if (account !== null && id !== null && !ctx.sharedDocs.has(id) && (await ctx.local.get(id))) {
    await write(ctx, account, { id, savedItinerary: { ...saved } });
  }
  return saved;
}

export async function addExpense(ctx: SyncContext, id: string, expense: Expense): Promise<Expense[]> {
  const account = writable(ctx, id);
  const next = [...readExpenses(ctx, id).filter((e) => e.id !== expense.id), expense];
  ctx.json.write(syncStorageKeys.expenses(id), next);
  await write(ctx, account, { id, expensesAdded: [expense] });
  return readExpenses(ctx, id);
}

export async function deleteExpense(ctx: SyncContext, id: string, expenseId: string): Promise<Expense[]> {
  const account = writable(ctx, id);
  ctx.json.write(
    syncStorageKeys.expenses(id),
    readExpenses(ctx, id).filter((e) => e.id !== expenseId),
  );
  await write(ctx, account, { id, expensesRemoved: [expenseId] });
  return readExpenses(ctx, id);
}
