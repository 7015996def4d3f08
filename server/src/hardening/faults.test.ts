import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { TripWrite } from '../test/load';
import {
  dropPostgresDatabase,
  expectOutageHandled,
  postTrip,
  postgresTripIds,
  postgresWithProUser,
  runWorkers,
  sleep,
  sqliteWithProUser,
  tempDataDir,
} from '../test/load';
import { SERVER_START_GUARD_MS, startServerProcess } from '../test/server-process';
import { startTcpProxy } from '../test/tcp-proxy';

// Load with faults: while requests keep coming, the connection to PostgreSQL (or Redis) is cut and
// restored. Without PostgreSQL the server answers 503 with a message; without Redis it keeps working on
// in-memory limits. It recovers by itself and loses no acknowledged write. Runs when TEST_DATABASE_URL / TEST_REDIS_URL are set (CI sets both).
const secret = 'fault-test-secret-fault-test-secret-123';
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const dbName = `rvtp_fault_${crypto.randomBytes(4).toString('hex')}`;

/** Writes each phase waits for: the server taking writes before a cut, answers after a restore. */
const WRITES = 20;

type Load = {
  /** Resolves once the writes answered so far pass `test` (or the load has ended at its bound). */
  until: (test: (writes: TripWrite[]) => boolean) => Promise<void>;
  /** Ends the load once the writes under way are answered; every write. */
  stop: () => Promise<TripWrite[]>;
};

/** Four workers writing trips until stopped, at most `boundMs` (the old fixed length was 9 s). */
function startLoad(url: string, token: string, boundMs = 15_000): Load {
  const outcomes: TripWrite[] = [];
  const waiting = new Set<{ test: (writes: TripWrite[]) => boolean; resolve: () => void }>();
  let stopped = false;
  const check = () => {
    for (const w of waiting) {
      if (!stopped && !w.test(outcomes)) continue;
      waiting.delete(w);
      w.resolve();
    }
  };
  const running = runWorkers(4, boundMs, async () => {
    if (stopped) return false;
    outcomes.push(await postTrip(url, token, 8000));
    check();
    await sleep(20);
  }).then(() => {
    stopped = true;
    check();
  });
  return {
    until: (test) =>
      new Promise<void>((resolve) => {
        waiting.add({ test, resolve });
        check();
      }),
    stop: async () => {
      stopped = true;
      await running;
      return outcomes;
    },
  };
}

const acknowledged = (writes: TripWrite[]) => writes.filter((o) => o.status === 201).length >= WRITES;
const answeredAfter = (at: number) => (writes: TripWrite[]) =>
  writes.filter((o) => o.at > at).length >= WRITES;

/**
 * Load with the proxy cut for 2.5 s once the server has taken WRITES writes, and on until WRITES
 * answers have come after the recovery time; the writes and when the outage was.
 */
async function loadThroughOutage(
  url: string,
  token: string,
  proxy: { cut(): Promise<void>; restore(): Promise<void> },
  recoverMs: number,
) {
  const load = startLoad(url, token);
  try {
    await load.until(acknowledged);
    const cutAt = Date.now();
    await proxy.cut();
    await sleep(2500);
    const restoredAt = Date.now();
    await proxy.restore();
    await load.until(answeredAfter(restoredAt + recoverMs));
    return { outcomes: await load.stop(), outage: { cutAt, restoredAt } };
  } finally {
    await load.stop();
  }
}

afterAll(async () => {
  if (pgUrl) await dropPostgresDatabase(pgUrl, dbName);
});

describe('load with faults', () => {
  it.runIf(pgUrl)(
    'PostgreSQL outage: 503 with a message, recovery, no acknowledged write lost',
    async () => {
      const { databaseUrl, token, port, host } = await postgresWithProUser(pgUrl ?? '', dbName, secret);
      const proxy = await startTcpProxy(port, host);
      const viaProxy = new URL(databaseUrl);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const server = await startServerProcess({
        DATABASE_URL: viaProxy.toString(),
        JWT_SECRET: secret,
        DATA_DIR: tempDataDir('rvtp-fault-'),
        RATE_LIMIT_MULTIPLIER: '1000',
      });
      try {
        const recoverMs = 2500;
        const { outcomes, outage } = await loadThroughOutage(server.url, token, proxy, recoverMs);
        expectOutageHandled(outcomes, outage, { settleMs: 300, recoverMs });

        const health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(200);
        const stored = await postgresTripIds(databaseUrl);
        for (const o of outcomes.filter((x) => x.status === 201)) expect(stored.has(o.id)).toBe(true);
      } finally {
        await server.stop();
        await proxy.close();
      }
    },
    SERVER_START_GUARD_MS + 60_000,
  );

  it.runIf(redisUrl)(
    'Redis outage: writes keep working on the database fallback, health reports it, recovery by itself',
    async () => {
      const { dataDir, token } = await sqliteWithProUser(secret, 'rvtp-fault-');
      const target = new URL(redisUrl ?? '');
      const proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        JWT_SECRET: secret,
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        RATE_LIMIT_MULTIPLIER: '1000',
      });
      const load = startLoad(server.url, token);
      try {
        await load.until(acknowledged);
        const cutAt = Date.now();
        await proxy.cut();
        await sleep(1500);
        const health = await fetch(`${server.url}/api/health`);
        const report = (await health.json()) as { redis?: string; database?: string };
        expect(report).toMatchObject({ database: 'ok', redis: 'unreachable' });
        await sleep(1000);
        const restoredAt = Date.now();
        await proxy.restore();
        await load.until(answeredAfter(restoredAt + 3000));
        const outcomes = await load.stop();
        expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);
        const during = outcomes.filter((o) => o.at > cutAt + 500 && o.at < restoredAt);
        expect(during.length).toBeGreaterThan(0);
        const after = outcomes.filter((o) => o.at > restoredAt + 3000);
        expect(after.length).toBeGreaterThan(0);
        await sleep(500);
        const healed = (await (await fetch(`${server.url}/api/health`)).json()) as { redis?: string };
        expect(healed.redis).toBe('ok');
        expect(server.output()).toMatch(/rate limits fall back to the database/);
      } finally {
        await load.stop();
        await server.stop();
        await proxy.close();
      }
    },
    SERVER_START_GUARD_MS + 60_000,
  );
});
