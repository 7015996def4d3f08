import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest, openDatabase } from '../db/database';
import { databaseTargets } from '../test/app-suite';
import { createTestDatabase } from '../test/test-app';
import type { ClaimedJob, NewReminderJob } from './reminder-queue';
import { MAX_ATTEMPTS, createReminderQueue } from './reminder-queue';
import { insertOwnerAndTrip } from './reminder-test-data';
import { createReminderWorker } from './reminder-worker';

// The queue as several server instances meet it: each instance its own connection to one database.

const opened: DatabaseHandle[] = [];
const tmpDirs: string[] = [];

afterEach(async () => {
  for (const handle of opened.splice(0).reverse()) await handle.close();
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** `count` connections to one fresh migrated database (a SQLite file, or one PostgreSQL schema). */
async function connections(url: string | undefined, count: number): Promise<DatabaseHandle[]> {
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-queue-'));
    tmpDirs.push(dir);
    const file = path.join(dir, 'app.db');
    const handles: DatabaseHandle[] = [];
    for (let i = 0; i < count; i++) handles.push(await openDatabase({ sqliteFile: file }));
    await migrateToLatest(handles[0]!.db);
    opened.push(...handles);
    return handles;
  }
  const first = await createTestDatabase(url);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(first.db);
  const rest: DatabaseHandle[] = [];
  for (let i = 1; i < count; i++) rest.push(await openDatabase({ databaseUrl: url, pgSchema: rows[0]!.schema }));
  // The first handle drops the schema when closed, so it is closed last (afterEach closes in reverse).
  opened.push(first, ...rest);
  return [first, ...rest];
}

const T0 = new Date('2030-01-01T00:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function jobs(tripId: string, userId: string, count: number, runAt = at(0)): NewReminderJob[] {
  return Array.from({ length: count }, (_, i) => ({
    trip_id: tripId,
    user_id: userId,
    day: i + 1,
    kind: 'hour-before' as const,
    opens_at: at(60 + i).toISOString(),
    run_at: runAt.toISOString(),
  }));
}

const tripId = () => Array.from(crypto.randomBytes(8), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ'[b % 24]).join('');
const silent = pino({ level: 'silent' });

describe.each(databaseTargets())('reminder queue on %s', (_name, url) => {
  it('gives each due job to exactly one of two instances racing on one database', async () => {
    const [a, b] = await connections(url, 2);
    const trip = tripId();
    const userId = await insertOwnerAndTrip(a!.db, trip);
    await createReminderQueue(a!).replace(trip, jobs(trip, userId, 40), at(-10));
    const sent: string[] = [];
    const deliverWith = (queue: ReturnType<typeof createReminderQueue>) => async (job: ClaimedJob) => {
      sent.push(job.id);
      // A send takes a moment, so the two instances' claims interleave.
      await new Promise((resolve) => setTimeout(resolve, 1));
      await queue.finish(job, 'sent', at(1));
      return 'sent' as const;
    };
    const workers = [a!, b!].map((handle) => {
      const queue = createReminderQueue(handle);
      return createReminderWorker({ queue, deliver: deliverWith(queue), logger: silent, intervalMs: 1000, clock: () => at(1) });
    });
    const counts = await Promise.all([workers[0]!.tick(), workers[1]!.tick(), workers[0]!.tick(), workers[1]!.tick()]);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(40);
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
    const rows = await createReminderQueue(b!).listForTrip(trip);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('claims nothing before its moment, and a new instance picks up a job left pending (a restart)', async () => {
    const [a, b] = await connections(url, 2);
    const trip = tripId();
    const userId = await insertOwnerAndTrip(a!.db, trip);
    await createReminderQueue(a!).replace(trip, jobs(trip, userId, 1, at(30)), at(0));
    expect(await createReminderQueue(a!).claim(at(29), 60_000)).toBeNull();
    // The instance that planned it is gone; a new one starts on its own connection.
    const restarted = createReminderQueue(b!);
    const job = await restarted.claim(at(30), 60_000);
    expect(job).toMatchObject({ trip_id: trip, status: 'running', attempts: 1 });
    expect(await restarted.finish(job!, 'sent', at(30))).toBe(true);
    expect(await restarted.claim(at(90), 60_000)).toBeNull();
  });

  it("lets another instance take a job whose sender died, once the lease runs out, and not before", async () => {
    const [a, b] = await connections(url, 2);
    const trip = tripId();
    const userId = await insertOwnerAndTrip(a!.db, trip);
    await createReminderQueue(a!).replace(trip, jobs(trip, userId, 1), at(-1));
    const dead = await createReminderQueue(a!).claim(at(0), 5 * 60_000);
    expect(dead).not.toBeNull();
    const other = createReminderQueue(b!);
    expect(await other.claim(at(4), 5 * 60_000)).toBeNull();
    const taken = await other.claim(at(5), 5 * 60_000);
    expect(taken).toMatchObject({ id: dead!.id, attempts: 2 });
    // The dead sender's claim no longer counts: it cannot mark the job done over the new holder.
    expect(await createReminderQueue(a!).finish(dead!, 'sent', at(6))).toBe(false);
    expect(await other.finish(taken!, 'sent', at(6))).toBe(true);
  });

  it('tries a failed send again later and gives up after the last attempt', async () => {
    const [a] = await connections(url, 1);
    const queue = createReminderQueue(a!);
    const trip = tripId();
    await queue.replace(trip, jobs(trip, await insertOwnerAndTrip(a!.db, trip), 1), at(0));
    let now = at(0);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const job = await queue.claim(now, 60_000);
      expect(job?.attempts).toBe(attempt);
      expect(await queue.claim(now, 60_000)).toBeNull();
      await queue.fail(job!, 'SMTP down', now);
      now = new Date(now.getTime() + 10 * 60_000);
    }
    expect(await queue.claim(now, 60_000)).toBeNull();
    expect((await queue.listForTrip(trip))[0]).toMatchObject({ status: 'failed', last_error: 'SMTP down' });
  });

  it('cancels pending jobs on replace and cancel, and deleting the trip deletes its jobs', async () => {
    const [a] = await connections(url, 1);
    const queue = createReminderQueue(a!);
    const trip = tripId();
    const userId = await insertOwnerAndTrip(a!.db, trip);
    await queue.replace(trip, jobs(trip, userId, 3, at(10)), at(0));
    await queue.replace(trip, jobs(trip, userId, 2, at(20)), at(1));
    const rows = await queue.listForTrip(trip);
    expect(rows.filter((r) => r.status === 'pending').map((r) => r.run_at)).toEqual([at(20).toISOString(), at(20).toISOString()]);
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(3);
    expect(await queue.cancel(trip, at(2), 1)).toBe(1);
    expect(await queue.claim(at(30), 60_000)).toMatchObject({ day: 2 });
    await a!.db.deleteFrom('trips').where('id', '=', trip).execute();
    expect(await queue.listForTrip(trip)).toEqual([]);
  });
});
