import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { normalizePlaceName } from '../../catalogue/core/place-name';
import { serveSharedRoads, sharedCatalogueOfProcess, sharedRoadsOfProcess } from './shared-roads-channel';
import { READERS_GUARD_MS, bothHolding, twoReaderThreads, untilBothHold } from './fixtures/two-readers';

// The catalogue's label indexes the plan threads share (bundled-data.ts, gazetteer-labels.ts): built
// once in a thread of their own, handed to two threads through the pool's channel with the road
// data, and read by both from the same memory: a value this thread writes after they have it is the
// value both read.

const reader = fileURLToPath(new URL('./fixtures/shared-catalogue-reader.ts', import.meta.url));
const LABEL = 'Moab, Utah, United States';

describe("the catalogue's indexes in shared memory", () => {
  const threads = twoReaderThreads(reader);
  afterAll(() => threads.destroy());

  it('reach two threads as views of one copy, not copies', async () => {
    const catalogue = sharedCatalogueOfProcess();
    const server = serveSharedRoads(sharedRoadsOfProcess(), catalogue);
    try {
      const bothHold = bothHolding(threads);
      const sync = new SharedArrayBuffer(4);
      const label = normalizePlaceName(LABEL);
      const answers = [0, 1].map(() => threads.run({ channel: server.channel, sync, label }));
      // Both threads hold the index (each task waits for the test, so the two run on two threads).
      await untilBothHold(bothHold, answers);
      const { labels } = await catalogue;
      expect(labels.labelMatch.buffer).toBeInstanceOf(SharedArrayBuffer);
      const before = labels.labelMatch[0];
      labels.labelMatch[0] = 424242;
      Atomics.store(new Int32Array(sync), 0, 1);
      Atomics.notify(new Int32Array(sync), 0);
      const read = await Promise.all(answers);
      labels.labelMatch[0] = before;
      expect(read[0].threadId).not.toBe(read[1].threadId);
      for (const answer of read) {
        expect(answer.allShared).toBe(true);
        expect(answer.matchBytes).toBe(labels.matches.bytes.byteLength);
        expect(answer.firstLabelMatch).toBe(424242);
        expect(answer.resolved).toBe(LABEL);
      }
    } finally {
      server.close();
    }
  }, READERS_GUARD_MS);

  it('are built once per process', async () => {
    expect(await sharedCatalogueOfProcess()).toBe(await sharedCatalogueOfProcess());
  });
});
