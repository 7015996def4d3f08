import { z } from 'zod';
import { parseStoredPlan } from '@shared/schemas/plan';
import type { Trip } from '@shared/schemas/trip';
import { reservationsSchema, savedItinerarySchema, tripSchema } from '@shared/schemas/trip';
import type { Expense, TripDocument } from '@shared/schemas/trip-document';
import { expenseSchema } from '@shared/schemas/trip-document';
import { tripStorageKeys } from './local-transport';
import type { PendingChange, SyncContext } from './sync-state';
import { readState, syncStorageKeys, tripIdOf, writeState } from './sync-state';

// The device's copy of the signed-in user's server trips, in the local keys (trips, trip_{id}_ai_plan, ...), so every screen reads
// them offline exactly as it reads a signed-out user's trips.

export function rawTrips(ctx: SyncContext): unknown[] {
  const value = ctx.json.read(tripStorageKeys.trips);
  return Array.isArray(value) ? value : [];
}

export function readExpenses(ctx: SyncContext, id: string): Expense[] {
  const parsed = z.array(expenseSchema).safeParse(ctx.json.read(syncStorageKeys.expenses(id)));
  return parsed.success ? parsed.data : [];
}

export function removeCached(ctx: SyncContext, ids: Set<string>) {
  if (ids.size === 0) return;
  const { json } = ctx;
  json.write(
    tripStorageKeys.trips,
    rawTrips(ctx).filter((entry) => !ids.has(tripIdOf(entry) ?? '')),
  );
  for (const id of ids) {
    json.remove(tripStorageKeys.aiPlan(id));
    json.remove(tripStorageKeys.reservations(id));
    json.remove(syncStorageKeys.expenses(id));
  }
}

export function parseTrip(ctx: SyncContext, value: unknown): Trip | null {
  const parsed = tripSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.warn(
    `Ignoring a server trip this app cannot read (${tripIdOf(value) ?? 'no id'})`,
    parsed.error.issues[0]?.message,
  );
  return null;
}

/** Puts a trip into the cached list, in place of its older copy. */
export function cacheTrip(ctx: SyncContext, trip: Trip) {
  const entries = rawTrips(ctx);
  const index = entries.findIndex((e) => tripIdOf(e) === trip.id);
  if (index === -1) entries.push(trip);
  else entries[index] = trip;
  ctx.json.write(tripStorageKeys.trips, entries);
}

/** Writes the server's document into the cache and remembers its version. */
export function cacheDocument(ctx: SyncContext, doc: TripDocument, state = readState(ctx)): Trip | null {
  const { json } = ctx;
  const trip = parseTrip(ctx, doc.trip);
  if (!trip) return null;
  cacheTrip(ctx, trip);
  const plan = doc.aiPlan ? parseStoredPlan(doc.aiPlan) : null;
  if (plan?.success) json.write(tripStorageKeys.aiPlan(doc.id), plan.data);
  else json.remove(tripStorageKeys.aiPlan(doc.id));
  const parsedReservations = reservationsSchema.safeParse(doc.reservations ?? {});
  const reservations = parsedReservations.success ? parsedReservations.data : {};
  json.write(tripStorageKeys.reservations(doc.id), reservations);
  ctx.justCached = { id: doc.id, plan: plan?.success ? plan.data : null, reservations };
  json.write(syncStorageKeys.expenses(doc.id), doc.expenses);
  const saved = doc.savedItinerary ? savedItinerarySchema.safeParse(doc.savedItinerary) : null;
  if (saved?.success) {
    const list = json.read(tripStorageKeys.savedItineraries);
    const others = (Array.isArray(list) ? list : []).filter((e) => tripIdOf(e) !== saved.data.id);
    json.write(tripStorageKeys.savedItineraries, [...others, saved.data]);
  }
  state.versions[doc.id] = doc.version;
  writeState(ctx, state);
  ctx.recent.set(doc.id, { at: ctx.clock(), doc: Promise.resolve(doc) });
  return trip;
}

/** A trip made on this device, with every part of it, as a change that creates it on the server. */
export function localCreate(ctx: SyncContext, account: string, trip: Trip): PendingChange {
  const { json } = ctx;
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
    expensesAdded: readExpenses(ctx, trip.id),
  };
}
