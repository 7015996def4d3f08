import { describe, expect, it } from 'vitest';
import type { PlaceRow } from './data';
import type { CampgroundPlaceRow } from './gazetteer';
import { loadBundledData } from '../bundled-data';
import { createGazetteer } from './gazetteer';
import type { CampgroundNames } from './gazetteer-campgrounds';
import { normalizePlaceName } from './place-name';

const OSM = '© OpenStreetMap contributors';

const places: PlaceRow[] = [
  ['Moab', 'UT', 38.57332, -109.54984, 5235],
  ['Monticello', 'UT', 37.87138, -109.34289, 1972],
  ['Sheridan Lake', 'CO', 38.4667, -102.2921, 55],
  ['Hill City', 'SD', 43.93248, -103.5752, 948],
];
const camp = (
  c: Partial<CampgroundPlaceRow> & Pick<CampgroundPlaceRow, 'id' | 'name'>,
): CampgroundPlaceRow => ({
  state: 'UT',
  latitude: 38.6,
  longitude: -109.5,
  ...c,
});
const campgrounds: CampgroundPlaceRow[] = [
  camp({ id: 'osm-1', name: 'Lakeside Campground', latitude: 38.6, longitude: -109.5, attribution: OSM }),
  camp({ id: 'ridb-2', name: 'Lakeside Campground', latitude: 37.85, longitude: -109.4 }),
  camp({ id: 'osm-3', name: 'Moab KOA Holiday', latitude: 38.52, longitude: -109.5, attribution: OSM }),
  camp({
    id: 'osm-4',
    name: 'Sheridan Lake South Shore Campground',
    state: 'SD',
    latitude: 43.96877,
    longitude: -103.47347,
    attribution: OSM,
  }),
  // A campground carrying a town's very name must not take that town's label.
  camp({ id: 'osm-5', name: 'Moab', latitude: 38.7, longitude: -109.6, attribution: OSM }),
];
const gazetteer = createGazetteer(places, [], [], campgrounds);

describe('campgrounds in the place search', () => {
  it('finds a campground by a prefix of its name, labelled with its state and credited', () => {
    const [m] = gazetteer.search('Sheridan Lake South Shore');
    expect(m).toMatchObject({
      kind: 'campground',
      campgroundId: 'osm-4',
      name: 'Sheridan Lake South Shore Campground, SD',
      placeName: 'Sheridan Lake South Shore Campground, South Dakota, United States',
      attribution: OSM,
      latitude: 43.96877,
      longitude: -103.47347,
    });
  });

  it('keeps towns first: campgrounds only follow them', () => {
    expect(gazetteer.search('Sheridan Lake').map((m) => m.placeName)).toEqual([
      'Sheridan Lake, Colorado, United States',
      'Sheridan Lake South Shore Campground, South Dakota, United States',
    ]);
    const moab = gazetteer.search('Moab');
    expect(moab[0]).toMatchObject({ placeName: 'Moab, Utah, United States', kind: 'place' });
    expect(moab.slice(1).every((m) => m.kind === 'campground')).toBe(true);
    expect(gazetteer.resolve('Moab, Utah, United States')?.kind).toBe('place');
  });

  it('names two campgrounds of one name in one state after their nearest towns', () => {
    const found = gazetteer.search('Lakeside Campground, UT');
    expect(found.map((m) => m.placeName).sort()).toEqual([
      'Lakeside Campground (near Moab), Utah, United States',
      'Lakeside Campground (near Monticello), Utah, United States',
    ]);
    expect(found.find((m) => m.campgroundId === 'ridb-2')?.attribution).toBeUndefined();
  });

  it('resolves every label it offers to that campground and its point', () => {
    for (const c of campgrounds) {
      const offered = gazetteer.search(`${c.name}, ${c.state}`, 10).find((m) => m.campgroundId === c.id);
      expect(offered, c.id).toBeDefined();
      for (const label of [offered!.placeName, offered!.name]) {
        const back = gazetteer.resolve(label);
        expect({ label, id: back?.campgroundId, lat: back?.latitude, lng: back?.longitude }).toEqual({
          label,
          id: c.id,
          lat: c.latitude,
          lng: c.longitude,
        });
      }
    }
    expect(gazetteer.resolve('Moab (near Moab), Utah, United States')?.campgroundId).toBe('osm-5');
  });

  it('keys every campground label of the bundled data as normalizing its text would', () => {
    const data = loadBundledData();
    const [, campIndex] = data.gazetteer.indexSteps();
    const names = campIndex() as CampgroundNames;
    expect(names.byPlaceName.size).toBeGreaterThan(15_000);
    for (const [key, m] of names.byPlaceName) {
      expect(key, m.placeName).toBe(normalizePlaceName(m.placeName));
      expect(names.byName.get(normalizePlaceName(m.name.replace(/, [A-Z]{2}$/, '')))).toContain(m);
      expect(data.gazetteer.resolve(m.placeName)).toBe(m);
    }
  });

  it('does not plan a bare prefix as a campground', () => {
    expect(gazetteer.resolve('Sheridan Lake South')).toBeUndefined();
  });
});

describe('national parks by the names travellers use', () => {
  const park = (id: string, fullName: string, states: string[], latitude: number, longitude: number) => ({
    id,
    parkCode: id,
    fullName,
    states,
    latitude,
    longitude,
    description: '',
    activities: [],
    url: '',
    sourced: true,
  });
  const parks = [
    park('redw', 'Redwood National and State Parks', ['CA'], 41.37, -124.03),
    park('grsm', 'Great Smoky Mountains National Park', ['NC', 'TN'], 35.6, -83.5),
    park('glac', 'Glacier National Park', ['MT'], 48.68, -113.8),
    park('glba', 'Glacier Bay National Park & Preserve', ['AK'], 58.8, -136.8),
    park('mora', 'Mount Rainier National Park', ['WA'], 46.86, -121.7),
    park('thro', 'Theodore Roosevelt National Park', ['ND'], 47.17, -103.43),
  ];
  const withParks = createGazetteer(places, parks);

  it.each([
    ['Redwood National Park', 'redw'],
    ['Redwoods', 'redw'],
    ['redwood', 'redw'],
    ['Redwood National and State Parks', 'redw'],
    ['Smokies', 'grsm'],
    ['Great Smoky Mountains', 'grsm'],
    ['Smoky Mountains National Park', 'grsm'],
    ['Glacier', 'glac'],
    ['Glacier NP', 'glac'],
    ['Glacier Bay', 'glba'],
    ['Mt Rainier', 'mora'],
    ['Rainier', 'mora'],
    ['TRNP', 'thro'],
    ['Theodore Roosevelt', 'thro'],
  ])('plans "%s" as the park %s', (query, id) => {
    expect(withParks.resolve(query)?.parkId).toBe(id);
  });

  it('offers the park while a common name is typed', () => {
    expect(withParks.search('Smok', 3).map((m) => m.parkId)).toContain('grsm');
  });
});

describe('a state typed without a comma', () => {
  // "MT" is both Montana's code and an abbreviation of "Mount": the state is read as typed.
  const towns = createGazetteer(
    [
      ['Missoula', 'MT', 46.87215, -113.994, 73489],
      ['Kalispell', 'MT', 48.19579, -114.31291, 24558],
      ['Saint Regis', 'MT', 47.3369, -115.1703, 0],
      ['Mount Shasta', 'CA', 41.31024, -122.31225, 3223],
      ['Moab', 'UT', 38.57332, -109.54984, 5235],
    ],
    [],
    [],
    [],
  );
  const first = (q: string) => towns.search(q)[0]?.placeName;
  it.each([
    ['Missoula MT', 'Missoula, Montana, United States'],
    ['kalispell mt', 'Kalispell, Montana, United States'],
    ['St Regis MT', 'Saint Regis, Montana, United States'],
    ['St. Regis Montana', 'Saint Regis, Montana, United States'],
    ['Kalispell MT USA', 'Kalispell, Montana, United States'],
    ['Mt Shasta CA', 'Mount Shasta, California, United States'],
    ['Mt. Shasta', 'Mount Shasta, California, United States'],
    ['Moab UT', 'Moab, Utah, United States'],
  ])('%s is %s', (query, label) => {
    expect(first(query)).toBe(label);
  });
  it('a Montana town is not found in another state', () => {
    expect(towns.search('Moab MT')).toEqual([]);
  });
});
