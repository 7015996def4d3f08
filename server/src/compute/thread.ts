// What a compute thread tells its pool, and how it steps back once ready.
import os from 'node:os';
import { parentPort, threadId } from 'node:worker_threads';

/** Posted by a thread of a compute pool once it holds everything its tasks need. */
export const COMPUTE_THREAD_READY = 'compute-thread-ready';

/** Tells the pool (compute-pool.ts) this thread is ready. */
export function announceReady(): void {
  parentPort?.postMessage({ type: COMPUTE_THREAD_READY, threadId });
}

/**
 * Adds `increment` to this thread's nice value (a thread starts at the main thread's priority, so a
 * start is not slowed by whatever else the machine runs). On Linux a nice value is per thread:
 * os.setPriority(0) sets this thread's only.
 */
export function lowerThreadPriority(increment: number): void {
  try {
    os.setPriority(0, Math.min(19, os.getPriority(0) + increment));
  } catch {
    // Not permitted here (some containers): the thread keeps its priority.
  }
}
