// Builds the first view's state outlines as ready-to-draw SVG paths into
// client/src/features/map/data/us-atlas-paths.json, so a phone only parses a string instead of
// decoding TopoJSON and running d3-geo on the main thread while the page loads.
// Run: npx tsx scripts/build-atlas-paths.ts
//
// Source: npm us-atlas states-albers-10m (US Census Bureau cartographic boundaries), already
// projected with geoAlbersUsa into the 975 x 610 atlas frame the offline map draws in.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoPath } from 'd3-geo';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';

export type StatesTopology = Topology<{
  states: GeometryCollection<{ name: string }>;
  nation: GeometryCollection;
}>;

export type AtlasPaths = {
  source: string;
  land: string;
  borders: string;
  coast: string;
  labels: Array<{ name: string; x: number; y: number }>;
};

// A tenth of an atlas unit is about 500 m on the ground, finer than the 1:10 million source itself.
const SCALE = 10;

/** d3's absolute M/L/Z path rewritten with relative moves in tenths: about half the size, gzipped. */
export function toRelativePath(d: string): string {
  let out = '';
  let [x, y] = [0, 0];
  let [startX, startY] = [0, 0];
  const number = (n: number) => (n / SCALE).toString().replace(/^(-?)0\./, '$1.');
  for (const [, command, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === 'Z') {
      out += 'z';
      // After a close the pen is back at the start of the ring.
      [x, y] = [startX, startY];
      continue;
    }
    const [ax, ay] = args.split(',').map((v) => Math.round(Number(v) * SCALE));
    const [dx, dy] = [ax - x, ay - y];
    [x, y] = [ax, ay];
    const pair = `${number(dx)}${dy < 0 ? '' : ' '}${number(dy)}`;
    if (command === 'M') {
      [startX, startY] = [ax, ay];
      out += `m${pair}`;
    } else {
      // Pairs after a move continue as lines, so the 'l' itself is never written.
      out += `${dx < 0 ? '' : ' '}${pair}`;
    }
  }
  return out;
}

export function buildAtlasPaths(topology: StatesTopology): AtlasPaths {
  const draw = geoPath().digits(1);
  const states = feature(topology, topology.objects.states);
  const round = (n: number) => Math.round(n * SCALE) / SCALE;
  return {
    source: 'US Census Bureau cartographic boundaries via us-atlas (states-albers-10m)',
    land: toRelativePath(draw(states) ?? ''),
    borders: toRelativePath(draw(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? ''),
    coast: toRelativePath(draw(mesh(topology, topology.objects.states, (a, b) => a === b)) ?? ''),
    labels: states.features.map((f) => {
      const [x, y] = draw.centroid(f);
      return { name: f.properties?.name ?? '', x: round(x), y: round(y) };
    }),
  };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const atlasPathsFile = path.join(root, 'client/src/features/map/data/us-atlas-paths.json');

export function loadStatesTopology(): StatesTopology {
  const require = createRequire(import.meta.url);
  return require('us-atlas/states-albers-10m.json') as StatesTopology;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const atlas = buildAtlasPaths(loadStatesTopology());
  const text = `${JSON.stringify(atlas)}\n`;
  writeFileSync(atlasPathsFile, text);
  console.log(
    `us-atlas-paths.json: ${atlas.labels.length} states, ${(text.length / 1024).toFixed(0)} kB ` +
      `(land ${atlas.land.length}, borders ${atlas.borders.length}, coast ${atlas.coast.length} chars)`,
  );
}
