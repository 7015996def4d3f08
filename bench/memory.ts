// Memory of one server instance under a mixed load, with 1 and with 2 plan threads (PLAN_THREADS),
// for the current checkout and, with --base, an older one measured in the same run (each server on
// a fresh database, one after the other: base 1 thread, head 1 thread, base 2 threads, head 2 ...).
// For each: the resident memory (VmRSS) once ready, during the load (a sample every --sample-seconds),
// after it and after --idle-seconds of quiet, and the peak (VmHWM). The load, the same seeded
// sequence for every server: 2 clients planning trips between 16 cities back to back, 1 client
// asking road routes (between cities, and legs between random points), and 4 users each signing in,
// reading (session, trip list, parks, campgrounds) and signing in again. --minutes 60 is the hour's
// soak the issue asks for. Runs the compiled servers (`node scripts/build-server.mjs` in each).
//
//   npx tsx bench/memory.ts --minutes 3 [--idle-seconds 60] [--threads 1,2] [--base ../before] [--out memory]
//
// Writes bench/results/<out>.md and .json (default memory), with the machine's load when it ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import bcrypt from 'bcryptjs';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../server/src/config';
import type * as Database from '../server/src/db/database';
import type * as Factories from '../server/src/test/factories';
import { startCompiledServer } from './trip-list';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '3' },
    'idle-seconds': { type: 'string', default: '60' },
    'sample-seconds': { type: 'string', default: '15' },
    threads: { type: 'string', default: '1,2' },
    base: { type: 'string' },
    out: { type: 'string', default: 'memory' },
  },
});
const loadMs = Number(args.minutes) * 60_000;
const idleMs = Number(args['idle-seconds']) * 1000;
const sampleMs = Number(args['sample-seconds']) * 1000;
const threadCounts = args.threads.split(',').map(Number);

const PASSWORD = 'correct horse battery staple';
const USERS = 4;
const CITIES = [
  'New York, NY',
  'San Francisco, CA',
  'Seattle, WA',
  'Miami, FL',
  'Denver, CO',
  'Moab, UT',
  'Chicago, IL',
  'Austin, TX',
  'Boston, MA',
  'Los Angeles, CA',
  'Nashville, TN',
  'Santa Fe, NM',
  'Portland, OR',
  'Atlanta, GA',
  'Bozeman, MT',
  'Flagstaff, AZ',
];
const STYLES = ['balanced', 'scenic', 'fast', 'relaxed', 'budget', 'adventure'] as const;
const RIGS = ['class-a', 'class-c', 'travel-trailer', 'fifth-wheel', 'class-b'] as const;

/** A small seeded generator (mulberry32): every server gets the same requests in the same order. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const pick = <T>(next: () => number, xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
const pair = (next: () => number) => {
  const from = pick(next, CITIES);
  let to = pick(next, CITIES);
  while (to === from) to = pick(next, CITIES);
  return [from, to] as const;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb: number) => Math.round(kb / 1024);
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: mb(field('VmRSS')), peakMb: mb(field('VmHWM')) };
}

type Counts = {
  plans: number;
  routes: number;
  signIns: number;
  reads: number;
  refused: number;
  errors: number;
  /** The first few unexpected answers, to read. */
  errorSamples: string[];
};

async function call(url: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  return { status: res.status, text: await res.text() };
}
const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/** The mixed load until `until`: planners, a router, users signing in and reading. */
async function mixedLoad(url: string, users: string[], until: number): Promise<Counts> {
  const counts: Counts = {
    plans: 0,
    routes: 0,
    signIns: 0,
    reads: 0,
    refused: 0,
    errors: 0,
    errorSamples: [],
  };
  const tally = (
    { status, text }: { status: number; text: string },
    ok: 'plans' | 'routes' | 'signIns' | 'reads',
  ) => {
    // 422: a place or road the planner cannot use (a random point at sea, say) is an answer too.
    if (status === 200 || status === 422) counts[ok] += 1;
    else if (status === 503 || status === 429) counts.refused += 1;
    else {
      counts.errors += 1;
      if (counts.errorSamples.length < 5) counts.errorSamples.push(`${ok} ${status}: ${text.slice(0, 200)}`);
    }
  };
  const planner = async (seed: number) => {
    const next = random(seed);
    while (Date.now() < until) {
      const [fromLocation, toLocation] = pair(next);
      const input = {
        fromLocation,
        toLocation,
        departureDate: `2027-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-10`,
        duration: 2 + Math.floor(next() * 13),
        rvType: pick(next, RIGS),
        travelStyle: pick(next, STYLES),
        avoidHighways: next() < 0.2,
      };
      tally(await call(`${url}/api/ai/generate-trip`, json(input)), 'plans');
    }
  };
  const router = async (seed: number) => {
    const next = random(seed);
    while (Date.now() < until) {
      if (next() < 0.5) {
        const [from, to] = pair(next);
        const q = new URLSearchParams({ from, to, rvType: pick(next, RIGS) });
        tally(await call(`${url}/api/road-route?${q}`), 'routes');
      } else {
        const points = Array.from({ length: 2 + Math.floor(next() * 3) }, () => ({
          latitude: 30 + next() * 17,
          longitude: -122 + next() * 45,
        }));
        tally(await call(`${url}/api/road-route/legs`, json({ points, rvType: pick(next, RIGS) })), 'routes');
      }
      await sleep(200);
    }
  };
  const user = async (name: string) => {
    while (Date.now() < until) {
      const signIn = await call(`${url}/api/auth/login`, json({ emailOrUsername: name, password: PASSWORD }));
      tally(signIn, 'signIns');
      if (signIn.status !== 200) {
        await sleep(1000);
        continue;
      }
      const { token } = JSON.parse(signIn.text) as { token: string };
      for (const p of [
        '/api/auth/me',
        '/api/trip-plans',
        '/api/national-parks',
        '/api/campgrounds/search?lat=38.5&lng=-109.5&radius=150',
      ]) {
        if (Date.now() >= until) break;
        tally(await call(url + p, { headers: { Authorization: `Bearer ${token}` } }), 'reads');
        await sleep(500);
      }
    }
  };
  await Promise.all([planner(1), planner(2), router(3), ...users.map((name) => user(name))]);
  return counts;
}

export type MemoryRun = {
  checkout: string;
  threads: number;
  readyRssMb: number;
  loadSamplesMb: number[];
  afterLoadRssMb: number;
  afterIdleRssMb: number;
  peakRssMb: number;
  counts: Counts;
};

async function measure(dir: string, label: string, threads: number, hash: string): Promise<MemoryRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-memory-'));
  const secret = 'bench-secret-bench-secret-bench-secret-1';
  // The database is made by the measured checkout's own code: an older one has fewer migrations.
  const own = (file: string) => pathToFileURL(path.join(dir, file)).href;
  const { openDatabase, migrateToLatest } = (await import(own('server/src/db/database.ts'))) as typeof Database;
  const { createTestUser } = (await import(own('server/src/test/factories.ts'))) as typeof Factories;
  const database = await openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
  await migrateToLatest(database.db);
  const users: string[] = [];
  for (let i = 0; i < USERS; i++)
    users.push((await createTestUser(database.db, secret, { password_hash: hash })).user.username);
  await database.close();
  const server = await startCompiledServer(
    { DATA_DIR: dataDir, JWT_SECRET: secret, RATE_LIMIT_MULTIPLIER: '100000', PLAN_THREADS: String(threads) },
    path.join(dir, 'dist/server/index.js'),
  );
  const pid = server.child.pid!;
  try {
    const readyRssMb = memoryOf(pid).rssMb;
    console.log(`  ${label}, ${threads} thread(s): ready at ${readyRssMb} MB`);
    const until = Date.now() + loadMs;
    const samples: number[] = [];
    const sampler = (async () => {
      while (Date.now() < until) {
        await sleep(Math.min(sampleMs, Math.max(0, until - Date.now())));
        samples.push(memoryOf(pid).rssMb);
      }
    })();
    const counts = await mixedLoad(server.url, users, until);
    await sampler;
    const afterLoadRssMb = memoryOf(pid).rssMb;
    await sleep(idleMs);
    const { rssMb: afterIdleRssMb, peakMb } = memoryOf(pid);
    console.log(
      `    after load ${afterLoadRssMb} MB, after idle ${afterIdleRssMb} MB, peak ${peakMb} MB`,
      counts,
    );
    return {
      checkout: label,
      threads,
      readyRssMb,
      loadSamplesMb: samples,
      afterLoadRssMb,
      afterIdleRssMb,
      peakRssMb: peakMb,
      counts,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const describeCheckout = (dir: string) => {
  const commit = spawnSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).stdout.trim();
  return `${path.basename(dir)}${commit ? ` (${commit})` : ''}`;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

function report(runs: MemoryRun[], loadBefore: string, loadAfter: string): string {
  const ratio = (checkout: string, at: (r: MemoryRun) => number) => {
    const one = runs.find((r) => r.checkout === checkout && r.threads === 1);
    const two = runs.find((r) => r.checkout === checkout && r.threads === 2);
    return one && two ? (at(two) / at(one)).toFixed(2) : '-';
  };
  const checkouts = [...new Set(runs.map((r) => r.checkout))];
  return [
    `# Server memory under mixed load (bench/memory.ts)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16)} UTC on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB; ` +
      `load average (1 / 5 / 15 min) ${loadBefore} at the start and ${loadAfter} at the end. ` +
      `Load: ${args.minutes} min per server (2 planners, 1 road-route client, ${USERS} users signing in and reading), then ${args['idle-seconds']} s idle.`,
    '',
    '| Checkout | Plan threads | RSS ready | RSS during load (min / max) | RSS after load | RSS after idle | Peak (VmHWM) | Plans / routes / sign-ins / reads (refused, errors) |',
    '|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.checkout} | ${r.threads} | ${r.readyRssMb} MB | ${Math.min(...r.loadSamplesMb)} / ${Math.max(...r.loadSamplesMb)} MB | ${r.afterLoadRssMb} MB | ${r.afterIdleRssMb} MB | ${r.peakRssMb} MB | ${r.counts.plans} / ${r.counts.routes} / ${r.counts.signIns} / ${r.counts.reads} (${r.counts.refused}, ${r.counts.errors}) |`,
    ),
    '',
    '2 threads / 1 thread (target: at most 1.3):',
    '',
    '| Checkout | ready | after load | after idle | peak |',
    '|---|---|---|---|---|',
    ...checkouts.map(
      (c) =>
        `| ${c} | ${ratio(c, (r) => r.readyRssMb)} | ${ratio(c, (r) => r.afterLoadRssMb)} | ${ratio(c, (r) => r.afterIdleRssMb)} | ${ratio(c, (r) => r.peakRssMb)} |`,
    ),
    '',
    'RSS during load, one sample every ' + args['sample-seconds'] + ' s (MB):',
    '',
    ...runs.map((r) => `- ${r.checkout}, ${r.threads} thread(s): ${r.loadSamplesMb.join(', ')}`),
    '',
  ].join('\n');
}

async function main() {
  const sides = [
    ...(args.base ? [{ dir: path.resolve(args.base), label: `before: ${describeCheckout(args.base)}` }] : []),
    { dir: repoRoot, label: `${args.base ? 'after: ' : ''}${describeCheckout(repoRoot)}` },
  ];
  // Sign-ins at a cost that keeps them a small part of the load (the password pool is not measured here).
  const hash = await bcrypt.hash(PASSWORD, 10);
  const loadBefore = loadAverage();
  const runs: MemoryRun[] = [];
  for (const threads of threadCounts)
    for (const side of sides) runs.push(await measure(side.dir, side.label, threads, hash));
  const md = report(runs, loadBefore, loadAverage());
  const out = path.join(repoRoot, 'bench/results', args.out);
  fs.writeFileSync(`${out}.json`, JSON.stringify(runs, null, 2) + '\n');
  fs.writeFileSync(`${out}.md`, md);
  console.log(md);
}

await main();
