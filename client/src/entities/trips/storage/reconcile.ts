import type { Trip } from '@shared/schemas/trip';
import { tripSchema } from '@shared/schemas/trip';
import type { TripDocument, TripSummary, TripUsage } from '@shared/schemas/trip-document';
import { TRIP_ID_PATTERN } from '@shared/trips/rules';
import { planSummaryOf } from '@shared/plan/plan-summary';
import { tripStorageKeys } from './local-transport';
import { cacheDocument, localCreate, parseTrip, rawTrips, removeCached } from './local-cache';
import { enqueue, flushAll, pendingFor, readQueue } from './change-queue';
import type { PlanFigures, SyncContext, SyncState } from './sync-state';
import { isOffline, readState, tripIdOf, writeState } from './sync-state';
import { TripListUnavailableError, TripLoadError } from './sync-errors';
import { yieldToMain } from '@/lib/yield-to-main';

// Bringing the device's copy and the server's into line: at a change of account, for one trip
// when it is read, and for the whole list.

/**
 * Runs before every operation. When the account changed, the previous account's server trips
 * leave the cache (they are safe on the server; their queued writes stay queued for them), and
 * trips made while signed out are queued for upload to the new account.
 */
export function reconcileAccount(ctx: SyncContext): string | null {
  const account = ctx.options.account();
  const state = readState(ctx);
  if (state.account === account) return account;
  if (state.account !== null) {
    const previous = state.account;
    const theirs = new Set([
      ...Object.keys(state.versions),
      ...readQueue(ctx)
        .filter((c) => c.account === previous)
        .map((c) => c.id),
    ]);
    removeCached(ctx, theirs);
    ctx.sharedDocs.clear();
    ctx.recent.clear();
    ctx.listed.clear();
    ctx.listedPlans.clear();
  }
  const next: SyncState = { account, versions: {} };
  writeState(ctx, next);
  if (account !== null) {
    for (const entry of rawTrips(ctx)) {
      const trip = tripSchema.safeParse(entry);
      if (!trip.success) continue;
      const id = trip.data.id;
      if (!TRIP_ID_PATTERN.test(id)) {
        ctx.warn(`Trip ${id} cannot be uploaded: its id is not 8 uppercase letters or digits`);
        continue;
      }
      enqueue(ctx, localCreate(ctx, account, trip.data));
    }
  }
  return account;
}

export async function refreshUsage(ctx: SyncContext): Promise<TripUsage | null> {
  try {
    const usage = await ctx.server.usage();
    ctx.options.onUsage?.(usage);
    return usage;
  } catch (error) {
    if (!isOffline(error)) ctx.warn('Could not read the monthly trip count', error);
    return null;
  }
}

/** The server's document for an owned trip (cached moments ago or fetched); null if not ours. */
async function fetchDocument(ctx: SyncContext, id: string): Promise<TripDocument | null> {
  const { recent } = ctx;
  const hit = recent.get(id);
  if (hit && ctx.clock() - hit.at < ctx.freshForMs) return hit.doc;
  const doc = ctx.server.getTrip(id);
  recent.set(id, { at: ctx.clock(), doc });
  doc.catch(() => recent.delete(id));
  return doc;
}

/**
 * Signed in: makes the cached parts of one trip current, or leaves the cache when offline.
 * Returns the error when the server could not answer (null otherwise), so a caller with nothing
 * cached can tell "not found" from "could not load".
 */
async function refreshTrip(ctx: SyncContext, account: string, id: string): Promise<unknown> {
  if (pendingFor(ctx, account, id)?.create) return null;
  const state = readState(ctx);
  if (state.versions[id] !== undefined && ctx.listed.get(id) === state.versions[id]) return null;
  let doc: TripDocument | null;
  try {
    doc = await fetchDocument(ctx, id);
  } catch (error) {
    if (!isOffline(error)) ctx.warn(`Could not load trip ${id} from the server`, error);
    return error;
  }
  if (doc === null) {
    if (state.versions[id] !== undefined && !pendingFor(ctx, account, id)) {
      // It was on the server and is gone: deleted on another device.
      delete state.versions[id];
      writeState(ctx, state);
      removeCached(ctx, new Set([id]));
    }
    return null;
  }
  if (doc.readOnly) ctx.sharedDocs.set(id, doc);
  else if (!pendingFor(ctx, account, id)) cacheDocument(ctx, doc);
  return null;
}

/** Signed out: someone's shared trip, when it is not one of this device's own. */
async function sharedDocument(
  ctx: SyncContext,
  id: string,
  { rethrow = false } = {},
): Promise<TripDocument | null> {
  const known = ctx.sharedDocs.get(id);
  if (known) return known;
  if (!TRIP_ID_PATTERN.test(id)) return null;
  try {
    const doc = await ctx.server.getTrip(id, { anonymous: true });
    if (doc) ctx.sharedDocs.set(id, doc);
    return doc;
  } catch (error) {
    if (!isOffline(error)) ctx.warn(`Could not load shared trip ${id}`, error);
    if (rethrow) throw new TripLoadError(id, { cause: error });
    return null;
  }
}

/** Notes whom a read was answered as, and whether it was this device's copy for want of the server. */
function answered(ctx: SyncContext, account: string | null, failure: unknown = null) {
  ctx.answeredAs.add(account);
  if (failure) ctx.answeredFromCopy = true;
}

/**
 * Reads one trip's part: the cache for own trips, the shared document for someone else's.
 * `refreshed`: the same operation has just made the trip current (getTrip), so it is not asked again.
 */
export async function readPart<T>(
  ctx: SyncContext,
  id: string,
  fromLocal: () => Promise<T>,
  fromDoc: (doc: TripDocument) => T,
  empty: T,
  { refreshed = false } = {},
): Promise<T> {
  const account = reconcileAccount(ctx);
  answered(ctx, account);
  if (account !== null) {
    if (!refreshed) answered(ctx, account, await refreshTrip(ctx, account, id));
    const shared = ctx.sharedDocs.get(id);
    return shared ? fromDoc(shared) : fromLocal();
  }
  if (await ctx.local.get(id)) return fromLocal();
  const doc = await sharedDocument(ctx, id);
  return doc ? fromDoc(doc) : empty;
}

/** One trip: the signed-in user's (made current first), or someone's shared trip. */
export async function getTrip(ctx: SyncContext, id: string): Promise<Trip | null> {
  const account = reconcileAccount(ctx);
  answered(ctx, account);
  if (account !== null) {
    const failure = await refreshTrip(ctx, account, id);
    answered(ctx, account, failure);
    const shared = ctx.sharedDocs.get(id);
    if (shared) return parseTrip(ctx, shared.trip);
    const cached = await ctx.local.get(id);
    // Only the server's "no such trip" is not found; a failed request is an error to show.
    if (!cached && failure) throw new TripLoadError(id, { cause: failure });
    return cached;
  }
  const own = await ctx.local.get(id);
  if (own) return own;
  const doc = await sharedDocument(ctx, id, { rethrow: true });
  return doc ? parseTrip(ctx, doc.trip) : null;
}

/**
 * The trip list: signed out, the device's; signed in, queued writes are delivered first and the
 * server's list then replaces the cached one, or the cached copy is shown when the server fails.
 */
export async function listTrips(ctx: SyncContext): Promise<Trip[]> {
  const account = reconcileAccount(ctx);
  ctx.lastListComplete = account === null;
  ctx.lastListAccount = null;
  answered(ctx, account);
  if (account === null) return ctx.local.list();
  // A list asked for before the queued writes below reach the server would not show them.
  if (readQueue(ctx).some((change) => change.account === account)) ctx.options.dropEarlyList?.();
  await flushAll(ctx, account);
  let summaries;
  try {
    summaries = await ctx.server.listTrips();
  } catch (error) {
    const copy = await ctx.local.list();
    answered(ctx, account, error);
    // Never listed here and nothing cached: an empty answer would look like an empty account.
    if (!readState(ctx).listed && copy.length === 0) throw new TripListUnavailableError({ cause: error });
    if (!isOffline(error))
      ctx.warn('Could not load trips from the server; showing this device’s copy', error);
    return copy;
  }
  ctx.lastListComplete = true;
  ctx.lastListAccount = account;
  // Reading the answer and laying it over the cache are two tasks, not one long one (a phone reading
  // 30 trips). The store's lock is held meanwhile, so no other change comes between.
  await yieldToMain();
  return cacheServerList(ctx, account, summaries);
}

/**
 * A listed plan's figures: the server sums the stays and activities from the plan as it is now, and the
 * card takes them from here, never from a cached copy of the trip whose own fields may be older.
 */
function listedFigures(s: TripSummary, totalDistance: number, estimatedCost: number): PlanFigures {
  const { numberOfStops, mainActivities } = s as Record<string, unknown>;
  return {
    totalDistance,
    estimatedCost,
    ...(typeof numberOfStops === 'number' ? { stops: numberOfStops } : {}),
    ...(Array.isArray(mainActivities) && mainActivities.every((a) => typeof a === 'string')
      ? { mainActivities: mainActivities as string[] }
      : {}),
  };
}

/** Lays the server's list over the cache and returns the trips it now holds. */
async function cacheServerList(ctx: SyncContext, account: string, summaries: TripSummary[]): Promise<Trip[]> {
  const state = readState(ctx);
  state.listed = true;
  const onServer = new Set(summaries.map((s) => s.id));
  const queued = readQueue(ctx).filter((c) => c.account === account);
  const waiting = new Set(queued.filter((c) => c.create && !onServer.has(c.id)).map((c) => c.id));
  const deletedHere = new Set(queued.filter((c) => c.delete).map((c) => c.id));
  const serverTrips = summaries.filter((s) => !deletedHere.has(s.id)).flatMap((s) => parseTrip(ctx, s) ?? []);
  const cached = await ctx.local.list();
  const keptLocal = cached.filter((t) => waiting.has(t.id));
  // Gone from the server and not waiting for upload: deleted on another device.
  const gone = new Set(cached.filter((t) => !onServer.has(t.id) && !waiting.has(t.id)).map((t) => t.id));
  removeCached(ctx, gone);
  const byId = new Map<string | null, unknown>(rawTrips(ctx).map((e) => [tripIdOf(e), e] as const));
  // A trip with a change still queued keeps this device's newer copy until it is delivered.
  const queuedIds = new Set(queued.map((c) => c.id));
  // The list carries a summary, not the whole trip: a cached copy at the listed version is
  // complete and stays; an older one takes the summary's fields and keeps the rest (day plans)
  // until the trip is opened, which fetches the new version.
  const listedVersion = new Map(summaries.map((s) => [s.id, s.version] as const));
  for (const trip of serverTrips) {
    const cachedEntry = byId.get(trip.id);
    if (queuedIds.has(trip.id) && cachedEntry !== undefined) continue;
    if (cachedEntry !== undefined && state.versions[trip.id] === listedVersion.get(trip.id)) continue;
    // Not cached yet: the summary as read is the entry, and needs no second reading below.
    if (cachedEntry === undefined) byId.set(trip.id, trip);
    else
      byId.set(trip.id, {
        ...(cachedEntry && typeof cachedEntry === 'object' ? (cachedEntry as Record<string, unknown>) : {}),
        ...trip,
      });
  }
  // The server lists newest first; the cache keeps the local store's order of saving (append).
  const entries = [...[...serverTrips].reverse(), ...keptLocal].map((t) => byId.get(t.id) ?? t);
  ctx.json.write(tripStorageKeys.trips, entries);
  // Entries that are a trip read above are used as they are: reading 30 trips again with the schema
  // was a third of the list's work on a phone.
  const read = new Set<unknown>(serverTrips);
  const next = entries.flatMap((entry) =>
    read.has(entry) ? [entry as Trip] : (parseTrip(ctx, entry) ?? []),
  );
  ctx.listed.clear();
  ctx.listedPlans.clear();
  for (const s of summaries) {
    ctx.listed.set(s.id, s.version);
    ctx.listedPlans.set(
      s.id,
      s.hasPlan && s.planDistance !== null && s.planCost !== null
        ? listedFigures(s, s.planDistance, s.planCost)
        : null,
    );
    // On the server but its plan, reservations and expenses not fetched yet: a version that
    // never matches, so the first read of those parts asks the server.
    if (state.versions[s.id] === undefined) state.versions[s.id] = -1;
  }
  for (const id of gone) delete state.versions[id];
  writeState(ctx, state);
  return next;
}

/**
 * A trip card's plan figures without fetching the plan: signed in, from the server's last list (its
 * summaries carry them), unless this device holds a change to the trip not yet delivered; otherwise
 * from this device's copy. A plan is fetched only when its trip is opened.
 */
export async function planFigures(ctx: SyncContext, id: string): Promise<PlanFigures | null> {
  const account = reconcileAccount(ctx);
  const listed = ctx.listedPlans.get(id);
  if (account !== null && listed !== undefined && !pendingFor(ctx, account, id)) return listed;
  const plan = await ctx.local.getAiPlan(id);
  return plan ? planSummaryOf(plan) : null;
}
