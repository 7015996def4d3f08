import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { TripsTable } from '../db/schema';
import type { SummaryColumns, SummaryRow } from './core/trip-summary';

export type TripRow = Selectable<TripsTable>;

export function findTrip(db: Db, id: string): Promise<TripRow | undefined> {
  return db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Where a list page starts: after the trip created at `createdAt` with id `id` (newest first). */
export type ListCursor = { createdAt: string; id: string };

const SUMMARY_SELECTION = [
  'id',
  'title',
  'version',
  'shared',
  'created_at',
  'updated_at',
  'from_location',
  'to_location',
  'departure_date',
  'return_date',
  'duration',
  'rv_type',
  'travel_style',
  'status',
  'plan_distance',
  'plan_cost',
  'has_plan',
  'summary_extra',
] as const;

/** One page of the owner's trips, newest first, reading only the summary columns. */
export function listTripSummaries(
  db: Db,
  ownerId: string,
  page: { limit: number; after?: ListCursor },
): Promise<SummaryRow[]> {
  let query = db.selectFrom('trips').select(SUMMARY_SELECTION).where('owner_id', '=', ownerId);
  const after = page.after;
  if (after) {
    // A row-value comparison, which SQLite and PostgreSQL both answer from the (owner_id, created_at,
    // id) index: every page costs the same however deep into the list it is.
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
}

export function findTripSummary(db: Db, id: string): Promise<SummaryRow | undefined> {
  return db.selectFrom('trips').select(SUMMARY_SELECTION).where('id', '=', id).executeTakeFirst();
}

/** How many of the owner's trips came from `origin`, without reading them. */
export async function countTrips(db: Db, ownerId: string, origin: TripRow['origin']): Promise<number> {
  const row = await db
    .selectFrom('trips')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('origin', '=', origin)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertTrip(
  db: Db,
  row: Pick<
    TripRow,
    'id' | 'owner_id' | 'title' | 'data' | 'counts_toward_quota' | 'origin' | 'created_at' | 'updated_at'
  > &
    SummaryColumns,
): Promise<void> {
  await db.insertInto('trips').values(row).execute();
}

/** Writes only when `version` is still current; returns false when another write got there first. */
export async function updateTripIfVersion(
  db: Db,
  id: string,
  ownerId: string,
  version: number,
  changes: {
    title: string;
    data: string;
    updated_at: string;
    origin?: 'user';
    counts_toward_quota?: number;
  } & SummaryColumns,
): Promise<boolean> {
  const result = await db
    .updateTable('trips')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Shares or unshares (with the document holding the owner's choice) only when `version` is still
 * current, and bumps it like any other write: an edit that lands between the caller's read and this
 * write is never overwritten (false then: read again and retry).
 */
export async function setSharedIfVersion(
  db: Db,
  id: string,
  ownerId: string,
  version: number,
  changes: { shared: boolean; data: string },
): Promise<boolean> {
  const result = await db
    .updateTable('trips')
    .set((eb) => ({ shared: changes.shared ? 1 : 0, data: changes.data, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTrip(db: Db, id: string, ownerId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('trips')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function monthlyCount(db: Db, userId: string, month: string): Promise<number> {
  const row = await db
    .selectFrom('trip_usage')
    .select('count')
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/**
 * Counts one more trip for the month (or for an allowance key such as 'demo', which never resets). With a `limit`, the increment happens only while the count is
 * below it, in one conditional UPDATE, so two concurrent creations cannot both take the last trip.
 */
export async function takeMonthlyTrip(
  db: Db,
  userId: string,
  month: string,
  limit: number | null,
): Promise<boolean> {
  await db
    .insertInto('trip_usage')
    .values({ user_id: userId, month, count: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'month']).doNothing())
    .execute();
  let query = db
    .updateTable('trip_usage')
    .set((eb) => ({ count: eb('count', '+', 1) }))
    .where('user_id', '=', userId)
    .where('month', '=', month);
  if (limit !== null) query = query.where('count', '<', limit);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function giveBackMonthlyTrip(db: Db, userId: string, month: string): Promise<void> {
  await db
    .updateTable('trip_usage')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where('count', '>', 0)
    .execute();
}
