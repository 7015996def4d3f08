// The compiled server's start: time from spawning `node dist/server/index.js` to /api/health saying
// "ok" (every plan thread loaded, indexed and warmed), then the first coast-to-coast plan after it
// (the number issue #32 means by "the first plan after start") and the plans after that, through the
// HTTP API. Fresh process and database per run. Run: npx tsx bench/startup.ts (builds the server
// first; STARTUP_RUNS, default 3; PLAN_THREADS as the server reads it; STARTUP_BASELINE=<compiled
// server> measures another build too, taking turns; STARTUP_OUT names the results in bench/results/).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverEntry } from '../scripts/build-server.mjs';
import { startServerProcess } from '../server/src/test/server-process';

export type StartupRun = {
  /** Spawn to /api/health "ok" (health asked every 20 ms). */
  readyMs: number;
  /** The first coast-to-coast plan after "ok". */
  firstPlanMs: number;
  /** The same plan again, one after the other, after the first. */
  nextPlansMs: number[];
  /** Resident memory of the server process (all threads) after those plans, MB. */
  rssMb: number;
};

export type StartupResult = {
  server: string;
  trip: string;
  threads: string;
  runs: StartupRun[];
  readyMedianMs: number;
  firstPlanMedianMs: number;
  firstPlanMaxMs: number;
  warmPlanMedianMs: number;
};

const COAST = {
  fromLocation: 'New York, NY',
  toLocation: 'San Francisco, CA',
  departureDate: '2027-07-01',
  duration: 14,
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.floor(s.length / 2)] ?? 0);
};

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function timedPlan(url: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${url}/api/ai/generate-trip`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(COAST),
    signal: AbortSignal.timeout(120_000),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`generate-trip answered ${res.status}`);
  return performance.now() - t;
}

async function oneStart(entry: string, env: Record<string, string>): Promise<StartupRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-bench-startup-'));
  const t0 = performance.now();
  const server = await startServerProcess(
    {
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      RATE_LIMIT_MULTIPLIER: '100000',
      ...env,
    },
    { entry, pollMs: 20 },
  );
  const readyMs = performance.now() - t0;
  try {
    const firstPlanMs = await timedPlan(server.url);
    const nextPlansMs: number[] = [];
    for (let i = 0; i < 4; i++) nextPlansMs.push(Math.round(await timedPlan(server.url)));
    return { readyMs: Math.round(readyMs), firstPlanMs: Math.round(firstPlanMs), nextPlansMs, rssMb: rssMb(server.child.pid!) };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each server started `runs` times, the servers taking turns, so a busy spell hits both alike. */
export async function measureStartup(
  servers: { label: string; entry: string }[],
  runs = 3,
): Promise<StartupResult[]> {
  const env: Record<string, string> = process.env.PLAN_THREADS ? { PLAN_THREADS: process.env.PLAN_THREADS } : {};
  const runsOf = servers.map(() => [] as StartupRun[]);
  for (let i = 0; i < runs; i++) {
    for (const [s, { label, entry }] of servers.entries()) {
      const run = await oneStart(entry, env);
      console.log(`  ${label}, start ${i + 1}: ready ${run.readyMs} ms, first plan ${run.firstPlanMs} ms, next ${run.nextPlansMs.join(' / ')} ms`);
      runsOf[s].push(run);
    }
  }
  return servers.map(({ label }, s) => ({
    server: label,
    trip: '14-day New York, NY to San Francisco, CA (three route options), POST /api/ai/generate-trip',
    threads: env.PLAN_THREADS ?? `default (${os.availableParallelism()} cores)`,
    runs: runsOf[s],
    readyMedianMs: median(runsOf[s].map((r) => r.readyMs)),
    firstPlanMedianMs: median(runsOf[s].map((r) => r.firstPlanMs)),
    firstPlanMaxMs: Math.max(...runsOf[s].map((r) => r.firstPlanMs)),
    warmPlanMedianMs: median(runsOf[s].flatMap((r) => r.nextPlansMs)),
  }));
}

export function startupSummary(results: StartupResult[], machine: string): string {
  const r0 = results[0];
  return [
    `Measured ${new Date().toISOString().slice(0, 16)} UTC; ${machine}; plan threads: ${r0.threads}.`,
    '',
    `${r0.trip}, on a fresh compiled server per start, the servers taking turns.`,
    '',
    '| Server | start | spawn to health "ok" | first plan after "ok" | the next four plans (same trip) | RSS after |',
    '|---|---|---|---|---|---|',
    ...results.flatMap((r) =>
      r.runs.map(
        (x, i) =>
          `| ${r.server} | ${i + 1} | ${x.readyMs} ms | ${x.firstPlanMs} ms | ${x.nextPlansMs.join(' / ')} ms | ${x.rssMb} MB |`,
      ),
    ),
    '',
    ...results.map(
      (r) =>
        `${r.server}: medians ready ${r.readyMedianMs} ms; first plan ${r.firstPlanMedianMs} ms (max ${r.firstPlanMaxMs}); the plans after ${r.warmPlanMedianMs} ms.`,
    ),
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  const machine = `${os.cpus().length} cores, load average before ${os.loadavg().map((x) => x.toFixed(1)).join(', ')}`;
  const baseline = process.env.STARTUP_BASELINE;
  const servers = [
    ...(baseline ? [{ label: process.env.STARTUP_BASELINE_LABEL ?? 'baseline', entry: path.resolve(baseline) }] : []),
    { label: 'this build', entry: serverEntry },
  ];
  const results = await measureStartup(servers, Number(process.env.STARTUP_RUNS ?? 3));
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  const name = process.env.STARTUP_OUT ?? 'startup';
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, `${name}.md`), startupSummary(results, machine));
  console.log(startupSummary(results, machine));
}
