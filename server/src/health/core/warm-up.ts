/** One piece of start-up work; a promise holds the warm-up until it settles. */
export type WarmUpStep = () => unknown;

/** Where the start-up warm-up stands: running, every step done, or ended by a failed step. */
export type StartState = 'starting' | 'ready' | 'failed';

export interface WarmUp {
  /** True once the warm-up has ended, every step run or a step failed. */
  ready(): boolean;
  /** Where the warm-up stands (/api/health reports it). */
  state(): StartState;
  /** Runs the steps one at a time, yielding to the event loop before each, so requests keep being answered. */
  start(): Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Start-up work in slices. Steps are read lazily, so a later step may use what an earlier one loaded.
 * A failed step ends the warm-up (the error is the caller's to log) in the `failed` state, which
 * /api/health reports as degraded: what it was loading loads again on first use on this thread, where
 * its error reaches the request that needs it, but a plan thread that could not load may not recover.
 */
export function createWarmUp(steps: Iterable<WarmUpStep>): WarmUp {
  let state: StartState = 'starting';
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      for (const step of steps) {
        await nextTurn();
        await step();
      }
      state = 'ready';
    } catch (err) {
      state = 'failed';
      throw err;
    }
  };
  return {
    ready: () => state !== 'starting',
    state: () => state,
    start: () => (running ??= run()),
  };
}
