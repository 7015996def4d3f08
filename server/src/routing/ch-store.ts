import { readFileSync } from 'node:fs';
import type { HierarchyShape } from './core/ch-build';
import { buildHierarchy } from './core/ch-build';
import type { Hierarchy } from './core/ch-query';
import { hierarchyAt } from './core/ch-query';
import type { RoadGraph } from './graph';
import { VarintReader, VarintWriter } from './core/graph-format';
import { graphFingerprint, metricKey } from './core/profile-landmarks';
import type { RouteRequest } from './core/road-types';
import { coastalNames, edgeCostsOf } from './core/road-weights';

// One metric's hierarchy file (data/roads/us-roads.ch-<profile>-<0|1>.bin, built by
// scripts/build-profile-landmarks.ts; about 11 MB each, so built, not committed): a varint header,
//   magic "RVCH1\n", the graph's fingerprint, node count, the metric's key (byte length + UTF-8), a
//   fingerprint of every edge's cost in the metric (so a file made for other weights is never
//   read), shortcut count, upward slot count, pad length and that many zero bytes (the arrays start
//   at a multiple of 4), then as they lie in memory (little-endian uint32): scA, scB, kid1, kid2,
//   upStart, upEdge (ch-build.ts).
const CH_MAGIC = 'RVCH1\n';

/** The hierarchy file of a metric beside the graph file. */
export const hierarchyFileFor = (graphFile: string, req: Pick<RouteRequest, 'profile' | 'avoidHighways'>) =>
  graphFile.replace(/\.bin\.gz$/, `.ch-${metricKey(req).replace('/', '-')}.bin`);

/** A fingerprint of a metric's edge costs (their exact bits). */
export function costFingerprint(costs: Float64Array): number {
  const words = new Uint32Array(costs.buffer, costs.byteOffset, costs.length * 2);
  let h = costs.length;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x9e3779b1) ^ (h >>> 15);
  return h >>> 0;
}

const shapeArrays = (s: HierarchyShape) => [s.scA, s.scB, s.kid1, s.kid2, s.upStart, s.upEdge];

export function encodeHierarchy(graph: RoadGraph, key: string, costs: Float64Array, shape: HierarchyShape): Uint8Array {
  const w = new VarintWriter();
  w.bytes(new TextEncoder().encode(CH_MAGIC));
  w.uint(graphFingerprint(graph));
  w.uint(graph.nodeCount);
  const keyBytes = new TextEncoder().encode(key);
  w.uint(keyBytes.length);
  w.bytes(keyBytes);
  w.uint(costFingerprint(costs));
  w.uint(shape.shortcutCount);
  w.uint(shape.upEdge.length);
  const pad = (4 - ((w.length + 1) % 4)) % 4;
  w.uint(pad);
  w.bytes(new Uint8Array(pad));
  for (const a of shapeArrays(shape)) w.bytes(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
  return w.finish();
}

/** The hierarchy in a file's bytes, or null when it was made for another graph, metric or weights. */
export function decodeHierarchy(graph: RoadGraph, key: string, costs: Float64Array, bytes: Uint8Array): HierarchyShape | null {
  const r = new VarintReader(bytes);
  if (new TextDecoder().decode(r.bytes(CH_MAGIC.length)) !== CH_MAGIC) return null;
  if (r.uint() !== graphFingerprint(graph) || r.uint() !== graph.nodeCount) return null;
  if (new TextDecoder().decode(r.bytes(r.uint())) !== key || r.uint() !== costFingerprint(costs)) return null;
  const shortcutCount = r.uint();
  const upCount = r.uint();
  r.bytes(r.uint());
  // Views of the file's memory where it lies at a multiple of 4, else copies.
  const u32 = (length: number) => {
    const raw = r.bytes(length * 4);
    if (raw.byteOffset % 4 === 0) return new Uint32Array(raw.buffer, raw.byteOffset, length);
    const copy = new Uint32Array(length);
    new Uint8Array(copy.buffer).set(raw);
    return copy;
  };
  const [scA, scB, kid1, kid2] = [0, 1, 2, 3].map(() => u32(shortcutCount));
  const upStart = u32(graph.nodeCount + 1);
  const upEdge = u32(upCount);
  return { shortcutCount, scA, scB, kid1, kid2, upStart, upEdge };
}

/** The hierarchies of a graph's metrics, each read from its file on first use (null: none). */
export interface Hierarchies {
  of(req: RouteRequest): Hierarchy | null;
}

const byGraph = new WeakMap<RoadGraph, Map<string, Hierarchies>>();

/**
 * The hierarchies built beside a graph file (scripts/build-profile-landmarks.ts), once per graph
 * and file, each metric's read when first asked for. A metric whose file is missing or was made
 * for another graph or other weights has none: its routes are searched with A* (road-search.ts),
 * which gives the same answers, only slower. `given` holds metrics already loaded, by metric key
 * (a plan thread's, from the process's shared memory: shared-roads.ts); the first call for a graph
 * and file decides them.
 */
export function hierarchiesOf(
  graph: RoadGraph,
  graphFile: string,
  given: Readonly<Record<string, Hierarchy | null>> = {},
): Hierarchies {
  let files = byGraph.get(graph);
  if (!files) byGraph.set(graph, (files = new Map()));
  const known = files.get(graphFile);
  if (known) return known;
  const coastal = coastalNames(graph);
  const loaded = new Map<string, Hierarchy | null>(Object.entries(given));
  const hierarchies: Hierarchies = {
    of(req) {
      const key = metricKey(req);
      let h = loaded.get(key);
      if (h === undefined) {
        const metric = { ...req, rvType: 'class-b' as const };
        const costs = edgeCostsOf(graph, coastal, metric);
        let shape: HierarchyShape | null = null;
        try {
          shape = decodeHierarchy(graph, key, costs, readFileSync(hierarchyFileFor(graphFile, req)));
        } catch {
          // Missing or unreadable: A* answers.
        }
        h = shape ? hierarchyAt(graph, shape, costs) : null;
        loaded.set(key, h);
      }
      return h;
    },
  };
  files.set(graphFile, hierarchies);
  return hierarchies;
}

/** Hierarchies built in memory on first use of each metric (tests, small graphs). */
export function builtHierarchies(graph: RoadGraph): Hierarchies {
  const coastal = coastalNames(graph);
  const built = new Map<string, Hierarchy>();
  return {
    of(req) {
      const key = metricKey(req);
      let h = built.get(key);
      if (!h) {
        const costs = edgeCostsOf(graph, coastal, { ...req, rvType: 'class-b' });
        h = hierarchyAt(graph, buildHierarchy(graph, costs), costs);
        built.set(key, h);
      }
      return h;
    },
  };
}
