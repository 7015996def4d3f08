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

/**
 * Four workers writing trips until stopped. The tests' phases end on the writes' state; `boundMs` only
 * ends a load that a failed test no longer waits for (at 15 s it was a bound a loaded machine's
 * phases could pass, and the load then ended before the state came).
 */
function startLoad(url: string, token: string, boundMs = 120_000): Load {
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
type Health = { redis?: string; database?: string };
const health = async (url: string) => (await (await fetch(`${url}/api/health`)).json()) as Health;
/** Asks /api/health every 100 ms until its report passes `test` (the test's timeout is the bound). */
async function untilHealth(url: string, test: (report: Health) => boolean) {
  while (!test(await health(url))) await sleep(100);
}
const sentAfter = (at: number) => (writes: TripWrite[]) => writes.filter((o) => o.sentAt > at).length >= WRITES;

/**
 * Load with the proxy cut once the server has taken WRITES writes, for 2.5 s and until some writes sent
 * after `settleMs` of it have been answered, then on until WRITES writes sent after the recovery time
 * are answered; the writes and when the outage was. The phases end on the writes' state: on a loaded
 * machine a fixed 2.5 s outage could end before any write sent in it had its answer.
 */
async function loadThroughOutage(
  url: string,
  token: string,
  proxy: { cut(): Promise<void>; restore(): Promise<void> },
  { settleMs, recoverMs }: { settleMs: number; recoverMs: number },
) {
  const load = startLoad(url, token);
  try {
    await load.until(acknowledged);
    const cutAt = Date.now();
    await proxy.cut();
    await Promise.all([sleep(2500), load.until((writes) => writes.filter((o) => o.sentAt > cutAt + settleMs).length >= 4)]);
    const restoredAt = Date.now();
    await proxy.restore();
    await load.until(sentAfter(restoredAt + recoverMs));
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
        const timing = { settleMs: 300, recoverMs: 2500 };
        const { outcomes, outage } = await loadThroughOutage(server.url, token, proxy, timing);
        expectOutageHandled(outcomes, outage, timing);

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
        // Health says so once the server has seen the cut, and writes sent after that keep working.
        await untilHealth(server.url, (report) => report.redis === 'unreachable');
        const report = await health(server.url);
        expect(report).toMatchObject({ database: 'ok', redis: 'unreachable' });
        await load.until(sentAfter(Math.max(Date.now(), cutAt + 500)));
        const restoredAt = Date.now();
        await proxy.restore();
        await load.until(answeredAfter(restoredAt + 3000));
        const outcomes = await load.stop();
        expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);
        const during = outcomes.filter((o) => o.at > cutAt + 500 && o.at < restoredAt);
        expect(during.length).toBeGreaterThan(0);
        const after = outcomes.filter((o) => o.at > restoredAt + 3000);
        expect(after.length).toBeGreaterThan(0);
        // Back on Redis by itself (it reconnects on its own schedule, 2 s apart at most: server/src/redis.ts).
        await untilHealth(server.url, (healed) => healed.redis === 'ok');
        expect((await health(server.url)).redis).toBe('ok');
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
