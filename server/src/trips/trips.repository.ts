import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { TripsTable } from '../db/schema';

export type TripRow = Selectable<TripsTable>;

export function findTrip(db: Db, id: string): Promise<TripRow | undefined> {
  return db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listTrips(db: Db, ownerId: string): Promise<TripRow[]> {
  return db.selectFrom('trips').selectAll().where('owner_id', '=', ownerId).orderBy('created_at', 'desc').execute();
}

export async function insertTrip(
  db: Db,
  row: Pick<TripRow, 'id' | 'owner_id' | 'title' | 'data' | 'counts_toward_quota' | 'origin' | 'created_at' | 'updated_at'>,
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
  },
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

export async function setShared(db: Db, id: string, ownerId: string, shared: boolean, data: string): Promise<boolean> {
  const result = await db
    .updateTable('trips')
    .set({ shared: shared ? 1 : 0, data })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTrip(db: Db, id: string, ownerId: string): Promise<boolean> {
  const result = await db.deleteFrom('trips').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
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
export async function takeMonthlyTrip(db: Db, userId: string, month: string, limit: number | null): Promise<boolean> {
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
