import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../test/server-process';
import { SERVER_START_GUARD_MS, startServerProcess, untilStarted } from '../test/server-process';

// The real server (its own process, two plan threads) says "starting" on /api/health until every plan
// thread has loaded, indexed and warmed up, not when the first one has: a load balancer that sends
// traffic on "ok" must find every thread ready. Each thread is held at a gate once warm
// (RVTP_TEST_PLAN_WORKER_GATE, plan-worker.ts) and released by this test, one after the other.
// Readiness (/api/ready) answers 503 all that time, and 200 once health says "ok".

const THREADS = 2;
let server: ServerProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-start-ready-'));
const gate = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-start-gate-'));
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(gate, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const waiting = () => fs.readdirSync(gate).filter((f) => f.startsWith('waiting-'));
const readyStatus = async (url: string) => (await fetch(`${url}/api/ready`)).status;
const healthStatus = async (url: string) => {
  const res = await fetch(`${url}/api/health`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { status: string }).status;
};

/** Asks /api/health every 25 ms for `ms` and answers every status it said. */
async function statusesFor(url: string, ms: number): Promise<Set<string>> {
  const seen = new Set<string>();
  for (const until = Date.now() + ms; Date.now() < until; await sleep(25)) seen.add(await healthStatus(url));
  return seen;
}

describe('a start with two plan threads', () => {
  it('says starting until the last thread is ready, then ok', async () => {
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        JWT_SECRET: `start-ready-${crypto.randomBytes(12).toString('hex')}`,
        PLAN_THREADS: String(THREADS),
        RVTP_TEST_PLAN_WORKER_GATE: gate,
      },
      { waitFor: 'answer' },
    );
    const url = server.url;
    // Both threads loaded and warmed up, neither released: starting.
    await untilStarted(server, () => waiting().length >= THREADS);
    expect(waiting()).toHaveLength(THREADS);
    expect(await statusesFor(url, 300)).toEqual(new Set(['starting']));
    expect(await readyStatus(url)).toBe(503);

    // One released (it has told the main thread once its waiting file is gone): still starting.
    const [first, second] = waiting().map((f) => f.slice('waiting-'.length));
    fs.writeFileSync(path.join(gate, `go-${first}`), '');
    for (const until = Date.now() + 10_000; waiting().length === THREADS && Date.now() < until;)
      await sleep(20);
    expect(waiting()).toEqual([`waiting-${second}`]);
    expect(await statusesFor(url, 1000)).toEqual(new Set(['starting']));
    expect(await readyStatus(url)).toBe(503);

    // The last one released: ok, and a plan is answered at once.
    fs.writeFileSync(path.join(gate, `go-${second}`), '');
    let status = 'starting';
    for (const until = Date.now() + 10_000; status === 'starting' && Date.now() < until; await sleep(20)) {
      status = await healthStatus(url);
    }
    expect(status).toBe('ok');
    expect(await readyStatus(url)).toBe(200);
    const res = await fetch(`${url}/api/ai/generate-trip`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fromLocation: 'Denver, CO',
        toLocation: 'Moab, UT',
        departureDate: '2030-06-01',
        duration: 3,
      }),
    });
    expect(res.status).toBe(200);
  }, SERVER_START_GUARD_MS + 60_000);
});
