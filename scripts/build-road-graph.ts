// Builds the routable road graph data/roads/us-roads.bin.gz from the US highway lines
// (Interstate, US and state routes of the lower 48; deck.gl-data, MIT, probably simplified Census
// TIGER/Line roads). Run: npx tsx scripts/build-road-graph.ts [path/to/us-highways.geojson.gz]
// Steps: merge vertices on a 1e-5 degree grid; add a node where two lines cross; join line ends that
// touch nothing to the nearest segment within 1 km and to the nearest segment of another road; contract
// chains of one road into single edges (keeping their interior points for drawing); keep the largest
// connected component; write varints, gzipped (format in server/src/routing/core/graph-format.ts).
// The steps live beside this file: road-graph-lines.ts (lines, merged ends), road-graph-crossings.ts
// (crossings), road-graph-joins.ts (open ends), road-gaps.ts (gaps in one road), road-graph-contract.ts
// (links and edges; highway-lengths.ts scales stretches to published lengths), road-graph-write.ts (the largest component and the file).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { loadHighwayLengths, type HighwayLength } from './highway-lengths';
import { loadParkRoadKeptNodes, loadParkRoadLines, type OverlayLine } from './park-roads';
import { PARK_ROADS_FILE } from '../server/src/routing/park-roads-file';
import {
  findRoadGaps,
  loadGapExclusions,
  writeGapJoins,
  type GapExclusion,
  type GapResult,
} from './road-gaps';
import { keepVertices, mergeNearEnds, readLines, type Feature } from './road-graph-lines';
import { splitCrossings } from './road-graph-crossings';
import { joinOpenEnds } from './road-graph-joins';
import { contractEdges } from './road-graph-contract';
import { largestComponent, writeGraph } from './road-graph-write';

export { roadRef } from './road-graph-lines';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_SOURCE = path.resolve(root, '../shared/data/roads/us-highways.geojson.gz');
const OUT = path.join(root, 'data/roads/us-roads.bin.gz');
const GAP_EXCLUSIONS = path.join(root, 'data/road-gap-exclusions.json');
const GAP_JOINS = path.join(root, 'data/road-gap-joins.json');
const HIGHWAY_LENGTHS = path.join(root, 'data/highway-lengths.json');

export interface BuildResult {
  bytes: Uint8Array;
  stats: { nodes: number; edges: number; names: number; interiorPoints: number; droppedNodes: number };
  gaps: GapResult;
}

export function buildRoadGraph(
  features: Feature[],
  log: (s: string) => void = () => {},
  overlay: OverlayLine[] = [],
  gapExclusions: GapExclusion[] = [],
  keepNodes: Array<[number, number]> = [],
  highwayLengths: HighwayLength[] = [],
): BuildResult {
  const rl = readLines(features, overlay);
  keepVertices(rl, keepNodes);
  log(`${rl.lines.length} lines (${overlay.length} park roads), ${rl.v.size} vertices`);
  log(`${mergeNearEnds(rl)} line ends merged with a vertex within 3e-5 degrees`);
  log(`${splitCrossings(rl)} crossings`);
  log(`${joinOpenEnds(rl)} joins of dangling ends`);

  const gaps = findRoadGaps(rl.lines, rl.sourceLines, rl.v.vx, rl.v.vy, rl.refs, gapExclusions);
  for (const j of gaps.joins) rl.lines.push({ pts: [j.a, j.b], ref: j.ref, cls: j.cls });
  log(
    `${gaps.joins.length} gaps in one road joined, ${gaps.excluded.length} excluded; refused: ` +
      `${gaps.refused.turn} not in line, ${gaps.refused.shortPath} with a way round, ${gaps.refused.crossed} with a road across`,
  );

  const { edges, isNode } = contractEdges(rl, highwayLengths);
  const { kept, keptEdges, droppedNodes } = largestComponent(rl.v, edges, isNode);
  const { bytes, interiorPoints } = writeGraph(rl.v, rl.refs, kept, keptEdges);
  return {
    bytes,
    stats: {
      nodes: kept.length,
      edges: keptEdges.length,
      names: rl.refs.length,
      interiorPoints,
      droppedNodes,
    },
    gaps,
  };
}

function main() {
  const source = process.argv[2] ?? DEFAULT_SOURCE;
  const t0 = Date.now();
  const json = JSON.parse(gunzipSync(readFileSync(source)).toString('utf8')) as { features: Feature[] };
  const { bytes, stats, gaps } = buildRoadGraph(
    json.features,
    (s) => console.log(s),
    loadParkRoadLines(PARK_ROADS_FILE),
    loadGapExclusions(GAP_EXCLUSIONS),
    loadParkRoadKeptNodes(PARK_ROADS_FILE),
    loadHighwayLengths(HIGHWAY_LENGTHS),
  );
  writeGapJoins(GAP_JOINS, gaps);
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, bytes);
  // The A* landmarks are built from the graph file: scripts/build-profile-landmarks.ts.
  console.log(
    `${stats.nodes} nodes, ${stats.edges} edges, ${stats.interiorPoints} interior points, ${stats.names} road names; ` +
      `${stats.droppedNodes} nodes outside the largest component dropped; ${(bytes.length / 1e6).toFixed(2)} MB; ${Date.now() - t0} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
