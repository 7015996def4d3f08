// What a compute thread tells its pool, and how it steps back once ready.
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
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

/** How long a thread waits after its last task before it collects its garbage (collectWhenIdle). */
export const IDLE_COLLECT_MS = 10_000;

type Scheduler = (run: () => void, ms: number) => () => void;

const unrefTimer: Scheduler = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

let fullCollection: (() => void) | undefined;

/**
 * A full, compacting garbage collection of this thread's heap. V8 keeps the heap a burst of work grew
 * and a plain full collection frees objects but not the pages they were scattered over: after a
 * minute of plans a plan thread held 172 MB of old space for 67 MB of live data, and 68 MB once the
 * collection compacted (bench/memory-breakdown.ts). `gc` is exposed, and compaction asked for, by
 * setting V8's flags at run time around the call (the flags are the process's: another thread's full
 * collection meanwhile compacts too, which costs it time, nothing else).
 */
export function collectFully(): void {
  if (!fullCollection) {
    v8.setFlagsFromString('--expose-gc');
    fullCollection = vm.runInNewContext('gc') as () => void;
  }
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    fullCollection();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/**
 * How often a thread that is never idle long enough for collectWhenIdle collects anyway, between two
 * tasks. Under a load that never pauses, a plan thread's resident memory kept climbing (2 plan
 * threads: 734 to 874 MB over 2 minutes while one thread levelled off at about 630 MB; the idle
 * collection took it back down), so every thread compacts at most this often: one collection (about
 * 50-100 ms) in 15 s of work, below 1 % of a thread's time.
 */
export const BUSY_COLLECT_MS = 15_000;

/**
 * Wraps a thread's task handler so that once no task has run for `idleMs` the thread collects its
 * garbage (one full collection, about 50-100 ms of this idle thread's time): memory grown under a
 * load goes back once the load has passed, instead of staying with every thread. Under a load with no
 * such pause, a task that ends `busyEveryMs` or more after the last collection is followed by one, once
 * its answer has gone (the next task waits for it).
 */
export function collectWhenIdle<T, R>(
  handle: (task: T) => Promise<R>,
  options: {
    idleMs?: number;
    busyEveryMs?: number;
    collect?: () => void;
    schedule?: Scheduler;
    now?: () => number;
  } = {},
): (task: T) => Promise<R> {
  const {
    idleMs = IDLE_COLLECT_MS,
    busyEveryMs = BUSY_COLLECT_MS,
    collect = collectFully,
    schedule = unrefTimer,
    now = () => performance.now(),
  } = options;
  let running = 0;
  let cancel: (() => void) | undefined;
  let collectedAt = now();
  let busyCollectionDue = false;
  const collectNow = () => {
    collectedAt = now();
    collect();
  };
  return async (task) => {
    running += 1;
    cancel?.();
    cancel = undefined;
    try {
      return await handle(task);
    } finally {
      running -= 1;
      if (!busyCollectionDue && now() - collectedAt >= busyEveryMs) {
        // Not cancelled by the next task: under load there is always a next task.
        busyCollectionDue = true;
        schedule(() => {
          busyCollectionDue = false;
          collectNow();
        }, 0);
      }
      if (running === 0) {
        cancel = schedule(() => {
          cancel = undefined;
          collectNow();
        }, idleMs);
      }
    }
  };
}
