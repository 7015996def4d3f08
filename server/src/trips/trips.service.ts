import type { TripDocument, TripSummary, TripUsage } from '@shared/schemas/trip-document';
import { TRIP_PAGE_DEFAULT } from '@shared/schemas/trip-document';
import type { UserRow } from '../auth/users.repository';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { TripEvents, TripsRepository } from './trip-context';
import { TRIP_NOT_FOUND, calendarMonth, createTripsContext } from './trip-context';
import { tripCreation } from './trip-create';
import { toDocument } from './trip-data';
import { tripEdits } from './trip-edits';
import { toSummary } from './core/trip-summary';
import type { ListCursor } from './trips.repository';
import * as repository from './trips.repository';

export {
  DUPLICATE_ID_MESSAGE,
  MONTHLY_LIMIT_MESSAGE,
  SAMPLES_USED_MESSAGE,
  SEEDED_TRIP_ALLOWANCE,
  STALE_MESSAGE,
  TRIP_NOT_FOUND,
  calendarMonth,
} from './trip-context';

/** An opaque list cursor: where the previous page ended. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.createdAt}\n${cursor.id}`, 'utf8').toString('base64url');
}
export function decodeCursor(value: string): ListCursor | null {
  const [createdAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('\n');
  if (rest.length || !createdAt || !id || !/^[A-Z0-9]{8}$/.test(id) || createdAt.length > 40) return null;
  return { createdAt, id };
}

/**
 * The trips of an account: reads here, new trips in tripCreation, writes to existing ones in
 * tripEdits. `repo` is the trips repository (tests pass one that lets another request in between);
 * `events` hears of each write (the booking reminders re-plan).
 */
export function createTripsService(
  db: Db,
  clock: () => Date = () => new Date(),
  repo: TripsRepository = repository,
  events: TripEvents = {},
) {
  const ctx = createTripsContext(db, clock, repo, events);

  return {
    /** One page, newest first; `next` is the cursor of the following page, null on the last. */
    async list(
      user: UserRow,
      page: { limit?: number; cursor?: string } = {},
    ): Promise<{ trips: TripSummary[]; next: string | null }> {
      const limit = page.limit ?? TRIP_PAGE_DEFAULT;
      const after = page.cursor ? decodeCursor(page.cursor) : undefined;
      if (after === null)
        throw new HttpError(400, 'This list cursor is not valid. Load the list from the start.');
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
      return {
        month,
        count: await repo.monthlyCount(db, user.id, month),
        limit: ctx.limitFor(user),
        tier: user.tier,
      };
    },

    /** The owner reads it; anyone reads a shared trip, read-only; every other access is 404. */
    async get(user: UserRow | undefined, id: string): Promise<TripDocument> {
      const row = await repo.findTrip(db, id);
      if (!row) throw new HttpError(404, TRIP_NOT_FOUND);
      if (user && row.owner_id === user.id) return toDocument(row, false);
      if (row.shared === 1) return toDocument(row, true);
      throw new HttpError(404, TRIP_NOT_FOUND);
    },

    ...tripCreation(ctx),
    ...tripEdits(ctx),
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
