// How much old generation the heaviest plans need: one plan thread (the server's plan-worker.ts, road
// data and catalogue indexes shared as the server shares them) is started with an old-generation
// limit (Worker resourceLimits.maxOldGenerationSizeMb), runs the heaviest tasks the API accepts
// (coast to coast in 60 days; 25 via stops zig-zagging across the country; the longest legs asked
// of the router; every plan has its three route options) one after the other, and says whether it
// warmed up and answered them all or ran out of memory (ERR_WORKER_OUT_OF_MEMORY), with its heap
// after each task. Run once per limit, smallest first: the smallest limit that answers everything is
// what the heaviest plan needs; PLAN_THREAD_OLD_GENERATION_MB (compute/heap-limits.ts) keeps a margin
// above it.
//
//   npx tsx bench/plan-heap-ceiling.ts --limits 48,64,96,128 [--young-mb 48] [--out plan-heap-ceiling]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Piscina } from 'piscina';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { repoRoot } from '../server/src/config';
import { workerExecArgv } from '../server/src/compute/worker-file';
import { COMPUTE_THREAD_READY } from '../server/src/compute/thread';
import type { PlanTask } from '../server/src/planner/work/plan-tasks';
import {
  serveSharedRoads,
  sharedCatalogueOfProcess,
  sharedRoadsOfProcess,
} from '../server/src/planner/work/shared-roads-channel';
import type { ThreadMemory } from './fixtures/probed-plan-worker';
import { loadAverage } from './mixed-load';

const { values: args } = parseArgs({
  options: {
    limits: { type: 'string', default: '64,96,128' },
    'young-mb': { type: 'string' },
    out: { type: 'string', default: 'plan-heap-ceiling' },
  },
});

// Via stops zig-zagging across the lower 48, west to east (the API's most: 25).
const ZIG_ZAG: [string, number, number][] = [
  ['Portland, OR', 45.52, -122.68],
  ['Boise, ID', 43.62, -116.2],
  ['Reno, NV', 39.53, -119.81],
  ['Salt Lake City, UT', 40.76, -111.89],
  ['Phoenix, AZ', 33.45, -112.07],
  ['Santa Fe, NM', 35.69, -105.94],
  ['Denver, CO', 39.74, -104.99],
  ['Cheyenne, WY', 41.14, -104.82],
  ['Rapid City, SD', 44.08, -103.23],
  ['Amarillo, TX', 35.22, -101.83],
  ['Omaha, NE', 41.26, -95.94],
  ['Dallas, TX', 32.78, -96.8],
  ['Minneapolis, MN', 44.98, -93.27],
  ['Little Rock, AR', 34.75, -92.29],
  ['Chicago, IL', 41.88, -87.63],
  ['New Orleans, LA', 29.95, -90.07],
  ['Detroit, MI', 42.33, -83.05],
  ['Nashville, TN', 36.16, -86.78],
  ['Pittsburgh, PA', 40.44, -79.99],
  ['Atlanta, GA', 33.75, -84.39],
  ['Burlington, VT', 44.48, -73.21],
  ['Charlotte, NC', 35.23, -80.84],
  ['Bangor, ME', 44.8, -68.77],
  ['Savannah, GA', 32.08, -81.09],
  ['Richmond, VA', 37.54, -77.44],
];
const stops = ZIG_ZAG.map(([name, latitude, longitude]) => ({ name, latitude, longitude, nights: 1 }));
const plan = (input: Record<string, unknown>): PlanTask => ({
  op: 'plan',
  input: generateTripInputSchema.parse({ departureDate: '2027-07-01', duration: 60, ...input }),
});
const points = (n: number) => ZIG_ZAG.slice(0, n).map(([, latitude, longitude]) => ({ latitude, longitude }));

/** The heaviest tasks, each with what it is. */
const TASKS: [string, PlanTask][] = [
  ['Seattle to Miami, 60 days', plan({ fromLocation: 'Seattle, WA', toLocation: 'Miami, FL' })],
  [
    'Bar Harbor to San Diego, 60 days, scenic, avoiding highways, fifth wheel',
    plan({
      fromLocation: 'Bar Harbor, ME',
      toLocation: 'San Diego, CA',
      travelStyle: 'scenic',
      avoidHighways: true,
      rvType: 'fifth-wheel',
    }),
  ],
  [
    'Seattle to Key West through 25 via stops zig-zagging the country, 60 days',
    plan({ fromLocation: 'Seattle, WA', toLocation: 'Key West, FL', stops }),
  ],
  [
    'San Diego to Bar Harbor through 25 via stops, 60 days, full-timer, free overnights',
    plan({
      fromLocation: 'San Diego, CA',
      toLocation: 'Bar Harbor, ME',
      stops: [...stops].reverse(),
      fullTimer: true,
      preferFreeOvernights: true,
      rvType: 'class-a',
    }),
  ],
  ['road legs through 25 points across the country', { op: 'legs', points: points(25), rvType: 'class-a' }],
  ['road route through 25 points across the country', { op: 'route', points: points(25), rvType: 'class-c' }],
];

type TaskResult = { task: string; ok: boolean; error?: string; ms: number; heap?: ThreadMemory };
type LimitResult = { oldGenerationMb: number; warmedUp: boolean; error?: string; tasks: TaskResult[] };

const describeError = (e: unknown) =>
  e instanceof Error ? `${(e as { code?: string }).code ?? e.name}: ${e.message}` : String(e);

async function tryLimit(oldGenerationMb: number, roadsChannel: string): Promise<LimitResult> {
  const pool = new Piscina({
    filename: path.join(repoRoot, 'bench/fixtures/probed-plan-worker-entry.mjs'),
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: 2 ** 31 - 1,
    execArgv: workerExecArgv(true),
    workerData: { roadsChannel },
    resourceLimits: {
      maxOldGenerationSizeMb: oldGenerationMb,
      ...(args['young-mb'] ? { maxYoungGenerationSizeMb: Number(args['young-mb']) } : {}),
    },
  });
  // A thread that runs out of memory while it warms up never says it is ready.
  let failed: (e: unknown) => void = () => undefined;
  const crashed = new Promise<never>((_, reject) => (failed = reject));
  pool.on('error', (e) => failed(e));
  const ready = new Promise<void>((resolve) =>
    pool.on('message', (m: { type?: string }) => {
      if (m.type === COMPUTE_THREAD_READY) resolve();
    }),
  );
  const result: LimitResult = { oldGenerationMb, warmedUp: false, tasks: [] };
  try {
    await Promise.race([ready, crashed]);
    result.warmedUp = true;
    for (const [task, work] of TASKS) {
      const started = performance.now();
      try {
        const outcome = (await pool.run({ task: work })) as { ok: boolean; error?: unknown };
        const ms = Math.round(performance.now() - started);
        const heap = (await pool.run({ probe: 'now' })) as ThreadMemory;
        result.tasks.push({ task, ok: outcome.ok, ms, heap, ...(outcome.ok ? {} : { error: JSON.stringify(outcome.error) }) });
      } catch (e) {
        result.tasks.push({ task, ok: false, error: describeError(e), ms: Math.round(performance.now() - started) });
        break;
      }
    }
  } catch (e) {
    result.error = describeError(e);
  } finally {
    await pool.destroy();
  }
  return result;
}

async function main() {
  const roadsServer = serveSharedRoads(sharedRoadsOfProcess(), sharedCatalogueOfProcess());
  const loadBefore = loadAverage();
  const results: LimitResult[] = [];
  for (const limit of args.limits.split(',').map(Number)) {
    const r = await tryLimit(limit, roadsServer.channel);
    results.push(r);
    console.log(
      `old generation ${limit} MB: ${r.warmedUp ? 'warmed up' : `did not warm up (${r.error})`}; ` +
        r.tasks
          .map((t) => `${t.task}: ${t.ok ? `ok ${t.ms} ms, heap ${t.heap?.usedHeapMb} / ${t.heap?.totalHeapMb} MB` : `FAILED ${t.error}`}`)
          .join('; '),
    );
  }
  roadsServer.close();
  const loadAfter = loadAverage();
  const out = path.resolve(repoRoot, 'bench/results', args.out);
  fs.writeFileSync(
    `${out}.json`,
    JSON.stringify({ loadBefore, loadAfter, youngMb: args['young-mb'] ?? null, results }, null, 2) + '\n',
  );
  fs.writeFileSync(`${out}.md`, report(results, loadBefore, loadAfter));
}

function report(results: LimitResult[], loadBefore: string, loadAfter: string): string {
  const cell = (r: LimitResult, task: string) => {
    if (!r.warmedUp) return '-';
    const t = r.tasks.find((x) => x.task === task);
    if (!t) return 'not run';
    return t.ok ? `ok, ${t.ms} ms (heap ${t.heap?.usedHeapMb} / ${t.heap?.totalHeapMb} MB)` : `**failed**: ${t.error}`;
  };
  return [
    '# The old generation the heaviest plans need (bench/plan-heap-ceiling.ts)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16)} UTC; load average (1 / 5 / 15 min) ${loadBefore} at the start and ${loadAfter} at the end. ` +
      `One plan thread (plan-worker.ts, shared road data and catalogue indexes) per limit, young generation ${args['young-mb'] ? `${args['young-mb']} MB` : "V8's default"}; ` +
      'the tasks one after the other in that thread; heap is used / total after each task, without a collection.',
    '',
    `| Old generation limit | Warm-up | ${TASKS.map(([t]) => t).join(' | ')} |`,
    `|---|---|${TASKS.map(() => '---').join('|')}|`,
    ...results.map(
      (r) =>
        `| ${r.oldGenerationMb} MB | ${r.warmedUp ? 'ok' : `**failed**: ${r.error}`} | ${TASKS.map(([t]) => cell(r, t)).join(' | ')} |`,
    ),
    '',
  ].join('\n');
}

await main();
