/** One piece of start-up work; a promise holds the warm-up until it settles. */
export type WarmUpStep = () => unknown;

export interface WarmUp {
  /** True once every step has run (or the warm-up gave up on a failed step). */
  ready(): boolean;
  /** Runs the steps one at a time, yielding to the event loop before each, so requests keep being answered. */
  start(): Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Start-up work in slices. Steps are read lazily, so a later step may use what an earlier one loaded.
 * A failed step ends the warm-up (the error is the caller's to log): whatever it was loading loads
 * again on first use, where its error reaches the request that needs it.
 */
export function createWarmUp(steps: Iterable<WarmUpStep>): WarmUp {
  let done = false;
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      for (const step of steps) {
        await nextTurn();
        await step();
      }
    } finally {
      done = true;
    }
  };
  return {
    ready: () => done,
    start: () => (running ??= run()),
  };
}
