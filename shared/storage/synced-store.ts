import { z } from 'zod';
import type { AiPlan } from '../schemas/plan';
import { aiPlanSchema, parseStoredPlan } from '../schemas/plan';
import type { PlannedTrip } from '../schemas/planned-trip';
import type { NewTrip, Reservations, SavedItinerary, Trip } from '../schemas/trip';
import { reservationsSchema, savedItinerarySchema, tripSchema } from '../schemas/trip';
import type { Expense, TripDocument, TripUsage, UpdateTripInput } from '../schemas/trip-document';
import { expenseSchema } from '../schemas/trip-document';
import type { ServerTransport } from './server-transport';
import { TripConflictError, TripNetworkError, TripQuotaError, TripServerError } from './server-transport';
import type { StorageLike, TripStore, WarnLogger } from './trip-store';
import { TripStorageError, createJsonStorage, tripStorageKeys } from './trip-store';
import { mergeDevicePlans } from '../trips/plan-steering';
import { TRIP_ID_PATTERN } from '../trips/rules';

// Keys the sync layer adds beside SPEC 3's: per-trip expenses (kept on the device for signed-out
// users too), the server version of each cached trip, and the queue of writes not yet on the server.
export const syncStorageKeys = {
  expenses: (id: string) => `trip_${id}_expenses`,
  state: 'tripSyncState',
  queue: 'tripSyncQueue',
} as const;

/** The server refused a write for good (too large, invalid); the local copy is kept. */
export class TripSyncError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
    this.name = 'TripSyncError';
  }
}

/** Whether an own trip's link opens for others, and whether it shows the private details. */
export type ShareState = { shared: boolean; includePrivateDetails: boolean };

const shareStateOf = (doc: TripDocument): ShareState => ({
  shared: doc.shared,
  includePrivateDetails: doc.shared && doc.sharePrivateDetails === true,
});

/** Sharing needs an account and a connection; the message is meant for the user. */
export class TripShareError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TripShareError';
  }
}

const jsonObject = z.record(z.string(), z.unknown());

/**
 * One queued write per trip: the parts it touched, as values, so a delivery after going offline,
 * a page reload or a switch of account still has everything it needs. Later writes to the same
 * trip fold into it. On delivery the change is applied field by field onto the server's current
 * document, so edits made elsewhere to other fields, days or expenses survive.
 */
const pendingChangeSchema = z.object({
  account: z.string(),
  id: z.string(),
  /** Not on the server yet; `trip` then holds the whole trip. */
  create: z.object({ origin: z.enum(['user', 'demo']) }).optional(),
  delete: z.boolean().optional(),
  trip: jsonObject.optional(),
  aiPlan: jsonObject.nullable().optional(),
  /** Changed days only; null marks a day whose record was removed. */
  reservations: z.record(z.string(), z.unknown().nullable()).optional(),
  savedItinerary: jsonObject.nullable().optional(),
  expensesAdded: z.array(expenseSchema).optional(),
  expensesRemoved: z.array(z.string()).optional(),
  /** The server refused the create for the monthly limit; kept on the device, retried at the next sync. */
  blocked: z.literal('quota').optional(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

const syncStateSchema = z.object({
  /** Whose server trips the cache holds (user id), null when none. */
  account: z.string().nullable(),
  versions: z.record(z.string(), z.number()),
  /** The server's trip list for this account reached this device at least once. */
  listed: z.boolean().optional(),
});
type SyncState = z.infer<typeof syncStateSchema>;

export type SyncReport = { delivered: number; pending: number; blockedByQuota: number };

export interface SyncedTripStore extends TripStore {
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
  pendingChanges(): PendingChange[];
  /**
   * True when the last list() was the whole list: the device's own when signed out, the server's
   * answer when signed in. False when it was this device's cached copy because the server failed,
   * so an empty result then says nothing about the account (nothing may be seeded into it).
   */
  listIsComplete(): boolean;
}

/** The trip could not be read (the server failed and this device has no copy): not a "not found". */
export class TripLoadError extends Error {
  constructor(id: string, options?: { cause?: unknown }) {
    super(`Failed to load trip ${id}`, options);
    this.name = 'TripLoadError';
  }
}

/** Signed in, the server's list could not be read and this device holds no copy of it. */
export class TripListUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Failed to load trips. Please try refreshing the page.', options);
    this.name = 'TripListUnavailableError';
  }
}

export type SyncedStoreOptions = {
  local: TripStore;
  server: ServerTransport;
  storage: StorageLike | null;
  /** The signed-in user's id, or null when signed out. */
  account: () => string | null;
  /** Where the server's monthly trip count is mirrored (SPEC 3 monthlyTripCount). */
  onUsage?: (usage: TripUsage) => void;
  warn?: WarnLogger;
  /** How long a fetched document is reused before asking the server again. */
  freshForMs?: number;
  clock?: () => number;
};

const isOffline = (error: unknown) =>
  error instanceof TripNetworkError ||
  (error instanceof TripServerError && (error.transient || error.status === 401));

function tripIdOf(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string') return record.id;
  return tripIdOf(record.trip);
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
  const mine = aiPlanSchema.safeParse(local);
  const theirs = aiPlanSchema.safeParse(server);
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

/**
 * The trip store of a signed-in user: every write goes to the local cache and to the server;
 * reads prefer the server and fall back to the cache when it cannot be reached. Signed out, it is
 * the local store, plus read-only access to trips shared by link.
 */
export function createSyncedStore(options: SyncedStoreOptions): SyncedTripStore {
  const { local, server } = options;
  const warn =
    options.warn ?? ((message: string, ...details: unknown[]) => console.warn(message, ...details));
  const json = createJsonStorage(options.storage, warn);
  const clock = options.clock ?? (() => Date.now());
  const freshForMs = options.freshForMs ?? 3000;

  /** Someone else's shared trips opened by link: never written to this device's trip list. */
  const sharedDocs = new Map<string, TripDocument>();
  /** Documents fetched moments ago, so one page's get, plan and reservation reads cost one call. */
  const recent = new Map<string, { at: number; doc: Promise<TripDocument | null> }>();
  /** Versions the last list reported; a cached trip at that version needs no refetch. */
  const listed = new Map<string, number>();

  // Every operation runs one after another, so a server answer never overwrites a newer local write.
  let chain: Promise<unknown> = Promise.resolve();
  let lastListComplete = false;
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = chain.then(fn, fn);
    chain = run.catch(() => undefined);
    return run;
  }

  // ---- persisted sync state -------------------------------------------------------------------
  function readState(): SyncState {
    const parsed = syncStateSchema.safeParse(json.read(syncStorageKeys.state));
    return parsed.success ? parsed.data : { account: null, versions: {} };
  }
  function writeState(state: SyncState) {
    try {
      json.write(syncStorageKeys.state, state);
    } catch {
      // Already warned; the next successful read of the server rebuilds it.
    }
  }
  function readQueue(): PendingChange[] {
    const value = json.read(syncStorageKeys.queue);
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry) => {
      const parsed = pendingChangeSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  }
  function writeQueue(queue: PendingChange[]) {
    // A queue that cannot be persisted would lose offline edits silently: let the caller know.
    json.write(syncStorageKeys.queue, queue);
  }
  function pendingFor(account: string, id: string) {
    return readQueue().find((c) => c.account === account && c.id === id);
  }
  function enqueue(change: PendingChange) {
    const queue = readQueue();
    const index = queue.findIndex((c) => c.account === change.account && c.id === change.id);
    if (index === -1) queue.push(change);
    else queue[index] = foldChange(queue[index], change);
    writeQueue(queue);
  }
  function dequeue(account: string, id: string) {
    writeQueue(readQueue().filter((c) => !(c.account === account && c.id === id)));
  }
  function replacePending(change: PendingChange) {
    writeQueue(readQueue().map((c) => (c.account === change.account && c.id === change.id ? change : c)));
  }

  // ---- the local cache --------------------------------------------------------------------------
  function rawTrips(): unknown[] {
    const value = json.read(tripStorageKeys.trips);
    return Array.isArray(value) ? value : [];
  }
  function readExpenses(id: string): Expense[] {
    const parsed = z.array(expenseSchema).safeParse(json.read(syncStorageKeys.expenses(id)));
    return parsed.success ? parsed.data : [];
  }
  function removeCached(ids: Set<string>) {
    if (ids.size === 0) return;
    json.write(
      tripStorageKeys.trips,
      rawTrips().filter((entry) => !ids.has(tripIdOf(entry) ?? '')),
    );
    for (const id of ids) {
      json.remove(tripStorageKeys.aiPlan(id));
      json.remove(tripStorageKeys.reservations(id));
      json.remove(syncStorageKeys.expenses(id));
    }
  }
  function parseTrip(value: unknown): Trip | null {
    const parsed = tripSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    warn(
      `Ignoring a server trip this app cannot read (${tripIdOf(value) ?? 'no id'})`,
      parsed.error.issues[0]?.message,
    );
    return null;
  }
  /** Writes the server's document into the cache and remembers its version. */
  function cacheTrip(trip: Trip) {
    const entries = rawTrips();
    const index = entries.findIndex((e) => tripIdOf(e) === trip.id);
    if (index === -1) entries.push(trip);
    else entries[index] = trip;
    json.write(tripStorageKeys.trips, entries);
  }
  function cacheDocument(doc: TripDocument, state = readState()): Trip | null {
    const trip = parseTrip(doc.trip);
    if (!trip) return null;
    cacheTrip(trip);
    const plan = doc.aiPlan ? parseStoredPlan(doc.aiPlan) : null;
    if (plan?.success) json.write(tripStorageKeys.aiPlan(doc.id), plan.data);
    else json.remove(tripStorageKeys.aiPlan(doc.id));
    const reservations = reservationsSchema.safeParse(doc.reservations ?? {});
    json.write(tripStorageKeys.reservations(doc.id), reservations.success ? reservations.data : {});
    json.write(syncStorageKeys.expenses(doc.id), doc.expenses);
    const saved = doc.savedItinerary ? savedItinerarySchema.safeParse(doc.savedItinerary) : null;
    if (saved?.success) {
      const list = json.read(tripStorageKeys.savedItineraries);
      const others = (Array.isArray(list) ? list : []).filter((e) => tripIdOf(e) !== saved.data.id);
      json.write(tripStorageKeys.savedItineraries, [...others, saved.data]);
    }
    state.versions[doc.id] = doc.version;
    writeState(state);
    recent.set(doc.id, { at: clock(), doc: Promise.resolve(doc) });
    return trip;
  }

  /**
   * Runs before every operation. When the account changed, the previous account's server trips
   * leave the cache (they are safe on the server; their queued writes stay queued for them), and
   * trips made while signed out are queued for upload to the new account.
   */
  function reconcileAccount(): string | null {
    const account = options.account();
    const state = readState();
    if (state.account === account) return account;
    if (state.account !== null) {
      const previous = state.account;
      const theirs = new Set([
        ...Object.keys(state.versions),
        ...readQueue()
          .filter((c) => c.account === previous)
          .map((c) => c.id),
      ]);
      removeCached(theirs);
      sharedDocs.clear();
      recent.clear();
      listed.clear();
    }
    const next: SyncState = { account, versions: {} };
    writeState(next);
    if (account !== null) {
      for (const entry of rawTrips()) {
        const trip = tripSchema.safeParse(entry);
        if (!trip.success) continue;
        const id = trip.data.id;
        if (!TRIP_ID_PATTERN.test(id)) {
          warn(`Trip ${id} cannot be uploaded: its id is not 8 uppercase letters or digits`);
          continue;
        }
        enqueue(localCreate(account, trip.data));
      }
    }
    return account;
  }

  function localCreate(account: string, trip: Trip): PendingChange {
    const plan = json.read(tripStorageKeys.aiPlan(trip.id));
    const reservations = json.read(tripStorageKeys.reservations(trip.id));
    const savedList = json.read(tripStorageKeys.savedItineraries);
    const saved = (Array.isArray(savedList) ? savedList : []).find(
      (e) => tripIdOf((e as { tripData?: unknown })?.tripData) === trip.id,
    );
    return {
      account,
      id: trip.id,
      create: { origin: trip.isDemo ? 'demo' : 'user' },
      trip: { ...trip },
      aiPlan: plan && typeof plan === 'object' ? (plan as Record<string, unknown>) : null,
      reservations:
        reservations && typeof reservations === 'object' ? (reservations as Record<string, unknown>) : {},
      savedItinerary: saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : null,
      expensesAdded: readExpenses(trip.id),
    };
  }

  // ---- delivery ---------------------------------------------------------------------------------
  /** Sends one queued change; returns the server's document (null after a delete). */
  async function deliver(change: PendingChange): Promise<TripDocument | null> {
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

  function stripRemoved(days: PendingChange['reservations']): Record<string, unknown> {
    return Object.fromEntries(Object.entries(days ?? {}).filter(([, v]) => v !== null));
  }

  type Outcome = 'delivered' | 'offline' | 'quota' | 'conflict' | 'rejected';

  /** Delivers the queued change of one trip and records the result; never throws for offline. */
  async function flushOne(account: string, id: string): Promise<{ outcome: Outcome; error?: unknown }> {
    const change = pendingFor(account, id);
    if (!change) return { outcome: 'delivered' };
    try {
      const doc = await deliver(change);
      dequeue(account, id);
      if (doc && options.account() === account) cacheDocument(doc);
      if (change.delete) {
        const state = readState();
        delete state.versions[id];
        writeState(state);
      }
      return { outcome: 'delivered' };
    } catch (error) {
      if (isOffline(error)) return { outcome: 'offline', error };
      if (error instanceof TripQuotaError && change.create?.origin === 'demo') {
        // The account already has its demo trips; this device's copies of the demo are not needed.
        dequeue(account, id);
        if (options.account() === account) removeCached(new Set([id]));
        return { outcome: 'quota', error };
      }
      if (error instanceof TripQuotaError) {
        replacePending({ ...change, blocked: 'quota' });
        return { outcome: 'quota', error };
      }
      if (error instanceof TripConflictError) return { outcome: 'conflict', error };
      // Refused for good (invalid, too large, gone): retrying cannot help.
      warn(`The server refused a change to trip ${id}`, error);
      dequeue(account, id);
      return { outcome: 'rejected', error };
    }
  }

  async function flushAll(account: string): Promise<SyncReport> {
    let delivered = 0;
    for (const change of readQueue().filter((c) => c.account === account)) {
      const result = await flushOne(account, change.id);
      if (result.outcome === 'delivered') delivered += 1;
      if (result.outcome === 'offline') break;
    }
    const mine = readQueue().filter((c) => c.account === account);
    return {
      delivered,
      pending: mine.length,
      blockedByQuota: mine.filter((c) => c.blocked === 'quota').length,
    };
  }

  async function refreshUsage(): Promise<TripUsage | null> {
    try {
      const usage = await server.usage();
      options.onUsage?.(usage);
      return usage;
    } catch (error) {
      if (!isOffline(error)) warn('Could not read the monthly trip count', error);
      return null;
    }
  }

  /** A share or unshare call: the answer is cached, failures become messages for the user. */
  async function shareCall(id: string, send: () => Promise<TripDocument>): Promise<ShareState> {
    try {
      const doc = await send();
      recent.delete(id);
      cacheDocument(doc);
      return shareStateOf(doc);
    } catch (error) {
      if (isOffline(error))
        throw new TripShareError('You appear to be offline. Connect to the internet and try again.');
      if (error instanceof TripServerError && error.status === 404) {
        throw new TripShareError('Only trips saved to your account can be shared.');
      }
      throw error;
    }
  }

  /** The server's document for an owned trip (cached moments ago or fetched); null if not ours. */
  async function fetchDocument(id: string): Promise<TripDocument | null> {
    const hit = recent.get(id);
    if (hit && clock() - hit.at < freshForMs) return hit.doc;
    const doc = server.getTrip(id);
    recent.set(id, { at: clock(), doc });
    doc.catch(() => recent.delete(id));
    return doc;
  }

  /**
   * Signed in: makes the cached parts of one trip current, or leaves the cache when offline.
   * Returns the error when the server could not answer (null otherwise), so a caller with nothing
   * cached can tell "not found" from "could not load".
   */
  async function refreshTrip(account: string, id: string): Promise<unknown> {
    if (pendingFor(account, id)?.create) return null;
    const state = readState();
    if (state.versions[id] !== undefined && listed.get(id) === state.versions[id]) return null;
    let doc: TripDocument | null;
    try {
      doc = await fetchDocument(id);
    } catch (error) {
      if (!isOffline(error)) warn(`Could not load trip ${id} from the server`, error);
      return error;
    }
    if (doc === null) {
      if (state.versions[id] !== undefined && !pendingFor(account, id)) {
        // It was on the server and is gone: deleted on another device.
        delete state.versions[id];
        writeState(state);
        removeCached(new Set([id]));
      }
      return null;
    }
    if (doc.readOnly) sharedDocs.set(id, doc);
    else if (!pendingFor(account, id)) cacheDocument(doc);
    return null;
  }

  /** Signed out: someone's shared trip, when it is not one of this device's own. */
  async function sharedDocument(id: string, { rethrow = false } = {}): Promise<TripDocument | null> {
    const known = sharedDocs.get(id);
    if (known) return known;
    if (!TRIP_ID_PATTERN.test(id)) return null;
    try {
      const doc = await server.getTrip(id, { anonymous: true });
      if (doc) sharedDocs.set(id, doc);
      return doc;
    } catch (error) {
      if (!isOffline(error)) warn(`Could not load shared trip ${id}`, error);
      if (rethrow) throw new TripLoadError(id, { cause: error });
      return null;
    }
  }

  /** Reads one trip's part: the cache for own trips, the shared document for someone else's. */
  async function readPart<T>(
    id: string,
    fromLocal: () => Promise<T>,
    fromDoc: (doc: TripDocument) => T,
    empty: T,
  ): Promise<T> {
    const account = reconcileAccount();
    if (account !== null) {
      await refreshTrip(account, id);
      const shared = sharedDocs.get(id);
      return shared ? fromDoc(shared) : fromLocal();
    }
    if (await local.get(id)) return fromLocal();
    const doc = await sharedDocument(id);
    return doc ? fromDoc(doc) : empty;
  }

  /** Applies a change locally, queues it and tries to deliver it now. */
  async function write(account: string | null, change: Omit<PendingChange, 'account'>): Promise<void> {
    if (account === null) return;
    enqueue({ ...change, account });
    const result = await flushOne(account, change.id);
    if (result.outcome === 'rejected' && result.error instanceof TripServerError) {
      throw new TripSyncError(result.error.status, result.error.message);
    }
  }

  /** Someone else's shared trip is read-only; every write to it is refused. */
  function writable(account: string | null, id: string) {
    if (sharedDocs.has(id)) throw new TripStorageError('This shared trip is read-only.');
    return account;
  }

  const aiPlanOf = (doc: TripDocument): AiPlan | null => {
    const parsed = doc.aiPlan ? parseStoredPlan(doc.aiPlan) : null;
    return parsed?.success ? parsed.data : null;
  };
  const reservationsOf = (doc: TripDocument): Reservations => {
    const parsed = reservationsSchema.safeParse(doc.reservations ?? {});
    return parsed.success ? parsed.data : {};
  };

  return {
    list: () =>
      exclusive(async () => {
        const account = reconcileAccount();
        lastListComplete = account === null;
        if (account === null) return local.list();
        await flushAll(account);
        let summaries;
        try {
          summaries = await server.listTrips();
        } catch (error) {
          const copy = await local.list();
          // Never listed here and nothing cached: an empty answer would look like an empty account.
          if (!readState().listed && copy.length === 0) throw new TripListUnavailableError({ cause: error });
          if (!isOffline(error))
            warn('Could not load trips from the server; showing this device’s copy', error);
          return copy;
        }
        lastListComplete = true;
        const state = readState();
        state.listed = true;
        const onServer = new Set(summaries.map((s) => s.id));
        const queued = readQueue().filter((c) => c.account === account);
        const waiting = new Set(queued.filter((c) => c.create && !onServer.has(c.id)).map((c) => c.id));
        const deletedHere = new Set(queued.filter((c) => c.delete).map((c) => c.id));
        const serverTrips = summaries
          .filter((s) => !deletedHere.has(s.id))
          .flatMap((s) => parseTrip(s) ?? []);
        const cached = await local.list();
        const keptLocal = cached.filter((t) => waiting.has(t.id));
        // Gone from the server and not waiting for upload: deleted on another device.
        const gone = new Set(
          cached.filter((t) => !onServer.has(t.id) && !waiting.has(t.id)).map((t) => t.id),
        );
        removeCached(gone);
        const byId = new Map<string | null, unknown>(rawTrips().map((e) => [tripIdOf(e), e] as const));
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
          const base =
            cachedEntry && typeof cachedEntry === 'object' ? (cachedEntry as Record<string, unknown>) : {};
          byId.set(trip.id, { ...base, ...trip });
        }
        // The server lists newest first; the cache keeps SPEC 7's order of saving (append).
        const entries = [...[...serverTrips].reverse(), ...keptLocal].map((t) => byId.get(t.id) ?? t);
        json.write(tripStorageKeys.trips, entries);
        const next = entries.flatMap((entry) => parseTrip(entry) ?? []);
        listed.clear();
        for (const s of summaries) {
          listed.set(s.id, s.version);
          // On the server but its plan, reservations and expenses not fetched yet: a version that
          // never matches, so the first read of those parts asks the server.
          if (state.versions[s.id] === undefined) state.versions[s.id] = -1;
        }
        for (const id of gone) delete state.versions[id];
        writeState(state);
        return next;
      }),

    listIsComplete: () => lastListComplete,

    get: (id) =>
      exclusive(async () => {
        const account = reconcileAccount();
        if (account !== null) {
          const failure = await refreshTrip(account, id);
          const shared = sharedDocs.get(id);
          if (shared) return parseTrip(shared.trip);
          const cached = await local.get(id);
          // Only the server's "no such trip" is not found; a failed request is an error to show.
          if (!cached && failure) throw new TripLoadError(id, { cause: failure });
          return cached;
        }
        const own = await local.get(id);
        if (own) return own;
        const doc = await sharedDocument(id, { rethrow: true });
        return doc ? parseTrip(doc.trip) : null;
      }),

    save: (input, saveOptions = {}) =>
      exclusive(async () => {
        const account = reconcileAccount();
        const trip = await local.save(input);
        if (account === null) return trip;
        enqueue(localCreate(account, trip));
        const result = await flushOne(account, trip.id);
        if (result.outcome === 'quota' || result.outcome === 'rejected') {
          // Not saved anywhere: the planner keeps what the user typed and shows why.
          dequeue(account, trip.id);
          await local.delete(trip.id);
          if (result.error instanceof TripQuotaError) throw result.error;
          const status = result.error instanceof TripServerError ? result.error.status : 400;
          throw new TripSyncError(
            status,
            result.error instanceof Error ? result.error.message : 'The trip was not saved.',
          );
        }
        if (result.outcome === 'delivered' && !trip.isDemo && !saveOptions.deferUsage) await refreshUsage();
        return (await local.get(trip.id)) ?? trip;
      }),

    update: (id, patch) =>
      exclusive(async () => {
        const account = writable(reconcileAccount(), id);
        const updated = await local.update(id, patch);
        if (!updated) return null;
        await write(account, { id, trip: { ...patch, lastModified: updated.lastModified } });
        return (await local.get(id)) ?? updated;
      }),

    delete: (id) =>
      exclusive(async () => {
        const account = writable(reconcileAccount(), id);
        await local.delete(id);
        json.remove(syncStorageKeys.expenses(id));
        if (account === null) return;
        const queued = pendingFor(account, id);
        const state = readState();
        if (queued?.create && state.versions[id] === undefined && queued.blocked) {
          // Never reached the server (refused for the monthly limit): nothing to delete there.
          dequeue(account, id);
          return;
        }
        enqueue({ account, id, delete: true });
        await flushOne(account, id);
      }),

    getAiPlan: (id) => exclusive(() => readPart(id, () => local.getAiPlan(id), aiPlanOf, null)),

    saveAiPlan: (id, plan) =>
      exclusive(async () => {
        const account = writable(reconcileAccount(), id);
        await local.saveAiPlan(id, plan);
        if (account !== null && (await local.get(id))) await write(account, { id, aiPlan: plan });
      }),

    getReservations: (id) =>
      exclusive(() => readPart(id, () => local.getReservations(id), reservationsOf, {})),

    saveReservations: (id, reservations) =>
      exclusive(async () => {
        const account = writable(reconcileAccount(), id);
        const before = await local.getReservations(id);
        await local.saveReservations(id, reservations);
        if (account === null || !(await local.get(id))) return;
        const changed: Record<string, unknown> = {};
        for (const [day, record] of Object.entries(reservations)) {
          if (JSON.stringify(before[day]) !== JSON.stringify(record)) changed[day] = record;
        }
        for (const day of Object.keys(before)) if (!(day in reservations)) changed[day] = null;
        if (Object.keys(changed).length > 0) await write(account, { id, reservations: changed });
      }),

    listSavedItineraries: () => exclusive(() => local.listSavedItineraries()),

    saveItinerary: (entry) =>
      exclusive(async () => {
        const account = reconcileAccount();
        const saved: SavedItinerary = await local.saveItinerary(entry);
        const id = tripIdOf(entry.tripData);
        if (account !== null && id !== null && !sharedDocs.has(id) && (await local.get(id))) {
          await write(account, { id, savedItinerary: { ...saved } });
        }
        return saved;
      }),

    getExpenses: (id) =>
      exclusive(() =>
        readPart(
          id,
          async () => readExpenses(id),
          (doc) => doc.expenses,
          [],
        ),
      ),

    addExpense: (id, expense) =>
      exclusive(async () => {
        const account = writable(reconcileAccount(), id);
        const next = [...readExpenses(id).filter((e) => e.id !== expense.id), expense];
        json.write(syncStorageKeys.expenses(id), next);
        await write(account, { id, expensesAdded: [expense] });
        return readExpenses(id);
      }),

    deleteExpense: (id, expenseId) =>
      exclusive(async () => {
        const account = writable(reconcileAccount(), id);
        json.write(
          syncStorageKeys.expenses(id),
          readExpenses(id).filter((e) => e.id !== expenseId),
        );
        await write(account, { id, expensesRemoved: [expenseId] });
        return readExpenses(id);
      }),

    shareTrip: (id, shareOptions = {}) =>
      exclusive(async () => {
        const account = reconcileAccount();
        if (account === null) throw new TripShareError('Sign in to share this trip.');
        const result = await flushOne(account, id);
        if (result.outcome !== 'delivered') {
          throw new TripShareError(
            'This trip is not on the server yet. Connect to the internet and try again.',
          );
        }
        return shareCall(id, () =>
          server.shareTrip(id, { includePrivateDetails: shareOptions.includePrivateDetails === true }),
        );
      }),

    unshareTrip: (id) =>
      exclusive(async () => {
        if (reconcileAccount() === null) throw new TripShareError('Sign in to stop sharing this trip.');
        return shareCall(id, () => server.unshareTrip(id));
      }),

    shareState: async (id) => {
      if (reconcileAccount() === null) return null;
      let doc: TripDocument | null;
      try {
        doc = await server.getTrip(id);
      } catch (error) {
        if (isOffline(error))
          throw new TripShareError('You appear to be offline. Connect to the internet and try again.');
        throw error;
      }
      if (doc === null || doc.readOnly) return null;
      return shareStateOf(doc);
    },

    isReadOnly: (id) => sharedDocs.get(id)?.readOnly === true,

    holdsOnServer: (id) => {
      const account = reconcileAccount();
      return (
        account !== null &&
        !sharedDocs.has(id) &&
        !pendingFor(account, id) &&
        readState().versions[id] !== undefined
      );
    },

    adoptServerPlan: (planned) =>
      exclusive(async () => {
        if (reconcileAccount() === null) return;
        const trip = parseTrip(planned.trip);
        if (trip) cacheTrip(trip);
        json.write(tripStorageKeys.aiPlan(planned.tripId), planned.plan);
        // The server's new version: the next read of this trip knows its copy is current.
        const state = readState();
        state.versions[planned.tripId] = planned.version;
        writeState(state);
        recent.delete(planned.tripId);
        options.onUsage?.(planned.usage);
      }),

    syncNow: () =>
      exclusive(async () => {
        const account = reconcileAccount();
        if (account === null) return { delivered: 0, pending: 0, blockedByQuota: 0 };
        const report = await flushAll(account);
        await refreshUsage();
        return report;
      }),

    refreshUsage: () =>
      exclusive(async () => {
        const account = reconcileAccount();
        return account === null ? null : refreshUsage();
      }),

    pendingChanges: () => readQueue(),
  };
}
