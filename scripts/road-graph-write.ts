// The road graph builder's output (scripts/build-road-graph.ts): the largest connected component,
// its nodes in a spatial order, written as varints and gzipped (format in
// server/src/routing/core/graph-format.ts).
import { gzipSync } from 'node:zlib';
import { GRAPH_MAGIC, VarintWriter } from '../server/src/routing/core/graph-format';
import type { Vertices } from './road-graph-lines';
import type { Edge } from './road-graph-contract';

/** A kept edge: its nodes renumbered (a <= b), `va` the vertex its interior points start from. */
interface KeptEdge extends Edge {
  va: number;
}

/** The nodes of the largest connected component in spatial order, its edges renumbered, and how many nodes there were. */
export function largestComponent(v: Vertices, edges: Edge[], isNode: Uint8Array) {
  const { vx, vy } = v;
  const nV = v.size;
  const parent = new Int32Array(nV).map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (const e of edges) parent[find(e.a)] = find(e.b);
  const size = new Map<number, number>();
  let nodeTotal = 0;
  for (let p = 0; p < nV; p++)
    if (isNode[p]) {
      nodeTotal++;
      const r = find(p);
      size.set(r, (size.get(r) ?? 0) + 1);
    }
  let bigRoot = -1;
  let bigSize = 0;
  for (const [r, s] of size)
    if (s > bigSize) {
      bigSize = s;
      bigRoot = r;
    }
  // Nodes in a spatial order (0.5 degree bands, then longitude) keep deltas and memory access local.
  const kept: number[] = [];
  for (let p = 0; p < nV; p++) if (isNode[p] && find(p) === bigRoot) kept.push(p);
  kept.sort(
    (p, q) => Math.floor(vy[p] / 50000) - Math.floor(vy[q] / 50000) || vx[p] - vx[q] || vy[p] - vy[q],
  );
  const newId = new Int32Array(nV).fill(-1);
  kept.forEach((p, i) => (newId[p] = i));
  const keptEdges: KeptEdge[] = edges
    .filter((e) => newId[e.a] >= 0 && e.a !== e.b)
    .map((e) => {
      const a = newId[e.a];
      const b = newId[e.b];
      return a <= b
        ? { ...e, a, b, va: e.a }
        : { ...e, a: b, b: a, va: e.b, interior: e.interior.slice().reverse() };
    })
    .sort((p, q) => p.a - q.a || p.b - q.b);
  return { kept, keptEdges, droppedNodes: nodeTotal - kept.length };
}

/** The graph file's bytes (gzipped) and how many interior points its edges carry. */
export function writeGraph(v: Vertices, refs: string[], kept: number[], keptEdges: KeptEdge[]) {
  const { vx, vy } = v;
  const w = new VarintWriter();
  w.bytes(new TextEncoder().encode(GRAPH_MAGIC));
  w.uint(refs.length);
  for (const r of refs) {
    const b = new TextEncoder().encode(r);
    w.uint(b.length);
    w.bytes(b);
  }
  w.uint(kept.length);
  let px = 0;
  let py = 0;
  for (const p of kept) {
    w.int(vx[p] - px);
    w.int(vy[p] - py);
    px = vx[p];
    py = vy[p];
  }
  w.uint(keptEdges.length);
  let prevFrom = 0;
  let interiorPoints = 0;
  for (const e of keptEdges) {
    w.int(e.a - prevFrom);
    prevFrom = e.a;
    w.int(e.b - e.a);
    w.uint(Math.max(1, Math.round(e.m)));
    const cls = Math.floor(e.val / 2 ** 20);
    const ref = e.val % 2 ** 20;
    w.uint(cls * 65536 + ref);
    w.uint(e.interior.length);
    let lx = vx[e.va];
    let ly = vy[e.va];
    for (const p of e.interior) {
      w.int(vx[p] - lx);
      w.int(vy[p] - ly);
      lx = vx[p];
      ly = vy[p];
    }
    interiorPoints += e.interior.length;
  }
  return { bytes: gzipSync(w.finish(), { level: 9 }), interiorPoints };
}
