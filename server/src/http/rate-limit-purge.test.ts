import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databaseTargets } from '../test/app-suite';
import { createTestDatabase } from '../test/test-app';
import { createDatabaseRateLimitStore } from './rate-limit';
import { purgeExpiredRateLimits, startRateLimitPurge } from './rate-limit-purge';

// The rate_limits table (the database store, Redis's fallback) keeps a row per address and account
// counted; rate-limiter-flexible leaves expired ones behind. They are purged at start and every few
// minutes, a batch at a time with the event loop turning in between; live counts stay.

const keys = async (database: DatabaseHandle) =>
  (await sql<{ key: string }>`select key from rate_limits order by key`.execute(database.db)).rows.map((r) => r.key);

/** `count` rows whose window ended a minute ago, named old:0000... */
async function plantExpired(database: DatabaseHandle, count: number) {
  const expire = Date.now() - 60_000;
  for (let start = 0; start < count; start += 200) {
    const rows = Array.from({ length: Math.min(200, count - start) }, (_, i) => ({
      key: `old:${String(start + i).padStart(5, '0')}`,
      points: 3,
      expire,
    }));
    await sql`insert into rate_limits (key, points, expire) values ${sql.join(
      rows.map((r) => sql`(${r.key}, ${r.points}, ${r.expire})`),
    )}`.execute(database.db);
  }
}

describe.each(databaseTargets())('purging expired rate limit rows on %s', (_name, url) => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of opened) await handle.close();
  });
  const database = async () => {
    const handle = await createTestDatabase(url);
    opened.push(handle);
    return handle;
  };

  it('deletes every expired row in batches, keeps live counts and rows without expiry', async () => {
    const db = await database();
    await plantExpired(db, 1234);
    const live = createDatabaseRateLimitStore(db).limiter({ name: 'login', points: 5, durationSec: 600 });
    await live.consume('owner');
    await sql`insert into rate_limits (key, points, expire) values ('forever', 1, null)`.execute(db.db);

    // The event loop turns between batches: a request arriving meanwhile is answered.
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    const purged = await purgeExpiredRateLimits(db, Date.now(), 100);
    clearInterval(ticking);
    expect(purged).toBe(1234);
    expect(turns).toBeGreaterThan(0);
    expect(await keys(db)).toEqual(['forever', 'rl:login:owner']);
    expect((await live.get('owner'))?.consumedPoints).toBe(1);
  });

  it('purges once at start, without waiting for the first period', async () => {
    const db = await database();
    await plantExpired(db, 50);
    const warnings: string[] = [];
    const stop = startRateLimitPurge(db, (m) => warnings.push(m), 60 * 60 * 1000);
    try {
      for (let i = 0; i < 200 && (await keys(db)).length > 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await keys(db)).toEqual([]);
      expect(warnings).toEqual([]);
    } finally {
      stop();
    }
  });

  it('purges again every period', async () => {
    const db = await database();
    const stop = startRateLimitPurge(db, () => undefined, 50);
    try {
      // The start's purge found nothing; rows expired later go at a later turn.
      await plantExpired(db, 20);
      for (let i = 0; i < 200 && (await keys(db)).length > 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await keys(db)).toEqual([]);
    } finally {
      stop();
    }
  });
});
