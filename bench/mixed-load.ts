// The mixed load the memory benches (memory.ts, soak.ts, memory-breakdown.ts) put on a server: the
// same seeded sequence of requests every run. 2 clients planning trips between 16 cities back to
// back, 1 client asking road routes (between cities, and legs between random points), 4 users each
// signing in, reading (session, trip list, parks, campgrounds) and signing in again and, with
// `browsing`, 1 visitor fetching pages (the app's routes and their scripts) and searching places.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Database from '../server/src/db/database';
import type * as Factories from '../server/src/test/factories';
import { startCompiledServer } from './trip-list';

export const PASSWORD = 'correct horse battery staple';
export const USERS = 4;
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
const PAGES = ['/', '/trips', '/map', '/plan', '/results/AB12CD34'];
const PLACE_QUERIES = ['Moab', 'Yellowstone', 'Grand Canyon', 'Austin, TX', 'Zion', 'Bar Harbor', 'Sedona'];

/** A small seeded generator (mulberry32): every server gets the same requests in the same order. */
export function random(seed: number) {
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

/** The next trip a planner asks for. */
export const planInput = (next: () => number) => {
  const [fromLocation, toLocation] = pair(next);
  return {
    fromLocation,
    toLocation,
    departureDate: `2027-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-10`,
    duration: 2 + Math.floor(next() * 13),
    rvType: pick(next, RIGS),
    travelStyle: pick(next, STYLES),
    avoidHighways: next() < 0.2,
  };
};

/** The next road route the router client asks for: between two cities, or legs between random points. */
export const routeAsk = (next: () => number) => {
  if (next() < 0.5) {
    const [from, to] = pair(next);
    return { kind: 'cities' as const, from, to, rvType: pick(next, RIGS) };
  }
  const points = Array.from({ length: 2 + Math.floor(next() * 3) }, () => ({
    latitude: 30 + next() * 17,
    longitude: -122 + next() * 45,
  }));
  return { kind: 'legs' as const, points, rvType: pick(next, RIGS) };
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb: number) => Math.round(kb / 1024);
/** A process's resident memory now and at its peak (Linux VmRSS, VmHWM), MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: mb(field('VmRSS')), peakMb: mb(field('VmHWM')) };
}

/**
 * A process's resident memory by kind of mapping (/proc/<pid>/smaps), MB: file-backed, anonymous
 * mappings of 32 MB or more (V8 heap reservations, the malloc arenas of threads), other anonymous.
 */
export function residentByKind(pid: number | 'self' = 'self') {
  const text = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
  const out = { fileMb: 0, bigAnonMb: 0, otherAnonMb: 0, rssMb: 0 };
  let sizeKb = 0;
  let file = false;
  for (const line of text.split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      file = head[1] !== '0' && head[2].startsWith('/');
      continue;
    }
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    if (!field) continue;
    const kb = Number(field[2]);
    if (field[1] === 'Size') sizeKb = kb;
    else {
      out.rssMb += kb / 1024;
      if (file) out.fileMb += kb / 1024;
      else if (sizeKb >= 32 * 1024) out.bigAnonMb += kb / 1024;
      else out.otherAnonMb += kb / 1024;
    }
  }
  const round = (x: number) => Math.round(x);
  return {
    fileMb: round(out.fileMb),
    bigAnonMb: round(out.bigAnonMb),
    otherAnonMb: round(out.otherAnonMb),
    rssMb: round(out.rssMb),
  };
}

export type Counts = {
  plans: number;
  routes: number;
  signIns: number;
  reads: number;
  pages: number;
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

/** The mixed load until `until`: planners, a router, users signing in and reading, a visitor browsing. */
export async function mixedLoad(
  url: string,
  users: string[],
  until: number,
  { browsing = false }: { browsing?: boolean } = {},
): Promise<Counts> {
  const counts: Counts = {
    plans: 0,
    routes: 0,
    signIns: 0,
    reads: 0,
    pages: 0,
    refused: 0,
    errors: 0,
    errorSamples: [],
  };
  type Kind = 'plans' | 'routes' | 'signIns' | 'reads' | 'pages';
  const tally = ({ status, text }: { status: number; text: string }, ok: Kind) => {
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
    while (Date.now() < until)
      tally(await call(`${url}/api/ai/generate-trip`, json(planInput(next))), 'plans');
  };
  const router = async (seed: number) => {
    const next = random(seed);
    while (Date.now() < until) {
      const ask = routeAsk(next);
      if (ask.kind === 'cities') {
        const q = new URLSearchParams({ from: ask.from, to: ask.to, rvType: ask.rvType });
        tally(await call(`${url}/api/road-route?${q}`), 'routes');
      } else {
        const body = { points: ask.points, rvType: ask.rvType };
        tally(await call(`${url}/api/road-route/legs`, json(body)), 'routes');
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
  // A visitor: each page and the scripts it names, then a place search, a second apart.
  const visitor = async (seed: number) => {
    const next = random(seed);
    while (Date.now() < until) {
      const page = await call(url + pick(next, PAGES));
      tally(page, 'pages');
      for (const [, src] of page.text.matchAll(/<script[^>]+src="(\/[^"]+)"/g))
        tally(await call(url + src), 'pages');
      const q = new URLSearchParams({ q: pick(next, PLACE_QUERIES) });
      tally(await call(`${url}/api/geocode?${q}`), 'reads');
      await sleep(1000);
    }
  };
  await Promise.all([
    planner(1),
    planner(2),
    router(3),
    ...users.map((name) => user(name)),
    ...(browsing ? [visitor(4)] : []),
  ]);
  return counts;
}

/**
 * The compiled server of the checkout in `dir` (`node scripts/build-server.mjs` there) on a fresh
 * database holding USERS users (password PASSWORD, hashed as `hash`), with `threads` plan threads.
 */
export async function startLoadedServer(dir: string, threads: number, hash: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-memory-'));
  const secret = 'bench-secret-bench-secret-bench-secret-1';
  // The database is made by the measured checkout's own code: an older one has fewer migrations.
  const own = (file: string) => pathToFileURL(path.join(dir, file)).href;
  const { openDatabase, migrateToLatest } = (await import(
    own('server/src/db/database.ts')
  )) as typeof Database;
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
  return {
    ...server,
    users,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The machine's load average (1 / 5 / 15 min). */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
