import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogueIndex, CellRow } from '../shared/map/catalogue-cells';
import { CELL_DEGREES, cellOf } from '../shared/map/catalogue-cells';
import type { CatalogueRow } from './map-data-cells';
import { catalogueFiles, rvParkLayerRows } from './map-data-cells';

const root = path.join(__dirname, '..');
const rows = rvParkLayerRows(path.join(root, 'data'));

describe('the catalogue split into cells (build-map-data)', () => {
  const { index, cells } = catalogueFiles(rows, CELL_DEGREES);

  it('puts every campground in exactly one cell, the one its point falls in', () => {
    // Rows, not ids: three OpenStreetMap ids occur twice in the data (two objects, two points).
    const key = (id: string, name: string, lng: number, lat: number) =>
      `${id}|${name}|${lng.toFixed(3)}|${lat.toFixed(3)}`;
    const placed: string[] = [];
    for (const [id, list] of cells) {
      for (const [campground, name, lng, lat] of list) {
        placed.push(key(campground, name, lng, lat));
        const [w, s, e, n] = index.cells[id].bounds;
        expect(lng >= w && lng <= e && lat >= s && lat <= n, `${campground} in ${id}`).toBe(true);
      }
    }
    expect(placed.sort()).toEqual(rows.map((r) => key(r.id, r.name, r.lng, r.lat)).sort());
  });

  it('indexes each cell with its count and bounds, and sums the summary to the whole catalogue', () => {
    expect(Object.keys(index.cells).sort()).toEqual([...cells.keys()].sort());
    for (const [id, list] of cells) expect(index.cells[id].count).toBe(list.length);
    expect(index.total).toBe(rows.length);
    const sum = (summary: typeof index.summary) => summary.reduce((total, [, , count]) => total + count, 0);
    expect(sum(index.summary)).toBe(rows.filter((r) => !r.military).length);
    expect(sum(index.militarySummary)).toBe(rows.filter((r) => r.military).length);
    // A centroid lies within its 1-degree square's campgrounds, so inside the data's own extent.
    for (const [lng, lat] of [...index.summary, ...index.militarySummary]) {
      expect(lng).toBeGreaterThan(-180);
      expect(lat).toBeGreaterThan(15);
    }
  });

  it('cuts at the grid lines: a point on a line goes to the cell east or north of it', () => {
    const at = (lng: number, lat: number): CatalogueRow => ({ id: `${lng},${lat}`, name: 'x', lng, lat });
    const split = catalogueFiles([at(-112, 36), at(-112.0001, 35.9999), at(-149.9, 61.2)], 4);
    expect([...split.cells.keys()].sort()).toEqual(['-28_9', '-29_8', '-38_15'].sort());
    expect(cellOf(-112, 36)).toBe('-28_9');
    expect(split.index.summary).toHaveLength(3);
  });

  it('flags a FamCamp row and counts it in the military summary only', () => {
    const split = catalogueFiles(
      [
        { id: 'a', name: 'Park', lng: -106.4, lat: 31.8 },
        { id: 'b', name: 'Base FamCamp', lng: -106.41, lat: 31.81, military: true },
      ],
      4,
    );
    expect(split.cells.get(cellOf(-106.4, 31.8))).toEqual([
      ['a', 'Park', -106.4, 31.8],
      ['b', 'Base FamCamp', -106.41, 31.81, 'military'],
    ]);
    expect(split.index.summary).toEqual([[-106.4, 31.8, 1]]);
    expect(split.index.militarySummary).toEqual([[-106.41, 31.81, 1]]);
  });
});

// The files the map reads (client/public/map-data/campgrounds/), as committed.
const built = path.join(root, 'client/public/map-data/campgrounds');
const builtIndex = JSON.parse(readFileSync(path.join(built, 'index.json'), 'utf8')) as CatalogueIndex;
const builtCells = new Map(
  readdirSync(built)
    .filter((f) => f !== 'index.json')
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(built, f), 'utf8')) as CellRow[]]),
);
const builtIds = new Set([...builtCells.values()].flatMap((list) => list.map(([id]) => id)));

describe("the map's campground layer offers only RV parks", () => {
  it.each([
    ['osm-855215618', 'JCC Camp Grossman'],
    ['osm-1427888394', 'Camp Tel Noar'],
    ['osm-458863120', 'Staff Housing'],
    ['ridb-233729', 'Horse Campground'],
    ['osm-2784167910', 'Windham Town Forest Tent Platforms'],
    ['osm-5040089818', 'Campground'], // a description, not a name
    ['osm-685992196', 'RV Park'],
  ])('leaves out %s %s', (id) => {
    expect(builtIds.has(id)).toBe(false);
    expect(rows.some((r) => r.id === id)).toBe(false);
  });

  const builtRow = (id: string) => [...builtCells.values()].flat().find(([cid]) => cid === id);

  it.each([
    ['osm-990199147', 'Ft Bliss RV Park'],
    ['osm-378595332', 'Kirtland Air Force Base FamCamp'],
  ])('keeps %s %s flagged military only, for military ID holders', (id, name) => {
    expect(builtRow(id)).toEqual([id, name, expect.any(Number), expect.any(Number), 'military']);
    expect(rows.find((r) => r.id === id)?.military).toBe(true);
  });

  it.each([
    ['osm-1506573850', 'Fort Stockton RV Park'],
    ['ridb-233968', 'Scout Mountain Campground'],
    ['osm-5359745996', 'Volunteer Fire Dept. Campground'],
  ])('keeps %s %s for everyone', (id, name) => {
    expect(builtRow(id)).toEqual([id, name, expect.any(Number), expect.any(Number)]);
  });

  it('the committed files are what the build writes from the data', () => {
    const { index, cells } = catalogueFiles(rows, CELL_DEGREES);
    expect(builtIndex).toEqual(index);
    expect(Object.fromEntries(builtCells)).toEqual(Object.fromEntries(cells));
  });
});
