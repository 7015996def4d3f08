// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutOfSightMap } from './draw-out-of-sight';
import { IDLE_GIVE_UP_MS, OUT_OF_SIGHT_PIXEL_RATIO, drawOutOfSight, hideCanvas } from './draw-out-of-sight';

/**
 * A map that comes to rest when told to, logs the frames its painter draws, and a WebGL 2 fence that
 * signals when told to.
 */
function fakeMap() {
  const container = document.createElement('div');
  const log: string[] = [];
  let idle: Array<() => void> = [];
  let frame: Array<() => void> = [];
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
    once: (type, listener) => (type === 'idle' ? idle.push(listener) : frame.push(listener)),
    setPixelRatio: (ratio) => log.push(`ratio ${ratio}`),
    triggerRepaint: () => {},
    painter: { render: () => log.push('drawn') },
  };
  /** What MapLibre does on a frame: the painter draws, then `render`, then `idle` when told so. */
  const draw = (rests: boolean) => {
    map.painter?.render();
    const waiting = [...frame, ...(rests ? idle : [])];
    frame = [];
    if (rests) {
      idle = [];
      log.push('idle');
    }
    for (const listener of waiting) listener();
  };
  return {
    map,
    container,
    log,
    rest: () => draw(true),
    frame: () => draw(false),
    signal: () => (fenceDone = true),
  };
}

describe('drawOutOfSight', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws nothing until the map is at rest, then one frame at the device ratio, shown once the GPU has drawn it', async () => {
    const { map, container, log, rest, frame, signal } = fakeMap();
    hideCanvas(map);
    expect(container.style.contentVisibility).toBe('hidden');
    let done = false;
    void drawOutOfSight(map, 2.625).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    // Frames while the data arrives: the painter is held.
    frame();
    frame();
    expect(log).toEqual([]);
    rest();
    await vi.advanceTimersByTimeAsync(50);
    // Sharpened at rest, still hidden: nothing is read back yet.
    expect(log).toEqual(['idle', 'ratio 2.625']);
    rest();
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toEqual(['idle', 'ratio 2.625', 'drawn', 'idle', 'fence']);
    expect(done).toBe(false);
    expect(container.style.contentVisibility).toBe('hidden');
    signal();
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
    expect(container.style.contentVisibility).toBe('');
  });

  it('keeps a ratio equal to the start, and draws what it has when the map never comes to rest', async () => {
    const { map, container, log, frame, signal } = fakeMap();
    hideCanvas(map);
    signal();
    let done = false;
    void drawOutOfSight(map, OUT_OF_SIGHT_PIXEL_RATIO).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(IDLE_GIVE_UP_MS - 100);
    frame();
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    // Given up waiting for rest: the frames are let go and the next one is drawn and shown.
    expect(done).toBe(false);
    frame();
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
    expect(log).toEqual(['drawn', 'fence']);
    expect(container.style.contentVisibility).toBe('');
  });

  it('draws as before a map without a painter to hold', async () => {
    const { map, log, rest, signal } = fakeMap();
    const painter = map.painter;
    delete map.painter;
    hideCanvas(map);
    signal();
    void drawOutOfSight(map, 2);
    painter?.render();
    rest();
    await vi.advanceTimersByTimeAsync(20);
    expect(log).toEqual(['drawn', 'idle', 'ratio 2']);
  });
});
