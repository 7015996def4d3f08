// Builds data/roads/us-roads.profile-landmarks.bin: the landmark tables of every routing profile
// (server/src/routing/core/profile-landmarks.ts) for the bundled road graph, and beside it each metric's
// contraction hierarchy, us-roads.ch-<profile>-<0|1>.bin (server/src/routing/ch-store.ts). Run by
// `npm run build` and `npm test` (which passes --keep-current: a landmark file the server would read
// whole is kept). A hierarchy file already made for this graph and these weights is
// kept (about 8 s of CPU each); the missing ones are built in child processes, one per core (at
// most three), while this process builds the landmark tables. A server that finds the landmark file
// missing builds it itself (server/src/routing/builtin.ts); one without a metric's hierarchy routes
// it with A*.
// Run: npx tsx scripts/build-profile-landmarks.ts
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHierarchy } from '../server/src/routing/core/ch-build';
import { decodeHierarchy, encodeHierarchy, hierarchyFileFor } from '../server/src/routing/ch-store';
import type { RoadGraph } from '../server/src/routing/graph';
import { DEFAULT_GRAPH_FILE, loadRoadGraph, profileLandmarksFileFor } from '../server/src/routing/graph';
import {
  LANDMARK_METRICS,
  ProfileLandmarks,
  decodeProfileLandmarks,
  encodeProfileLandmarks,
  metricKey,
} from '../server/src/routing/core/profile-landmarks';
import { coastalNames, edgeCostsOf } from '../server/src/routing/core/road-weights';
import { fileDigest, hasBuilt, restoreBuilt, storeBuilt } from './build-cache.mjs';

const here = fileURLToPath(import.meta.url);

export function buildProfileLandmarks(graphFile = DEFAULT_GRAPH_FILE): { file: string; bytes: number; ms: number } {
  const t0 = performance.now();
  const graph = loadRoadGraph(graphFile);
  const landmarks = new ProfileLandmarks(graph, coastalNames(graph));
  const bytes = encodeProfileLandmarks(graph, LANDMARK_METRICS.map((m) => landmarks.table(m)));
  const file = profileLandmarksFileFor(graphFile);
  // Through a temporary name, so a reader never sees half a file (and a hard-linked copy is replaced,
  // not written through).
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, file);
  return { file, bytes: bytes.length, ms: Math.round(performance.now() - t0) };
}

/**
 * Whether the landmark file is current: the server would read every table of it (made for this graph,
 * its fingerprint says, and for these weights). Which nodes are landmarks only changes how tight the
 * bounds are, never whether they hold, so a file that passes is kept.
 */
function landmarksCurrent(graphFile: string): boolean {
  try {
    const bytes = readFileSync(profileLandmarksFileFor(graphFile));
    return decodeProfileLandmarks(loadRoadGraph(graphFile), bytes).length === LANDMARK_METRICS.length;
  } catch {
    return false;
  }
}

/** The metrics (indices into LANDMARK_METRICS) whose hierarchy file is missing or stale. */
function staleHierarchies(graphFile: string): number[] {
  const graph = loadRoadGraph(graphFile);
  const coastal = coastalNames(graph);
  return LANDMARK_METRICS.flatMap((metric, i) => {
    try {
      const bytes = readFileSync(hierarchyFileFor(graphFile, metric));
      if (decodeHierarchy(graph, metricKey(metric), edgeCostsOf(graph, coastal, metric), bytes)) return [];
    } catch {
      // Missing: built below.
    }
    return [i];
  });
}

/** Builds these metrics' hierarchy files, one after another (in a child process of buildHierarchies). */
function buildSomeHierarchies(graphFile: string, indices: number[]): void {
  const graph = loadRoadGraph(graphFile);
  const coastal = coastalNames(graph);
  for (const index of indices) buildOneHierarchy(graph, coastal, graphFile, index);
}

function buildOneHierarchy(graph: RoadGraph, coastal: Uint8Array, graphFile: string, index: number): void {
  const metric = LANDMARK_METRICS[index];
  const costs = edgeCostsOf(graph, coastal, metric);
  const bytes = encodeHierarchy(graph, metricKey(metric), costs, buildHierarchy(graph, costs));
  const file = hierarchyFileFor(graphFile, metric);
  // Through a temporary name, so a reader never sees half a file.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, file);
}

/**
 * Builds every missing or stale hierarchy file, the metrics shared among a few child processes (one per
 * core, at most three), each loading the graph once for its share (the metrics take about the same
 * time; a child per metric loaded it, and started tsx, six times).
 */
export async function buildHierarchies(graphFile = DEFAULT_GRAPH_FILE): Promise<{ built: string[]; ms: number }> {
  const t0 = performance.now();
  const queue = staleHierarchies(graphFile);
  const built = queue.map((i) => hierarchyFileFor(graphFile, LANDMARK_METRICS[i]));
  const parallel = Math.max(1, Math.min(3, os.availableParallelism(), queue.length));
  const shares = Array.from({ length: parallel }, (_, c) => queue.filter((_, k) => k % parallel === c));
  const worker = async (share: number[]) => {
    const child = spawn(process.execPath, [...process.execArgv, here, '--hierarchy', share.join(','), graphFile], {
      stdio: 'inherit',
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const names = share.map((i) => metricKey(LANDMARK_METRICS[i])).join(', ');
    if (code !== 0) throw new Error(`building the hierarchies of ${names} failed (${code})`);
  };
  await Promise.all(shares.filter((share) => share.length > 0).map(worker));
  return { built, ms: Math.round(performance.now() - t0) };
}

/** The search data files of a graph: its landmark file, then each metric's hierarchy. */
const searchDataFiles = (graphFile: string) => [
  profileLandmarksFileFor(graphFile),
  ...LANDMARK_METRICS.map((metric) => hierarchyFileFor(graphFile, metric)),
];

/**
 * Copies in, from the machine's build store (scripts/build-cache.mjs), the search data files missing
 * here that a clone before built for this very graph file; each is then checked like a file left by
 * a run before (landmarksCurrent, staleHierarchies) and rebuilt if it fails. Returns the copied ones.
 */
function restoreSearchData(graphFile: string, key: string): string[] {
  return searchDataFiles(graphFile).filter(
    (file) => !existsSync(file) && restoreBuilt(key, path.basename(file), file),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  const at = process.argv.indexOf('--hierarchy');
  if (at > 0) buildSomeHierarchies(process.argv[at + 2], process.argv[at + 1].split(',').map(Number));
  else {
    const key = `roads-${fileDigest(DEFAULT_GRAPH_FILE)}`;
    const restored = restoreSearchData(DEFAULT_GRAPH_FILE, key);
    if (restored.length > 0) console.log(`search data from this machine's store: ${restored.length} files`);
    // The hierarchies' child processes start first: the landmark tables are built here meanwhile.
    // --keep-current (npm test), or a landmark file just taken from the store: a current landmark
    // file is kept, as current hierarchies always are.
    const landmarksFile = profileLandmarksFileFor(DEFAULT_GRAPH_FILE);
    const building = buildHierarchies();
    const keep = process.argv.includes('--keep-current') || restored.includes(landmarksFile);
    const built: string[] = [];
    if (keep && landmarksCurrent(DEFAULT_GRAPH_FILE)) {
      console.log('landmarks: current');
    } else {
      const { file, bytes, ms } = buildProfileLandmarks();
      console.log(`${path.relative(process.cwd(), file)}: ${(bytes / 1e6).toFixed(2)} MB in ${ms} ms`);
      built.push(file);
    }
    const hierarchies = await building;
    built.push(...hierarchies.built);
    // Every file is current now. Stored: what was built here (replacing a stored copy that failed its
    // check), and what a run before left here that the store lacks.
    for (const file of searchDataFiles(DEFAULT_GRAPH_FILE)) {
      const name = path.basename(file);
      if (built.includes(file) || (!restored.includes(file) && !hasBuilt(key, name))) storeBuilt(key, name, file);
    }
    const sizes = hierarchies.built.map((f) => `${path.basename(f)} ${(statSync(f).size / 1e6).toFixed(1)} MB`);
    console.log(
      hierarchies.built.length > 0
        ? `hierarchies built in ${hierarchies.ms} ms: ${sizes.join(', ')}`
        : 'hierarchies: all current',
    );
  }
}
