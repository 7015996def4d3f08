import { hierarchiesOf } from './ch-store';
import type { Hierarchy } from './core/ch-query';
import type { CellGrid } from './core/cell-grid';
import type { EdgeCells } from './core/edge-index';
import { edgeCellsOf } from './core/edge-index';
import type { NodeCells } from './core/node-index';
import { nodeCellsOf } from './core/node-index';
import type { ChordBound } from './core/road-search';
import { chordBoundOf } from './core/road-search';
import { tieFactors } from './core/road-weights';
import type { RoadGraph } from './graph';
import { adoptRoadGraph, DEFAULT_GRAPH_FILE, loadRoadGraph } from './graph';
import type { LandmarkTable } from './core/profile-landmarks';
import { LANDMARK_METRICS, metricKey } from './core/profile-landmarks';
import { adoptProfileLandmarks, profileLandmarksOf } from './profile-landmarks-store';

/**
 * The road data a router reads and never writes, loaded once per process with every array in a
 * SharedArrayBuffer: the graph, the profile landmark tables, each metric's contraction hierarchy
 * (null: the metric has no hierarchy file, its routes are searched with A*) and the indexes every
 * router derives from the graph. Posted to another
 * thread (postMessage, BroadcastChannel) the arrays arrive as views of the same memory, not copies,
 * so every plan thread reads one copy (about 190 MB for the lower 48) instead of loading its own.
 * A thread's search state, caches and blocked-edge masks stay its own.
 */
export interface SharedRoads {
  graphFile: string;
  graph: RoadGraph;
  landmarks: LandmarkTable[];
  hierarchies: Record<string, Hierarchy | null>;
  derived: DerivedIndexes;
}

/**
 * What every router derives from the graph and reads only (per-graph.ts): the node and piece grids
 * (nearest node, nearest point of road), the chord bound's unit vectors and the tie-breaking
 * factors, about 25 MB a thread when each built its own.
 */
export interface DerivedIndexes {
  nodeCells: NodeCells;
  edgeCells: EdgeCells;
  chord: ChordBound;
  tie: Float64Array;
}

/** The graph's derived indexes, built on this thread, copied into shared memory. */
function sharedDerived(graph: RoadGraph): DerivedIndexes {
  const cells = <T extends { order: Uint32Array; grid: CellGrid }>(c: T): T => ({
    ...withSharedArrays(c),
    grid: withSharedArrays(c.grid),
  });
  return {
    nodeCells: cells(nodeCellsOf(graph)),
    edgeCells: cells(edgeCellsOf(graph)),
    chord: withSharedArrays(chordBoundOf(graph)),
    tie: inSharedMemory(tieFactors(graph)),
  };
}

type TypedArray = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float32Array | Float64Array;

/** The array itself when it lies in shared memory, else a copy there. */
export function inSharedMemory<T extends TypedArray>(array: T): T {
  if (array.buffer instanceof SharedArrayBuffer) return array;
  const memory = new SharedArrayBuffer(array.byteLength);
  new Uint8Array(memory).set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
  const Kind = array.constructor as new (buffer: SharedArrayBuffer) => T;
  return new Kind(memory);
}

/** A copy of the object whose typed arrays lie in shared memory (other fields as they were). */
function withSharedArrays<T extends object>(value: T): T {
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, field] of Object.entries(out))
    if (ArrayBuffer.isView(field) && !(field instanceof DataView))
      out[key] = inSharedMemory(field as TypedArray);
  return out as T;
}

/**
 * Loads the graph, its landmark tables (built and saved beside the graph when missing, as
 * builtinRouter does) and every metric's hierarchy, into shared memory. A second or so of work:
 * the plan pool runs it once, in a thread of its own (roads-loader.ts).
 */
export function loadSharedRoads(graphFile: string = DEFAULT_GRAPH_FILE): SharedRoads {
  // Read and derived on a graph of this thread's own (the stores remember what they made by graph),
  // then copied to shared memory: what the stores keep goes with that graph.
  const local = loadRoadGraph(graphFile);
  const landmarks = profileLandmarksOf(local, { graphFile, save: true });
  const hierarchies = hierarchiesOf(local, graphFile);
  const loaded: Record<string, Hierarchy | null> = {};
  for (const metric of LANDMARK_METRICS) {
    const h = hierarchies.of(metric);
    loaded[metricKey(metric)] = h && {
      shape: withSharedArrays(h.shape),
      upTo: inSharedMemory(h.upTo),
      upCost: inSharedMemory(h.upCost),
    };
  }
  return {
    graphFile,
    graph: withSharedArrays(local),
    landmarks: LANDMARK_METRICS.map((metric) => withSharedArrays(landmarks.table(metric))),
    hierarchies: loaded,
    derived: sharedDerived(local),
  };
}

/**
 * Makes the road data another thread loaded this thread's bundled graph, landmark tables and
 * hierarchies: builtinRouter() then routes over them without loading anything. Call it before
 * anything on this thread loads the graph.
 */
export function adoptSharedRoads(roads: SharedRoads): void {
  if (roads.graphFile !== DEFAULT_GRAPH_FILE)
    throw new Error(`not the bundled road graph: ${roads.graphFile}`);
  adoptRoadGraph(roads.graph);
  // Before anything below derives them on this thread.
  const { nodeCells, edgeCells, chord, tie } = roads.derived;
  nodeCellsOf.adopt(roads.graph, nodeCells);
  edgeCellsOf.adopt(roads.graph, edgeCells);
  chordBoundOf.adopt(roads.graph, chord);
  tieFactors.adopt(roads.graph, tie);
  adoptProfileLandmarks(roads.graph, roads.landmarks);
  hierarchiesOf(roads.graph, roads.graphFile, roads.hierarchies);
}
