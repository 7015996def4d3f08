import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../bundled-data';
import { AmbiguousPlaceError } from './ambiguous-place';
import type { PlaceRow } from './data';
import { createGazetteer } from './gazetteer';

// Towns of one name in one state, as scripts/build-gazetteer.ts writes them: each with its area.
const places: PlaceRow[] = [
  ['Greenfield', 'OR', 45.0, -123.0, 5000, 'Polk County'],
  ['Greenfield', 'OR', 44.0, -120.0, 0, 'Crook County'],
  ['Greenfield', 'IN', 39.785, -85.769, 23000], // alone in its state: no area
  ['Salem', 'UT', 40.05, -111.67, 8000, 'near Spanish Fork'],
  ['Salem', 'UT', 38.0, -112.0, 1500, 'near Beaver'],
  ['Bigton', 'TX', 30.0, -97.0, 250_000, 'Travis County'],
  ['Bigton', 'TX', 31.0, -100.0, 4000, 'Tom Green County'],
  ['Moab', 'UT', 38.57332, -109.54984, 5235],
];
const gazetteer = createGazetteer(places, []);

const ambiguity = (query: string) => {
  try {
    gazetteer.resolve(query);
  } catch (error) {
    if (error instanceof AmbiguousPlaceError) return error;
    throw error;
  }
  return undefined;
};

describe('towns of one name in one state', () => {
  it('lists every one in the place search, each with what tells it apart', () => {
    expect(gazetteer.search('Greenfield, OR').map((m) => [m.placeName, m.id])).toEqual([
      ['Greenfield (Polk County), Oregon, United States', 'place.greenfield.or.polk-county'],
      ['Greenfield (Crook County), Oregon, United States', 'place.greenfield.or.crook-county'],
    ]);
    // A prefix brings the unknown-sized one along with its larger namesake.
    expect(gazetteer.search('Salem', 2).map((m) => m.name)).toEqual([
      'Salem (near Spanish Fork), UT',
      'Salem (near Beaver), UT',
    ]);
    expect(gazetteer.search('Greenf').map((m) => m.name)).toEqual([
      'Greenfield, IN',
      'Greenfield (Polk County), OR',
      'Greenfield (Crook County), OR',
    ]);
  });

  it('never plans the bare name as one of them: the error names every choice', () => {
    const error = ambiguity('Greenfield, OR');
    expect(error?.message).toBe(
      'There is more than one Greenfield, OR: Greenfield (Polk County), OR or Greenfield (Crook County), OR. Please choose one.',
    );
    expect(error?.choices).toEqual([
      {
        name: 'Greenfield (Polk County), OR',
        placeName: 'Greenfield (Polk County), Oregon, United States',
        latitude: 45,
        longitude: -123,
      },
      {
        name: 'Greenfield (Crook County), OR',
        placeName: 'Greenfield (Crook County), Oregon, United States',
        latitude: 44,
        longitude: -120,
      },
    ]);
    // Asked without its state, the name is said with the state of the towns it found.
    expect(ambiguity('Salem')?.message).toMatch(/^There is more than one Salem, UT: /);
    expect(ambiguity('Salem, Utah')?.choices.map((c) => c.name)).toEqual([
      'Salem (near Spanish Fork), UT',
      'Salem (near Beaver), UT',
    ]);
  });

  it.each([
    ['Greenfield (Crook County), OR', 44.0],
    ['Greenfield (Crook County), Oregon, United States', 44.0],
    ['Greenfield, Crook County, OR', 44.0],
    ['greenfield crook county oregon', 44.0],
    ['Greenfield (Polk County), OR', 45.0],
    ['Salem (near Beaver), UT', 38.0],
  ])('plans %s as the town it names', (query, latitude) => {
    expect(gazetteer.resolve(query)).toMatchObject({ latitude, kind: 'place', exact: true });
  });

  it('takes a city of 100,000 or more that is ten times any namesake, named with its area', () => {
    expect(gazetteer.resolve('Bigton, TX')).toMatchObject({
      name: 'Bigton (Travis County), TX',
      latitude: 30,
    });
  });

  it('leaves a name of one town per state as it was', () => {
    expect(gazetteer.resolve('Greenfield, IN')).toMatchObject({ name: 'Greenfield, IN', latitude: 39.785 });
    expect(gazetteer.resolve('Moab, UT')?.placeName).toBe('Moab, Utah, United States');
  });
});

describe('data/us-places.json', () => {
  const rows = (
    JSON.parse(readFileSync(path.join(DATA_DIR, 'us-places.json'), 'utf8')) as { rows: PlaceRow[] }
  ).rows;
  it('tells apart every town that shares its name in its state, never two with the same words', () => {
    const areas = new Map<string, Set<string>>();
    for (const [name, state, , , , area] of rows) {
      if (!area) continue;
      const key = `${name}|${state}`;
      const seen = areas.get(key) ?? new Set<string>();
      areas.set(key, seen.add(area));
    }
    expect(areas.size).toBeGreaterThan(200);
    for (const [key, seen] of areas) expect(seen.size, key).toBeGreaterThan(1);
    expect(areas.get('Twin Lakes|CO')).toEqual(new Set(['Adams County', 'Lake County']));
    expect(areas.get('Greenville|NY')).toEqual(new Set(['Westchester County', 'Greene County']));
  });
});
