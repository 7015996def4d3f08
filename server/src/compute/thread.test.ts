import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { collectFully, collectWhenIdle } from './thread';

/** A scheduler the test runs by hand: what is pending, and a way to fire it. */
function manualScheduler() {
  const pending: { run: () => void; ms: number; cancelled: boolean }[] = [];
  return {
    pending,
    live: () => pending.filter((p) => !p.cancelled),
    schedule: (run: () => void, ms: number) => {
      const entry = { run, ms, cancelled: false };
      pending.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('collectWhenIdle', () => {
  it('collects once after the last task, not while any task runs', async () => {
    const clock = manualScheduler();
    let collections = 0;
    const first = deferred<string>();
    const second = deferred<string>();
    const tasks: Record<string, Promise<string>> = { a: first.promise, b: second.promise };
    const handle = collectWhenIdle((name: string) => tasks[name]!, {
      idleMs: 5_000,
      collect: () => (collections += 1),
      schedule: clock.schedule,
    });

    const a = handle('a');
    const b = handle('b');
    first.resolve('A');
    expect(await a).toBe('A');
    // One task still runs: nothing is scheduled.
    expect(clock.live()).toHaveLength(0);
    second.resolve('B');
    expect(await b).toBe('B');
    expect(clock.live()).toHaveLength(1);
    expect(clock.live()[0]!.ms).toBe(5_000);
    clock.live()[0]!.run();
    expect(collections).toBe(1);
  });

  it('a task that comes before the idle time is up cancels the collection', async () => {
    const clock = manualScheduler();
    let collections = 0;
    const handle = collectWhenIdle(async (n: number) => n * 2, {
      collect: () => (collections += 1),
      schedule: clock.schedule,
    });
    expect(await handle(1)).toBe(2);
    const firstTimer = clock.live()[0]!;
    expect(await handle(2)).toBe(4);
    expect(firstTimer.cancelled).toBe(true);
    expect(clock.live()).toHaveLength(1);
    expect(collections).toBe(0);
  });

  it('a task that fails still leaves the thread to collect, and its error reaches the caller', async () => {
    const clock = manualScheduler();
    const handle = collectWhenIdle(
      async () => {
        throw new Error('no route');
      },
      { collect: () => undefined, schedule: clock.schedule },
    );
    await expect(handle(undefined)).rejects.toThrow('no route');
    expect(clock.live()).toHaveLength(1);
  });
});

describe('collectWhenIdle under a load with no pause', () => {
  it('collects after a task once busyEveryMs have passed since the last collection, not before', async () => {
    const clock = manualScheduler();
    let time = 0;
    let collections = 0;
    const handle = collectWhenIdle(async (n: number) => n * 2, {
      idleMs: 5_000,
      busyEveryMs: 15_000,
      collect: () => (collections += 1),
      schedule: clock.schedule,
      now: () => time,
    });
    time = 14_000;
    expect(await handle(1)).toBe(2);
    // Only the idle collection is pending, and the next task cancels it.
    expect(clock.live().map((p) => p.ms)).toEqual([5_000]);
    time = 15_500;
    const next = handle(2);
    expect(clock.live()).toHaveLength(0);
    expect(await next).toBe(4);
    const busy = clock.live().find((p) => p.ms === 0)!;
    expect(busy).toBeDefined();
    // A task that comes before it runs does not cancel it: under load there is always one.
    const after = handle(3);
    expect(busy.cancelled).toBe(false);
    busy.run();
    expect(collections).toBe(1);
    expect(await after).toBe(6);
    // The clock starts again from that collection.
    time = 20_000;
    expect(await handle(4)).toBe(8);
    expect(clock.live().filter((p) => p.ms === 0 && p !== busy)).toHaveLength(0);
  });
});

describe('collectFully', () => {
  it('gives back the heap that garbage grew', () => {
    // Garbage the young generation promotes: arrays kept for a moment, then dropped.
    let garbage: number[][] | undefined = Array.from({ length: 200_000 }, (_, i) => [i, i + 1, i + 2]);
    const before = process.memoryUsage().heapUsed;
    garbage = undefined;
    collectFully();
    const after = process.memoryUsage().heapUsed;
    expect(garbage).toBeUndefined();
    // 200,000 small arrays are well over 10 MB; a full collection frees them.
    expect(before - after).toBeGreaterThan(10 * 1024 * 1024);
  });
});

describe('collectFully compacts', () => {
  const oldSpaceMb = () => {
    const old = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!;
    return old.space_size / 2 ** 20;
  };

  it('gives back the pages that a plain full collection leaves scattered with live objects', () => {
    v8.setFlagsFromString('--expose-gc');
    const plainCollection = vm.runInNewContext('gc') as () => void;
    // Objects that live long enough to reach the old space, then nine in ten dropped: the tenth
    // keeps every page of them in use.
    let all: { i: number; s: string }[] | undefined = Array.from({ length: 400_000 }, (_, i) => ({ i, s: `x${i}` }));
    plainCollection();
    plainCollection();
    const kept = all.filter((_, i) => i % 10 === 0);
    all = undefined;
    plainCollection();
    const scattered = oldSpaceMb();
    collectFully();
    const compacted = oldSpaceMb();
    expect(kept).toHaveLength(40_000);
    expect(all).toBeUndefined();
    // 400,000 objects and their strings are about 25 MB; compaction gives most of those pages back.
    expect(scattered - compacted).toBeGreaterThan(8);
  });
});
