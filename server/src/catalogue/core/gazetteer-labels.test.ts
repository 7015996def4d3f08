import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR, campgroundPlaces, gazetteerLandmarks, loadBundledData } from '../bundled-data';
import type { PlaceRow } from './data';
import { createGazetteer } from './gazetteer';
import type { CampgroundNames } from './gazetteer-campgrounds';
import { landmarkMatch, parkMatch, townMatch } from './gazetteer-matches';

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
// The campground list is for building the label indexes: a gazetteer reading shared ones never makes it.
let campgroundListsMade = 0;
const shared = createGazetteer(
  places.rows,
  [...data.parks],
  gazetteerLandmarks(rows, data.npsUnits ?? [], places.rows),
  () => {
    campgroundListsMade++;
    return campgroundPlaces(rows);
  },
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

  it('resolve every campground, park and landmark label, and a fifth of the towns, as the built indexes do', () => {
    const [, campIndex] = local.indexSteps();
    // Each label as the type-ahead offers it (its place name): a look-up in the label index.
    const queries = [
      ...[...(campIndex() as CampgroundNames).byPlaceName.values()].map((m) => m.placeName),
      ...local.towns.filter((_, i) => i % 5 === 0).map((t) => townMatch(t).placeName),
      ...data.parks.map((p) => parkMatch(p).placeName),
      ...gazetteerLandmarks(rows, data.npsUnits ?? [], places.rows).map((l) => landmarkMatch(l).placeName),
    ];
    expect(queries.length).toBeGreaterThan(25_000);
    const answers = queries.map((q) => [local.resolve(q), shared.resolve(q)]);
    expect(answers.filter(([want]) => want).length).toBe(queries.length);
    const differing = answers.filter(([want, got]) => JSON.stringify(got) !== JSON.stringify(want));
    expect(differing).toEqual([]);
    // Field for field, with no key of a different kind or order.
    expect(answers.slice(0, 2000).map(([, got]) => got)).toStrictEqual(
      answers.slice(0, 2000).map(([w]) => w),
    );
  });

  it('search as the built indexes do, prefixes and names, with and without a state', () => {
    const queries = new Set<string>();
    for (const r of rows.filter((_, i) => i % 200 === 0)) {
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
    }
  });

  it('never make the campground list a gazetteer builds its own indexes from', () => {
    // After every label resolved and every search above (and the indexes' warm-up).
    for (const step of shared.indexSteps()) step();
    expect(shared.resolve('Moab, Utah, United States')?.placeName).toBe('Moab, Utah, United States');
    expect(campgroundListsMade).toBe(0);
    // Without shared indexes the list is made, once, for the campground labels.
    const own = createGazetteer(places.rows, [...data.parks], [], () => {
      campgroundListsMade++;
      return campgroundPlaces(rows.slice(0, 50));
    });
    for (const step of own.indexSteps()) step();
    own.search('Camp', 5);
    expect(campgroundListsMade).toBe(1);
    expect(own.search(rows[0].name, 5).some((m) => m.placeName.startsWith(rows[0].name))).toBe(true);
  });
});
