import { describe, expect, it } from 'vitest';
import type { CampgroundRow } from '../../../catalogue/core/data';
import { campgroundRow, stateThrough, testContext, testPlannerData } from '../../../test/planner-data';

// OpenStreetMap-like rows: no Recreation.gov page unless the test gives one.
const osmRow = (o: Partial<CampgroundRow> & Pick<CampgroundRow, 'id' | 'lat' | 'lng' | 'name'>) =>
  campgroundRow({
    source: 'OSM',
    facilityId: undefined,
    description: null,
    category: 'private_inferred',
    osmTourism: 'caravan_site',
    rvEvidence: true,
    ...o,
  });

// Moab, UT is at 38.573, -109.550; a degree of latitude is about 69 miles.
const RV_FIELD = osmRow({ id: 'osm-1', name: 'RV Field', lat: 38.58, lng: -109.55 });
// About 12 miles out: within UNVERIFIED_MILES (campground-rank.ts) of the label by the town.
const BOOKABLE = osmRow({
  id: 'osm-2',
  name: 'Canyon View RV Park',
  lat: 38.75,
  lng: -109.55,
  phone: '+1 435 555 0100',
  address: '1 Canyon Road, Moab, UT',
});
const FAR_BOOKABLE = osmRow({
  id: 'osm-3',
  name: 'Green River Canyon RV Park',
  lat: 39.45,
  lng: -109.55,
  website: 'https://example.org/green-river',
});

async function stayAtMoab(rows: CampgroundRow[], input: Parameters<typeof testContext>[0] = {}) {
  const state = await stateThrough(testContext({ duration: 4, ...input }, testPlannerData({ campgrounds: rows })), 'nights');
  const stop = state.options[0].parks.get(0);
  return { park: stop?.park, warnings: stop?.warnings ?? [] };
}

describe('a stay goes to a park a traveller can reach', () => {
  it('a stay of several nights takes a park with a phone or address over a nearer map label', async () => {
    const { park, warnings } = await stayAtMoab([RV_FIELD, BOOKABLE]);
    expect(park?.name).toBe('Canyon View RV Park');
    expect(warnings.join(' ')).not.toMatch(/no address, phone or website/);
  });

  it('a label is kept only when no reachable park lies within the search, and says what is unknown and where to go instead', async () => {
    const { park, warnings } = await stayAtMoab([RV_FIELD, FAR_BOOKABLE]);
    expect(park?.name).toBe('RV Field');
    const said = warnings.find((w) => w.includes('no address, phone or website'));
    expect(said).toMatch(/^RV Field has no address, phone or website in our data: whether it takes RVs, and how to book, is unknown/);
    expect(said).toMatch(/Green River Canyon RV Park \(61 mi, website\)/);
  });

  it('a one-night stop keeps the nearest park: the rule is for stays', async () => {
    const { park } = await stayAtMoab([RV_FIELD, BOOKABLE], { duration: 1 });
    expect(park?.name).toBe('RV Field');
  });
});

describe('kinds of place in the plan', () => {
  const YMCA = osmRow({ id: 'osm-4', name: 'YMCA Camp Moab', lat: 38.575, lng: -109.55, phone: '+1 435 555 0101' });
  const FAMCAMP = osmRow({ id: 'osm-5', name: 'Moab FamCamp', lat: 38.576, lng: -109.55, phone: '+1 435 555 0102' });

  it('never sleeps at a youth camp or, for a civilian, a FamCamp', async () => {
    const { park } = await stayAtMoab([YMCA, FAMCAMP, BOOKABLE]);
    expect(park?.name).toBe('Canyon View RV Park');
  });

  it('a traveller with military access may sleep at the FamCamp, never at the youth camp', async () => {
    const { park } = await stayAtMoab([YMCA, FAMCAMP, BOOKABLE], { militaryAccess: true });
    expect(park?.name).toBe('Moab FamCamp');
  });

  it('a horse camp only for a traveller who brings horses (the request’s horses)', async () => {
    const HORSE = osmRow({ id: 'osm-6', name: 'Moab Horse Camp', lat: 38.577, lng: -109.55, phone: '+1 435 555 0103' });
    expect((await stayAtMoab([HORSE, BOOKABLE])).park?.name).toBe('Canyon View RV Park');
    expect((await stayAtMoab([HORSE, BOOKABLE], { horses: true })).park?.name).toBe('Moab Horse Camp');
  });
});
