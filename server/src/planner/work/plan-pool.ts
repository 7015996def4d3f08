import os from 'node:os';
import { currentClientKeys } from '../../http/client-context';
import { createComputePool } from '../../compute/compute-pool';
import type { TaskOutcome } from '../../compute/registry';
import { outcomeValue } from '../../compute/registry';
import { resolveWorkerFile, workerExecArgv } from '../../compute/worker-file';
import type { PlanExecutor, RunTask } from './plan-executor';
import { executorFrom } from './plan-executor';
import type { PlanTask, PlanWorkerData, TaskError } from './plan-tasks';
import { planTaskErrors } from './plan-tasks';
import { serveSharedRoads, sharedCatalogueOfProcess, sharedRoadsOfProcess } from './shared-roads-channel';
import { WORK_SOURCE_DIR } from './work-dir';

export const PLANS_BUSY_MESSAGE = 'The planner is busy right now. Please try again in a few seconds.';
export const PLANS_BUSY_RETRY_SECONDS = 5;
/** Plans and routes that may wait per thread: a coast-to-coast plan is about 0.2 s of work. */
export const PLANS_WAITING_PER_THREAD = 16;
/**
 * Plans and routes one client (an address, or an account) may have waiting: a page asks a few at
 * once; a flood of them waits no further than this, and is answered 503 beyond it.
 */
export const PLANS_WAITING_PER_CLIENT = 8;
export const PLAN_OUT_OF_MEMORY_MESSAGE =
  'The planner stopped this request: it needed more memory than a plan thread may use. Please try again in a few seconds; if it fails again, try fewer stops or a shorter trip.';

/**
 * Each plan thread's old generation, MB (Worker resourceLimits.maxOldGenerationSizeMb). Without it V8
 * sizes a thread's heap for the machine's memory and, under a load of plans, lets it grow up to 4
 * times its live data before a full collection (224-372 MB of heap for about 80 MB live), and every
 * thread keeps that spare heap: 2 threads over 1 was 1.45 under load. V8 scales that factor's ceiling
 * with the limit (heap-controller.cc, MaxGrowingFactor: 1.3 at 256 MB or less, 4 at its default
 * limit for the machine's memory), so a small limit keeps the spare heap small.
 * It is also a hard ceiling, which ends the thread (the task is answered 503, the thread replaced):
 * the heaviest tasks the API accepts (60 days coast to coast, 25 via stops across the country, 25
 * points of road legs) answer with 112 MB and not with 96 (the 25 stops as a full-timer), a thread
 * warmed up with 80 MB in one run and not in another, and near its limit a thread's plans take
 * several times as long (bench/results/plan-heap-ceiling.md), so 256 is over twice the heaviest need.
 */
export const PLAN_THREAD_OLD_GENERATION_MB = 256;

/**
 * The tasks shared out per client: plans and road routes, the work that takes a thread for a while.
 * Look-ups (a place, a campground search, the parks, services near a route) take milliseconds and a
 * page asks several at once (a road route resolves both its places first): they are not counted
 * against the client's share, which they would use up in one page view, and start first.
 */
const FAIR_SHARE_OPS = new Set<PlanTask['op']>(['plan', 'route', 'legs', 'road-stops']);

export type PlanPoolOptions = Omit<PlanWorkerData, 'roadsChannel'> & {
  /** Worker threads (default one per core, at most 8), each holding its catalogue; the road graph is shared. */
  threads?: number;
  maxWaiting?: number;
  perClientWaiting?: number;
  /** Each thread's old generation, MB (default PLAN_THREAD_OLD_GENERATION_MB; tests set a small one). */
  oldGenerationMb?: number;
  /** Who the task is for (default: the current request's address and account, client-context.ts). */
  clientKeys?: () => readonly string[];
  /**
   * `on-demand`: the threads, and the road data and catalogue indexes they read, start with the first
   * task (which waits for them), and the pool is ready at once. Otherwise at once.
   */
  start?: 'at-once' | 'on-demand';
};

/** The plan worker's file: compiled beside the server bundle, or the TypeScript source (compute/worker-file.ts). */
export const resolvePlanWorker = (base: string = import.meta.url) =>
  resolveWorkerFile('plan-worker', base, WORK_SOURCE_DIR);

/**
 * Plans and road routes in worker threads, one per core: the main thread only validates, queues and
 * answers, so health checks, sign-ins and reads stay quick while plans run. The road graph, its
 * landmark tables and hierarchies are loaded once for the process, into shared memory, in a thread
 * of their own, and every plan thread reads that one copy (shared-roads-channel.ts), as it reads the
 * catalogue's label indexes; each thread loads its own catalogue records (JSON objects, which threads
 * cannot share) and their other indexes when the pool starts, and stays
 * up (a thread that crashed is replaced). The threads are shared fairly between clients (an address,
 * and an account when signed in): the client with the fewest tasks running goes next, round-robin
 * between busy clients, so a flood from a few clients does not hold up everyone else's plan; a
 * client's full share or a full queue is refused (compute/errors.ts: answered 503 with Retry-After).
 * The threads are a compute pool (compute/) running the kinds this folder registers (tasks.ts).
 */
export function createPlanPool(options: PlanPoolOptions = {}): PlanExecutor {
  if (options.start !== 'on-demand') return startPlanPool(options);
  let pool: ReturnType<typeof startPlanPool> | undefined;
  const started = () => (pool ??= startPlanPool(options));
  return executorFrom((task) => started().run(task), {
    ready: () => true,
    whenReady: async () => undefined,
    close: async () => pool?.close(),
  });
}

function startPlanPool(options: PlanPoolOptions): PlanExecutor & { run: RunTask } {
  const threads = options.threads ?? Math.max(1, Math.min(8, os.availableParallelism()));
  const worker = resolvePlanWorker();
  const roads = sharedRoadsOfProcess();
  const roadsServer = serveSharedRoads(roads, sharedCatalogueOfProcess());
  const workerData: PlanWorkerData = {
    osrmUrl: options.osrmUrl,
    mapboxAccessToken: options.mapboxAccessToken,
    fuelPricePerGallon: options.fuelPricePerGallon,
    roadsChannel: roadsServer.channel,
    warmUp: options.warmUp,
  };
  const clientKeysOf = options.clientKeys ?? currentClientKeys;
  const pool = createComputePool({
    filename: worker.filename,
    threads,
    maxWaiting: options.maxWaiting ?? threads * PLANS_WAITING_PER_THREAD,
    busy: { message: PLANS_BUSY_MESSAGE, retryAfterSeconds: PLANS_BUSY_RETRY_SECONDS },
    resourceLimits: { maxOldGenerationSizeMb: options.oldGenerationMb ?? PLAN_THREAD_OLD_GENERATION_MB },
    outOfMemory: { message: PLAN_OUT_OF_MEMORY_MESSAGE, retryAfterSeconds: PLANS_BUSY_RETRY_SECONDS },
    fairness: {
      perClientWaiting: options.perClientWaiting ?? PLANS_WAITING_PER_CLIENT,
      clientKeys: (task) => (FAIR_SHARE_OPS.has((task as PlanTask).op) ? clientKeysOf() : []),
    },
    execArgv: workerExecArgv(worker.typescript),
    workerData,
    // Each thread lowers its own priority once it has loaded and warmed up (plan-worker.ts).
    niceIncrement: 0,
    failed: roads,
  });
  const run: RunTask = async (task) => outcomeValue(await pool.run<TaskOutcome<TaskError>>(task), planTaskErrors);
  const executor = executorFrom(run, {
    ready: pool.ready,
    whenReady: pool.whenReady,
    close: async () => {
      roadsServer.close();
      await pool.close();
    },
  });
  return { ...executor, run };
}
