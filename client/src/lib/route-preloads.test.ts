// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './route-preloads';

type Callback = () => void;

/** A stand-in for the browser's paint reporting: `paint()` records the first contentful paint and tells observers. */
function fakePaints({ supported = true } = {}) {
  const observers = new Set<Callback>();
  const entries: { name: string }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(private readonly callback: Callback) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(
    (name: string) => entries.filter((e) => e.name === name) as unknown as PerformanceEntryList,
  );
  return {
    observers,
    paint() {
      entries.push({ name: 'first-contentful-paint' });
      for (const callback of [...observers]) callback();
    },
  };
}

function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then lets go of its observer', async () => {
    vi.useFakeTimers();
    const paints = fakePaints();
    const isDone = settled(afterFirstPaint(1_000));
    await vi.advanceTimersByTimeAsync(500);
    expect(isDone()).toBe(false);
    paints.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
    expect(paints.observers.size).toBe(0);
  });

  it('goes on after its time at the latest when no paint is reported', async () => {
    vi.useFakeTimers();
    const paints = fakePaints();
    const isDone = settled(afterFirstPaint(1_000));
    await vi.advanceTimersByTimeAsync(999);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
    expect(paints.observers.size).toBe(0);
  });

  it('waits for nothing on a page already painted, hidden, or in a browser that reports no paints', async () => {
    vi.useFakeTimers();
    const painted = fakePaints();
    painted.paint();
    const already = settled(afterFirstPaint(1_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(already()).toBe(true);
    vi.restoreAllMocks();

    fakePaints({ supported: false });
    const unsupported = settled(afterFirstPaint(1_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(unsupported()).toBe(true);

    fakePaints();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = settled(afterFirstPaint(1_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(hidden()).toBe(true);
  });
});
