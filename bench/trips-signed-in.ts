// My Trips as a signed-in traveller with 30 planned trips gets it on a phone: Lighthouse mobile
// (its throttled defaults, median of LIGHTHOUSE_RUNS, default 5), and the time from navigation to the
// first trip card on a throttled phone (Pixel 7, 4x CPU slowdown, 150 ms round trips at 1.6 Mbit/s
// down: Lighthouse's mobile settings, applied to Chromium itself), median of the same number of cold
// loads. Every run starts from an empty cache and storage, then signs in (the session token in
// local storage, as the app keeps it). The trips are planned by the server's built-in planner.
// Run: npx tsx bench/trips-signed-in.ts (needs `npm run build`). Results: bench/results/trips-signed-in.md and .json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chromium, devices } from '@playwright/test';
import { repoRoot } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { createTestUser } from '../server/src/test/factories';
import { CHROMIUM_ARGS } from '../scripts/chromium-flags';
import type { LighthouseResult } from './lighthouse';
import { runLighthouse } from './lighthouse';
import { TRIPS, seed, signedInFresh } from './signed-in';
import { startCompiledServer } from './trip-list';
import { TRACE_CATEGORIES, mainThreadTasks } from './trace-slices';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const secret = 'bench-secret-bench-secret-bench-secret-1';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The page's requests as its Resource Timing entries saw them, one line each. */
function requestTimeline(page: Page): Promise<string> {
  // A string, not a function: tsx would wrap the inner functions in a helper the page lacks.
  return page.evaluate(`
    performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
      .sort((a, b) => a.startTime - b.startTime)
      .map((e) => ['start', e.startTime, 'sent', e.requestStart, 'first byte', e.responseStart, 'end', e.responseEnd]
        .map((v) => (typeof v === 'number' ? String(Math.round(v)).padStart(5) : v)).join(' ')
        + '  ' + new URL(e.name).pathname)
      .join('\\n')`) as Promise<string>;
}

/** Milliseconds from navigation to the first trip card, cold, on a throttled phone. */
async function firstCardMs(url: string, token: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
      // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
      // Checked every frame: the first frame that has a card is when the traveller sees it.
      await context.addInitScript({
        content: `localStorage.setItem('authToken', ${JSON.stringify(token)});
          (function check() {
            if (document.querySelector('[data-testid="trip-card"]')) window.firstCard = performance.now();
            else requestAnimationFrame(check);
          })();`,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
        uploadThroughput: (750 * 1024 * 0.9) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', {
        rate: Number(process.env.TRIPS_BENCH_CPU_SLOWDOWN ?? 4),
      });
      // TRIPS_BENCH_TRACE=1 traces the first run and prints its main-thread tasks over 40 ms (4x
      // slower, as Lighthouse counts them) with what they are made of; the trace goes to /tmp/trips-trace.json.
      const trace = Boolean(process.env.TRIPS_BENCH_TRACE) && i === 0;
      if (trace) {
        await browser.startTracing(page, { categories: TRACE_CATEGORIES.split(',') });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await page.goto(`${url}/trips`);
      await page
        .waitForFunction(() => (window as unknown as { firstCard?: number }).firstCard !== undefined, null, {
          timeout: 60_000,
        })
        .catch(async (err: unknown) => {
          const shown = (await page.locator('body').innerText()).slice(0, 300);
          throw new Error(`No trip card in 60 s; the page shows: ${shown}`, { cause: err });
        });
      times.push(
        Math.round(await page.evaluate(() => (window as unknown as { firstCard: number }).firstCard)),
      );
      // TRIPS_BENCH_TIMELINE=1 prints the page's requests as the browser timed them (ms after
      // navigation): start, sent (later than the start: waiting for one of six connections), first
      // byte and end; first run only.
      if (process.env.TRIPS_BENCH_TIMELINE && i === 0) console.log(await requestTimeline(page));
      if (trace) {
        await page.waitForTimeout(5000);
        const { profile } = await cdp.send('Profiler.stop');
        fs.writeFileSync('/tmp/trips.cpuprofile', JSON.stringify(profile));
        const buffer = await browser.stopTracing();
        fs.writeFileSync('/tmp/trips-trace.json', buffer);
        console.log(mainThreadTasks(buffer, Number(process.env.TRIPS_BENCH_TRACE_MIN_MS ?? 40)));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

/** A checkout by its folder and commit. */
const describeCheckout = (dir: string) =>
  `${path.basename(path.resolve(dir))} ${spawnSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()}`;

async function compareWithBase(baseDir: string, dataDir: string, headUrl: string, token: string) {
  const base = await startCompiledServer(
    { DATA_DIR: dataDir, JWT_SECRET: secret, RATE_LIMIT_MULTIPLIER: '100000' },
    path.join(path.resolve(baseDir), 'dist/server/index.js'),
  );
  const sides = [
    { name: 'base', url: base.url, runs: [] as LighthouseResult[] },
    { name: 'head', url: headUrl, runs: [] as LighthouseResult[] },
  ];
  try {
    for (let round = 0; round < runs; round++)
      for (const side of sides) {
        const [result] = await runLighthouse([`${side.url}/trips`], chromePath, 1, {
          prepare: (port) => signedInFresh(port, side.url, token),
        });
        side.runs.push(result);
        console.log(
          `${side.name} round ${round + 1}: ${result.performance}, TBT ${result.tbtMs} ms, FCP ${result.fcpMs} ms`,
        );
      }
    const lines = sides.map(
      (side) =>
        `| ${side.name} (${describeCheckout(side.name === 'base' ? baseDir : repoRoot)}) | ${median(side.runs.map((r) => r.performance))} | ${side.runs.map((r) => r.performance).join(', ')} | ${median(side.runs.map((r) => r.tbtMs))} | ${side.runs.map((r) => r.tbtMs).join(', ')} | ${median(side.runs.map((r) => r.fcpMs))} |`,
    );
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ');
    const text = [
      '# My Trips signed in, 30 planned trips: two builds side by side (bench/trips-signed-in.ts, TRIPS_BENCH_BASE_DIR)',
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this 2-core machine (load average at the end ${load}); Lighthouse mobile, ${runs} runs per build, one run of each in turn, the same trips.`,
      '',
      '| Build | Performance, median | Runs | TBT median (ms) | TBT per run (ms) | FCP median (ms) |',
      '|---|---|---|---|---|---|',
      ...lines,
      '',
    ].join('\n');
    console.log(text);
    fs.writeFileSync(path.join(repoRoot, 'bench/results/trips-signed-in-compare.md'), text);
  } finally {
    await base.stop();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-trips-'));
  const database = await openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
  await migrateToLatest(database.db);
  const { token } = await createTestUser(database.db, secret, { tier: 'pro' });
  await database.close();
  const server = await startCompiledServer({
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    RATE_LIMIT_MULTIPLIER: '100000',
  });
  try {
    await seed(server.url, token);
    // TRIPS_BENCH_BASE_DIR=/path/to/older/checkout (built): Lighthouse on both builds, one run each in
    // turn, the same trips in the same database, so a busy machine slows both alike; results in
    // bench/results/trips-signed-in-compare.md.
    const baseDir = process.env.TRIPS_BENCH_BASE_DIR;
    if (baseDir) return await compareWithBase(baseDir, dataDir, server.url, token);
    const url = `${server.url}/trips`;
    const cards = await firstCardMs(server.url, token);
    console.log(`first card: ${cards.join(', ')} ms`);
    // TRIPS_BENCH_CARDS_ONLY=1: the first-card runs only, nothing written (a quick look while changing the page).
    if (process.env.TRIPS_BENCH_CARDS_ONLY) return;
    const [lighthouse] = await runLighthouse([url], chromePath, runs, {
      prepare: (port) => signedInFresh(port, server.url, token),
    });
    console.log(
      `Lighthouse /trips signed in: ${lighthouse.performance} (${lighthouse.performanceRange.join('-')})`,
    );
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ');
    const result = {
      measuredAt: new Date().toISOString(),
      load,
      trips: TRIPS,
      runs,
      firstCardMs: cards,
      lighthouse,
    };
    const out = path.join(repoRoot, 'bench/results');
    fs.writeFileSync(path.join(out, 'trips-signed-in.json'), `${JSON.stringify(result, null, 2)}\n`);
    fs.writeFileSync(
      path.join(out, 'trips-signed-in.md'),
      [
        '# My Trips, signed in, 30 planned trips (bench/trips-signed-in.ts)',
        '',
        `Measured ${result.measuredAt.slice(0, 16).replace('T', ' ')} UTC on this 2-core machine (load average at the end ${load}); ${runs} cold runs each.`,
        '',
        '| Figure | Median | Runs |',
        '|---|---|---|',
        `| First trip card after navigation, throttled phone (ms) | ${median(cards)} | ${cards.join(', ')} |`,
        `| Lighthouse mobile performance | ${lighthouse.performance} | ${lighthouse.performanceRange.join('-')} |`,
        `| Lighthouse LCP / FCP / TBT (ms) | ${lighthouse.lcpMs} / ${lighthouse.fcpMs} / ${lighthouse.tbtMs} | |`,
        `| Lighthouse accessibility / best practices | ${lighthouse.accessibility} / ${lighthouse.bestPractices} | |`,
        '',
      ].join('\n'),
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
