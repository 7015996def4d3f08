import { z } from 'zod';
import type { TripPlan } from '@shared/schemas/plan';
import type { Reservations } from '@shared/schemas/trip';
import type { TripDocument, TripUsage } from '@shared/schemas/trip-document';
import { expenseSchema } from '@shared/schemas/trip-document';
import type { ServerTransport } from './server-transport';
import { TripNetworkError, TripServerError } from './server-transport';
import type { StorageLike, TripStore, WarnLogger } from './local-transport';
import { createJsonStorage } from './local-transport';
import { syncStorageKeys } from './storage-keys';

// Keys the sync layer adds beside the app's own: per-trip expenses (kept on the device for signed-out
// users too), the server version of each cached trip, and the queue of writes not yet on the server.
export { syncStorageKeys };

const jsonObject = z.record(z.string(), z.unknown());

/**
 * One queued write per trip: the parts it touched, as values, so a delivery after going offline,
 * a page reload or a switch of account still has everything it needs. Later writes to the same
 * trip fold into it. On delivery the change is applied field by field onto the server's current
 * document, so edits made elsewhere to other fields, days or expenses survive.
 */
export const pendingChangeSchema = z.object({
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
export type SyncState = z.infer<typeof syncStateSchema>;

export type SyncReport = { delivered: number; pending: number; blockedByQuota: number };

export type SyncedStoreOptions = {
  local: TripStore;
  server: ServerTransport;
  storage: StorageLike | null;
  /** The signed-in user's id, or null when signed out. */
  account: () => string | null;
  /** Where the server's monthly trip count is mirrored (key monthlyTripCount). */
  onUsage?: (usage: TripUsage) => void;
  /**
   * Called when queued writes go to the server just before the list is read: a list asked for
   * ahead of the store (lib/early-requests.ts) predates them, and must not be used.
   */
  dropEarlyList?: () => void;
  warn?: WarnLogger;
  /** How long a fetched document is reused before asking the server again. */
  freshForMs?: number;
  clock?: () => number;
};

/** What one synced store knows between operations; its modules read and change it. */
export interface SyncContext {
  readonly options: SyncedStoreOptions;
  readonly local: TripStore;
  readonly server: ServerTransport;
  readonly warn: WarnLogger;
  readonly json: ReturnType<typeof createJsonStorage>;
  readonly clock: () => number;
  readonly freshForMs: number;
  /** Someone else's shared trips opened by link: never written to this device's trip list. */
  readonly sharedDocs: Map<string, TripDocument>;
  /** Documents fetched moments ago, so one page's get, plan and reservation reads cost one call. */
  readonly recent: Map<string, { at: number; doc: Promise<TripDocument | null> }>;
  /** Versions the last list reported; a cached trip at that version needs no refetch. */
  readonly listed: Map<string, number>;
  /** The plan figures the last list reported (null: no plan), so a trip card needs no document. */
  readonly listedPlans: Map<string, PlanFigures | null>;
  /** Whether the last list() was the whole list (see SyncedTripStore.listIsComplete). */
  lastListComplete: boolean;
  /** The account whose server list the last list() returned (see SyncedTripStore.listedAccount). */
  lastListAccount: string | null;
  /** The accounts this store's reads were answered as (null: signed out), since it was made. */
  readonly answeredAs: Set<string | null>;
  /** A signed-in read was answered from this device's copy, the server not reachable. */
  answeredFromCopy: boolean;
  /**
   * The plan and reservations the last cached document held, as checked on their way into the cache,
   * so the operation that cached them reads them without checking them a second time.
   */
  justCached: { id: string; plan: TripPlan | null; reservations: Reservations } | null;
}

/**
 * What a trip card shows of a plan: its road miles, its cost, and (from this device's copy of the
 * plan; the server's list carries them as the trip's numberOfStops and mainActivities) its stays and
 * main activities, all derived from the plan as it is now (shared/plan/plan-summary.ts).
 */
export type PlanFigures = {
  totalDistance: number;
  estimatedCost: number;
  stops?: number;
  mainActivities?: string[];
};

export function createSyncContext(options: SyncedStoreOptions): SyncContext {
  const warn =
    options.warn ?? ((message: string, ...details: unknown[]) => console.warn(message, ...details));
  return {
    options,
    local: options.local,
    server: options.server,
    warn,
    json: createJsonStorage(options.storage, warn),
    clock: options.clock ?? (() => Date.now()),
    freshForMs: options.freshForMs ?? 3000,
    sharedDocs: new Map(),
    recent: new Map(),
    listed: new Map(),
    listedPlans: new Map(),
    lastListComplete: false,
    lastListAccount: null,
    answeredAs: new Set(),
    answeredFromCopy: false,
    justCached: null,
  };
}

export function readState(ctx: SyncContext): SyncState {
  const parsed = syncStateSchema.safeParse(ctx.json.read(syncStorageKeys.state));
  return parsed.success ? parsed.data : { account: null, versions: {} };
}

export function writeState(ctx: SyncContext, state: SyncState) {
  try {
    ctx.json.write(syncStorageKeys.state, state);
  } catch {
    // Already warned; the next successful read of the server rebuilds it.
  }
}

export const isOffline = (error: unknown) =>
  error instanceof TripNetworkError ||
  (error instanceof TripServerError && (error.transient || error.status === 401));

export function tripIdOf(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string') return record.id;
  return tripIdOf(record.trip);
}
