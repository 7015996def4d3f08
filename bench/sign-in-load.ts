import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import { loadConfig, repoRoot } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { createTestUser } from '../server/src/test/factories';
import type { Latency } from './concurrency';
import { COAST, PASSWORD, latency } from './concurrency';
import { startCompiledServer } from './trip-list';

// Sign-ins at a steady rate while plans fill the cores (issue 44: "sign-in p99 under 3 s at 3
// sign-ins a second on 2 cores with plans running"). Against the compiled server at its production
// sizing (one plan thread and one bcrypt thread per core, passwords at the default cost): 4 clients
// plan coast-to-coast trips back to back, and once plans are running, sign-ins arrive at RATE a
// second whatever the answers (an open loop, as users arrive), for SECONDS. Reports each sign-in's
// time to answer (p50 / p99 / max), 503s, the plans answered meanwhile, and the machine's load
// average before and after. Alone: `npx tsx bench/sign-in-load.ts` after `npx vite build && node
// scripts/build-server.mjs` (SIGN_IN_RATE, SIGN_IN_SECONDS, BENCH_BASELINE naming another compiled
// server to measure first in the same run); also `BENCH_ONLY=signin npm run bench`.

export type SignInLoadResult = {
  server: string;
  rate: number;
  seconds: number;
  signIn: Latency;
  ok: number;
  busy503: number;
  errors: number;
  plans: number;
  plansPerSecond: number;
  loadBefore: number[];
  loadAfter: number[];
};

const PLANNERS = 4;
const USERS = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadavg = () => os.loadavg().map((x) => Math.round(x * 10) / 10);

async function post(url: string, body: unknown): Promise<number> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  await res.arrayBuffer();
  return res.status;
}

async function measureOne(label: string, entry: string, hash: string, rate: number, seconds: number): Promise<SignInLoadResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-sign-in-'));
  const secret = 'bench-secret-bench-secret-bench-secret-1';
  const database = await openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
  await migrateToLatest(database.db);
  const names: string[] = [];
  for (let i = 0; i < USERS; i++) names.push((await createTestUser(database.db, secret, { password_hash: hash })).user.username);
  await database.close();
  console.log(`  ${label}: starting ${path.relative(process.cwd(), entry)}`);
  const server = await startCompiledServer({ DATA_DIR: dataDir, JWT_SECRET: secret, RATE_LIMIT_MULTIPLIER: '100000' }, entry);
  const signIn = (name: string) => post(`${server.url}/api/auth/login`, { emailOrUsername: name, password: PASSWORD });
  try {
    // The bcrypt threads start on first use: two sign-ins before the clock starts.
    await Promise.all([signIn(names[0]), signIn(names[1])]);
    let planning = true;
    let plans = 0;
    let firstPlan: () => void = () => undefined;
    const plansRunning = new Promise<void>((resolve) => (firstPlan = resolve));
    const planner = async (c: number) => {
      for (let i = c; planning; i += PLANNERS) {
        const [from, to] = COAST[i % COAST.length];
        const status = await post(`${server.url}/api/ai/generate-trip`, { fromLocation: from, toLocation: to, departureDate: '2027-07-01', duration: 7 });
        if (status === 200 && planning) plans += 1;
        firstPlan();
      }
    };
    const planners = Array.from({ length: PLANNERS }, (_, c) => planner(c));
    await plansRunning;
    const loadBefore = loadavg();
    const planStarted = performance.now();
    const times: number[] = [];
    const statuses: number[] = [];
    const sent: Promise<void>[] = [];
    const total = Math.round(rate * seconds);
    for (let i = 0; i < total; i++) {
      // Arrivals on a fixed timetable: a slow answer does not slow the next arrival.
      await sleep(Math.max(0, planStarted + (i * 1000) / rate - performance.now()));
      const at = performance.now();
      sent.push(
        signIn(names[i % USERS]).then((status) => {
          statuses.push(status);
          if (status === 200) times.push(performance.now() - at);
        }),
      );
    }
    await Promise.all(sent);
    const elapsed = (performance.now() - planStarted) / 1000;
    const planned = plans;
    planning = false;
    await Promise.all(planners);
    const result: SignInLoadResult = {
      server: label,
      rate,
      seconds,
      signIn: latency(times),
      ok: times.length,
      busy503: statuses.filter((s) => s === 503).length,
      errors: statuses.filter((s) => s !== 200 && s !== 503).length,
      plans: planned,
      plansPerSecond: Math.round((planned / elapsed) * 100) / 100,
      loadBefore,
      loadAfter: loadavg(),
    };
    console.log(
      `    ${rate} sign-ins/s for ${seconds} s with ${PLANNERS} planners: p50 ${result.signIn.p50Ms} ms, p99 ${result.signIn.p99Ms} ms, max ${result.signIn.maxMs} ms, 503s ${result.busy503}, errors ${result.errors}; ${result.plansPerSecond} plans/s; load ${loadBefore.join(', ')} -> ${result.loadAfter.join(', ')}`,
    );
    return result;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each server on a fresh database with 60 users, one after the other. */
export async function measureSignInLoad(
  servers: { label: string; entry: string }[],
  { rate = 3, seconds = 30, bcryptCost }: { rate?: number; seconds?: number; bcryptCost: number },
): Promise<SignInLoadResult[]> {
  const hash = await bcrypt.hash(PASSWORD, bcryptCost);
  const results: SignInLoadResult[] = [];
  for (const { label, entry } of servers) results.push(await measureOne(label, entry, hash, rate, seconds));
  return results;
}

export function signInLoadSummary(results: SignInLoadResult[], machine: string, cost: number): string {
  const row = (r: SignInLoadResult) =>
    `| ${r.server} | ${r.ok} of ${Math.round(r.rate * r.seconds)} | ${r.signIn.p50Ms} / ${r.signIn.p99Ms} / ${r.signIn.maxMs} ms | ${r.busy503} / ${r.errors} | ${r.plansPerSecond} (${r.plans}) | ${r.loadBefore.join(', ')} -> ${r.loadAfter.join(', ')} |`;
  return [
    `Measured ${new Date().toISOString().slice(0, 16)} UTC; ${machine}; bcrypt cost ${cost}. ${PLANNERS} clients plan coast-to-coast trips back to back; sign-ins arrive at a fixed rate once plans run (bench/sign-in-load.ts). Target: p99 under 3 s at 3 a second on 2 cores.`,
    '',
    '| Server | sign-ins answered 200 | sign-in p50 / p99 / max | 503 / other errors | plans/s meanwhile | load average before -> after (1, 5, 15 min) |',
    '|---|---|---|---|---|---|',
    ...results.map(row),
    '',
  ].join('\n');
}

export function writeSignInLoad(results: SignInLoadResult[], machine: string, cost: number) {
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'sign-in-load.json'), `${JSON.stringify({ date: new Date().toISOString(), machine, cost, results }, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'sign-in-load.md'), signInLoadSummary(results, machine, cost));
}

async function main() {
  const cost = loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-')) }).bcryptCost;
  const entry = path.join(repoRoot, 'dist/server/index.js');
  if (!fs.existsSync(entry)) throw new Error('Build first: npx vite build && node scripts/build-server.mjs');
  const baseline = process.env.BENCH_BASELINE;
  const servers = [
    ...(baseline ? [{ label: `baseline (${process.env.BENCH_BASELINE_LABEL ?? path.relative(repoRoot, baseline)})`, entry: path.resolve(baseline) }] : []),
    { label: 'this build', entry },
  ];
  const machine = `${os.availableParallelism()} cores, load average before ${loadavg().join(', ')}`;
  const results = await measureSignInLoad(servers, {
    rate: Number(process.env.SIGN_IN_RATE ?? 3),
    seconds: Number(process.env.SIGN_IN_SECONDS ?? 30),
    bcryptCost: cost,
  });
  writeSignInLoad(results, machine, cost);
  console.log(signInLoadSummary(results, machine, cost));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
