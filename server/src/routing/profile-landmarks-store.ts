import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { RoadGraph } from './graph';
import { DEFAULT_GRAPH_FILE, profileLandmarksFileFor } from './graph';
import type { LandmarkTable } from './core/profile-landmarks';
import {
  LANDMARK_METRICS,
  ProfileLandmarks,
  decodeProfileLandmarks,
  encodeProfileLandmarks,
} from './core/profile-landmarks';
import { coastalNames } from './core/road-weights';

const byGraph = new WeakMap<RoadGraph, ProfileLandmarks>();

/**
 * The profile landmark tables of a graph, once per graph: from the file built beside the bundled
 * graph (scripts/build-profile-landmarks.ts) when it was made for this graph and these weights (its
 * fingerprint says so), otherwise each table built on first use. With `save`, a missing or stale
 * file is rebuilt whole (a few seconds, once) and written for the next start, through a temporary
 * name so two threads writing at once leave a whole file; a file that cannot be written only means
 * the next start builds the tables again.
 */
export function profileLandmarksOf(
  graph: RoadGraph,
  { graphFile = DEFAULT_GRAPH_FILE, save = false }: { graphFile?: string; save?: boolean } = {},
): ProfileLandmarks {
  const known = byGraph.get(graph);
  if (known) return known;
  const file = profileLandmarksFileFor(graphFile);
  const coastal = coastalNames(graph);
  let landmarks: ProfileLandmarks | undefined;
  try {
    const tables = decodeProfileLandmarks(graph, readFileSync(file));
    if (tables.length === LANDMARK_METRICS.length) landmarks = new ProfileLandmarks(graph, coastal, tables);
  } catch {
    // Missing, or made for another graph: built below or on first use.
  }
  if (!landmarks) {
    landmarks = new ProfileLandmarks(graph, coastal);
    if (save) saveTables(graph, landmarks, file);
  }
  byGraph.set(graph, landmarks);
  return landmarks;
}

/** A graph's tables as another thread loaded them (shared-roads.ts): profileLandmarksOf answers them. */
export function adoptProfileLandmarks(graph: RoadGraph, tables: readonly LandmarkTable[]): ProfileLandmarks {
  const landmarks = new ProfileLandmarks(graph, coastalNames(graph), tables);
  byGraph.set(graph, landmarks);
  return landmarks;
}

function saveTables(graph: RoadGraph, landmarks: ProfileLandmarks, file: string) {
  const tables = LANDMARK_METRICS.map((m) => landmarks.table(m));
  try {
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temp, encodeProfileLandmarks(graph, tables));
    renameSync(temp, file);
  } catch {
    // A read-only checkout: the tables live in memory only.
  }
}
