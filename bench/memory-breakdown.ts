// Where a plan thread's memory goes under load: the plan threads of the server (plan-worker.ts, with
// the road data and catalogue indexes shared as the server shares them) run in this process as plain
// worker threads (bench/fixtures/probed-plan-worker.ts) that answer a memory probe. The mixed load's
// plans and road routes (mixed-load.ts) go straight to the threads, no HTTP. Before and after the
// load (each after a full collection) every thread reports its V8 heap (used, total), external
// memory and array buffers, and the process its resident memory split by kind of mapping
// (/proc/self/smaps: file-backed, anonymous mappings of 32 MB or more (V8 heap reservations and
// malloc arenas of threads), other anonymous memory).
//
//   npx tsx bench/memory-breakdown.ts --threads 2 --minutes 2 [--out memory-breakdown]
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
import { loadAverage, planInput, random, residentByKind, routeAsk } from './mixed-load';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '2' },
    threads: { type: 'string', default: '2' },
    out: { type: 'string', default: 'memory-breakdown' },
    // A cap on each thread's young generation (Worker resourceLimits), to try one: V8's default when unset.
    'young-mb': { type: 'string' },
    // A cap on each thread's old generation, as the server sets (plan-pool.ts): none when unset.
    'old-mb': { type: 'string' },
  },
});
const threads = Number(args.threads);
const loadMs = Number(args.minutes) * 60_000;

type Outcome = { ok: boolean; value?: unknown };

/** A plan thread (a pool of one), answering plan tasks and memory probes. */
function planThread(roadsChannel: string) {
  const pool = new Piscina({
    filename: path.join(repoRoot, 'bench/fixtures/probed-plan-worker-entry.mjs'),
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: 2 ** 31 - 1,
    execArgv: workerExecArgv(true),
    workerData: { roadsChannel },
    resourceLimits: {
      ...(args['young-mb'] ? { maxYoungGenerationSizeMb: Number(args['young-mb']) } : {}),
      ...(args['old-mb'] ? { maxOldGenerationSizeMb: Number(args['old-mb']) } : {}),
    },
  });
  const ready = new Promise<void>((resolve) =>
    pool.on('message', (m: { type?: string }) => {
      if (m.type === COMPUTE_THREAD_READY) resolve();
    }),
  );
  return {
    ready,
    run: async (task: PlanTask): Promise<{ outcome?: Outcome }> => {
      try {
        return { outcome: (await pool.run({ task })) as Outcome };
      } catch {
        return {};
      }
    },
    probe: async (kind: 'gc' | 'now') => (await pool.run({ probe: kind })) as ThreadMemory,
    stop: () => pool.close(),
  };
}

/** Plans and road routes against the threads until `until`: 2 planners and a router, as mixed-load.ts. */
async function load(pool: ReturnType<typeof planThread>[], until: number) {
  let turn = 0;
  const counts = { plans: 0, routes: 0, failed: 0 };
  // Each client has a thread of its own in turn: with 2 threads, each thread serves both kinds.
  const thread = () => pool[turn++ % pool.length];
  const tally = (r: { outcome?: { ok: boolean } }, kind: 'plans' | 'routes') => {
    if (r.outcome) counts[kind]++;
    else counts.failed++;
  };
  const planner = async (seed: number) => {
    const next = random(seed);
    while (Date.now() < until)
      tally(
        await thread().run({ op: 'plan', input: generateTripInputSchema.parse(planInput(next)) }),
        'plans',
      );
  };
  const router = async (seed: number) => {
    const next = random(seed);
    while (Date.now() < until) {
      const ask = routeAsk(next);
      if (ask.kind === 'legs') {
        tally(await thread().run({ op: 'legs', points: ask.points, rvType: ask.rvType }), 'routes');
        continue;
      }
      const places = await Promise.all(
        [ask.from, ask.to].map((query) => thread().run({ op: 'resolve', query })),
      );
      const points = places.map((p) => p.outcome?.value as { latitude: number; longitude: number });
      tally(await thread().run({ op: 'route', points, rvType: ask.rvType }), 'routes');
    }
  };
  await Promise.all([planner(1), planner(2), router(3)]);
  return counts;
}

async function main() {
  const roadsServer = serveSharedRoads(sharedRoadsOfProcess(), sharedCatalogueOfProcess());
  const pool = Array.from({ length: threads }, () => planThread(roadsServer.channel));
  await Promise.all(pool.map((t) => t.ready));
  const loadBefore = loadAverage();
  const before = { process: residentByKind(), threads: await Promise.all(pool.map((t) => t.probe('gc'))) };
  console.log('ready', JSON.stringify(before));
  const counts = await load(pool, Date.now() + loadMs);
  const under = { process: residentByKind(), threads: await Promise.all(pool.map((t) => t.probe('now'))) };
  const after = { process: residentByKind(), threads: await Promise.all(pool.map((t) => t.probe('gc'))) };
  console.log('after', JSON.stringify(after), counts);
  const result = {
    threads,
    minutes: Number(args.minutes),
    loadBefore,
    loadAfter: loadAverage(),
    counts,
    before,
    under,
    after,
  };
  const out = path.resolve(repoRoot, 'bench/results', args.out);
  fs.writeFileSync(`${out}.json`, JSON.stringify(result, null, 2) + '\n');
  roadsServer.close();
  await Promise.all(pool.map((t) => t.stop()));
}

await main();
