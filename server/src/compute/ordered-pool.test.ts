import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ComputeOutOfMemoryError } from './errors';
import { createOrderedPool, type OrderedPool } from './ordered-pool';
import { workerExecArgv } from './worker-file';

const REPORTER = fileURLToPath(new URL('./fixtures/idle-reporter.ts', import.meta.url));
const HOG = fileURLToPath(new URL('./fixtures/heap-hog.ts', import.meta.url));

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

  it('gives its threads the heap limits it was given', async () => {
    pool = createOrderedPool({
      filename: HOG,
      threads: 1,
      minThreads: 1,
      maxWaiting: 4,
      busy: { message: 'busy', retryAfterSeconds: 1 },
      execArgv: workerExecArgv(true),
      resourceLimits: { maxOldGenerationSizeMb: 96 },
    });
    const limits = await pool.run<{ maxOldGenerationSizeMb: number }>('limits');
    expect(limits.maxOldGenerationSizeMb).toBe(96);
  }, 20_000);

  it('answers a task whose thread went over its heap limit with a clear error, and replaces the thread', async () => {
    pool = createOrderedPool({
      filename: HOG,
      threads: 1,
      minThreads: 1,
      maxWaiting: 4,
      busy: { message: 'busy', retryAfterSeconds: 1 },
      execArgv: workerExecArgv(true),
      resourceLimits: { maxOldGenerationSizeMb: 64 },
      outOfMemory: { message: 'too big for a thread', retryAfterSeconds: 7 },
    });
    const before = await pool.run<{ maxOldGenerationSizeMb: number }>('limits');
    expect(before.maxOldGenerationSizeMb).toBe(64);
    const failure = await pool.run('hog').then(
      () => 'answered',
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ComputeOutOfMemoryError);
    expect(failure).toMatchObject({ message: 'too big for a thread', retryAfterSeconds: 7 });
    expect(pool.running).toBe(0);
    // The next task is answered by the thread started in its place, with the same limits.
    expect(await pool.run<number>(21)).toBe(42);
    expect((await pool.run<{ maxOldGenerationSizeMb: number }>('limits')).maxOldGenerationSizeMb).toBe(64);
  }, 60_000);
});
