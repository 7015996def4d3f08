import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { createTestUser, testTrip } from '../server/src/test/factories';
import { startCompiledServer } from './trip-list';

// The server under concurrent work, against compiled servers (the current one, and a baseline build
// when given): (1) 8 clients planning coast-to-coast trips back to back while one more client asks
// /api/health every 100 ms on a new connection each time; (2) 40 users signing in at once (the burst
// the issue measured); (3) 40 users in a steady mix: each signs in, browses (session, trip list,
// national parks, campground search, and every fourth session one plan) with a second between
// steps, and signs in again. Passwords are hashed at the server's default cost (BCRYPT_COST, 12).

export type Latency = { count: number; p50Ms: number; p99Ms: number; maxMs: number };
export type ConcurrencyResult = {
  server: string;
  planners: {
    seconds: number;
    plans: number;
    plansPerSecond: number;
    plan: Latency;
    busy503: number;
    errors: number;
    health: Latency;
  };
  signInBurst: { users: number; signIn: Latency; ok: number; busy503: number; errors: number };
  mixedUsers: {
    users: number;
    seconds: number;
    signIn: Latency;
    busy503: number;
    errors: number;
    reads: Latency;
    plans: number;
  };
  /** Peak resident memory of the server process (all its threads), MB. */
  peakRssMb: number;
};

/** The benches' users' password, and the coast-to-coast trips their planners ask for. */
export const PASSWORD = 'correct horse battery staple';
export const COAST = [
  ['New York, NY', 'San Francisco, CA'],
  ['Boston, MA', 'Seattle, WA'],
  ['Miami, FL', 'Los Angeles, CA'],
  ['Portland, ME', 'San Diego, CA'],
] as const;
const coastPlan = (i: number) =>
  JSON.stringify({
    fromLocation: COAST[i % 4][0],
    toLocation: COAST[i % 4][1],
    departureDate: '2027-07-01',
    duration: [3, 7, 14][i % 3],
  });

export function latency(samples: number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]) : 0;
  return { count: s.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Math.round(s[s.length - 1] ?? 0) };
}

/** One request on a connection of its own (no keep-alive): what a new visitor or a load balancer sees. */
function freshGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, timeout: 60_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const value = await fn();
  return [value, performance.now() - t];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(url: string, body: string, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  return { status: res.status, text };
}

async function planners(url: string, seconds: number): Promise<ConcurrencyResult['planners']> {
  const until = Date.now() + seconds * 1000;
  const planTimes: number[] = [];
  const healthTimes: number[] = [];
  let busy503 = 0;
  let errors = 0;
  const started = performance.now();
  const client = async (c: number) => {
    for (let i = c; Date.now() < until; i += 8) {
      const [res, ms] = await timed(() => post(`${url}/api/ai/generate-trip`, coastPlan(i)));
      if (res.status === 200) planTimes.push(ms);
      else if (res.status === 503) busy503 += 1;
      else errors += 1;
    }
  };
  const poll = async () => {
    while (Date.now() < until) {
      const [status, ms] = await timed(() => freshGet(`${url}/api/health`));
      if (status === 200) healthTimes.push(ms);
      else errors += 1;
      await sleep(100);
    }
  };
  await Promise.all([...Array.from({ length: 8 }, (_, c) => client(c)), poll()]);
  const elapsed = (performance.now() - started) / 1000;
  return {
    seconds: Math.round(elapsed * 10) / 10,
    plans: planTimes.length,
    plansPerSecond: Math.round((planTimes.length / elapsed) * 100) / 100,
    plan: latency(planTimes),
    busy503,
    errors,
    health: latency(healthTimes),
  };
}

async function signIn(url: string, user: string) {
  return timed(() =>
    post(`${url}/api/auth/login`, JSON.stringify({ emailOrUsername: user, password: PASSWORD })),
  );
}

async function signInBurst(url: string, users: string[]): Promise<ConcurrencyResult['signInBurst']> {
  const results = await Promise.all(users.map((u) => signIn(url, u)));
  const ok = results.filter(([r]) => r.status === 200);
  return {
    users: users.length,
    signIn: latency(ok.map(([, ms]) => ms)),
    ok: ok.length,
    busy503: results.filter(([r]) => r.status === 503).length,
    errors: results.filter(([r]) => r.status !== 200 && r.status !== 503).length,
  };
}

async function mixedUsers(
  url: string,
  users: string[],
  seconds: number,
): Promise<ConcurrencyResult['mixedUsers']> {
  const until = Date.now() + seconds * 1000;
  const signIns: number[] = [];
  const reads: number[] = [];
  let busy503 = 0;
  let errors = 0;
  let plans = 0;
  const count = (status: number) => (status === 503 ? (busy503 += 1) : status >= 400 ? (errors += 1) : 0);
  const user = async (name: string, u: number) => {
    // Arrivals spread evenly over the first 10 s, then each user's own rhythm.
    await sleep((u * 10_000) / users.length);
    for (let session = 0; Date.now() < until; session++) {
      const [res, ms] = await signIn(url, name);
      if (res.status !== 200) {
        count(res.status);
        await sleep(1000);
        continue;
      }
      signIns.push(ms);
      const token = (JSON.parse(res.text) as { token: string }).token;
      const auth = { Authorization: `Bearer ${token}` };
      for (const p of [
        '/api/auth/me',
        '/api/trip-plans',
        '/api/national-parks',
        '/api/campgrounds/search?lat=38.5&lng=-109.5&radius=150',
      ]) {
        if (Date.now() >= until) return;
        await sleep(1000);
        const [r, t] = await timed(async () => {
          const answer = await fetch(url + p, { headers: auth, signal: AbortSignal.timeout(120_000) });
          await answer.arrayBuffer();
          return answer.status;
        });
        if (r === 200) reads.push(t);
        else count(r);
      }
      if ((u + session) % 4 === 0 && Date.now() < until) {
        const r = await post(`${url}/api/ai/generate-trip`, coastPlan(u + session), token);
        if (r.status === 200) plans += 1;
        else count(r.status);
      }
      await sleep(1000);
    }
  };
  await Promise.all(users.map((name, u) => user(name, u)));
  return {
    users: users.length,
    seconds,
    signIn: latency(signIns),
    busy503,
    errors,
    reads: latency(reads),
    plans,
  };
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Each server on a fresh database with 40 users (one trip each), measured one after the other. */
export async function measureConcurrency(
  servers: { label: string; entry: string }[],
  seconds: number,
  bcryptCost: number,
): Promise<ConcurrencyResult[]> {
  const hash = await bcrypt.hash(PASSWORD, bcryptCost);
  const results: ConcurrencyResult[] = [];
  for (const { label, entry } of servers) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-concurrency-'));
    const secret = 'bench-secret-bench-secret-bench-secret-1';
    const database = await openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
    await migrateToLatest(database.db);
    const names: string[] = [];
    for (let i = 0; i < 40; i++) {
      const { user, token } = await createTestUser(database.db, secret, { password_hash: hash });
      names.push(user.username);
      void token;
    }
    await database.close();
    console.log(`  ${label}: starting ${path.relative(process.cwd(), entry)}`);
    const server = await startCompiledServer(
      { DATA_DIR: dataDir, JWT_SECRET: secret, RATE_LIMIT_MULTIPLIER: '100000' },
      entry,
    );
    try {
      for (const name of names.slice(0, 5)) {
        const [r] = await signIn(server.url, name);
        const token = (JSON.parse(r.text) as { token: string }).token;
        await post(`${server.url}/api/trip-plans`, JSON.stringify({ trip: testTrip() }), token);
      }
      const plan = await planners(server.url, seconds);
      console.log(
        `    8 planners: ${plan.plansPerSecond} plans/s, health p99 ${plan.health.p99Ms} ms (max ${plan.health.maxMs}), 503s ${plan.busy503}`,
      );
      const burst = await signInBurst(server.url, names);
      console.log(`    40 sign-ins at once: p99 ${burst.signIn.p99Ms} ms, ${burst.busy503} answered 503`);
      const mixed = await mixedUsers(server.url, names, seconds);
      console.log(
        `    40 mixed users: sign-in p99 ${mixed.signIn.p99Ms} ms over ${mixed.signIn.count}, 503s ${mixed.busy503}, reads p99 ${mixed.reads.p99Ms} ms`,
      );
      results.push({
        server: label,
        planners: plan,
        signInBurst: burst,
        mixedUsers: mixed,
        peakRssMb: peakRssMb(server.child.pid!),
      });
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

export function concurrencySummary(results: ConcurrencyResult[], machine: string): string {
  const row = (r: ConcurrencyResult) =>
    `| ${r.server} | ${r.planners.plansPerSecond} (${r.planners.plans} in ${r.planners.seconds} s, p50 ${r.planners.plan.p50Ms} ms, 503: ${r.planners.busy503}) | ${r.planners.health.p50Ms} / ${r.planners.health.p99Ms} / ${r.planners.health.maxMs} ms | ${r.signInBurst.signIn.p50Ms} / ${r.signInBurst.signIn.p99Ms} ms, ${r.signInBurst.busy503} of 40 answered 503 | ${r.mixedUsers.signIn.p50Ms} / ${r.mixedUsers.signIn.p99Ms} ms over ${r.mixedUsers.signIn.count} sign-ins, 503: ${r.mixedUsers.busy503}; reads p99 ${r.mixedUsers.reads.p99Ms} ms; ${r.mixedUsers.plans} plans | ${r.peakRssMb} MB |`;
  return [
    `Measured ${new Date().toISOString().slice(0, 16)} UTC; ${machine}. Each server on a fresh database, one after the other, in one run.`,
    '',
    '| Server | 8 coast-to-coast planners: plans/s | /api/health while planning, new connection each: p50 / p99 / max | 40 sign-ins at once: p50 / p99 | 40 mixed users (sign in, browse, plan; sign in again) | peak RSS |',
    '|---|---|---|---|---|---|',
    ...results.map(row),
    '',
  ].join('\n');
}
