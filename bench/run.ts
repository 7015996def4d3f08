// npm run bench: every figure measured side by side in one run; results in bench/results/.
// Bundle sizes, engine plan time, password hashing, API under load (as ratios to a bare Express
// "hello" route measured in the same run) and Lighthouse scores. BENCH_SECONDS sets the load duration.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { loadConfig, repoRoot } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { createTestUser, testTrip } from '../server/src/test/factories';
import { startServerProcess } from '../server/src/test/server-process';
import type { LoadResult } from './api-load';
import { runAutocannon, startHelloServer } from './api-load';
import { measureBundle } from './bundle';
import { measureEngine } from './engine';
import { runLighthouse } from './lighthouse';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const resultsDir = path.join(repoRoot, 'bench/results');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main() {
  console.log('> building the client');
  if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) process.exit(1);

  const bundle = measureBundle(path.join(repoRoot, 'dist/client'));
  console.log(`landing page: ${bundle.landing.jsGzipKb} kB JS + ${bundle.landing.cssGzipKb} kB CSS (gzip)`);

  console.log('> engine');
  const engine = measureEngine();

  console.log('> password hashing');
  const cost = loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-')) }).bcryptCost;
  const hashTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await bcrypt.hash('correct horse battery staple', cost);
    hashTimes.push(performance.now() - t);
  }
  hashTimes.sort((a, b) => a - b);
  const passwordHash = { cost, medianMs: Math.round(hashTimes[2]) };

  console.log('> API under load');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-'));
  const secret = 'bench-secret-bench-secret-bench-secret-1';
  const database = await openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
  await migrateToLatest(database.db);
  const { token } = await createTestUser(database.db, secret, { tier: 'pro' });
  await database.close();
  const server = await startServerProcess({ DATA_DIR: dataDir, JWT_SECRET: secret, RATE_LIMIT_MULTIPLIER: '100000', LOG_LEVEL: 'error' });
  const hello = await startHelloServer();
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  try {
    for (let i = 0; i < 5; i++) {
      await fetch(`${server.url}/api/trip-plans`, { method: 'POST', headers: auth, body: JSON.stringify({ trip: testTrip() }) });
    }
    const generateBody = JSON.stringify({ fromLocation: 'Denver, CO', toLocation: 'Moab, UT', departureDate: '2027-07-01', duration: 5, rvType: 'class-c', travelStyle: 'scenic' });
    const targets = [
      { name: 'bare Express hello (baseline)', url: hello.url },
      { name: 'GET /api/national-parks', url: `${server.url}/api/national-parks` },
      { name: 'GET /api/campgrounds/search', url: `${server.url}/api/campgrounds/search?lat=38.5&lng=-109.5&radius=150` },
      { name: 'GET /api/trip-plans (signed in)', url: `${server.url}/api/trip-plans`, headers: auth },
      { name: 'POST /api/ai/generate-trip (built-in)', url: `${server.url}/api/ai/generate-trip`, method: 'POST' as const, headers: auth, body: generateBody },
    ];
    const load: LoadResult[] = [];
    for (const target of targets) {
      const r = await runAutocannon(target, seconds);
      load.push({ ...r, rpsRatioToHello: load.length ? Math.round((r.requestsPerSecond / load[0].requestsPerSecond) * 100) / 100 : 1 });
      console.log(`  ${r.name}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}`);
    }

    console.log('> Lighthouse');
    const plan = await fetch(`${server.url}/api/ai/generate-trip`, { method: 'POST', headers: auth, body: generateBody }).then((r) => r.json());
    const trip = testTrip({ title: 'Denver to Moab' });
    await fetch(`${server.url}/api/trip-plans`, { method: 'POST', headers: auth, body: JSON.stringify({ trip, aiPlan: plan }) });
    await fetch(`${server.url}/api/trip-plans/${trip.id}/share`, { method: 'POST', headers: auth });
    let lighthouse: Awaited<ReturnType<typeof runLighthouse>> = [];
    if (fs.existsSync(chromePath)) {
      lighthouse = await runLighthouse(['/', '/trips', `/results/${trip.id}`, '/map'].map((p) => server.url + p), chromePath);
      for (const l of lighthouse) console.log(`  ${l.url}: performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices}`);
    } else {
      console.log(`  skipped: no Chromium at ${chromePath}`);
    }

    const report = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, bundle, engine, passwordHash, load, lighthouse };
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(resultsDir, 'summary.md'), summary(report));
    console.log(`\n${summary(report)}`);
    const failures = [
      ...(bundle.withinBudget ? [] : [`landing page JS ${bundle.landing.jsGzipKb} kB is over the ${bundle.budgetKb} kB budget or includes mapbox-gl`]),
      ...load.filter((l) => l.errors > 0 || l.non2xx > 0).map((l) => `${l.name}: ${l.errors} errors, ${l.non2xx} non-2xx`),
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
  bundle: ReturnType<typeof measureBundle>;
  engine: ReturnType<typeof measureEngine>;
  passwordHash: { cost: number; medianMs: number };
  load: LoadResult[];
  lighthouse: Awaited<ReturnType<typeof runLighthouse>>;
};

function summary(r: Report): string {
  const lines = [
    `Measured ${r.date.slice(0, 10)} on this repository's 2-core machine.`,
    '',
    '| Figure | Result |',
    '|---|---|',
    `| Landing page JS (gzip, before interaction) | ${r.bundle.landing.jsGzipKb} kB (budget ${r.bundle.budgetKb} kB) |`,
    `| Landing page CSS (gzip) | ${r.bundle.landing.cssGzipKb} kB |`,
    `| mapbox-gl in landing chunks | ${r.bundle.landing.mapboxInLanding ? 'yes' : 'no'} |`,
    ...r.bundle.routes.slice(0, 6).map((x) => `| Route chunk ${x.page} (gzip, beyond the shell) | ${x.jsGzipKb} kB |`),
    `| Engine data load and index (once) | ${r.engine.dataLoadMs} ms |`,
    ...r.engine.results.map((e) => `| Engine ${e.trip}, ${e.days} days | median ${e.medianMs} ms, p95 ${e.p95Ms} ms |`),
    `| bcrypt hash at cost ${r.passwordHash.cost} | ${r.passwordHash.medianMs} ms |`,
    ...r.load.map(
      (l) => `| ${l.name} | ${l.requestsPerSecond} req/s (x${l.rpsRatioToHello} of hello), p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, errors ${l.errors + l.non2xx} |`,
    ),
    ...r.lighthouse.map((l) => `| Lighthouse ${new URL(l.url).pathname} (mobile) | performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices} |`),
  ];
  return `${lines.join('\n')}\n`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
