import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../repo-root';
import { gunzipSync } from 'node:zlib';
import { GRAPH_MAGIC, VarintReader } from './core/graph-format';

// The bundled road graph in memory: typed arrays only (about 30 MB for the whole lower 48).
export interface RoadGraph {
  nodeCount: number;
  edgeCount: number;
  names: string[];
  // Node coordinates in 1e-5 degrees.
  nodeLng: Int32Array;
  nodeLat: Int32Array;
  // Edge i joins edgeA[i] and edgeB[i] (a two-way road) of edgeMetres[i] metres.
  edgeA: Uint32Array;
  edgeB: Uint32Array;
  edgeMetres: Float32Array;
  edgeClass: Uint8Array;
  edgeName: Uint16Array;
  // Interior points of edge i (from A to B): pts[2 * k], pts[2 * k + 1] for k in ptStart[i]..ptStart[i + 1].
  ptStart: Uint32Array;
  pts: Int32Array;
  // Adjacency (both directions): for node v, slots adjStart[v]..adjStart[v + 1] hold adjEdge / adjTo.
  adjStart: Uint32Array;
  adjEdge: Uint32Array;
  adjTo: Uint32Array;
}

// Found from the project folder, not from this file: the server also runs bundled into dist/server.
export const DEFAULT_GRAPH_FILE = path.join(findRepoRoot(), 'data/roads/us-roads.bin.gz');
// The profile landmark tables built for the graph (scripts/build-profile-landmarks.ts).
export const profileLandmarksFileFor = (graphFile: string) =>
  graphFile.replace(/\.bin\.gz$/, '.profile-landmarks.bin');

export function decodeRoadGraph(gz: Uint8Array): RoadGraph {
  const r = new VarintReader(gunzipSync(gz));
  const magic = new TextDecoder().decode(r.bytes(GRAPH_MAGIC.length));
  if (magic !== GRAPH_MAGIC) throw new Error('not a road graph file');
  const dec = new TextDecoder();
  const nameCount = r.uint();
  const names: string[] = new Array(nameCount);
  for (let i = 0; i < nameCount; i++) names[i] = dec.decode(r.bytes(r.uint()));
  const n = r.uint();
  const nodeLng = new Int32Array(n);
  const nodeLat = new Int32Array(n);
  let x = 0;
  let y = 0;
  for (let i = 0; i < n; i++) {
    x += r.int();
    y += r.int();
    nodeLng[i] = x;
    nodeLat[i] = y;
  }
  const m = r.uint();
  const edgeA = new Uint32Array(m);
  const edgeB = new Uint32Array(m);
  const edgeMetres = new Float32Array(m);
  const edgeClass = new Uint8Array(m);
  const edgeName = new Uint16Array(m);
  const ptStart = new Uint32Array(m + 1);
  let pts = new Int32Array(1 << 19);
  let ptCount = 0;
  let from = 0;
  const degree = new Uint32Array(n + 1);
  for (let e = 0; e < m; e++) {
    from += r.int();
    const to = from + r.int();
    edgeA[e] = from;
    edgeB[e] = to;
    edgeMetres[e] = r.uint();
    const cn = r.uint();
    edgeClass[e] = Math.floor(cn / 65536);
    edgeName[e] = cn % 65536;
    const k = r.uint();
    ptStart[e] = ptCount;
    if ((ptCount + k) * 2 > pts.length) {
      const next = new Int32Array(Math.max(pts.length * 2, (ptCount + k) * 2));
      next.set(pts);
      pts = next;
    }
    let px = nodeLng[from];
    let py = nodeLat[from];
    for (let j = 0; j < k; j++) {
      px += r.int();
      py += r.int();
      pts[(ptCount + j) * 2] = px;
      pts[(ptCount + j) * 2 + 1] = py;
    }
    ptCount += k;
    degree[from]++;
    degree[to]++;
  }
  ptStart[m] = ptCount;
  const adjStart = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) adjStart[i + 1] = adjStart[i] + degree[i];
  const fill = adjStart.slice(0, n);
  const adjEdge = new Uint32Array(2 * m);
  const adjTo = new Uint32Array(2 * m);
  for (let e = 0; e < m; e++) {
    const a = edgeA[e];
    const b = edgeB[e];
    adjEdge[fill[a]] = e;
    adjTo[fill[a]++] = b;
    adjEdge[fill[b]] = e;
    adjTo[fill[b]++] = a;
  }
  return {
    nodeCount: n,
    edgeCount: m,
    names,
    nodeLng,
    nodeLat,
    edgeA,
    edgeB,
    edgeMetres,
    edgeClass,
    edgeName,
    ptStart,
    pts: pts.slice(0, ptCount * 2),
    adjStart,
    adjEdge,
    adjTo,
  };
}

export function loadRoadGraph(file = DEFAULT_GRAPH_FILE): RoadGraph {
  return decodeRoadGraph(readFileSync(file));
}

let shared: RoadGraph | undefined;
// The server loads the graph once, on first use (or at start-up through warm-up), and shares it.
export function sharedRoadGraph(): RoadGraph {
  shared ??= loadRoadGraph();
  return shared;
}

/**
 * The bundled graph as another thread loaded it (its arrays in shared memory, shared-roads.ts):
 * sharedRoadGraph() answers it from now on. Only before this thread has loaded its own.
 */
export function adoptRoadGraph(graph: RoadGraph): void {
  if (shared && shared !== graph) throw new Error('this thread already holds a road graph');
  shared = graph;
}
