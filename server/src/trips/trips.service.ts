import crypto from 'node:crypto';
import { FREE_TRIPS_PER_MONTH } from '@shared/constants';
import type {
  CreateTripInput,
  Expense,
  ServerTrip,
  TripDocument,
  TripSummary,
  TripUsage,
  UpdateTripInput,
} from '@shared/schemas/trip-document';
import { TRIP_DOCUMENT_MAX_BYTES, TRIP_PAGE_DEFAULT } from '@shared/schemas/trip-document';
import type { UserRow } from '../auth/users.repository';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { buildSampleTrips } from './sample-trips';
import { summaryColumns, toSummary } from './trip-summary';
import type { ListCursor, TripRow } from './trips.repository';
import * as repo from './trips.repository';

type StoredData = {
  trip: ServerTrip;
  aiPlan: Record<string, unknown> | null;
  reservations: Record<string, unknown> | null;
  savedItinerary: Record<string, unknown> | null;
  expenses: Expense[];
  notes: string;
};

export const TRIP_NOT_FOUND = 'Trip not found';
export const MONTHLY_LIMIT_MESSAGE = 'Monthly Trip Limit Reached';
export const STALE_MESSAGE = 'This trip was changed elsewhere. Review the latest version and try again.';
const MAX_DEMO_TRIPS = 3;
const MAX_SAMPLE_TRIPS = 30;

export function calendarMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

function parseData(row: TripRow): StoredData {
  const data = JSON.parse(row.data) as Partial<StoredData>;
  return {
    trip: data.trip ?? { id: row.id },
    aiPlan: data.aiPlan ?? null,
    reservations: data.reservations ?? null,
    savedItinerary: data.savedItinerary ?? null,
    expenses: data.expenses ?? [],
    notes: data.notes ?? '',
  };
}

function serialize(data: StoredData): string {
  const json = JSON.stringify(data);
  if (Buffer.byteLength(json, 'utf8') > TRIP_DOCUMENT_MAX_BYTES) {
    throw new HttpError(413, `This trip is too large to save (the limit is ${TRIP_DOCUMENT_MAX_BYTES / 1024} kB).`);
  }
  return json;
}

function toDocument(row: TripRow, readOnly: boolean): TripDocument {
  const data = parseData(row);
  return {
    id: row.id,
    version: row.version,
    shared: row.shared === 1,
    readOnly,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...data,
    trip: { ...data.trip, id: row.id },
  };
}

/** The columns written with a document: its title and the list's summary. */
function listColumns(data: StoredData) {
  return { title: titleOf(data.trip), ...summaryColumns(data.trip, data.aiPlan) };
}

/** An opaque list cursor: where the previous page ended. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.createdAt}\n${cursor.id}`, 'utf8').toString('base64url');
}
export function decodeCursor(value: string): ListCursor | null {
  const [createdAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('\n');
  if (rest.length || !createdAt || !id || !/^[A-Z0-9]{8}$/.test(id) || createdAt.length > 40) return null;
  return { createdAt, id };
}

function titleOf(trip: ServerTrip): string {
  const title = trip.title?.trim() || [trip.fromLocation, trip.toLocation].filter(Boolean).join(' to ');
  return (title || 'Untitled trip').slice(0, 200);
}

function newTripId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(crypto.randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

export function createTripsService(db: Db, clock: () => Date = () => new Date()) {
  const limitFor = (user: UserRow) => (user.tier === 'pro' ? null : FREE_TRIPS_PER_MONTH);

  async function ownedRow(user: UserRow, id: string): Promise<TripRow> {
    const row = await repo.findTrip(db, id);
    // Another user's trip answers exactly like a missing one.
    if (!row || row.owner_id !== user.id) throw new HttpError(404, TRIP_NOT_FOUND);
    return row;
  }

  return {
    /** One page, newest first; `next` is the cursor of the following page, null on the last. */
    async list(
      user: UserRow,
      page: { limit?: number; cursor?: string } = {},
    ): Promise<{ trips: TripSummary[]; next: string | null }> {
      const limit = page.limit ?? TRIP_PAGE_DEFAULT;
      const after = page.cursor ? decodeCursor(page.cursor) : undefined;
      if (after === null) throw new HttpError(400, 'This list cursor is not valid. Load the list from the start.');
      // One more than asked tells whether another page follows.
      const rows = await repo.listTripSummaries(db, user.id, { limit: limit + 1, after });
      const more = rows.length > limit;
      const shown = more ? rows.slice(0, limit) : rows;
      const last = shown[shown.length - 1];
      return {
        trips: shown.map(toSummary),
        next: more && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
      };
    },

    async usage(user: UserRow): Promise<TripUsage> {
      const month = calendarMonth(clock());
      return { month, count: await repo.monthlyCount(db, user.id, month), limit: limitFor(user), tier: user.tier };
    },

    /** Idempotent by trip id: a retried create of the same trip returns the stored one. */
    async create(user: UserRow, input: CreateTripInput): Promise<{ document: TripDocument; created: boolean }> {
      const id = input.trip.id;
      const existing = await repo.findTrip(db, id);
      if (existing) {
        if (existing.owner_id === user.id) return { document: toDocument(existing, false), created: false };
        throw new HttpError(409, 'A trip with this id already exists. Please save it again with a new id.');
      }
      const now = clock();
      const data: StoredData = {
        trip: input.trip,
        aiPlan: input.aiPlan ?? null,
        reservations: input.reservations ?? null,
        savedItinerary: input.savedItinerary ?? null,
        expenses: input.expenses ?? [],
        notes: input.notes ?? '',
      };
      const json = serialize(data);
      const month = calendarMonth(now);
      let counted = false;
      if (input.origin === 'demo') {
        const demos = await repo.countTrips(db, user.id, 'demo');
        if (demos >= MAX_DEMO_TRIPS) throw new HttpError(403, MONTHLY_LIMIT_MESSAGE);
      } else {
        if (!(await repo.takeMonthlyTrip(db, user.id, month, limitFor(user)))) {
          throw new HttpError(403, MONTHLY_LIMIT_MESSAGE);
        }
        counted = true;
      }
      try {
        await repo.insertTrip(db, {
          id,
          owner_id: user.id,
          ...listColumns(data),
          data: json,
          counts_toward_quota: counted ? 1 : 0,
          origin: input.origin,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
      } catch (error) {
        if (counted) await repo.giveBackMonthlyTrip(db, user.id, month);
        // Two concurrent creates of the same id: the loser sees the winner's row.
        const raced = await repo.findTrip(db, id);
        if (raced?.owner_id === user.id) return { document: toDocument(raced, false), created: false };
        throw error;
      }
      const row = await repo.findTrip(db, id);
      if (!row) throw new HttpError(404, TRIP_NOT_FOUND);
      return { document: toDocument(row, false), created: true };
    },

    /** The owner reads it; anyone reads a shared trip, read-only; every other access is 404. */
    async get(user: UserRow | undefined, id: string): Promise<TripDocument> {
      const row = await repo.findTrip(db, id);
      if (!row) throw new HttpError(404, TRIP_NOT_FOUND);
      if (user && row.owner_id === user.id) return toDocument(row, false);
      if (row.shared === 1) return toDocument(row, true);
      throw new HttpError(404, TRIP_NOT_FOUND);
    },

    async update(user: UserRow, id: string, input: UpdateTripInput): Promise<TripDocument> {
      const row = await ownedRow(user, id);
      if (row.version !== input.version) {
        throw new HttpError(409, STALE_MESSAGE, { current: toDocument(row, false) });
      }
      const current = parseData(row);
      const next: StoredData = {
        trip: input.trip ? { ...input.trip, id } : current.trip,
        aiPlan: input.aiPlan !== undefined ? input.aiPlan : current.aiPlan,
        reservations: input.reservations !== undefined ? input.reservations : current.reservations,
        savedItinerary: input.savedItinerary !== undefined ? input.savedItinerary : current.savedItinerary,
        expenses: input.expenses ?? current.expenses,
        notes: input.notes ?? current.notes,
      };
      const written = await repo.updateTripIfVersion(db, id, user.id, input.version, {
        ...listColumns(next),
        data: serialize(next),
        updated_at: clock().toISOString(),
      });
      const latest = await ownedRow(user, id);
      if (!written) {
        throw new HttpError(409, STALE_MESSAGE, { current: toDocument(latest, false) });
      }
      return toDocument(latest, false);
    },

    async share(user: UserRow, id: string): Promise<TripDocument> {
      await ownedRow(user, id);
      await repo.setShared(db, id, user.id);
      return toDocument(await ownedRow(user, id), false);
    },

    async remove(user: UserRow, id: string): Promise<void> {
      if (!(await repo.deleteTrip(db, id, user.id))) throw new HttpError(404, TRIP_NOT_FOUND);
    },

    async createSamples(user: UserRow): Promise<TripSummary[]> {
      const samples = await repo.countTrips(db, user.id, 'sample');
      if (samples >= MAX_SAMPLE_TRIPS) throw new HttpError(429, 'You already have plenty of sample trips.');
      const now = clock();
      const trips = buildSampleTrips(now, newTripId);
      const rows: TripSummary[] = [];
      for (const trip of trips) {
        const data: StoredData = { trip, aiPlan: null, reservations: null, savedItinerary: null, expenses: [], notes: '' };
        await repo.insertTrip(db, {
          id: trip.id,
          owner_id: user.id,
          ...listColumns(data),
          data: serialize(data),
          counts_toward_quota: 0,
          origin: 'sample',
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
        const row = await repo.findTripSummary(db, trip.id);
        // The answer carries each sample in full (SPEC 7), already in memory here.
        if (row) rows.push({ ...trip, ...toSummary(row) });
      }
      return rows;
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
