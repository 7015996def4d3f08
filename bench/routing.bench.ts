// A 14-day Boston to Seattle plan through the HTTP API (POST /api/ai/generate-trip, built-in planner
// routing three options on the bundled road graph), timed against a bare Express "hello" route
// measured in the same run. Run: npx tsx bench/routing.bench.ts (results in bench/results/).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TripPlan } from '../shared/schemas/plan';
import { createTestApp, testConfig } from '../server/src/test/test-app';
import { startHelloServer } from './api-load';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const here = path.dirname(fileURLToPath(import.meta.url));

const stats = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    medianMs: r(s[Math.floor(s.length / 2)]),
    p95Ms: r(s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]),
    minMs: r(s[0]),
  };
};

async function timeRequests(run: () => Promise<void>, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times;
}

export async function measureRoutingPlan() {
  const hello = await startHelloServer();
  const ctx = await createTestApp({ config: testConfig({ rateLimitMultiplier: 1000 }) });
  const server = ctx.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const input = {
    fromLocation: 'Boston, MA',
    toLocation: 'Seattle, WA',
    departureDate: '2027-06-01',
    duration: 14,
    routeType: 'fastest',
  };
  let plan: TripPlan | undefined;
  const generate = async () => {
    const res = await fetch(`${base}/api/ai/generate-trip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (res.status !== 200) throw new Error(`generate-trip answered ${res.status}: ${await res.text()}`);
    plan = (await res.json()) as TripPlan;
  };
  const greet = async () => {
    const res = await fetch(hello.url);
    if (res.status !== 200) throw new Error(`hello answered ${res.status}`);
    await res.json();
  };
  try {
    // The first plan loads the road graph (once per process); it is reported apart.
    const first = await timeRequests(generate, 1);
    await timeRequests(greet, 3);
    const planTimes = await timeRequests(generate, RUNS);
    const helloTimes = await timeRequests(greet, RUNS);
    const p = plan!;
    const maxHours = p.input.maxDrivingHoursPerDay ?? 6;
    const overLimit = p.routeOptions
      .flatMap((o) => o.dailyItinerary)
      .filter((d) => d.driveHours > maxHours + 0.05);
    const planStats = stats(planTimes);
    const helloStats = stats(helloTimes);
    return {
      trip: '14-day Boston, MA to Seattle, WA, three route options, through the HTTP API',
      runs: RUNS,
      firstPlanMs: Math.round(first[0]),
      plan: planStats,
      hello: helloStats,
      medianRatioToHello: Math.round((planStats.medianMs / helloStats.medianMs) * 10) / 10,
      under300ms: planStats.medianMs < 300,
      routes: p.routeOptions.map((o) => ({
        type: o.type,
        miles: o.distance,
        hours: o.driveHours,
        roads: o.roads,
      })),
      daysOverLimit: overLimit.length,
    };
  } finally {
    server.close();
    hello.stop();
    await ctx.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await measureRoutingPlan();
  mkdirSync(path.join(here, 'results'), { recursive: true });
  const when = new Date().toISOString();
  writeFileSync(
    path.join(here, 'results/routing.json'),
    `${JSON.stringify({ measuredAt: when, ...result }, null, 2)}\n`,
  );
  const md = [
    `# Road routing benchmark (${when})`,
    '',
    `${result.trip}; ${result.runs} sequential requests after one warm-up (the warm-up loads the road graph: ${result.firstPlanMs} ms).`,
    '',
    '| Request | median ms | p95 ms | min ms |',
    '| --- | --- | --- | --- |',
    `| POST /api/ai/generate-trip | ${result.plan.medianMs} | ${result.plan.p95Ms} | ${result.plan.minMs} |`,
    `| bare Express hello | ${result.hello.medianMs} | ${result.hello.p95Ms} | ${result.hello.minMs} |`,
    '',
    `Median ratio to hello: ${result.medianRatioToHello}x. Under 300 ms: ${result.under300ms ? 'yes' : 'no'}. Days over the driving limit: ${result.daysOverLimit}.`,
    '',
    ...result.routes.map(
      (r) => `* ${r.type}: ${r.miles} road miles, ${r.hours} h, ${(r.roads ?? []).join(', ')}`,
    ),
    '',
    'Measured on the project 2-core machine shared with other work; treat as indicative.',
    '',
  ].join('\n');
  writeFileSync(path.join(here, 'results/routing.md'), md);
  console.log(md);
}
