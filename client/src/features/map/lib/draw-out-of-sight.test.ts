// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutOfSightMap } from './draw-out-of-sight';
import { IDLE_GIVE_UP_MS, OUT_OF_SIGHT_PIXEL_RATIO, drawOutOfSight, hideCanvas } from './draw-out-of-sight';

/** A map that comes to rest when told to, and a WebGL 2 fence that signals when told to. */
function fakeMap() {
  const container = document.createElement('div');
  const log: string[] = [];
  let idle: Array<() => void> = [];
  let fenceDone = false;
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 1,
    SYNC_STATUS: 2,
    SIGNALED: 3,
    isContextLost: () => false,
    fenceSync: () => {
      log.push('fence');
      return {};
    },
    flush: () => {},
    getSyncParameter: () => (fenceDone ? 3 : 4),
    deleteSync: () => {},
  };
  const canvas = { getContext: () => gl } as unknown as HTMLCanvasElement;
  const map: OutOfSightMap = {
    getCanvas: () => canvas,
    getCanvasContainer: () => container,
    once: (_type, listener) => idle.push(listener),
    setPixelRatio: (ratio) => log.push(`ratio ${ratio}`),
    triggerRepaint: () => {},
  };
  const rest = () => {
    const waiting = idle;
    idle = [];
    log.push('idle');
    for (const listener of waiting) listener();
  };
  return { map, container, log, rest, signal: () => (fenceDone = true) };
}

describe('drawOutOfSight', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the canvas only once the map is at rest at the device ratio and the GPU has drawn it', async () => {
    const { map, container, log, rest, signal } = fakeMap();
    hideCanvas(map);
    expect(container.style.contentVisibility).toBe('hidden');
    let done = false;
    void drawOutOfSight(map, 2.625).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(log).toEqual([]);
    rest();
    await vi.advanceTimersByTimeAsync(50);
    // Sharpened at rest, still hidden: nothing is read back yet.
    expect(log).toEqual(['idle', 'ratio 2.625']);
    rest();
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toEqual(['idle', 'ratio 2.625', 'idle', 'fence']);
    expect(done).toBe(false);
    expect(container.style.contentVisibility).toBe('hidden');
    signal();
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
    expect(container.style.contentVisibility).toBe('');
  });

  it('keeps the ratio at the device ratio of 1, and goes on when the map never comes to rest', async () => {
    const { map, container, log, signal } = fakeMap();
    hideCanvas(map);
    signal();
    let done = false;
    void drawOutOfSight(map, OUT_OF_SIGHT_PIXEL_RATIO).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(IDLE_GIVE_UP_MS - 100);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
    expect(log).toEqual(['fence']);
    expect(container.style.contentVisibility).toBe('');
  });
});
