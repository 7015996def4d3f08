import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { createFairQueue } from './fair-queue';
import { ComputeBusyError, ComputeOutOfMemoryError, isWorkerOutOfMemory } from './errors';

export type OrderedPoolOptions = {
  /** The worker module (its default export handles one task). */
  filename: string;
  /** Worker threads, each running one task at a time. */
  threads: number;
  /** Tasks that may wait for a thread; one more is refused with `busy`. */
  maxWaiting: number;
  /** What a refused task is told (a ComputeBusyError, errors.ts). */
  busy: { message: string; retryAfterSeconds: number };
  /** Threads kept alive even when idle (default 0: they end after `idleTimeoutMs`). */
  minThreads?: number;
  idleTimeoutMs?: number;
  execArgv?: string[];
  workerData?: unknown;
  /**
   * Each thread's heap limits (Worker resourceLimits). A thread that goes over them is ended by V8
   * and replaced; its task is rejected with a ComputeOutOfMemoryError telling `outOfMemory`.
   */
  resourceLimits?: ResourceLimits;
  /** What a task whose thread ran out of memory is told (default OUT_OF_MEMORY). */
  outOfMemory?: { message: string; retryAfterSeconds: number };
  /**
   * Added to the threads' nice value (Unix; piscina through @napi-rs/nice): under contention the main
   * thread, which only answers, runs first (default WORKER_NICE).
   */
  niceIncrement?: number;
  /**
   * A fair share per client (fair-queue.ts): each task is keyed by `clientKeys()` when it is run, the
   * threads are shared between clients, and a client holds at most `perClientWaiting` waiting tasks.
   * Without it every task has the same claim: they start in the order they came.
   */
  fairness?: { perClientWaiting: number; clientKeys: (task: unknown) => readonly string[] };
};

export interface OrderedPool {
  run<T>(task: unknown): Promise<T>;
  /** Tasks waiting for a thread, and tasks running. */
  readonly waiting: number;
  readonly running: number;
  /** Piscina's own events: `message` (what a worker posts), `error`. */
  on(event: 'message' | 'error', listener: (value: unknown) => void): void;
  close(): Promise<void>;
}

/**
 * The bcrypt threads' nice increment (the pools' default). Under contention the main thread (nice 0,
 * weight 1024 under Linux's scheduler) answers first, then sign-ins (+5, weight 335), then plans.
 */
export const WORKER_NICE = 5;
/**
 * The plan threads' (+10, weight 110): while plans fill every core, the bcrypt threads still get about
 * three quarters of them, so 3 sign-ins a second (1.2 s of hashing at cost 12) are hashed as they
 * come instead of queueing behind plans that took half the cores (bench/sign-in-load.ts).
 */
export const PLAN_WORKER_NICE = 10;

/** What a task is told when its thread went over its heap limit and was replaced. */
export const OUT_OF_MEMORY = {
  message: 'The server stopped this request: it needed more memory than a worker thread may use. Please try again in a few seconds.',
  retryAfterSeconds: 5,
};

type Waiting = { task: unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * A piscina pool with our own queue in front: tasks start in the order they came, or by each client's
 * fair share when `fairness` is given (piscina alone completes a backlog out of order, so an early
 * sign-in could wait behind later ones), at most one per thread is handed to piscina, and a full queue
 * (or a client's full share of it) is refused at once with a ComputeBusyError (answered 503 with
 * Retry-After) instead of waiting without bound.
 */
export function createOrderedPool(options: OrderedPoolOptions): OrderedPool {
  const pool = new Piscina({
    filename: options.filename,
    minThreads: options.minThreads ?? 0,
    maxThreads: options.threads,
    // Our queue holds the backlog; piscina only ever sees as many tasks as it has threads.
    maxQueue: options.threads,
    idleTimeout: options.idleTimeoutMs ?? 60_000,
    ...(options.execArgv ? { execArgv: options.execArgv } : {}),
    ...(options.workerData !== undefined ? { workerData: options.workerData } : {}),
    ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    niceIncrement: options.niceIncrement ?? WORKER_NICE,
    // Tasks reach the threads as messages. Piscina's default ('sync' atomics) parks an idle thread in
    // Atomics.wait, where its event loop stops: its timers never fire, so a thread never collected the
    // garbage a load left (collectWhenIdle) and held a few hundred MB of heap until its next task
    // (a server's plan threads: V8's trace showed 80 MB live in 372 MB kept, idle or not).
    atomics: 'disabled',
  });
  // Bounded by maxWaiting (a few dozen), so a scan per start costs nothing worth an index.
  const queue = createFairQueue<Waiting>({
    maxWaiting: options.maxWaiting,
    perClientWaiting: options.fairness?.perClientWaiting ?? options.maxWaiting,
  });
  let running = 0;
  const busy = () => new ComputeBusyError(options.busy.message, options.busy.retryAfterSeconds);
  const outOfMemory = options.outOfMemory ?? OUT_OF_MEMORY;
  // Piscina rejects the task of a thread V8 ended at its heap limit with Node's error, and starts
  // another thread (minThreads); the caller hears a clear error rather than an internal one.
  const failure = (error: unknown) =>
    isWorkerOutOfMemory(error) ? new ComputeOutOfMemoryError(outOfMemory.message, outOfMemory.retryAfterSeconds) : error;

  const start = (item: Waiting, keys: readonly string[]) => {
    running += 1;
    // The thread is free again before the caller hears back, so a task run from that answer can
    // start at once rather than queue behind a finished one.
    const settle = () => {
      running -= 1;
      queue.finished(keys);
      const next = queue.take();
      if (next) start(next.value, next.keys);
    };
    pool.run(item.task).then(
      (value: unknown) => {
        settle();
        item.resolve(value);
      },
      (error: unknown) => {
        settle();
        item.reject(failure(error));
      },
    );
  };

  return {
    run<T>(task: unknown) {
      return new Promise<T>((resolve, reject) => {
        const item: Waiting = { task, resolve: resolve as (value: unknown) => void, reject };
        const keys = options.fairness?.clientKeys(task) ?? [];
        if (running < options.threads && queue.size === 0) {
          queue.started(keys);
          return start(item, keys);
        }
        const offer = queue.offer(item, keys);
        if (!offer.admitted) return reject(busy());
        offer.pushedOut?.reject(busy());
      });
    },
    get waiting() {
      return queue.size;
    },
    get running() {
      return running;
    },
    on(event, listener) {
      pool.on(event, listener);
    },
    close: () => pool.destroy(),
  };
}
