import type { TripReminders } from '@shared/schemas/reminders';
import { NOT_A_STAY_MESSAGE, REMINDERS_PRO_MESSAGE } from '@shared/schemas/reminders';
import type { Mailer } from '../auth/mail/mailer';
import type { UserRow } from '../auth/users.repository';
import { findUserById } from '../auth/users.repository';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { TRIP_NOT_FOUND } from '../trips/trip-context';
import { parseData } from '../trips/trip-data';
import type { TripRow } from '../trips/trips.repository';
import { findTrip } from '../trips/trips.repository';
import { reminderMail } from './core/reminder-mail';
import { plannedReminders, stayWindows } from './core/reminder-plan';
import type { ClaimedJob, ReminderQueue } from './reminder-queue';

export type RemindersDeps = {
  db: Db;
  queue: ReminderQueue;
  mailer: Mailer;
  clock: () => Date;
  /** The app's public address: each mail links to the trip's page. */
  appUrl: string;
};

/** What became of one claimed job. */
export type Delivery = 'sent' | 'cancelled';

/** Which stays of a trip its reminders cover: all (turned on for the trip), or those turned on one by one. */
type Coverage = { trip: boolean; stays: number[] };

async function coverage(db: Db, tripId: string): Promise<Coverage> {
  const row = await db.selectFrom('trip_reminders').select('trip_id').where('trip_id', '=', tripId).executeTakeFirst();
  const stays = await db.selectFrom('stay_reminders').select('day').where('trip_id', '=', tripId).orderBy('day').execute();
  return { trip: row !== undefined, stays: stays.map((s) => Number(s.day)) };
}

const coversAny = (c: Coverage) => c.trip || c.stays.length > 0;
const coversDay = (c: Coverage, day: number) => c.trip || c.stays.includes(day);

/**
 * Reminders for a trip: turned on and off by its owner (a Pro account), planned from the trip's plan
 * and re-planned whenever the trip is written, and delivered by the worker after checking the trip
 * once more (it still exists, its owner is still Pro, the stay is not booked and opens as planned).
 */
export function createRemindersService(deps: RemindersDeps) {
  const { db, queue, clock } = deps;

  async function ownedRow(user: UserRow, id: string): Promise<TripRow> {
    const row = await findTrip(db, id);
    // Another account's trip answers exactly like a missing one.
    if (!row || row.owner_id !== user.id) throw new HttpError(404, TRIP_NOT_FOUND);
    return row;
  }

  /** The trip's pending jobs follow its plan, reservations and coverage as they now are. */
  async function replan(row: TripRow): Promise<void> {
    const now = clock();
    const covered = await coverage(db, row.id);
    if (!coversAny(covered)) {
      await queue.cancel(row.id, now);
      return;
    }
    const days = covered.trip ? undefined : new Set(covered.stays);
    const jobs = plannedReminders({ id: row.id, ownerId: row.owner_id }, parseData(row), now, days);
    await queue.replace(row.id, jobs, now);
  }

  async function status(user: UserRow, row: TripRow): Promise<TripReminders> {
    const jobs = await queue.listForTrip(row.id);
    const covered = await coverage(db, row.id);
    return {
      enabled: covered.trip,
      stays: covered.stays,
      available: user.tier === 'pro',
      reminders: jobs
        .filter((j) => j.status !== 'cancelled')
        .map((j) => ({ day: j.day, kind: j.kind, opensAt: j.opens_at, sendAt: j.run_at, status: j.status })),
    };
  }

  return {
    async get(user: UserRow, tripId: string): Promise<TripReminders> {
      return status(user, await ownedRow(user, tripId));
    },

    async set(user: UserRow, tripId: string, enabled: boolean): Promise<TripReminders> {
      const row = await ownedRow(user, tripId);
      if (!enabled) {
        // Stays turned on one by one keep theirs.
        await db.deleteFrom('trip_reminders').where('trip_id', '=', tripId).execute();
        await replan(row);
        return status(user, row);
      }
      if (user.tier !== 'pro') throw new HttpError(403, REMINDERS_PRO_MESSAGE, { code: 'pro-required' });
      await db
        .insertInto('trip_reminders')
        .values({ trip_id: tripId, user_id: user.id, created_at: clock().toISOString() })
        .onConflict((oc) => oc.column('trip_id').doNothing())
        .execute();
      await replan(row);
      return status(user, row);
    },

    /**
     * Turns reminders on or off for one stay, by the day that begins it (400 when that day begins no
     * stay with a known window). While the trip has them on for every stay, the stay's own setting
     * changes nothing until the trip's are turned off.
     */
    async setStay(user: UserRow, tripId: string, day: number, enabled: boolean): Promise<TripReminders> {
      const row = await ownedRow(user, tripId);
      if (!enabled) {
        await db.deleteFrom('stay_reminders').where('trip_id', '=', tripId).where('day', '=', day).execute();
        await replan(row);
        return status(user, row);
      }
      if (user.tier !== 'pro') throw new HttpError(403, REMINDERS_PRO_MESSAGE, { code: 'pro-required' });
      if (!stayWindows(parseData(row), clock()).some((s) => s.day.day === day)) {
        throw new HttpError(400, NOT_A_STAY_MESSAGE);
      }
      await db
        .insertInto('stay_reminders')
        .values({ trip_id: tripId, day, user_id: user.id, created_at: clock().toISOString() })
        .onConflict((oc) => oc.columns(['trip_id', 'day']).doNothing())
        .execute();
      await replan(row);
      return status(user, row);
    },

    /** After every write of a trip: its reminders follow the plan and its reservations as they now are. */
    async tripWritten(tripId: string): Promise<void> {
      if (!coversAny(await coverage(db, tripId))) return;
      const row = await findTrip(db, tripId);
      if (row) await replan(row);
    },

    /** Sends one claimed job, or cancels it when it no longer applies. A failed send throws. */
    async deliver(job: ClaimedJob): Promise<Delivery> {
      const now = clock();
      const cancel = async (why: string): Promise<Delivery> => {
        await queue.finish(job, 'cancelled', now, why);
        return 'cancelled';
      };
      const row = await findTrip(db, job.trip_id);
      if (!row || row.owner_id !== job.user_id) return cancel('trip gone');
      if (!coversDay(await coverage(db, row.id), job.day)) return cancel('reminders off');
      const owner = await findUserById(db, row.owner_id);
      if (!owner || owner.tier !== 'pro') return cancel('not a Pro account');
      const data = parseData(row);
      const stay = stayWindows(data, now).find((s) => s.day.day === job.day);
      if (!stay || stay.booking.opensAt !== job.opens_at) return cancel('the stay changed');
      if (stay.booking.status !== 'not-open') return cancel(`window ${stay.booking.status}`);
      const message = reminderMail({
        to: owner.email,
        kind: job.kind,
        tripTitle: row.title,
        tripUrl: `${deps.appUrl}/results/${encodeURIComponent(row.id)}`,
        stay,
      });
      await deps.mailer.send(message);
      await queue.finish(job, 'sent', clock());
      return 'sent';
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
