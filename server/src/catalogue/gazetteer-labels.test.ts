import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR, campgroundPlaces, loadBundledData, stateParksFromCampgrounds } from './bundled-data';
import type { PlaceRow } from './data';
import { createGazetteer } from './gazetteer';
import type { CampgroundNames } from './gazetteer-campgrounds';

// The bundled gazetteer's label indexes in shared memory (gazetteer-labels.ts), as a plan thread
// reads them: every label resolves, and every search answers, exactly as the indexes a thread
// builds for itself.

const data = loadBundledData();
const local = data.gazetteer;
const labels = local.shareLabels();
const places = JSON.parse(readFileSync(path.join(DATA_DIR, 'us-places.json'), 'utf8')) as {
  rows: PlaceRow[];
};
const rows = data.campgrounds.rows;
const shared = createGazetteer(
  places.rows,
  [...data.parks],
  stateParksFromCampgrounds(rows),
  campgroundPlaces(rows),
  () => labels,
);

describe('the gazetteer label indexes in shared memory', () => {
  it('lie in shared memory', () => {
    const arrays = [
      labels.matches.bytes,
      labels.matches.starts,
      labels.labels.bytes,
      labels.labels.starts,
      labels.labelMatch,
      labels.campNames.bytes,
      labels.campNames.starts,
      labels.campStarts,
      labels.campMatches,
    ];
    for (const a of arrays) expect(a.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(labels.labels.starts.length - 1).toBeGreaterThan(50_000);
  });

  it('are read, not built, by a gazetteer given them', () => {
    const steps = shared.indexSteps();
    expect(steps).toHaveLength(2);
    const lookups = steps[1]() as object;
    expect(lookups).not.toHaveProperty('byPlaceName');
  });

  it('resolve every campground, town, park and landmark label as the built indexes do', () => {
    const [, campIndex] = local.indexSteps();
    const queries = [
      ...[...(campIndex() as CampgroundNames).byPlaceName.values()].map((m) => m.placeName),
      ...local.towns.map((t) => `${t.name}, ${t.state}`),
      ...data.parks.map((p) => p.fullName),
      ...stateParksFromCampgrounds(rows).map((l) => `${l.name}, ${l.state}`),
    ];
    expect(queries.length).toBeGreaterThan(50_000);
    let resolved = 0;
    for (const q of queries) {
      const want = local.resolve(q);
      if (want) resolved++;
      expect(shared.resolve(q), q).toStrictEqual(want);
    }
    expect(resolved).toBeGreaterThan(50_000);
  });

  it('search as the built indexes do, prefixes and names, with and without a state', () => {
    const queries = new Set<string>();
    for (const r of rows.filter((_, i) => i % 40 === 0)) {
      const words = r.name.split(' ');
      queries.add(r.name.slice(0, 3));
      queries.add(words.slice(0, 2).join(' '));
      queries.add(`${words[0]}, ${r.state}`);
      queries.add(`${r.name} ${r.state}`);
    }
    for (const q of ['Camping', 'Lakeside Campground, OH', 'Moab', 'Yellowstone', 'KOA', 'Xyz', 'riverside'])
      queries.add(q);
    for (const q of queries) {
      expect(shared.search(q, 10), q).toStrictEqual(local.search(q, 10));
      expect(shared.search(q), q).toStrictEqual(local.search(q));
    }
  });
});
