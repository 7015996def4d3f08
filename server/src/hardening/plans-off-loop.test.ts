import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationInput } from '../test/factories';
import { PLAN_WORKER_NICE, WORKER_NICE } from '../compute/ordered-pool';
import type { ServerProcess } from '../test/server-process';
import { SERVER_START_GUARD_MS, startServerProcess } from '../test/server-process';

// The real server (server/src/index.ts in its own process) plans in its worker threads: while eight
// coast-to-coast plans run, /api/health keeps answering in milliseconds. On the event loop each of
// those plans held every other request for 0.15-0.25 s (more on a busy machine), one after another.
// Its threads run at three priorities: the main thread first, then sign-ins (bcrypt), then plans.

let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-plans-off-loop-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    JWT_SECRET: `plans-off-loop-${crypto.randomBytes(12).toString('hex')}`,
    RATE_LIMIT_MULTIPLIER: '1000',
    // As production sizes the pool: one thread per core.
    PLAN_THREADS: String(Math.min(8, os.availableParallelism())),
  });
}, SERVER_START_GUARD_MS);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const coastToCoast = (i: number) => ({
  fromLocation: i % 2 ? 'New York, NY' : 'Boston, MA',
  toLocation: i % 2 ? 'San Francisco, CA' : 'Seattle, WA',
  departureDate: '2027-07-01',
  duration: [3, 7, 14][i % 3],
});

async function timedHealth(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/health`);
  expect(res.status).toBe(200);
  await res.json();
  return performance.now() - started;
}

describe('plans run off the event loop', () => {
  it('answers /api/health in milliseconds while 8 coast-to-coast plans run', async () => {
    let running = 8;
    const plans = Array.from({ length: 8 }, (_, i) =>
      fetch(`${server.url}/api/ai/generate-trip`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(coastToCoast(i)),
      }).then(async (res) => {
        const body = (await res.json()) as { dailyItinerary?: unknown[]; message?: string };
        running -= 1;
        return { status: res.status, days: body.dailyItinerary?.length, message: body.message };
      }),
    );
    const whilePlanning: number[] = [];
    while (running > 0) {
      const ms = await timedHealth(server.url);
      if (running > 0) whilePlanning.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const results = await Promise.all(plans);
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(results.map((r) => r.days)).toEqual(Array.from({ length: 8 }, (_, i) => [3, 7, 14][i % 3]));
    // The plans take seconds together on two cores: health was asked many times meanwhile.
    expect(whilePlanning.length).toBeGreaterThanOrEqual(5);
    const sorted = [...whilePlanning].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    // On the event loop a health check waited for the plan in progress: 150 ms or more each.
    expect(median, `health while planning: ${sorted.map(Math.round).join(', ')} ms`).toBeLessThan(100);
  }, 120_000);

  it('answers a road route from the worker threads, and a place it cannot find as 422', async () => {
    const res = await fetch(
      `${server.url}/api/road-route?from=${encodeURIComponent('Denver, CO')}&to=${encodeURIComponent('Moab, UT')}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      from: 'Denver, CO',
      to: 'Moab, UT',
      roads: expect.arrayContaining(['I-70']),
    });
    const legs = await fetch(`${server.url}/api/road-route/legs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        points: [
          { latitude: 39.74, longitude: -104.99 },
          { latitude: 38.57, longitude: -109.55 },
        ],
      }),
    });
    expect(legs.status).toBe(200);
    expect(((await legs.json()) as { legs: { miles: number }[] }).legs[0].miles).toBeGreaterThan(300);
    const unknown = await fetch(`${server.url}/api/ai/generate-trip`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...coastToCoast(0), fromLocation: 'Nowhere Atall, ZZ' }),
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({
      message: 'Could not find location: Nowhere Atall, ZZ',
      code: 'location-not-found',
      location: 'Nowhere Atall, ZZ',
    });
  }, 60_000);
});

/** The nice value of each thread of a process (Linux: field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNices(pid: number): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // After the command name in parentheses: state is field 3, nice field 19.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      nices.set(Number(tid), Number(fields[19 - 3]));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return nices;
}

describe.runIf(process.platform === 'linux')('thread priorities', () => {
  it('runs the main thread first, sign-ins next, plans last', async () => {
    // A registration hashes a password: the bcrypt pool's threads start.
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(registrationInput()),
    });
    expect(registered.status).toBe(201);
    const pid = server.child.pid!;
    const nices = threadNices(pid);
    const base = nices.get(pid)!;
    const at = (nice: number) => [...nices.values()].filter((n) => n === Math.min(19, nice)).length;
    const threads = Math.min(8, os.availableParallelism());
    // The main thread at the process's own, each plan thread at +10, the bcrypt threads at +5.
    expect(at(base + PLAN_WORKER_NICE), JSON.stringify([...nices])).toBe(threads);
    expect(at(base + WORKER_NICE), JSON.stringify([...nices])).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
