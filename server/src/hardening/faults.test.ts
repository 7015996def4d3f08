import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database';
import { createTestUser, testTrip } from '../test/factories';
import { startServerProcess } from '../test/server-process';
import { startTcpProxy } from '../test/tcp-proxy';

// Load with faults: while requests keep coming, the connection to PostgreSQL (or Redis) is cut and
// restored. Without PostgreSQL the server answers 503 with a message; without Redis it keeps working on
// in-memory limits. It recovers by itself and loses no acknowledged write. Runs when TEST_DATABASE_URL / TEST_REDIS_URL are set (CI sets both).
const secret = 'fault-test-secret-fault-test-secret-123';
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const dbName = `rvtp_fault_${crypto.randomBytes(4).toString('hex')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Outcome = { status: number; message?: string; id: string; at: number };

async function load(url: string, token: string, durationMs: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const stopAt = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < stopAt) {
      const trip = testTrip();
      try {
        const res = await fetch(`${url}/api/trip-plans`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ trip }),
          signal: AbortSignal.timeout(8000),
        });
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        outcomes.push({ status: res.status, message: body.message, id: trip.id, at: Date.now() });
      } catch {
        outcomes.push({ status: 0, id: trip.id, at: Date.now() });
      }
      await sleep(20);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return outcomes;
}

async function setupPostgres() {
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
  return { databaseUrl, token, port: Number(url.port || 5432), host: url.hostname };
}

afterAll(async () => {
  if (!pgUrl) return;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
});

describe('load with faults', () => {
  it.runIf(pgUrl)('PostgreSQL outage: 503 with a message, recovery, no acknowledged write lost', async () => {
    const { databaseUrl, token, port, host } = await setupPostgres();
    const proxy = await startTcpProxy(port, host);
    const viaProxy = new URL(databaseUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const server = await startServerProcess({
      DATABASE_URL: viaProxy.toString(),
      JWT_SECRET: secret,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-fault-')),
      RATE_LIMIT_MULTIPLIER: '1000',
    });
    try {
      const running = load(server.url, token, 9000);
      await sleep(2000);
      const cutAt = Date.now();
      await proxy.cut();
      await sleep(2500);
      const restoredAt = Date.now();
      await proxy.restore();
      const outcomes = await running;

      expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
      const during = outcomes.filter((o) => o.at > cutAt + 300 && o.at < restoredAt);
      expect(during.length).toBeGreaterThan(0);
      expect(during.every((o) => o.status === 503 && /temporarily unavailable/.test(o.message ?? ''))).toBe(true);
      const after = outcomes.filter((o) => o.at > restoredAt + 2500);
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((o) => o.status === 201)).toBe(true);

      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ id: string }>('select id from trips');
      await client.end();
      const stored = new Set(rows.map((r) => r.id));
      for (const o of outcomes.filter((x) => x.status === 201)) expect(stored.has(o.id)).toBe(true);
    } finally {
      await server.stop();
      await proxy.close();
    }
  }, 60_000);

  it.runIf(redisUrl)('Redis outage: writes keep working on the memory fallback, health reports it, recovery by itself', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-fault-'));
    const database = await openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
    await migrateToLatest(database.db);
    const { token } = await createTestUser(database.db, secret, { tier: 'pro' });
    await database.close();
    const target = new URL(redisUrl ?? '');
    const proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      RATE_LIMIT_MULTIPLIER: '1000',
    });
    try {
      const running = load(server.url, token, 9000);
      await sleep(2000);
      const cutAt = Date.now();
      await proxy.cut();
      await sleep(1500);
      const health = await fetch(`${server.url}/api/health`);
      const report = (await health.json()) as { redis?: string; database?: string };
      expect(report).toMatchObject({ database: 'ok', redis: 'unreachable' });
      await sleep(1000);
      const restoredAt = Date.now();
      await proxy.restore();
      const outcomes = await running;
      expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);
      const during = outcomes.filter((o) => o.at > cutAt + 500 && o.at < restoredAt);
      expect(during.length).toBeGreaterThan(0);
      const after = outcomes.filter((o) => o.at > restoredAt + 3000);
      expect(after.length).toBeGreaterThan(0);
      await sleep(500);
      const healed = (await (await fetch(`${server.url}/api/health`)).json()) as { redis?: string };
      expect(healed.redis).toBe('ok');
      expect(server.output()).toMatch(/rate limits fall back to this process's memory/);
    } finally {
      await server.stop();
      await proxy.close();
    }
  }, 60_000);
});
