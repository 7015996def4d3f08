import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database';
import { createTestUser, testTrip } from '../test/factories';
import { startServerProcess } from '../test/server-process';

// Kill the server with SIGKILL while trips are being written, restart it, and check that every
// write the server acknowledged is there and the database is consistent.
const secret = 'crash-test-secret-crash-test-secret-123';

async function hammer(url: string, token: string, acknowledged: Set<string>, stopAfterMs: number) {
  const stopAt = Date.now() + stopAfterMs;
  const worker = async () => {
    while (Date.now() < stopAt) {
      const trip = testTrip();
      try {
        const res = await fetch(`${url}/api/trip-plans`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ trip }),
          signal: AbortSignal.timeout(2000),
        });
        if (res.status === 201) acknowledged.add(trip.id);
      } catch {
        return; // the server is gone
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function crashAndCheck(env: Record<string, string>, token: string, listIds: () => Promise<Set<string>>) {
  const server = await startServerProcess(env);
  const acknowledged = new Set<string>();
  const writing = hammer(server.url, token, acknowledged, 10_000);
  await new Promise((r) => setTimeout(r, 1200));
  await server.stop('SIGKILL');
  await writing;
  expect(acknowledged.size).toBeGreaterThan(5);

  const restarted = await startServerProcess(env);
  try {
    const res = await fetch(`${restarted.url}/api/trip-plans`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const served = new Set(((await res.json()) as Array<{ id: string }>).map((t) => t.id));
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
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-crash-'));
    const file = path.join(dataDir, 'app.db');
    const database = await openDatabase({ sqliteFile: file });
    await migrateToLatest(database.db);
    // Pro, so the monthly quota does not stop the writes.
    const { token } = await createTestUser(database.db, secret, { tier: 'pro' });
    await database.close();

    await crashAndCheck({ DATA_DIR: dataDir, JWT_SECRET: secret }, token, async () => {
      const sqlite = new SQLite(file);
      try {
        expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        return new Set((sqlite.prepare('select id from trips').all() as Array<{ id: string }>).map((r) => r.id));
      } finally {
        sqlite.close();
      }
    });
  }, 60_000);

  const pgUrl = process.env.TEST_DATABASE_URL;
  const dbName = `rvtp_crash_${crypto.randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    if (!pgUrl) return;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it.runIf(pgUrl)('PostgreSQL: no acknowledged write is lost to SIGKILL', async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(pgUrl ?? '');
    url.pathname = `/${dbName}`;
    const databaseUrl = url.toString();
    const database = await openDatabase({ databaseUrl });
    await migrateToLatest(database.db);
    const { token } = await createTestUser(database.db, secret, { tier: 'pro' });
    await database.close();

    await crashAndCheck({ DATABASE_URL: databaseUrl, JWT_SECRET: secret, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-crash-')) }, token, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string }>('select id from trips');
        return new Set(rows.map((r) => r.id));
      } finally {
        await client.end();
      }
    });
  }, 60_000);
});
