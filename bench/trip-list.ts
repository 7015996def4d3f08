import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../server/src/test/server-process';
import { repoRoot } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { createTestUser, testTrip } from '../server/src/test/factories';
import { summaryColumns } from '../server/src/trips/core/trip-summary';

// The trip list at 10, 1,000 and 10,000 stored trips, each a whole document with a 7-day plan from
// the built-in engine: time for the first page and for every page, the server's peak RSS, and GET
// /api/auth/me measured in the same run as the yardstick. Runs the compiled server (dist/server).

export type TripListResult = {
  trips: number;
  documentKb: number;
  firstPageMedianMs: number;
  allPagesMs: number;
  pages: number;
  authMeMedianMs: number;
  /** First page of the list / GET /api/auth/me, medians, same server, same run. */
  ratioToAuthMe: number;
  peakRssMb: number;
};

/** The compiled server (what `npm start` runs) on a free loopback port, once it says it is ready. */
export const startCompiledServer = (
  env: Record<string, string>,
  entry = path.join(repoRoot, 'dist/server/index.js'),
) => startServerProcess({ LOG_LEVEL: 'error', ...env }, { entry });

/** The process's peak resident memory so far (Linux VmHWM), MB. */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.floor(s.length / 2)] * 10) / 10;
};

/** One server per size, so each peak RSS belongs to that size alone. */
export async function measureTripList(sizes = [10, 1000, 10_000], plan: Record<string, unknown>): Promise<TripListResult[]> {
  const results: TripListResult[] = [];
  const secret = 'bench-secret-bench-secret-bench-secret-1';
  for (const size of sizes) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-list-'));
    const database = await openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
    await migrateToLatest(database.db);
    const { user, token } = await createTestUser(database.db, secret, { tier: 'pro' });
    const dayPlans = Array.isArray(plan.dailyItinerary) ? plan.dailyItinerary : [];
    let documentBytes = 0;
    const base = Date.now() - size * 1000;
    await database.db.transaction().execute(async (tx) => {
      for (let i = 0; i < size; i++) {
        const trip = testTrip({ title: `Trip ${i}`, dayPlans });
        const data = JSON.stringify({ trip, aiPlan: plan, reservations: null, savedItinerary: null, expenses: [], notes: '' });
        documentBytes = data.length;
        const at = new Date(base + i * 1000).toISOString();
        await tx
          .insertInto('trips')
          .values({ id: trip.id, owner_id: user.id, title: trip.title, data, origin: 'user', counts_toward_quota: 1, created_at: at, updated_at: at, ...summaryColumns(trip, plan) })
          .execute();
      }
    });
    await database.close();

    const server = await startCompiledServer({ DATA_DIR: dataDir, JWT_SECRET: secret, RATE_LIMIT_MULTIPLIER: '100000' });
    const auth = { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, br' };
    try {
      const get = async (p: string) => {
        const res = await fetch(server.url + p, { headers: auth });
        if (!res.ok) throw new Error(`${p}: ${res.status}`);
        return res;
      };
      // Warm both routes, then alternate them so load on the machine hits both alike.
      for (let i = 0; i < 5; i++) {
        await (await get('/api/auth/me')).arrayBuffer();
        await (await get('/api/trip-plans')).arrayBuffer();
      }
      const me: number[] = [];
      const list: number[] = [];
      for (let i = 0; i < 30; i++) {
        me.push(await timed(async () => (await get('/api/auth/me')).arrayBuffer()));
        list.push(await timed(async () => (await get('/api/trip-plans')).arrayBuffer()));
      }
      let pages = 0;
      const allPagesMs = await timed(async () => {
        let next: string | null = '/api/trip-plans?limit=200';
        while (next) {
          const res = await get(next);
          await res.arrayBuffer();
          pages += 1;
          next = res.headers.get('link')?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;
        }
      });
      results.push({
        trips: size,
        documentKb: Math.round(documentBytes / 1024),
        firstPageMedianMs: median(list),
        allPagesMs: Math.round(allPagesMs),
        pages,
        authMeMedianMs: median(me),
        ratioToAuthMe: Math.round((median(list) / median(me)) * 100) / 100,
        peakRssMb: peakRssMb(server.child.pid!),
      });
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}
