import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROAD_DATA_PENDING } from '../../routing/road-data-pending';

// `npm start` builds the road search data beside a server that already answers (scripts/start.mjs):
// the process's road data is loaded only once that build has settled, failed builds included, so
// the loader never reads half-made files. The loader thread is replaced by a stand-in that records
// when it is started.

const started: string[] = [];
vi.mock('piscina', () => ({
  Piscina: class {
    constructor() {
      started.push('loader');
    }
    run() {
      return Promise.resolve({ graphFile: 'stand-in' });
    }
    destroy() {
      return Promise.resolve();
    }
  },
}));

/** Every callback already queued has run (no time waited: one turn of the event loop). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[ROAD_DATA_PENDING];
  started.length = 0;
  vi.resetModules();
});

async function withPendingBuild(outcome: 'built' | 'failed') {
  let finish!: () => void;
  const build = new Promise<void>((resolve, reject) => {
    finish = () => (outcome === 'built' ? resolve() : reject(new Error('build failed')));
  });
  (globalThis as Record<symbol, unknown>)[ROAD_DATA_PENDING] = build;
  const { sharedRoadsOfProcess } = await import('./shared-roads-channel');
  const roads = sharedRoadsOfProcess();
  await settle();
  expect(started).toEqual([]);
  finish();
  expect(await roads).toEqual({ graphFile: 'stand-in' });
  expect(started).toEqual(['loader']);
}

describe('the road data after a start-up build', () => {
  it('is loaded once the build is done, not before', () => withPendingBuild('built'));

  it('is loaded after a failed build too (hierarchies missing: A* routes those metrics)', () =>
    withPendingBuild('failed'));

  it('is loaded at once when no build is under way', async () => {
    const { sharedRoadsOfProcess } = await import('./shared-roads-channel');
    await sharedRoadsOfProcess();
    expect(started).toEqual(['loader']);
  });
});
