// npm run bench: every figure measured side by side in one run; results in bench/results/.
// Bundle sizes, the JavaScript Chromium really fetches before idle, engine plan time, password hashing,
// the trip list at 10, 1,000 and 10,000 trips, API under load (as ratios to a bare Express "hello"
// route measured in the same run) and Lighthouse medians of 5. Runs the compiled server (dist/server).
// BENCH_SECONDS sets the load duration, BENCH_ONLY (comma list: bundle, engine, hash, concurrency, signin, list,
// load, lighthouse, map) limits what runs (map: bench/map.ts, also runnable alone), LIGHTHOUSE_RUNS the runs per page (default 5), LIGHTHOUSE_PAGES the
// pages. The concurrency part (bench/concurrency.ts) runs BENCH_CONCURRENCY_SECONDS per scenario (default
// 20) and, with BENCH_BASELINE naming another compiled server (say an older build), measures it first in
// the same run; its results go to bench/results/concurrency.md and concurrency.json. The sign-in part
// (bench/sign-in-load.ts: 3 sign-ins a second for 30 s while plans run) goes to sign-in-load.md and .json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { loadConfig, repoRoot } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { createTestUser, testTrip } from '../server/src/test/factories';
import { buildServer } from '../scripts/build-server.mjs';
import type { LoadResult } from './api-load';
import { runAutocannon, startHelloServer } from './api-load';
import { measureBundle } from './bundle';
import { concurrencySummary, measureConcurrency } from './concurrency';
import { measureSignInLoad, signInLoadSummary, writeSignInLoad } from './sign-in-load';
import { measureEngine } from './engine';
import type { FetchedJs } from './landing-js';
import { measureFetchedJs } from './landing-js';
import { measureMap, writeMapBench } from './map';
import { runLighthouse } from './lighthouse';
import type { TripListResult } from './trip-list';
import { measureTripList, startCompiledServer } from './trip-list';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const resultsDir = path.join(repoRoot, 'bench/results');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const wants = (part: string) => !only || only.has(part);
/** JavaScript fetched by the landing page before idle, gzip (the issue's budget). */
const FETCHED_JS_BUDGET_KB = 120;

async function main() {
  console.log('> building the client');
  if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) process.exit(1);
  await buildServer();

  const bundle = measureBundle(path.join(repoRoot, 'dist/client'));
  console.log(`landing page: ${bundle.landing.jsGzipKb} kB JS + ${bundle.landing.cssGzipKb} kB CSS (gzip)`);

  console.log('> engine');
  const engine = wants('engine') ? await measureEngine() : { dataLoadMs: 0, results: [] };

  console.log('> password hashing');
  const cost = loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-')) }).bcryptCost;
  const hashTimes: number[] = [];
  for (let i = 0; i < (wants('hash') ? 5 : 0); i++) {
    const t = performance.now();
    await bcrypt.hash('correct horse battery staple', cost);
    hashTimes.push(performance.now() - t);
  }
  hashTimes.sort((a, b) => a - b);
  const passwordHash = { cost, medianMs: Math.round(hashTimes[2] ?? 0) };

  if (wants('concurrency')) {
    console.log('> concurrency: planners, sign-ins');
    const baseline = process.env.BENCH_BASELINE;
    const servers = [
      ...(baseline ? [{ label: `baseline (${process.env.BENCH_BASELINE_LABEL ?? path.relative(repoRoot, baseline)})`, entry: path.resolve(baseline) }] : []),
      { label: 'this build', entry: path.join(repoRoot, 'dist/server/index.js') },
    ];
    const machine = `${os.cpus().length} cores, load average before ${os.loadavg().map((x) => x.toFixed(1)).join(', ')}`;
    const concurrency = await measureConcurrency(servers, Number(process.env.BENCH_CONCURRENCY_SECONDS ?? 20), cost);
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'concurrency.json'), `${JSON.stringify({ date: new Date().toISOString(), machine, results: concurrency }, null, 2)}\n`);
    fs.writeFileSync(path.join(resultsDir, 'concurrency.md'), concurrencySummary(concurrency, machine));
    console.log(concurrencySummary(concurrency, machine));
  }

  if (wants('signin')) {
    console.log('> sign-ins while plans run');
    const machine = `${os.cpus().length} cores, load average before ${os.loadavg().map((x) => x.toFixed(1)).join(', ')}`;
    const signIns = await measureSignInLoad([{ label: 'this build', entry: path.join(repoRoot, 'dist/server/index.js') }], { bcryptCost: cost });
    writeSignInLoad(signIns, machine, cost);
    console.log(signInLoadSummary(signIns, machine, cost));
  }

  console.log('> API under load');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-'));
  const secret = 'bench-secret-bench-secret-bench-secret-1';
  const database = await openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
  await migrateToLatest(database.db);
  const { token } = await createTestUser(database.db, secret, { tier: 'pro' });
  await database.close();
  const server = await startCompiledServer({ DATA_DIR: dataDir, JWT_SECRET: secret, RATE_LIMIT_MULTIPLIER: '100000' });
  const hello = await startHelloServer();
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  try {
    for (let i = 0; i < 5; i++) {
      await fetch(`${server.url}/api/trip-plans`, { method: 'POST', headers: auth, body: JSON.stringify({ trip: testTrip() }) });
    }
    const generateBody = JSON.stringify({ fromLocation: 'Denver, CO', toLocation: 'Moab, UT', departureDate: '2027-07-01', duration: 5, rvType: 'class-c', travelStyle: 'scenic' });
    const targets = [
      { name: 'bare Express hello (baseline)', url: hello.url },
      { name: 'GET /api/auth/me (signed in)', url: `${server.url}/api/auth/me`, headers: auth },
      { name: 'GET /api/national-parks', url: `${server.url}/api/national-parks` },
      { name: 'GET /api/campgrounds/search', url: `${server.url}/api/campgrounds/search?lat=38.5&lng=-109.5&radius=150` },
      { name: 'GET /api/trip-plans (signed in)', url: `${server.url}/api/trip-plans`, headers: auth },
      { name: 'POST /api/ai/generate-trip (built-in)', url: `${server.url}/api/ai/generate-trip`, method: 'POST' as const, headers: auth, body: generateBody },
    ];
    const load: LoadResult[] = [];
    for (const target of wants('load') ? targets : []) {
      const r = await runAutocannon(target, seconds);
      load.push({ ...r, rpsRatioToHello: load.length ? Math.round((r.requestsPerSecond / load[0].requestsPerSecond) * 100) / 100 : 1 });
      console.log(`  ${r.name}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}`);
    }

    const plan = (await fetch(`${server.url}/api/ai/generate-trip`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ fromLocation: 'Denver, CO', toLocation: 'Moab, UT', departureDate: '2027-07-01', duration: 7, rvType: 'class-c', travelStyle: 'scenic' }),
    }).then((r) => r.json())) as Record<string, unknown>;

    console.log('> JavaScript fetched before idle (Chromium, phone)');
    let fetchedJs: FetchedJs[] = [];
    if (wants('bundle') && fs.existsSync(chromePath)) {
      fetchedJs = await measureFetchedJs(server.url, ['/', '/trips', '/map'], chromePath);
      for (const f of fetchedJs) console.log(`  ${f.path}: ${f.jsGzipKb} kB gzip (${f.jsTransferKb} kB as sent, ${f.scripts} scripts), uncompressed text: ${f.uncompressedText.length}`);
    }

    console.log('> trip list');
    const tripList: TripListResult[] = wants('list') ? await measureTripList([10, 1000, 10_000], plan) : [];
    for (const t of tripList) console.log(`  ${t.trips} trips: first page ${t.firstPageMedianMs} ms (x${t.ratioToAuthMe} of /api/auth/me), all ${t.pages} pages ${t.allPagesMs} ms, peak RSS ${t.peakRssMb} MB`);

    console.log('> Lighthouse');
    const trip = testTrip({ title: 'Denver to Moab' });
    await fetch(`${server.url}/api/trip-plans`, { method: 'POST', headers: auth, body: JSON.stringify({ trip, aiPlan: plan }) });
    await fetch(`${server.url}/api/trip-plans/${trip.id}/share`, { method: 'POST', headers: auth });
    let lighthouse: Awaited<ReturnType<typeof runLighthouse>> = [];
    if (wants('lighthouse') && fs.existsSync(chromePath)) {
      // LIGHTHOUSE_PAGES (say "trips,map") measures only the pages whose path starts with one of them.
      const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => `/${p.trim().replace(/^\//, '')}`);
      const pages = ['/', '/trips', `/results/${trip.id}`, '/map'].filter(
        (p) => !only || only.some((o) => (o === '/' ? p === '/' : p.startsWith(o))),
      );
      lighthouse = await runLighthouse(
        pages.map((p) => server.url + p),
        chromePath,
        Number(process.env.LIGHTHOUSE_RUNS ?? 5),
      );
      for (const l of lighthouse) console.log(`  ${l.url}: performance ${l.performance} (${l.performanceRange.join('-')}), accessibility ${l.accessibility}, best practices ${l.bestPractices}, LCP ${l.lcpMs} ms`);
    } else {
      console.log(wants('lighthouse') ? `  skipped: no Chromium at ${chromePath}` : '  not asked for (BENCH_ONLY)');
    }

    if (wants('map') && fs.existsSync(chromePath)) {
      console.log('> the detailed map');
      writeMapBench(await measureMap(server.url, chromePath, 3, process.env.MAP_BENCH_BASE ?? 'dcdc45e'));
    }

    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((x) => Math.round(x * 10) / 10) },
      bundle,
      fetchedJs,
      engine,
      passwordHash,
      tripList,
      load,
      lighthouse,
    };
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(resultsDir, 'summary.md'), summary(report));
    console.log(`\n${summary(report)}`);
    const failures = [
      ...(bundle.withinBudget ? [] : [`landing page JS ${bundle.landing.jsGzipKb} kB is over the ${bundle.budgetKb} kB budget or includes mapbox-gl`]),
      ...load.filter((l) => l.errors > 0 || l.non2xx > 0).map((l) => `${l.name}: ${l.errors} errors, ${l.non2xx} non-2xx`),
      ...fetchedJs
        .filter((f) => f.path === '/' && f.jsGzipKb > FETCHED_JS_BUDGET_KB)
        .map((f) => `the landing page fetched ${f.jsGzipKb} kB gzip of JavaScript before idle (budget ${FETCHED_JS_BUDGET_KB} kB)`),
      ...fetchedJs.filter((f) => f.uncompressedText.length).map((f) => `${f.path} got text uncompressed: ${f.uncompressedText.join(', ')}`),
    ];
    if (failures.length) {
      console.error(`Benchmark checks failed:\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    }
  } finally {
    hello.stop();
    await server.stop();
  }
}

type Report = {
  date: string;
  machine: { cpus: number; node: string; loadAverage: number[] };
  bundle: ReturnType<typeof measureBundle>;
  fetchedJs: FetchedJs[];
  tripList: TripListResult[];
  engine: Awaited<ReturnType<typeof measureEngine>>;
  passwordHash: { cost: number; medianMs: number };
  load: LoadResult[];
  lighthouse: Awaited<ReturnType<typeof runLighthouse>>;
};

function summary(r: Report): string {
  const lines = [
    `Measured ${r.date.slice(0, 10)} on this repository's ${r.machine.cpus}-core machine, shared with other work (load average ${r.machine.loadAverage.join(', ')}): indicative figures.`,
    '',
    '| Figure | Result |',
    '|---|---|',
    ...r.fetchedJs.map(
      (f) =>
        `| JS fetched by ${f.path} before idle (Chromium, phone) | ${f.jsGzipKb} kB gzip, ${f.jsTransferKb} kB as sent (${f.scripts} scripts)${f.path === '/' ? ` (budget ${FETCHED_JS_BUDGET_KB} kB)` : ''} |`,
    ),
    `| Text responses sent uncompressed | ${r.fetchedJs.flatMap((f) => f.uncompressedText).length} |`,
    `| Landing page JS by static imports (gzip) | ${r.bundle.landing.jsGzipKb} kB |`,
    `| Landing page CSS (gzip) | ${r.bundle.landing.cssGzipKb} kB |`,
    `| mapbox-gl in landing chunks | ${r.bundle.landing.mapboxInLanding ? 'yes' : 'no'} |`,
    ...r.bundle.routes.slice(0, 6).map((x) => `| Route chunk ${x.page} (gzip, beyond the shell) | ${x.jsGzipKb} kB |`),
    `| Engine data load and index (once) | ${r.engine.dataLoadMs} ms |`,
    ...r.engine.results.map((e) => `| Engine ${e.trip}, ${e.days} days | re-plan median ${e.medianMs} ms, p95 ${e.p95Ms} ms; cold median ${e.coldMedianMs} ms, p95 ${e.coldP95Ms} ms |`),
    `| bcrypt hash at cost ${r.passwordHash.cost} | ${r.passwordHash.medianMs} ms |`,
    ...r.tripList.map(
      (t) =>
        `| Trip list, ${t.trips} trips (${t.documentKb} kB each) | first page ${t.firstPageMedianMs} ms = x${t.ratioToAuthMe} of /api/auth/me (${t.authMeMedianMs} ms); all ${t.pages} pages of 200 ${t.allPagesMs} ms; peak RSS ${t.peakRssMb} MB |`,
    ),
    ...r.load.map(
      (l) => `| ${l.name} | ${l.requestsPerSecond} req/s (x${l.rpsRatioToHello} of hello), p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, errors ${l.errors + l.non2xx} |`,
    ),
    ...r.lighthouse.map(
      (l) =>
        `| Lighthouse ${new URL(l.url).pathname} (mobile, median of ${l.runs}) | performance ${l.performance} (${l.performanceRange.join('-')}), accessibility ${l.accessibility}, best practices ${l.bestPractices}, LCP ${(l.lcpMs / 1000).toFixed(1)} s, FCP ${(l.fcpMs / 1000).toFixed(1)} s, TBT ${l.tbtMs} ms |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
