import type { TripReminders } from '@shared/schemas/reminders';
import { REMINDERS_PRO_MESSAGE } from '@shared/schemas/reminders';
import type { Mailer } from '../auth/mail/mailer';
import type { UserRow } from '../auth/users.repository';
import { findUserById } from '../auth/users.repository';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { TRIP_NOT_FOUND } from '../trips/trip-context';
import { parseData } from '../trips/trip-data';
import type { TripRow } from '../trips/trips.repository';
import { findTrip } from '../trips/trips.repository';
import { reminderMail } from './reminder-mail';
import { plannedReminders, stayWindows } from './reminder-plan';
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

async function isEnabled(db: Db, tripId: string): Promise<boolean> {
  const row = await db.selectFrom('trip_reminders').select('trip_id').where('trip_id', '=', tripId).executeTakeFirst();
  return row !== undefined;
}

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

  async function replan(row: TripRow): Promise<void> {
    const now = clock();
    await queue.replace(row.id, plannedReminders({ id: row.id, ownerId: row.owner_id }, parseData(row), now), now);
  }

  async function status(user: UserRow, row: TripRow): Promise<TripReminders> {
    const jobs = await queue.listForTrip(row.id);
    return {
      enabled: await isEnabled(db, row.id),
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
        await db.deleteFrom('trip_reminders').where('trip_id', '=', tripId).execute();
        await queue.cancel(tripId, clock());
        return status(user, row);
      }
      if (user.tier !== 'pro') throw new HttpError(403, REMINDERS_PRO_MESSAGE);
      if (!(await isEnabled(db, tripId))) {
        await db
          .insertInto('trip_reminders')
          .values({ trip_id: tripId, user_id: user.id, created_at: clock().toISOString() })
          .onConflict((oc) => oc.column('trip_id').doNothing())
          .execute();
      }
      await replan(row);
      return status(user, row);
    },

    /** After every write of a trip: its reminders follow the plan and its reservations as they now are. */
    async tripWritten(tripId: string): Promise<void> {
      if (!(await isEnabled(db, tripId))) return;
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
      if (!row || row.owner_id !== job.user_id || !(await isEnabled(db, row.id))) return cancel('trip gone');
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
