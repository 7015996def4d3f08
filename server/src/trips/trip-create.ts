import type { CreateTripInput, TripDocument, TripSummary } from '@shared/schemas/trip-document';
import crypto from 'node:crypto';
import type { UserRow } from '../auth/users.repository';
import { isUniqueViolation } from '../auth/users.repository';
import { HttpError } from '../http/errors';
import { buildSampleTrips } from './core/sample-trips';
import type { StoredData } from './trip-data';
import { listColumns, serialize, toDocument } from './trip-data';
import type { TripsContext } from './trip-context';
import {
  DEMO_ALLOWANCE_KEY,
  DUPLICATE_ID_MESSAGE,
  MONTHLY_LIMIT_MESSAGE,
  SAMPLES_USED_MESSAGE,
  SAMPLE_ALLOWANCE_KEY,
  SEEDED_TRIP_ALLOWANCE,
  TRIP_NOT_FOUND,
  calendarMonth,
} from './trip-context';
import { toSummary } from './core/trip-summary';
import type { TripRow } from './trips.repository';

function newTripId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(crypto.randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

/** A trip with the id of one being created: the same trip again when it is the user's, else 409. */
function sameTrip(user: UserRow, row: TripRow): { document: TripDocument; created: false } {
  if (row.owner_id !== user.id) throw new HttpError(409, DUPLICATE_ID_MESSAGE);
  return { document: toDocument(row, false), created: false };
}

const emptyParts = { aiPlan: null, reservations: null, savedItinerary: null, expenses: [], notes: '' };

/** New trips: the owner's own (counted toward the monthly quota) and the sample trips. */
export function tripCreation(ctx: TripsContext) {
  const { db, repo, clock } = ctx;
  return {
    /**
     * Idempotent by trip id: a retried create of the same trip returns the stored one. Every trip
     * counts toward the monthly quota except a demo trip (origin demo and marked isDemo) within the
     * account's demo allowance. The insert and the quota counter are one transaction, the insert
     * first: of parallel retries of one create only the one whose insert wins takes a trip of the
     * quota, the others find the trip stored and answer with it.
     */
    async create(
      user: UserRow,
      input: CreateTripInput,
    ): Promise<{ document: TripDocument; created: boolean }> {
      const id = input.trip.id;
      const existing = await repo.findTrip(db, id);
      if (existing) return sameTrip(user, existing);
      const now = clock();
      const data: StoredData = {
        // The app's trip (shared/schemas/trip.ts) always has a createdAt: a trip saved through the API
        // without one gets the server's time, so My Trips and the results page can read it.
        trip: { ...input.trip, createdAt: input.trip.createdAt ?? now.toISOString() },
        aiPlan: input.aiPlan ?? null,
        reservations: input.reservations ?? null,
        savedItinerary: input.savedItinerary ?? null,
        expenses: input.expenses ?? [],
        notes: input.notes ?? '',
      };
      const json = serialize(data);
      const demo = input.origin === 'demo' && input.trip.isDemo === true;
      try {
        await db.transaction().execute(async (trx) => {
          await repo.insertTrip(trx, {
            id,
            owner_id: user.id,
            ...listColumns(data),
            data: json,
            counts_toward_quota: demo ? 0 : 1,
            origin: demo ? 'demo' : 'user',
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          });
          const counter = demo ? DEMO_ALLOWANCE_KEY : calendarMonth(now);
          const limit = demo ? SEEDED_TRIP_ALLOWANCE : ctx.limitFor(user);
          if (!(await repo.takeMonthlyTrip(trx, user.id, counter, limit))) {
            throw new HttpError(403, MONTHLY_LIMIT_MESSAGE, { code: 'quota-exceeded' });
          }
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Two concurrent creates of the same id: the loser sees the winner's row; another user's is 409.
        const raced = await repo.findTrip(db, id);
        if (raced) return sameTrip(user, raced);
        if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_ID_MESSAGE);
        throw error;
      }
      const row = await repo.findTrip(db, id);
      if (!row) throw new HttpError(404, TRIP_NOT_FOUND);
      return { document: toDocument(row, false), created: true };
    },

    async createSamples(user: UserRow): Promise<TripSummary[]> {
      const now = clock();
      const trips = buildSampleTrips(now, newTripId);
      const rows: TripSummary[] = [];
      for (const trip of trips) {
        // Each sample takes one of the account's sample allowance, for good.
        if (!(await repo.takeMonthlyTrip(db, user.id, SAMPLE_ALLOWANCE_KEY, SEEDED_TRIP_ALLOWANCE))) break;
        const data: StoredData = { trip, ...emptyParts };
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
        // The answer carries each sample in full, already in memory here.
        if (row) rows.push({ ...trip, ...toSummary(row) });
      }
      if (rows.length === 0) throw new HttpError(403, SAMPLES_USED_MESSAGE);
      return rows;
    },
  };
}
