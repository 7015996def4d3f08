import type { ShareTripInput, TripDocument, UpdateTripInput } from '@shared/schemas/trip-document';
import type { UserRow } from '../auth/users.repository';
import { HttpError } from '../http/errors';
import type { StoredData } from './trip-data';
import { listColumns, parseData, serialize, toDocument } from './trip-data';
import type { TripsContext } from './trip-context';
import { MONTHLY_LIMIT_MESSAGE, STALE_MESSAGE, TRIP_NOT_FOUND, calendarMonth } from './trip-context';
import type { TripRow } from './trips.repository';

/** How often a share is tried again when edits keep landing between its read and its write. */
const SHARE_ATTEMPTS = 5;

function staleError(latest: TripRow): HttpError {
  return new HttpError(409, STALE_MESSAGE, { current: toDocument(latest, false), code: 'stale-version' });
}

/** The document an update writes: the parts it names, the stored ones for the rest. */
function updatedData(id: string, current: StoredData, input: UpdateTripInput): StoredData {
  return {
    sharePrivateDetails: current.sharePrivateDetails,
    // The trip's createdAt is the server's once set: a replaced trip without one keeps the stored one.
    trip: input.trip ? { ...input.trip, id, createdAt: input.trip.createdAt ?? current.trip.createdAt } : current.trip,
    aiPlan: input.aiPlan !== undefined ? input.aiPlan : current.aiPlan,
    reservations: input.reservations !== undefined ? input.reservations : current.reservations,
    savedItinerary: input.savedItinerary !== undefined ? input.savedItinerary : current.savedItinerary,
    expenses: input.expenses ?? current.expenses,
    notes: input.notes ?? current.notes,
  };
}

/**
 * The owner's writes to an existing trip. Every one is conditional on the version it read and bumps
 * it: an edit is never silently replaced by a write made from an older read.
 */
export function tripEdits(ctx: TripsContext) {
  const { db, repo, clock, ownedRow } = ctx;

  /** Sets the share state; when an edit got in between the read and the write, reads again. */
  async function writeShare(
    user: UserRow,
    id: string,
    shared: boolean,
    sharePrivateDetails: boolean,
  ): Promise<TripDocument> {
    for (let attempt = 0; attempt < SHARE_ATTEMPTS; attempt++) {
      const row = await ownedRow(user, id);
      const data = serialize({ ...parseData(row), sharePrivateDetails });
      if (await repo.setSharedIfVersion(db, id, user.id, row.version, { shared, data })) {
        return toDocument(await ownedRow(user, id), false);
      }
    }
    throw staleError(await ownedRow(user, id));
  }

  return {
    async update(user: UserRow, id: string, input: UpdateTripInput): Promise<TripDocument> {
      const row = await ownedRow(user, id);
      if (row.version !== input.version) throw staleError(row);
      const current = parseData(row);
      const next = updatedData(id, current, input);
      const nextJson = serialize(next);
      // A demo or sample trip edited into a real one counts from then on: it takes a trip of this
      // month's quota (403 when none is left) and stops being seeded.
      let converted: string | null = null;
      if (
        row.origin !== 'user' &&
        nextJson !== serialize({ sharePrivateDetails: current.sharePrivateDetails, ...current })
      ) {
        converted = calendarMonth(clock());
        if (!(await repo.takeMonthlyTrip(db, user.id, converted, ctx.limitFor(user)))) {
          throw new HttpError(403, MONTHLY_LIMIT_MESSAGE, { code: 'quota-exceeded' });
        }
      }
      const written = await repo.updateTripIfVersion(db, id, user.id, input.version, {
        ...listColumns(next),
        data: nextJson,
        updated_at: clock().toISOString(),
        ...(converted ? { origin: 'user' as const, counts_toward_quota: 1 } : {}),
      });
      if (!written && converted) await repo.giveBackMonthlyTrip(db, user.id, converted);
      const latest = await ownedRow(user, id);
      if (!written) throw staleError(latest);
      // A changed plan or a stay now booked re-plans the trip's reminders (when they are on).
      await ctx.written(id);
      return toDocument(latest, false);
    },

    /** The choice of private details lives in the document; sharing is a versioned write like an edit. */
    share(
      user: UserRow,
      id: string,
      input: ShareTripInput = { includePrivateDetails: false },
    ): Promise<TripDocument> {
      return writeShare(user, id, true, input.includePrivateDetails);
    },

    /** Ends a share: the link answers 404 to everyone but the owner again. */
    unshare(user: UserRow, id: string): Promise<TripDocument> {
      return writeShare(user, id, false, false);
    },

    async remove(user: UserRow, id: string): Promise<void> {
      if (!(await repo.deleteTrip(db, id, user.id))) throw new HttpError(404, TRIP_NOT_FOUND);
    },
  };
}
