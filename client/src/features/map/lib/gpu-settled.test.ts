// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gpuSettled } from './gpu-settled';

const SIGNALED = 0x9119;
const UNSIGNALED = 0x9118;

/** A WebGL 2 context whose fence signals once `done` is set; counts what it was asked. */
function fakeContext() {
  const state = { done: false, lost: false, asked: 0, flushed: 0, deleted: 0 };
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
    SYNC_STATUS: 0x9114,
    SIGNALED,
    isContextLost: () => state.lost,
    fenceSync: () => ({}),
    flush: () => void state.flushed++,
    getSyncParameter: () => {
      state.asked++;
      return state.done ? SIGNALED : UNSIGNALED;
    },
    deleteSync: () => void state.deleted++,
  };
  const canvas = {
    getContext: (kind: string) => (kind === 'webgl2' ? gl : null),
  } as unknown as HTMLCanvasElement;
  return { canvas, state };
}

describe('gpuSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves only once the fence has signalled, asking without blocking, then deletes it', async () => {
    const { canvas, state } = fakeContext();
    let settled = false;
    void gpuSettled(canvas).then(() => (settled = true));
    expect(state.flushed).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(false);
    expect(state.asked).toBeGreaterThan(5);
    state.done = true;
    await vi.advanceTimersByTimeAsync(20);
    expect(settled).toBe(true);
    expect(state.deleted).toBe(1);
  });

  it('gives up after the given time when the fence never signals', async () => {
    const { canvas } = fakeContext();
    let settled = false;
    void gpuSettled(canvas, 1_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it('resolves when the context is lost meanwhile, and at once without a WebGL 2 context', async () => {
    const { canvas, state } = fakeContext();
    let settled = false;
    void gpuSettled(canvas).then(() => (settled = true));
    state.lost = true;
    await vi.advanceTimersByTimeAsync(20);
    expect(settled).toBe(true);
    expect(state.deleted).toBe(0);

    const plain = { getContext: () => null } as unknown as HTMLCanvasElement;
    await expect(gpuSettled(plain)).resolves.toBeUndefined();
  });
});
