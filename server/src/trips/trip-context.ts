import { FREE_TRIPS_PER_MONTH } from '@shared/constants';
import type { UserRow } from '../auth/users.repository';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { TripRow } from './trips.repository';
import type * as repository from './trips.repository';

export const TRIP_NOT_FOUND = 'Trip not found';
export const MONTHLY_LIMIT_MESSAGE = 'Monthly Trip Limit Reached';
export const STALE_MESSAGE = 'This trip was changed elsewhere. Review the latest version and try again.';
export const DUPLICATE_ID_MESSAGE = 'A trip with this id already exists. Please save it again with a new id.';
export const SAMPLES_USED_MESSAGE = 'You already have the sample trips.';
/**
 * Seeded trips outside the monthly quota, per account for good: deleting one never gives it back, so
 * delete-and-recreate cannot mint free trips. Kept in trip_usage under these keys beside the months.
 */
export const SEEDED_TRIP_ALLOWANCE = 3;
export const DEMO_ALLOWANCE_KEY = 'demo';
export const SAMPLE_ALLOWANCE_KEY = 'sample';

export type TripsRepository = typeof repository;

/** What every part of the trips service works with. */
export type TripsContext = {
  db: Db;
  clock: () => Date;
  repo: TripsRepository;
  /** The account's monthly trip limit; null is unlimited. */
  limitFor: (user: UserRow) => number | null;
  /** Told after each write of a trip's document (booking reminders re-plan from it). */
  written: (id: string) => Promise<void>;
  /** The user's own trip; another user's trip answers exactly like a missing one (404). */
  ownedRow: (user: UserRow, id: string) => Promise<TripRow>;
};

export function calendarMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export type TripEvents = { written?: (id: string) => Promise<void> };

export function createTripsContext(
  db: Db,
  clock: () => Date,
  repo: TripsRepository,
  events: TripEvents = {},
): TripsContext {
  return {
    db,
    clock,
    repo,
    written: events.written ?? (() => Promise.resolve()),
    limitFor: (user) => (user.tier === 'pro' ? null : FREE_TRIPS_PER_MONTH),
    async ownedRow(user, id) {
      const row = await repo.findTrip(db, id);
      if (!row || row.owner_id !== user.id) throw new HttpError(404, TRIP_NOT_FOUND);
      return row;
    },
  };
}
