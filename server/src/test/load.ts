import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database';
import { createTestUser, testTrip } from './factories';

// Helpers for the crash and outage tests: a fresh database with a pro user (so the monthly quota
// never stops the writes) and a loop of workers creating trips against a real server process.

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A write's answer: `sentAt` when it was sent, `at` when its answer came (Date.now()). */
export type TripWrite = { status: number; message?: string; id: string; sentAt: number; at: number };

/** POSTs one new trip; status 0 when no answer came (network failure or timeout). */
export async function postTrip(url: string, token: string, timeoutMs: number): Promise<TripWrite> {
  const trip = testTrip();
  const sentAt = Date.now();
  try {
    const res = await fetch(`${url}/api/trip-plans`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ trip }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return { status: res.status, message: body.message, id: trip.id, sentAt, at: Date.now() };
  } catch {
    return { status: 0, id: trip.id, sentAt, at: Date.now() };
  }
}

/** Runs `workers` loops of `step` until `durationMs` has passed or a step returns false. */
export async function runWorkers(workers: number, durationMs: number, step: () => Promise<boolean | void>) {
  const stopAt = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < stopAt) if ((await step()) === false) return;
  };
  await Promise.all(Array.from({ length: workers }, worker));
}

export const tempDataDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A fresh data dir whose SQLite database has a pro user. */
export async function sqliteWithProUser(secret: string, prefix: string) {
  const dataDir = tempDataDir(prefix);
  const sqliteFile = path.join(dataDir, 'app.db');
  const token = await seedProUser({ sqliteFile }, secret);
  return { dataDir, sqliteFile, token };
}

/** Creates database `dbName` on the PostgreSQL server at `pgUrl`, migrated, with a pro user. */
export async function postgresWithProUser(pgUrl: string, dbName: string, secret: string) {
  await adminQuery(pgUrl, `CREATE DATABASE ${dbName}`);
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const token = await seedProUser({ databaseUrl }, secret);
  return { databaseUrl, token, port: Number(url.port || 5432), host: url.hostname };
}

export const dropPostgresDatabase = (pgUrl: string, dbName: string) =>
  adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);

/** The ids of the trips stored in a PostgreSQL database. */
export async function postgresTripIds(databaseUrl: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from trips');
    return new Set(rows.map((r) => r.id));
  } finally {
    await client.end();
  }
}

/**
 * The outage contract: no 5xx but 503, every write sent in the outage (after `settleMs`) and answered
 * before its end a 503 saying the service is temporarily unavailable, and only 201s for the writes
 * sent once `recoverMs` have passed after it. By when a write was sent, not when its answer came: a
 * write the database took before the cut can be answered after it on a loaded machine (the test's
 * own process slow to read it), and that 201 is right.
 */
export function expectOutageHandled(
  writes: TripWrite[],
  outage: { cutAt: number; restoredAt: number },
  { settleMs, recoverMs }: { settleMs: number; recoverMs: number },
) {
  expect(writes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
  const during = writes.filter((o) => o.sentAt > outage.cutAt + settleMs && o.at < outage.restoredAt);
  expect(during.length).toBeGreaterThan(0);
  expect(during.every((o) => o.status === 503 && /temporarily unavailable/.test(o.message ?? ''))).toBe(true);
  const after = writes.filter((o) => o.sentAt > outage.restoredAt + recoverMs);
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((o) => o.status === 201)).toBe(true);
}

async function adminQuery(pgUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function seedProUser(target: { sqliteFile: string } | { databaseUrl: string }, secret: string) {
  const database = await openDatabase(target);
  await migrateToLatest(database.db);
  const { token } = await createTestUser(database.db, secret, { tier: 'pro' });
  await database.close();
  return token;
}

/**
 * A schema of its own on the PostgreSQL server at `pgUrl`, for a server process: the URL sets the
 * connection's search_path to it. It is not dropped here but with the run's other schemas once every
 * test file has ended (vitest.global-setup.ts): a table dropped while another file's migration reads
 * the catalogue fails that read ('relation "t_....users" does not exist', from pg_get_serial_sequence
 * in Kysely's table list), which failed an unrelated PostgreSQL test in CI.
 */
export async function postgresSchemaUrl(pgUrl: string, prefix: string) {
  const schema = `t_${process.env.TEST_RUN_ID ?? 'local'}_${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(pgUrl, `CREATE SCHEMA ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { databaseUrl: url.toString() };
}
