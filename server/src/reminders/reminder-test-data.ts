import crypto from 'node:crypto';
import { addDays } from '@shared/plan/calendar';
import type { Day, TripPlan } from '@shared/schemas/plan';
import { makePlan } from '@shared/trips/test-factories';
import type { Db } from '../db/database';
import { createUser } from '../auth/users.repository';

const dayAfter = (isoDay: string, n: number) => addDays(isoDay, n) ?? isoDay;

/**
 * A plan of `nights` one-night stays at Recreation.gov campgrounds (6 months ahead at 10:00 Eastern),
 * the first night on `firstNight`: each stay's window opens on its own day.
 */
export function federalPlan(firstNight: string, nights = 3): TripPlan {
  const plan = makePlan(nights);
  const dated = (days: Day[]) => days.map((d, i) => ({ ...d, date: dayAfter(firstNight, i) }));
  return {
    ...plan,
    dailyItinerary: dated(plan.dailyItinerary),
    routeOptions: plan.routeOptions.map((r) => ({ ...r, dailyItinerary: dated(r.dailyItinerary) })),
  };
}

/** A user and a trip of theirs straight into the database (the jobs' foreign keys need both). */
export async function insertOwnerAndTrip(db: Db, tripId: string, tier: 'free' | 'pro' = 'pro') {
  const now = new Date().toISOString();
  const name = `u${crypto.randomBytes(6).toString('hex')}`;
  const { id: userId } = await createUser(db, { email: `${name}@example.com`, username: name, passwordHash: 'x' });
  await db.updateTable('users').set({ tier }).where('id', '=', userId).execute();
  await db
    .insertInto('trips')
    .values({ id: tripId, owner_id: userId, title: 'Trip', data: '{}', created_at: now, updated_at: now })
    .execute();
  return userId;
}
