import { Piscina } from 'piscina';
import { HttpError } from './http/errors';

export type OrderedPoolOptions = {
  /** The worker module (its default export handles one task). */
  filename: string;
  /** Worker threads, each running one task at a time. */
  threads: number;
  /** Tasks that may wait for a thread; one more is refused with `busy`. */
  maxWaiting: number;
  /** The 503 a refused task answers with. */
  busy: { message: string; retryAfterSeconds: number };
  /** Threads kept alive even when idle (default 0: they end after `idleTimeoutMs`). */
  minThreads?: number;
  idleTimeoutMs?: number;
  execArgv?: string[];
  workerData?: unknown;
  /**
   * Added to the threads' nice value (Unix; piscina through @napi-rs/nice): under contention the main
   * thread, which only answers, runs first (default WORKER_NICE).
   */
  niceIncrement?: number;
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

/** The work threads' nice increment: the same for every pool, so they share the cores evenly. */
export const WORKER_NICE = 5;

type Waiting = { task: unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * A piscina pool with our own queue in front: tasks start in the order they came (piscina alone
 * completes a backlog out of order, so an early sign-in could wait behind later ones), at most one
 * per thread is handed to piscina, and a full queue is refused at once with a 503 and Retry-After
 * instead of waiting without bound.
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
    niceIncrement: options.niceIncrement ?? WORKER_NICE,
  });
  // Bounded by maxWaiting (a few dozen), so shift() costs nothing worth a ring buffer.
  const queue: Waiting[] = [];
  let running = 0;

  const start = (item: Waiting) => {
    running += 1;
    // The thread is free again before the caller hears back, so a task run from that answer can
    // start at once rather than queue behind a finished one.
    const settle = () => {
      running -= 1;
      const next = queue.shift();
      if (next) start(next);
    };
    pool.run(item.task).then(
      (value: unknown) => {
        settle();
        item.resolve(value);
      },
      (error: unknown) => {
        settle();
        item.reject(error);
      },
    );
  };

  return {
    run<T>(task: unknown) {
      return new Promise<T>((resolve, reject) => {
        const item: Waiting = { task, resolve: resolve as (value: unknown) => void, reject };
        if (running < options.threads) return start(item);
        if (queue.length >= options.maxWaiting) {
          reject(new HttpError(503, options.busy.message, undefined, options.busy.retryAfterSeconds));
          return;
        }
        queue.push(item);
      });
    },
    get waiting() {
      return queue.length;
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
