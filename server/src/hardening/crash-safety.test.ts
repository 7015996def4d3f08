import crypto from 'node:crypto';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dropPostgresDatabase,
  postTrip,
  postgresTripIds,
  postgresWithProUser,
  runWorkers,
  sqliteWithProUser,
  tempDataDir,
} from '../test/load';
import { SERVER_START_GUARD_MS, startServerProcess } from '../test/server-process';

// Kill the server with SIGKILL while trips are being written, restart it, and check that every
// write the server acknowledged is there and the database is consistent.
const secret = 'crash-test-secret-crash-test-secret-123';

// Bounds, not waits: the writers stop when the server is gone (SIGKILL), or at the test's own limit.
const WRITING_LIMIT_MS = 110_000;
const WRITE_LIMIT_MS = 60_000;

/**
 * Eight writers post trips until the server is gone. A slow answer is not a gone server: with a 2 s
 * limit a write on a loaded machine (the server just started, its plan thread loading) came back as
 * status 0, every writer stopped before anything was acknowledged, and the test failed with
 * "expected 0 to be greater than 5" (a full unit run at load 30, 2026-12-03).
 */
async function hammer(url: string, token: string, acknowledge: (id: string) => void) {
  await runWorkers(8, WRITING_LIMIT_MS, async () => {
    const write = await postTrip(url, token, WRITE_LIMIT_MS);
    if (write.status === 201) acknowledge(write.id);
    return write.status !== 0; // 0: the server is gone
  });
}

/** Every trip id the list serves, following its pages (Link rel="next"). */
async function servedTripIds(url: string, token: string): Promise<Set<string>> {
  const served = new Set<string>();
  let next: string | null = '/api/trip-plans';
  while (next) {
    const res: Response = await fetch(`${url}${next}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    for (const t of (await res.json()) as Array<{ id: string }>) served.add(t.id);
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  }
  return served;
}

async function crashAndCheck(
  env: Record<string, string>,
  token: string,
  listIds: () => Promise<Set<string>>,
) {
  // Trip writes need no plan thread: the test waits for the server to answer, not for its catalogue.
  const server = await startServerProcess(env, { waitFor: 'answer' });
  const acknowledged = new Set<string>();
  // The kill comes mid-stream: once ten writes were acknowledged (however long a loaded machine takes
  // to get there), while the eight writers keep going; or when the writers stopped on their own.
  let tenAcknowledged = () => {};
  const ten = new Promise<void>((resolve) => (tenAcknowledged = resolve));
  const writing = hammer(server.url, token, (id) => {
    acknowledged.add(id);
    if (acknowledged.size >= 10) tenAcknowledged();
  });
  await Promise.race([ten, writing]);
  await server.stop('SIGKILL');
  await writing;
  expect(acknowledged.size).toBeGreaterThan(5);
  // A real crash: nothing answers at the old address any more.
  await expect(fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();

  const restarted = await startServerProcess(env, { waitFor: 'answer' });
  try {
    const served = await servedTripIds(restarted.url, token);
    const stored = await listIds();
    for (const id of acknowledged) {
      expect(served.has(id), `acknowledged trip ${id} is served after the crash`).toBe(true);
      expect(stored.has(id)).toBe(true);
    }
  } finally {
    await restarted.stop();
  }
}

describe('crash safety', () => {
  it('SQLite (WAL): no acknowledged write is lost to SIGKILL', async () => {
    // Pro, so the monthly quota does not stop the writes.
    const { dataDir, sqliteFile: file, token } = await sqliteWithProUser(secret, 'rvtp-crash-');

    await crashAndCheck({ DATA_DIR: dataDir, JWT_SECRET: secret }, token, async () => {
      const sqlite = new SQLite(file);
      try {
        expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        return new Set(
          (sqlite.prepare('select id from trips').all() as Array<{ id: string }>).map((r) => r.id),
        );
      } finally {
        sqlite.close();
      }
    });
  }, 2 * SERVER_START_GUARD_MS + 120_000);

  const pgUrl = process.env.TEST_DATABASE_URL;
  const dbName = `rvtp_crash_${crypto.randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    if (pgUrl) await dropPostgresDatabase(pgUrl, dbName);
  });

  it.runIf(pgUrl)(
    'PostgreSQL: no acknowledged write is lost to SIGKILL',
    async () => {
      const { databaseUrl, token } = await postgresWithProUser(pgUrl ?? '', dbName, secret);
      await crashAndCheck(
        { DATABASE_URL: databaseUrl, JWT_SECRET: secret, DATA_DIR: tempDataDir('rvtp-crash-') },
        token,
        () => postgresTripIds(databaseUrl),
      );
    },
    2 * SERVER_START_GUARD_MS + 120_000,
  );
});
