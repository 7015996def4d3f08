import type { TripPlan } from '@shared/schemas/plan';
import { parseStoredPlan } from '@shared/schemas/plan';
import type { PlannedTrip } from '@shared/schemas/planned-trip';
import type { NewTrip, Reservations, Trip } from '@shared/schemas/trip';
import { reservationsSchema } from '@shared/schemas/trip';
import { yieldToMain } from '@/lib/yield-to-main';
import type { Expense, TripDocument, TripUsage } from '@shared/schemas/trip-document';
import type { TripStore } from './local-transport';
import { readExpenses } from './local-cache';
import type { PendingChange, PlanFigures, SyncContext, SyncedStoreOptions, SyncReport } from './sync-state';
import { createSyncContext } from './sync-state';
import { flushAll, readQueue } from './change-queue';
import { getTrip, listTrips, planFigures, readPart, reconcileAccount, refreshUsage } from './reconcile';
import type { ShareState } from './trip-sharing';
import { shareState, shareTrip, unshareTrip } from './trip-sharing';
import {
  addExpense,
  adoptServerPlan,
  holdsOnServer,
  deleteExpense,
  deleteTrip,
  saveAiPlan,
  saveItinerary,
  saveReservations,
  saveTrip,
  updateTrip,
} from './trip-writes';

export type { PendingChange, PlanFigures, SyncReport, SyncedStoreOptions } from './sync-state';

export type TripParts = { trip: Trip; plan: TripPlan | null; reservations: Reservations };
export { TripListUnavailableError, TripLoadError, TripSyncError } from './sync-errors';
export type { ShareState } from './trip-sharing';
export { TripShareError } from './trip-sharing';

export interface SyncedTripStore extends TripStore {
  /**
   * A trip with its plan and reservations, in one operation: signed in, the trip is made current once
   * for the three (one server read and one write of the cache, not one a part). The plan, the largest
   * schema, is read in a task of its own after the trip's. Null when there is no such trip.
   */
  getWithParts(id: string): Promise<TripParts | null>;
  getExpenses(id: string): Promise<Expense[]>;
  addExpense(id: string, expense: Expense): Promise<Expense[]>;
  deleteExpense(id: string, expenseId: string): Promise<Expense[]>;
  /**
   * Marks the trip shared on the server so anyone with its link can read it; unless
   * `includePrivateDetails`, readers do not get notes, expenses or confirmation numbers.
   */
  shareTrip(id: string, options?: { includePrivateDetails?: boolean }): Promise<ShareState>;
  /** Ends the share: the link stops opening for anyone but the owner. */
  unshareTrip(id: string): Promise<ShareState>;
  /** The server's share state of an own trip; null when the trip is not on the server for us. */
  shareState(id: string): Promise<ShareState | null>;
  /** True for someone else's shared trip opened through its link. */
  isReadOnly(id: string): boolean;
  /**
   * Saves a new trip. `deferUsage`: the caller reports the monthly count itself (a plan made into the
   * trip on the server answers with it), so the save asks nothing more of the server.
   */
  save(input: NewTrip, options?: { deferUsage?: boolean }): Promise<Trip>;
  /** Signed in, the server holds this trip as this device last saw it, with nothing of ours waiting. */
  holdsOnServer(id: string): boolean;
  /** A plan the server made into one of our trips and stored: cached at the server's new version. */
  adoptServerPlan(planned: PlannedTrip): Promise<void>;
  /** Uploads trips made while signed out, delivers queued writes and refreshes the monthly count. */
  syncNow(): Promise<SyncReport>;
  refreshUsage(): Promise<TripUsage | null>;
  /**
   * What a trip card shows of the trip's plan (road miles, cost), null when it has none: from the
   * list's summaries or this device's copy, never by fetching the plan.
   */
  planFigures(id: string): Promise<PlanFigures | null>;
  pendingChanges(): PendingChange[];
  /**
   * True when the last list() was the whole list: the device's own when signed out, the server's
   * answer when signed in. False when it was this device's cached copy because the server failed,
   * so an empty result then says nothing about the account (nothing may be seeded into it).
   */
  listIsComplete(): boolean;
  /**
   * The account whose list, from the server, the last list() returned; null when it was the
   * device's own (signed out) or this device's copy because the server failed. A list made at sign-in
   * by this account needs no second one.
   */
  listedAccount(): string | null;
  /**
   * True when this store has answered reads, and every one as `account` from the server (or from a
   * copy the server's list showed current): what a page shows from it is that account's, and a
   * sign-in sync need not read it again. False after any read made signed out, as another account,
   * or from this device's copy while the server could not be reached.
   */
  answeredOnlyAs(account: string): boolean;
}

const aiPlanOf = (doc: TripDocument): TripPlan | null => {
  const parsed = doc.aiPlan ? parseStoredPlan(doc.aiPlan) : null;
  return parsed?.success ? parsed.data : null;
};

const reservationsOf = (doc: TripDocument): Reservations => {
  const parsed = reservationsSchema.safeParse(doc.reservations ?? {});
  return parsed.success ? parsed.data : {};
};

/** The parts cacheDocument last checked, when they are `id`'s; taken once. */
function takeJustCached(ctx: SyncContext, id: string): SyncContext['justCached'] {
  const cached = ctx.justCached;
  ctx.justCached = null;
  return cached?.id === id ? cached : null;
}

/**
 * The trip store of a signed-in user: every write goes to the local cache and to the server;
 * reads prefer the server and fall back to the cache when it cannot be reached. Signed out, it is
 * the local store, plus read-only access to trips shared by link.
 */
export function createSyncedStore(options: SyncedStoreOptions): SyncedTripStore {
  const ctx = createSyncContext(options);
  const { local } = ctx;

  // Every operation runs one after another, so a server answer never overwrites a newer local write.
  let chain: Promise<unknown> = Promise.resolve();
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = chain.then(fn, fn);
    chain = run.catch(() => undefined);
    return run;
  }

  return {
    list: () => exclusive(() => listTrips(ctx)),
    listIsComplete: () => ctx.lastListComplete,
    listedAccount: () => ctx.lastListAccount,
    answeredOnlyAs: (account) =>
      ctx.answeredAs.size > 0 && !ctx.answeredFromCopy && [...ctx.answeredAs].every((a) => a === account),
    get: (id) => exclusive(() => getTrip(ctx, id)),
    save: (input, saveOptions) => exclusive(() => saveTrip(ctx, input, saveOptions)),
    update: (id, patch) => exclusive(() => updateTrip(ctx, id, patch)),
    delete: (id) => exclusive(() => deleteTrip(ctx, id)),
    getWithParts: (id) =>
      exclusive(async () => {
        ctx.justCached = null;
        const trip = await getTrip(ctx, id);
        if (!trip) return null;
        // Cached just now: the plan and reservations as checked on their way in, not checked again.
        const cached = takeJustCached(ctx, id);
        if (cached) return { trip, plan: cached.plan, reservations: cached.reservations };
        await yieldToMain();
        const once = { refreshed: true };
        const plan = await readPart(ctx, id, () => local.getAiPlan(id), aiPlanOf, null, once);
        const reservations = await readPart(
          ctx,
          id,
          () => local.getReservations(id),
          reservationsOf,
          {},
          once,
        );
        return { trip, plan, reservations };
      }),
    getAiPlan: (id) => exclusive(() => readPart(ctx, id, () => local.getAiPlan(id), aiPlanOf, null)),
    planFigures: (id) => exclusive(() => planFigures(ctx, id)),
    saveAiPlan: (id, plan) => exclusive(() => saveAiPlan(ctx, id, plan)),
    getReservations: (id) =>
      exclusive(() => readPart(ctx, id, () => local.getReservations(id), reservationsOf, {})),
    saveReservations: (id, reservations) => exclusive(() => saveReservations(ctx, id, reservations)),
    listSavedItineraries: () => exclusive(() => local.listSavedItineraries()),
    saveItinerary: (entry) => exclusive(() => saveItinerary(ctx, entry)),
    getExpenses: (id) =>
      exclusive(() =>
        readPart(
          ctx,
          id,
          async () => readExpenses(ctx, id),
          (doc) => doc.expenses,
          [],
        ),
      ),
    addExpense: (id, expense) => exclusive(() => addExpense(ctx, id, expense)),
    deleteExpense: (id, expenseId) => exclusive(() => deleteExpense(ctx, id, expenseId)),
    shareTrip: (id, shareOptions = {}) => exclusive(() => shareTrip(ctx, id, shareOptions)),
    unshareTrip: (id) => exclusive(() => unshareTrip(ctx, id)),
    shareState: (id) => shareState(ctx, id),
    isReadOnly: (id) => ctx.sharedDocs.get(id)?.readOnly === true,
    holdsOnServer: (id) => holdsOnServer(ctx, id),
    adoptServerPlan: (planned) => exclusive(() => adoptServerPlan(ctx, planned)),
    syncNow: () =>
      exclusive(async () => {
        const account = reconcileAccount(ctx);
        if (account === null) return { delivered: 0, pending: 0, blockedByQuota: 0 };
        const report = await flushAll(ctx, account);
        await refreshUsage(ctx);
        return report;
      }),
    refreshUsage: () =>
      exclusive(async () => {
        const account = reconcileAccount(ctx);
        return account === null ? null : refreshUsage(ctx);
      }),
    pendingChanges: () => readQueue(ctx),
  };
}
