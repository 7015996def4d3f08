// Where a page's main-thread time goes on load, as a phone sees it (Pixel 7 emulation, CPU slowed 4x as
// Lighthouse's mobile preset does): the long tasks (over 50 ms, what total blocking time counts) from a
// Chromium trace, and the JavaScript self time by script and by function from V8's sampling profiler.
// Uses the built dist/ (npx vite build && node scripts/build-server.mjs first). The page is loaded
// signed out, as Lighthouse loads it: /results/:id is then a shared trip's read-only view.
//   npx tsx bench/page-profile.ts [/results/:id] [/map] [/] [/trips]   (":id" is a trip made here)
//   BASE_DIR=<older checkout, built> PROFILE_ROUNDS=5 ... : both, alternately, with a summary at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium-flags';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { createTestUser, testTrip } from '../server/src/test/factories';
import type { TraceEvent } from './trace-slices';
import { TRACE_CATEGORIES, slicesIn, threads } from './trace-slices';
import { startCompiledServer } from './trip-list';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const secret = 'bench-secret-bench-secret-bench-secret-1';

async function makeTrip(url: string, token: string): Promise<string> {
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const plan = (await fetch(`${url}/api/ai/generate-trip`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ fromLocation: 'Denver, CO', toLocation: 'Moab, UT', departureDate: '2027-07-01', duration: 7, rvType: 'class-c', travelStyle: 'scenic' }),
  }).then((r) => r.json())) as Record<string, unknown>;
  const saved = (await fetch(`${url}/api/trip-plans`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ trip: testTrip({ title: 'Denver to Moab' }), aiPlan: plan }),
  }).then((r) => r.json())) as { id?: string; trip?: { id: string } };
  const id = saved.trip?.id ?? saved.id;
  if (!id) throw new Error(`No trip id in ${JSON.stringify(saved).slice(0, 200)}`);
  return id;
}

/** Self time (ms) by script and by function, from V8's samples. */
function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { url, functionName, lineNumber } = node.callFrame;
    const script = url ? new URL(url).pathname : `(${functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${v.toFixed(0).padStart(5)} ms  ${k}`);
  return [...top(byScript, 12), '', ...top(byFunction, 25)].join('\n');
}

/** Loads the page once under the profiler; prints its long tasks and self times; returns its time over 50 ms. */
async function profilePage(baseUrl: string, pagePath: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES.split(',') });
    await cdp.send('Profiler.start');
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const names = threads(events);
    const mains = [...names].filter(([, v]) => v === 'CrRendererMain').map(([k]) => k);
    const tasks = events
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.includes(`${e.pid}:${e.tid}`) && (e.dur ?? 0) > 50_000)
      .sort((a, b) => a.ts - b.ts);
    const start = Math.min(...tasks.map((t) => t.ts));
    const blocking = tasks.reduce((n, t) => n + (t.dur ?? 0) / 1000 - 50, 0);
    console.log(`\n# ${pagePath}: ${tasks.length} tasks over 50 ms, ${blocking.toFixed(0)} ms over 50 ms in all (CPU 4x slower)`);
    const sliceMs = Number(process.env.PROFILE_SLICES ?? 0);
    for (const t of tasks) {
      console.log(`  +${((t.ts - start) / 1000).toFixed(0)} ms: ${((t.dur ?? 0) / 1000).toFixed(0)} ms`);
      // PROFILE_SLICES=<ms>: what each long task did (script evaluation by URL, layout, paint), slices over <ms>.
      if (sliceMs > 0)
        for (const line of slicesIn(events, `${t.pid}:${t.tid}`, t.ts, t.ts + (t.dur ?? 0), sliceMs * 1000).slice(1, 25))
          console.log(`      ${line}`);
    }
    console.log('JavaScript self time, by script then by function:');
    console.log(selfTimes(profile));
    return blocking;
  } finally {
    await browser.close();
  }
}

/** A built checkout's server with a trip of its own (a database each). */
async function startSide(entry: string | undefined, needsTrip: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-profile-'));
  const database = await openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
  await migrateToLatest(database.db);
  const { token } = await createTestUser(database.db, secret, { tier: 'pro' });
  await database.close();
  const env = { DATA_DIR: dataDir, JWT_SECRET: secret, RATE_LIMIT_MULTIPLIER: '100000' };
  const server = await startCompiledServer(env, entry);
  const id = needsTrip ? await makeTrip(server.url, token) : '';
  return { server, id };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// BASE_DIR=<an older checkout, built> profiles it and this one alternately, PROFILE_ROUNDS times each
// (default 3), and ends with each page's time over 50 ms, median and range, for both.
async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/results/:id', '/map'];
  const needsTrip = paths.some((p) => p.includes(':id'));
  const baseDir = process.env.BASE_DIR;
  const rounds = baseDir ? Number(process.env.PROFILE_ROUNDS ?? 3) : 1;
  const sides = [
    ...(baseDir ? [{ name: 'base', ...(await startSide(path.join(path.resolve(baseDir), 'dist/server/index.js'), needsTrip)) }] : []),
    { name: 'head', ...(await startSide(undefined, needsTrip)) },
  ];
  const over: Record<string, number[]> = {};
  try {
    for (let round = 0; round < rounds; round++)
      for (const p of paths)
        for (const side of sides) {
          if (baseDir) console.log(`\n## ${side.name}, round ${round + 1}`);
          (over[`${p} ${side.name}`] ??= []).push(await profilePage(side.server.url, p.replace(':id', side.id)));
        }
  } finally {
    for (const side of sides) await side.server.stop();
  }
  if (!baseDir) return;
  console.log(`\n# Time over 50 ms (CPU 4x), median (range) of ${rounds}; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(', ')}`);
  for (const [key, xs] of Object.entries(over))
    console.log(`  ${key}: ${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
