import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrderedPool, type OrderedPool } from './ordered-pool';
import { workerExecArgv } from './worker-file';

const REPORTER = fileURLToPath(new URL('./fixtures/idle-reporter.ts', import.meta.url));

let pool: OrderedPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the ordered pool', () => {
  it("lets an idle thread's timers run: the collection after a load happens without another task", async () => {
    pool = createOrderedPool({
      filename: REPORTER,
      threads: 1,
      minThreads: 1,
      maxWaiting: 4,
      busy: { message: 'busy', retryAfterSeconds: 1 },
      execArgv: workerExecArgv(true),
    });
    const ran = new Promise<string>((resolve) =>
      pool!.on('message', (m) => {
        if ((m as { type?: string }).type === 'idle-work-ran') resolve('ran');
      }),
    );
    expect(await pool.run<number>(21)).toBe(42);
    // The thread's idle timer (50 ms) fires while no task comes: a thread parked between tasks
    // (piscina's 'sync' atomics) never runs it, and this deadline says so instead of a bare timeout.
    const never = new Promise<string>((resolve) => setTimeout(() => resolve('never'), 10_000).unref());
    expect(await Promise.race([ran, never])).toBe('ran');
  }, 20_000);
});
