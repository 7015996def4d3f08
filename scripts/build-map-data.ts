// Builds the token-free map's own data into client/public/map-data/ (served as static files and
// cached by the service worker on the first visit). Run: npx tsx scripts/build-map-data.ts
//
// * states.json: state polygons (land) and state borders, from npm us-atlas (US Census Bureau).
// * roads-low.json / roads-mid.json / roads-high.json: Interstates and US highways only, simplified
//   for national, regional and close zooms, from ../shared/data/roads/us-highways.geojson.gz (beside the repo)
//   (deck.gl-data, MIT; derived from US Census TIGER/Line roads, probable origin). The source is read
//   at build time only; the product reads the built files.
// * towns.json: gazetteer places with a known population, each with the zoom it first shows at.
// * campgrounds/: the campground catalogue (RIDB and OpenStreetMap rows) an RV traveller can use
//   (rvParkLayerRows) as points (id, name) for the clustered layer, one file per 4-degree grid cell
//   (scripts/map-data-cells.ts), and index.json
//   (each cell's count and bounds, and per 1-degree square the count and centroid the national view
//   clusters); the OSM part is ODbL, credited on the map and in NOTICE.txt.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import { CELL_DEGREES } from '../shared/map/catalogue-cells';
import { catalogueFiles, rvParkLayerRows } from './map-data-cells';
import { refreshPrecompressed } from './refresh-precompressed';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'client/public/map-data');
const roadsSource = process.env.ROADS_SOURCE ?? path.resolve(root, '../shared/data/roads/us-highways.geojson.gz');

type Position = [number, number];
type Line = Position[];

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function write(name: string, data: unknown) {
  const text = JSON.stringify(data);
  writeFileSync(path.join(out, name), text);
  console.log(`${name}: ${(text.length / 1024).toFixed(0)} kB`);
}

// Douglas-Peucker on plain degrees: good enough at the scale of a highway overview.
function simplify(points: Line, tolerance: number): Line {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  const t2 = tolerance * tolerance;
  while (stack.length) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let worst = -1;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i];
      let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
      t = Math.max(0, Math.min(1, t));
      const ex = ax + t * dx - px;
      const ey = ay + t * dy - py;
      const d2 = ex * ex + ey * ey;
      if (d2 > worst) {
        worst = d2;
        index = i;
      }
    }
    if (worst > t2 && index > 0) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

// Joins touching pieces of one road (either direction) into long runs, so simplification has
// something to work on and the file does not repeat every junction point.
function chain(lines: Line[]): Line[] {
  const key = (p: Position) => `${p[0]},${p[1]}`;
  const byEnd = new Map<string, number[]>();
  const add = (k: string, i: number) => byEnd.set(k, [...(byEnd.get(k) ?? []), i]);
  lines.forEach((line, i) => {
    add(key(line[0]), i);
    add(key(line[line.length - 1]), i);
  });
  const used = new Uint8Array(lines.length);
  const take = (at: Position): Line | null => {
    const next = (byEnd.get(key(at)) ?? []).find((j) => !used[j]);
    if (next === undefined) return null;
    used[next] = 1;
    const line = lines[next];
    return key(line[0]) === key(at) ? line : [...line].reverse();
  };
  const result: Line[] = [];
  lines.forEach((line, i) => {
    if (used[i]) return;
    used[i] = 1;
    let run = [...line];
    for (let next = take(run[run.length - 1]); next; next = take(run[run.length - 1]))
      run.push(...next.slice(1));
    for (let prev = take(run[0]); prev; prev = take(run[0])) run = [...prev.reverse(), ...run.slice(1)];
    result.push(run);
  });
  return result;
}

function buildRoads() {
  const source = JSON.parse(gunzipSync(readFileSync(roadsSource)).toString('utf8')) as {
    features: Array<{
      properties: { class: string; num: string };
      geometry: { type: 'LineString'; coordinates: Line };
    }>;
  };
  const byRoad = new Map<string, Line[]>();
  for (const f of source.features) {
    const { class: cls, num } = f.properties;
    if (cls !== 'I' && cls !== 'US') continue;
    const ref = `${cls === 'I' ? 'I' : 'US'}-${num}`;
    byRoad.set(ref, [...(byRoad.get(ref) ?? []), f.geometry.coordinates]);
  }
  // tolerance in degrees, coordinate digits, and the road classes drawn at that level.
  const levels = [
    { name: 'roads-low.json', tolerance: 0.03, digits: 2, classes: ['I'] },
    { name: 'roads-mid.json', tolerance: 0.01, digits: 3, classes: ['I', 'US'] },
    { name: 'roads-high.json', tolerance: 0.002, digits: 4, classes: ['I', 'US'] },
  ];
  for (const level of levels) {
    const features = [];
    for (const [ref, lines] of byRoad) {
      const cls = ref.startsWith('I-') ? 'I' : 'US';
      if (!level.classes.includes(cls)) continue;
      const parts = chain(lines)
        .map((line) =>
          simplify(line, level.tolerance).map(([x, y]) => [round(x, level.digits), round(y, level.digits)]),
        )
        .filter(
          (line) =>
            line.length >= 2 &&
            !(
              line.length === 2 &&
              Math.hypot(line[0][0] - line[1][0], line[0][1] - line[1][1]) < level.tolerance
            ),
        );
      if (parts.length === 0) continue;
      features.push({
        type: 'Feature',
        properties: { ref, c: cls },
        geometry: { type: 'MultiLineString', coordinates: parts },
      });
    }
    write(level.name, { type: 'FeatureCollection', features });
  }
}

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;

function roundGeometry(value: unknown): unknown {
  if (typeof value === 'number') return round(value, 3);
  if (Array.isArray(value)) return value.map(roundGeometry);
  return value;
}

function buildStates() {
  const topology = require('us-atlas/states-10m.json') as StatesTopology;
  const states = feature(topology, topology.objects.states);
  const borders = mesh(topology, topology.objects.states, (a, b) => a !== b);
  write('states.json', {
    type: 'FeatureCollection',
    features: [
      ...states.features.map((f) => ({
        type: 'Feature',
        properties: { name: f.properties?.name ?? '', kind: 'state' },
        geometry: {
          type: f.geometry.type,
          coordinates: roundGeometry((f.geometry as { coordinates: unknown }).coordinates),
        },
      })),
      {
        type: 'Feature',
        properties: { kind: 'border' },
        geometry: { type: borders.type, coordinates: roundGeometry(borders.coordinates) },
      },
    ],
  });
}

/** The zoom a town's label first shows at: big cities on the national view, small towns close up. */
export function townMinZoom(population: number): number {
  if (population >= 500_000) return 3;
  if (population >= 150_000) return 5;
  if (population >= 40_000) return 6;
  if (population >= 10_000) return 7.5;
  if (population >= 3_000) return 9;
  return 10;
}

function buildTowns() {
  const gazetteer = JSON.parse(readFileSync(path.join(root, 'data/us-places.json'), 'utf8')) as {
    rows: Array<[string, string, number, number, number]>;
  };
  const rows = gazetteer.rows.filter((r) => r[4] > 0).sort((a, b) => b[4] - a[4]);
  const features = rows.map(([name, state, lat, lng, population]) => ({
    type: 'Feature',
    properties: { n: name, s: state, z: townMinZoom(population) },
    geometry: { type: 'Point', coordinates: [round(lng, 3), round(lat, 3)] },
  }));
  // Cities for the national and regional views load at once; the many small towns only when the
  // map first zooms in far enough to show them.
  write('towns-major.json', {
    type: 'FeatureCollection',
    features: features.filter((f) => f.properties.z <= 6),
  });
  write('towns-minor.json', {
    type: 'FeatureCollection',
    features: features.filter((f) => f.properties.z > 6),
  });
}

function buildCampgrounds() {
  // The catalogue the places API serves (OSM objects that are the same campground as a RIDB row live
  // in the enrichment file, so nothing repeats), only the places an RV traveller can use.
  const { index, cells } = catalogueFiles(rvParkLayerRows(path.join(root, 'data')), CELL_DEGREES);
  // A cell gone from the data must not stay behind as a file.
  rmSync(path.join(out, 'campgrounds'), { recursive: true, force: true });
  rmSync(path.join(out, 'campgrounds.json'), { force: true });
  mkdirSync(path.join(out, 'campgrounds'), { recursive: true });
  write('campgrounds/index.json', index);
  let largest = 0;
  for (const [id, list] of cells) {
    const text = JSON.stringify(list);
    largest = Math.max(largest, text.length);
    writeFileSync(path.join(out, 'campgrounds', `${id}.json`), text);
  }
  console.log(`campgrounds/: ${cells.size} cells of ${CELL_DEGREES} degrees, largest ${(largest / 1024).toFixed(0)} kB`);
}

// `npx tsx scripts/build-map-data.ts campgrounds` rebuilds the campground files alone (no highway source needed).
const parts = { states: buildStates, towns: buildTowns, campgrounds: buildCampgrounds, roads: buildRoads };
const asked = process.argv.slice(2) as Array<keyof typeof parts>;
mkdirSync(out, { recursive: true });
for (const [name, build] of Object.entries(parts))
  if (asked.length === 0 || asked.includes(name as keyof typeof parts)) build();
// The big files' brotli copies, which the client build uses instead of compressing them again.
refreshPrecompressed();
