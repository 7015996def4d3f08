import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentClientKeys } from '../../http/client-context';
import { findRepoRoot } from '../../repo-root';
import { createOrderedPool } from '../../worker-pool';
import type { PlanExecutor } from './plan-executor';
import { executorFrom } from './plan-executor';
import type { PlanWorkerData, TaskOutcome } from './plan-tasks';
import { PLAN_WORKER_READY, rebuildTaskError } from './plan-tasks';

export const PLANS_BUSY_MESSAGE = 'The planner is busy right now. Please try again in a few seconds.';
export const PLANS_BUSY_RETRY_SECONDS = 5;
/** Plans and routes that may wait per thread: a coast-to-coast plan is about 0.2 s of work. */
export const PLANS_WAITING_PER_THREAD = 16;
/**
 * Plans and routes one client (an address, or an account) may have waiting: a page asks a few at
 * once; a flood of them waits no further than this, and is answered 503 beyond it.
 */
export const PLANS_WAITING_PER_CLIENT = 8;

export type PlanPoolOptions = PlanWorkerData & {
  /** Worker threads (default one per core, at most 8), each holding the graph and the catalogue. */
  threads?: number;
  maxWaiting?: number;
  perClientWaiting?: number;
  /** Who the task is for (default: the current request's address and account, client-context.ts). */
  clientKeys?: () => readonly string[];
};

/**
 * The worker file: compiled beside the server bundle (dist/server/plan-worker.js, `npm start`), or
 * the TypeScript source, loaded through tsx (development and tests).
 */
export function resolvePlanWorker(base: string = import.meta.url): { filename: string; typescript: boolean } {
  const compiled = fileURLToPath(new URL('./plan-worker.js', base));
  if (fs.existsSync(compiled)) return { filename: compiled, typescript: false };
  const beside = fileURLToPath(new URL('./plan-worker.ts', base));
  if (fs.existsSync(beside)) return { filename: beside, typescript: true };
  const root = findRepoRoot(path.dirname(fileURLToPath(base)));
  return { filename: path.join(root, 'server/src/planner/work/plan-worker.ts'), typescript: true };
}

/** tsx's loader for a TypeScript worker, unless the process already runs under it. */
function workerExecArgv(typescript: boolean): string[] | undefined {
  if (!typescript) return undefined;
  const hasTsx = process.execArgv.some((arg) => /(^|[\\/])tsx([\\/]|$)|^tsx$/.test(arg));
  return hasTsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
}

/**
 * Plans and road routes in worker threads, one per core: the main thread only validates, queues and
 * answers, so health checks, sign-ins and reads stay quick while plans run. Every thread loads the
 * graph and the catalogue when the pool starts and stays up (a thread that crashed is replaced).
 * The threads are shared fairly between clients (an address, and an account when signed in): the
 * client with the fewest tasks running goes next, round-robin between busy clients, so a flood from a
 * few clients does not hold up everyone else's plan; a client's full share or a full queue answers
 * 503 with Retry-After.
 */
export function createPlanPool(options: PlanPoolOptions = {}): PlanExecutor {
  const threads = options.threads ?? Math.max(1, Math.min(8, os.availableParallelism()));
  const worker = resolvePlanWorker();
  const workerData: PlanWorkerData = {
    osrmUrl: options.osrmUrl,
    mapboxAccessToken: options.mapboxAccessToken,
    fuelPricePerGallon: options.fuelPricePerGallon,
  };
  const pool = createOrderedPool({
    filename: worker.filename,
    threads,
    minThreads: threads,
    // The threads hold the data: they never end for being idle.
    idleTimeoutMs: 2 ** 31 - 1,
    maxWaiting: options.maxWaiting ?? threads * PLANS_WAITING_PER_THREAD,
    busy: { message: PLANS_BUSY_MESSAGE, retryAfterSeconds: PLANS_BUSY_RETRY_SECONDS },
    fairness: {
      perClientWaiting: options.perClientWaiting ?? PLANS_WAITING_PER_CLIENT,
      clientKeys: options.clientKeys ?? currentClientKeys,
    },
    execArgv: workerExecArgv(worker.typescript),
    workerData,
    // Each thread lowers its own priority once it has loaded and warmed up (plan-worker.ts).
    niceIncrement: 0,
  });
  const loaded = new Set<number>();
  let isReady = false;
  const whenReady = new Promise<void>((resolve, reject) => {
    pool.on('message', (message) => {
      const m = message as { type?: string; threadId?: number };
      if (m.type !== PLAN_WORKER_READY || m.threadId === undefined) return;
      loaded.add(m.threadId);
      if (loaded.size >= threads) {
        isReady = true;
        resolve();
      }
    });
    pool.on('error', reject);
  });
  // Not every caller waits on it: a failed start must not be an unhandled rejection.
  whenReady.catch(() => undefined);
  return executorFrom(
    async (task) => {
      const outcome = await pool.run<TaskOutcome>(task);
      if (!outcome.ok) throw rebuildTaskError(outcome.error);
      return outcome.value;
    },
    { ready: () => isReady, whenReady: () => whenReady, close: () => pool.close() },
  );
}
