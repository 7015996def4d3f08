import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serveSharedRoads, sharedRoadsOfProcess } from './shared-roads-channel';
import { READERS_GUARD_MS, bothHolding, twoReaderThreads, untilBothHold } from './fixtures/two-readers';

// The road data the plan threads share (shared-roads.ts): loaded once in its own thread, handed to
// two threads through the pool's channel, and read by both from the same memory: a value this
// thread writes after they have it is the value both read.

const reader = fileURLToPath(new URL('./fixtures/shared-roads-reader.ts', import.meta.url));

describe('the road data in shared memory', () => {
  const threads = twoReaderThreads(reader);
  afterAll(() => threads.destroy());

  it('reaches two threads as views of one copy, not copies', async () => {
    const roads = sharedRoadsOfProcess();
    const server = serveSharedRoads(roads);
    try {
      const bothHold = bothHolding(threads);
      const sync = new SharedArrayBuffer(4);
      const answers = [0, 1].map(() => threads.run({ channel: server.channel, sync }));
      // Both threads hold the data (each task waits for the test, so the two run on two threads).
      await untilBothHold(bothHold, answers);
      const { graph } = await roads;
      expect(graph.edgeMetres.buffer).toBeInstanceOf(SharedArrayBuffer);
      const before = graph.edgeMetres[0];
      graph.edgeMetres[0] = 424242;
      Atomics.store(new Int32Array(sync), 0, 1);
      Atomics.notify(new Int32Array(sync), 0);
      const read = await Promise.all(answers);
      graph.edgeMetres[0] = before;
      expect(read[0].threadId).not.toBe(read[1].threadId);
      for (const answer of read) {
        expect(answer.arrays).toBeGreaterThan(40);
        expect(answer.allShared).toBe(true);
        expect(answer.edgeMetresBytes).toBe(graph.edgeCount * 4);
        expect(answer.firstEdgeMetres).toBe(424242);
      }
    } finally {
      server.close();
    }
  }, READERS_GUARD_MS);

  it('is loaded once per process', async () => {
    expect(await sharedRoadsOfProcess()).toBe(await sharedRoadsOfProcess());
  });
});
