import type { OrderedPoolOptions } from './ordered-pool';
import { createOrderedPool } from './ordered-pool';
import type { Task } from './registry';
import { COMPUTE_THREAD_READY } from './thread';

export type ComputePoolOptions = Omit<OrderedPoolOptions, 'fairness' | 'minThreads' | 'idleTimeoutMs'> & {
  /** A fair share per client (fair-queue.ts), for the tasks `clientKeys` gives keys to. */
  fairness?: { perClientWaiting: number; clientKeys: (task: Task) => readonly string[] };
  /** Rejects whenReady() when it rejects (data the threads wait on that failed to load). */
  failed?: Promise<unknown>;
};

/** A pool of long-lived threads, ready once every thread has said so (announceReady, thread.ts). */
export interface ComputePool {
  run<T>(task: Task): Promise<T>;
  /** True once every thread has loaded what its tasks need. */
  ready(): boolean;
  /** Settles when ready() turns true (rejects when a thread cannot start). */
  whenReady(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Threads that hold data (they never end for being idle, and a crashed one is replaced), with the
 * ordered pool's queue in front (ordered-pool.ts): in arrival order, or by each client's fair share,
 * and a full queue refused at once with a ComputeBusyError.
 */
export function createComputePool(options: ComputePoolOptions): ComputePool {
  const { fairness, failed, ...rest } = options;
  const pool = createOrderedPool({
    ...rest,
    minThreads: options.threads,
    idleTimeoutMs: 2 ** 31 - 1,
    ...(fairness
      ? { fairness: { ...fairness, clientKeys: (task) => fairness.clientKeys(task as Task) } }
      : {}),
  });
  const loaded = new Set<number>();
  let isReady = false;
  const whenReady = new Promise<void>((resolve, reject) => {
    pool.on('message', (message) => {
      const m = message as { type?: string; threadId?: number };
      if (m.type !== COMPUTE_THREAD_READY || m.threadId === undefined) return;
      loaded.add(m.threadId);
      if (loaded.size >= options.threads) {
        isReady = true;
        resolve();
      }
    });
    pool.on('error', reject);
    failed?.catch(reject);
  });
  // Not every caller waits on it: a failed start must not be an unhandled rejection.
  whenReady.catch(() => undefined);
  return {
    run: (task) => pool.run(task),
    ready: () => isReady,
    whenReady: () => whenReady,
    close: () => pool.close(),
  };
}
