import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import type { CountyOf, Row } from './build-gazetteer';
import { buildGazetteer, censusCounties, SAME_TOWN_MILES } from './build-gazetteer';

const city = (name: string, state: string, lat: number, lng: number, population: number) => ({
  name,
  country: 'US',
  featureCode: 'PPL',
  adminCode: state,
  population,
  loc: { coordinates: [lng, lat] as [number, number] },
});
const zip = (city: string, state: string, latitude: number, longitude: number) => ({
  city,
  state,
  latitude,
  longitude,
  country: 'US',
});
// Counties by hand: west of -121 is "West County", else "East County" (the cases below say which).
const halves: CountyOf = (_lat, lng) => (lng < -121 ? 'West County' : 'East County');
const rowsOf = (rows: Row[], name: string, state: string) =>
  rows.filter((r) => r[0] === name && r[1] === state);

describe('buildGazetteer: towns of one name in one state', () => {
  it('keeps a ZIP town far from the GeoNames place of its name, each told apart by its county', () => {
    const rows = buildGazetteer(
      [city('Greenfield', 'OR', 45.0, -123.0, 5000), city('Riverton', 'TX', 30.0, -97.0, 3000)],
      [
        zip('Greenfield', 'OR', 44.0, -120.0), // about 170 miles away, another county
        zip('Riverton', 'TX', 31.0, -100.0), // about 200 miles away
        zip('Riverton', 'TX', 31.02, -100.01), // the same far town's second ZIP
      ],
      (lat, lng, state) =>
        state === 'TX' ? (lng < -98 ? 'Far County' : 'Home County') : halves(lat, lng, state),
    );
    expect(rowsOf(rows, 'Greenfield', 'OR')).toEqual([
      ['Greenfield', 'OR', 45.0, -123.0, 5000, 'West County'],
      ['Greenfield', 'OR', 44.0, -120.0, 0, 'East County'],
    ]);
    const riverton = rowsOf(rows, 'Riverton', 'TX');
    expect(riverton.map((r) => r[5])).toEqual(['Home County', 'Far County']);
    // One town for the two far ZIPs, at their median.
    expect(riverton[1].slice(2, 4)).toEqual([31.02, -100.0]);
  });

  it(`drops a ZIP within ${SAME_TOWN_MILES} miles of the place of its name: the same town`, () => {
    const rows = buildGazetteer(
      [city('Greenfield', 'OR', 45.0, -123.0, 5000)],
      [zip('Greenfield', 'OR', 45.2, -123.1)],
      halves,
    );
    expect(rowsOf(rows, 'Greenfield', 'OR')).toEqual([['Greenfield', 'OR', 45.0, -123.0, 5000]]);
  });

  it("drops a town's outlying delivery ZIP: near a town with ZIPs of its own, or in the same county", () => {
    const rows = buildGazetteer(
      [city('Hillsboro', 'KS', 38.0, -97.0, 2900), city('Murray', 'NV', 39.0, -117.0, 1200)],
      [
        zip('Hillsboro', 'KS', 38.01, -97.01), // the town's own ZIP
        zip('Hillsboro', 'KS', 38.4, -97.0), // its rural route, about 28 miles out
        zip('Murray', 'NV', 39.45, -117.0), // about 31 miles out, in the town's county
      ],
      () => 'One County',
    );
    expect(rowsOf(rows, 'Hillsboro', 'KS')).toEqual([['Hillsboro', 'KS', 38.0, -97.0, 2900]]);
    expect(rowsOf(rows, 'Murray', 'NV')).toEqual([['Murray', 'NV', 39.0, -117.0, 1200]]);
  });

  it('names towns of one county by the place nearest each, never the same one twice', () => {
    const rows = buildGazetteer(
      [
        city('Salem', 'UT', 40.0, -111.0, 4000),
        city('Salem', 'UT', 38.0, -112.0, 1500),
        city('Northtown', 'UT', 40.1, -111.1, 9000),
        city('Southtown', 'UT', 38.1, -112.1, 2000),
      ],
      [],
      () => 'Big County',
    );
    expect(rowsOf(rows, 'Salem', 'UT').map((r) => r[5])).toEqual(['near Northtown', 'near Southtown']);
    // The towns that share no name carry nothing.
    expect(rowsOf(rows, 'Northtown', 'UT')[0]).toHaveLength(5);
  });

  it('leaves a name found only in the ZIP list one town, at the median of its ZIPs', () => {
    const rows = buildGazetteer(
      [],
      [
        zip('Dry Creek', 'WY', 44.0, -106.0),
        zip('Dry Creek', 'WY', 44.6, -106.5),
        zip('Dry Creek', 'WY', 44.1, 106.2),
      ],
      halves,
    );
    // The third row's longitude has lost its sign: the median does not follow it.
    expect(rowsOf(rows, 'Dry Creek', 'WY')).toEqual([['Dry Creek', 'WY', 44.1, -106.0, 0]]);
  });
});

describe('censusCounties (us-atlas, US Census Bureau)', () => {
  const require = createRequire(import.meta.url);
  const countyOf = censusCounties(
    JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8')) as Topology,
  );
  it('names the county a point lies in, parishes in Louisiana, none in Alaska', () => {
    expect(countyOf(39.1011, -106.4416, 'CO')).toBe('Lake County'); // Twin Lakes below Independence Pass
    expect(countyOf(39.82499, -105.0047, 'CO')).toBe('Adams County'); // Twin Lakes by Denver
    expect(countyOf(44.2619, -72.5806, 'VT')).toBe('Washington County'); // Montpelier
    expect(countyOf(29.9511, -90.0715, 'LA')).toBe('Orleans Parish');
    expect(countyOf(61.2181, -149.9003, 'AK')).toBeUndefined();
    // A point asked for in the wrong state has no county there.
    expect(countyOf(39.1011, -106.4416, 'UT')).toBeUndefined();
  });
});
