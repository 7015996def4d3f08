import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type readDerived from './fixtures/shared-derived-reader';
import { afterAll, describe, expect, it } from 'vitest';
import { createEdgeIndex, edgeCellsOf } from '../../routing/core/edge-index';
import { createNodeIndex, nodeCellsOf } from '../../routing/core/node-index';
import { chordBoundOf } from '../../routing/core/road-search';
import { tieFactors } from '../../routing/core/road-weights';
import { serveSharedRoads, sharedRoadsOfProcess } from './shared-roads-channel';
import { READERS_GUARD_MS, bothHolding, twoReaderThreads, untilBothHold } from './fixtures/two-readers';

// What every router derives from the road graph and only reads (the node and road-piece grids, the
// chord bound's unit vectors, the tie-breaking factors: core/per-graph.ts) is built once, in the
// loader thread, into shared memory with the graph (shared-roads.ts). Two plan threads that adopt
// the road data read it from that one copy (a value this thread writes after they hold it is what
// both read through the routers' own accessors), and it is what a thread builds for itself: the
// same arrays, and the same nearest node and point of road for places across the country.

const reader = fileURLToPath(new URL('./fixtures/shared-derived-reader.ts', import.meta.url));

/** Points across the lower 48, and a few off the coast, from a fixed seed. */
function points(count: number) {
  let seed = 20261206;
  const next = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  return Array.from({ length: count }, () => ({ latitude: 25 + next() * 24, longitude: -124 + next() * 55 }));
}

/**
 * `value` with each typed array in it (itself, or a field of an object) as its kind, its length and a
 * digest of its bytes, for toEqual: the same verdict as toEqual on the arrays themselves (the same
 * kind, the same values bit for bit), which walked their million elements one by one, about 15 CPU-s
 * of this test and a minute of its wall time on a loaded machine (bench/results/ci-time.md).
 */
function arraysAsBytes(value: unknown): unknown {
  if (ArrayBuffer.isView(value)) {
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    const kind = value.constructor.name;
    const length = 'length' in value ? value.length : value.byteLength;
    return { kind, length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, arraysAsBytes(field)]));
  }
  return value;
}

describe("the road graph's derived indexes in shared memory", () => {
  const threads = twoReaderThreads(reader);
  afterAll(() => threads.destroy());

  it('are one copy two threads read, and what a thread builds for itself', async () => {
    const roads = sharedRoadsOfProcess();
    const server = serveSharedRoads(roads);
    try {
      const asked = points(40);
      const bothHold = bothHolding(threads);
      const sync = new SharedArrayBuffer(4);
      const answers = [0, 1].map(() => threads.run({ channel: server.channel, sync, points: asked }));
      await untilBothHold(bothHold, answers);
      const { graph, derived } = await roads;
      // This thread never adopted them: its accessors build their own from the graph.
      const own = { nodeCells: nodeCellsOf(graph), edgeCells: edgeCellsOf(graph), chord: chordBoundOf(graph) };
      expect(own.nodeCells.order).not.toBe(derived.nodeCells.order);
      expect(arraysAsBytes(derived.nodeCells.order)).toEqual(arraysAsBytes(own.nodeCells.order));
      expect(arraysAsBytes(derived.nodeCells.grid)).toEqual(arraysAsBytes(own.nodeCells.grid));
      expect(arraysAsBytes(derived.edgeCells.order)).toEqual(arraysAsBytes(own.edgeCells.order));
      expect(arraysAsBytes(derived.edgeCells.pieceEdge)).toEqual(arraysAsBytes(own.edgeCells.pieceEdge));
      expect(arraysAsBytes(derived.edgeCells.grid)).toEqual(arraysAsBytes(own.edgeCells.grid));
      expect(arraysAsBytes(derived.chord)).toEqual(arraysAsBytes(own.chord));
      expect(arraysAsBytes(derived.tie)).toEqual(arraysAsBytes(tieFactors(graph)));
      const nearestNode = createNodeIndex(graph);
      const nearestRoad = createEdgeIndex(graph);
      const before = derived.tie[0];
      derived.tie[0] = 424242;
      Atomics.store(new Int32Array(sync), 0, 1);
      Atomics.notify(new Int32Array(sync), 0);
      const read = (await Promise.all(answers)) as Array<Awaited<ReturnType<typeof readDerived>>>;
      derived.tie[0] = before;
      expect(read[0].threadId).not.toBe(read[1].threadId);
      for (const answer of read) {
        expect(answer.allShared).toBe(true);
        expect(answer.firstTie).toBe(424242);
        expect(answer.nodes).toEqual(asked.map((p) => nearestNode(p)));
        expect(answer.roads).toEqual(asked.map((p) => nearestRoad(p)));
      }
      // Points on roads and off them: some met part-way along an edge, some at a node.
      expect(read[0].roads.some((r) => r.edge >= 0)).toBe(true);
      expect(new Set(read[0].nodes.map((n) => n.node)).size).toBeGreaterThan(30);
    } finally {
      server.close();
    }
  }, READERS_GUARD_MS);
});
