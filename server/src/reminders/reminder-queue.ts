import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { ReminderJobsTable } from '../db/schema';

export type ReminderJob = Selectable<ReminderJobsTable>;
export type ReminderKind = ReminderJobsTable['kind'];
export type NewReminderJob = Pick<ReminderJob, 'trip_id' | 'user_id' | 'day' | 'kind' | 'opens_at' | 'run_at'>;
/** A claimed job: its row as the claim left it (status running, this claim's token). */
export type ClaimedJob = ReminderJob & { claim_token: string };

/** A job that failed this often is given up (status failed) instead of being tried again. */
export const MAX_ATTEMPTS = 5;
/** How long a failed send waits before the next try. */
const RETRY_MS = 5 * 60_000;

/**
 * The reminder jobs in the database, one interface on SQLite and PostgreSQL. A claim is one statement:
 * the due job (pending and due, or running with its lease run out because its claimer died) becomes
 * running under a fresh token, so two instances never hold the same job at once. Only the token's
 * holder can mark the job sent, failed or due again.
 */
export interface ReminderQueue {
  /** Cancels the trip's pending jobs and adds `jobs` in one transaction (turning on, re-planning). */
  replace(tripId: string, jobs: NewReminderJob[], now: Date): Promise<void>;
  /** Cancels the trip's pending jobs (all, or those of one stay). Returns how many. */
  cancel(tripId: string, now: Date, day?: number): Promise<number>;
  /** Takes the next due job for `leaseMs`, or null when none is due. */
  claim(now: Date, leaseMs: number): Promise<ClaimedJob | null>;
  /** The claim's job is finished: sent, or cancelled because it no longer applies. */
  finish(job: ClaimedJob, status: 'sent' | 'cancelled', now: Date, note?: string): Promise<boolean>;
  /** The send failed: due again later, or failed for good after MAX_ATTEMPTS. */
  fail(job: ClaimedJob, error: string, now: Date): Promise<boolean>;
  /** The trip's jobs, by time. */
  listForTrip(tripId: string): Promise<ReminderJob[]>;
}

const iso = (d: Date) => d.toISOString();

export function createReminderQueue(database: DatabaseHandle): ReminderQueue {
  const { db } = database;

  async function cancelPending(
    q: DatabaseHandle['db'],
    tripId: string,
    now: Date,
    day?: number,
  ): Promise<number> {
    let query = q
      .updateTable('reminder_jobs')
      .set({ status: 'cancelled', finished_at: iso(now) })
      .where('trip_id', '=', tripId)
      .where('status', '=', 'pending');
    if (day !== undefined) query = query.where('day', '=', day);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  return {
    async replace(tripId, jobs, now) {
      await db.transaction().execute(async (trx) => {
        await cancelPending(trx, tripId, now);
        if (jobs.length === 0) return;
        await trx
          .insertInto('reminder_jobs')
          .values(
            jobs.map((job) => ({
              ...job,
              id: crypto.randomUUID(),
              status: 'pending' as const,
              claim_token: null,
              locked_until: null,
              last_error: null,
              created_at: iso(now),
              finished_at: null,
            })),
          )
          .execute();
      });
    },

    cancel: (tripId, now, day) => cancelPending(db, tripId, now, day),

    async claim(now, leaseMs) {
      const token = crypto.randomUUID();
      const at = iso(now);
      const until = iso(new Date(now.getTime() + leaseMs));
      const due = sql`((status = 'pending' and run_at <= ${at}) or (status = 'running' and locked_until <= ${at}))`;
      // PostgreSQL: the row is locked by the sub-select and rows another claim holds are skipped, so
      // concurrent claims each get a different job. SQLite: one writer at a time, and the statement
      // reads and writes under that one lock.
      const pick =
        database.dialect === 'postgres'
          ? sql`select id from reminder_jobs where ${due} order by run_at, id limit 1 for update skip locked`
          : sql`select id from reminder_jobs where ${due} order by run_at, id limit 1`;
      const { rows } = await sql<ReminderJob>`
        update reminder_jobs
        set status = 'running', claim_token = ${token}, locked_until = ${until}, attempts = attempts + 1
        where id = (${pick})
        returning *`.execute(db);
      const row = rows[0];
      return row ? { ...row, day: Number(row.day), attempts: Number(row.attempts), claim_token: token } : null;
    },

    async finish(job, status, now, note) {
      const result = await db
        .updateTable('reminder_jobs')
        .set({ status, finished_at: iso(now), locked_until: null, last_error: note ?? null })
        .where('id', '=', job.id)
        .where('claim_token', '=', job.claim_token)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async fail(job, error, now) {
      const givenUp = job.attempts >= MAX_ATTEMPTS;
      const result = await db
        .updateTable('reminder_jobs')
        .set({
          status: givenUp ? 'failed' : 'pending',
          run_at: givenUp ? job.run_at : iso(new Date(now.getTime() + RETRY_MS)),
          finished_at: givenUp ? iso(now) : null,
          locked_until: null,
          last_error: error.slice(0, 500),
        })
        .where('id', '=', job.id)
        .where('claim_token', '=', job.claim_token)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async listForTrip(tripId) {
      const rows = await db
        .selectFrom('reminder_jobs')
        .selectAll()
        .where('trip_id', '=', tripId)
        .orderBy('run_at')
        .orderBy('day')
        .execute();
      return rows.map((r) => ({ ...r, day: Number(r.day), attempts: Number(r.attempts) }));
    },
  };
}
