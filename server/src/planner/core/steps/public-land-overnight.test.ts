import { describe, expect, it } from 'vitest';
import type { CampgroundRow } from '../../../catalogue/core/data';
import { interpolate } from '../../../geo';
import { campgroundRow, stateThrough, testContext, testPlannerData } from '../../../test/planner-data';
import { parkEmptiesTanks, parkFactsOf, parkFillsWater } from '@shared/plan/park-facts';
import { BLM_STAY_LIMIT_SOURCE, publicLandAgency } from './public-land-overnight';

// Free camping on BLM and national forest land as a free overnight on a transit night. The test road
// runs straight from Denver to Moab (about 250 miles, 5 h at the test router's 50 mph): at 3 h a day
// the trip has two drive days and the first is cut on the open road, near t = 0.5.
const denver = { latitude: 39.73915, longitude: -104.9847 };
const moab = { latitude: 38.57332, longitude: -109.54984 };
const along = (t: number) => interpolate(denver, moab, t);

const midwayCamp = campgroundRow({ id: 'ridb-mid', name: 'Midway Camp', ...at(0.52), cost: 30 });
const nearCamp = campgroundRow({ id: 'ridb-moab', name: 'Near Camp', lat: 38.58, lng: -109.55, cost: 40 });

function at(t: number) {
  const p = along(t);
  return { lat: p.latitude, lng: p.longitude };
}

/** A public-land site as the OpenStreetMap rows report it: free, RVs welcome, run by `operator`. */
const landSite = (id: string, t: number, over: Partial<CampgroundRow> = {}): CampgroundRow =>
  campgroundRow({
    id,
    name: `Site ${id}`,
    ...at(t),
    source: 'OSM',
    category: 'federal',
    osmTourism: 'camp_site',
    operator: 'Bureau of Land Management',
    fee: false,
    rvEvidence: true,
    ...over,
  });

const plan = async (campgrounds: CampgroundRow[], input: Parameters<typeof testContext>[0] = {}) =>
  (
    await stateThrough(
      testContext(
        { duration: 3, maxDrivingHoursPerDay: 3, preferFreeOvernights: true, ...input },
        testPlannerData({ services: [], campgrounds: [midwayCamp, nearCamp, ...campgrounds] }),
      ),
      'costs',
    )
  ).options[0];

describe('free camping on public land as a free overnight', () => {
  it('spends a transit night at a free BLM site, with its rules, $0 and the office to ask', async () => {
    const site = landSite('osm-blm', 0.5, { website: 'https://www.blm.gov/visit/example' });
    const option = await plan([site], { rvType: 'class-c' });
    const [transit, ...rest] = option.days;
    expect(transit.rvPark.name).toBe('Site osm-blm');
    expect(transit.rvPark.freeOvernight?.kind).toBe('public-land');
    expect(transit.rvPark.nightlyFee).toBe(0);
    expect(transit.rvPark.nightlyFeeBasis).toBe('free');
    const rules = transit.rvPark.freeOvernight?.rules ?? [];
    expect(rules[0]).toContain('run by Bureau of Land Management: OpenStreetMap reports no fee');
    expect(rules[1]).toContain(BLM_STAY_LIMIT_SOURCE);
    expect(rules[2]).toContain('check with the office (https://www.blm.gov/visit/example)');
    expect(rules[3]).toBe(
      'No hook-ups: drinking water not in the data, dump station not in the data. Arrive with fresh water and empty tanks.',
    );
    expect(transit.rvPark.attribution).toContain('OpenStreetMap');
    expect(transit.notes.join(' ')).toContain(
      'free camping on public land run by Bureau of Land Management; $0',
    );
    // The day's drive ends at the site; the destination is never a free night.
    expect(transit.to.latitude).toBeCloseTo(along(0.5).latitude, 3);
    for (const d of rest) expect(d.rvPark.freeOvernight).toBeUndefined();
    expect(option.cost?.campingBasis).toContain('1 night at free overnight locations ($0)');
  });

  it('offers no public-land site that is not reported free, has no RV evidence, or is not BLM or a national forest', async () => {
    const cases: Array<Partial<CampgroundRow>> = [
      { fee: undefined },
      { fee: true },
      { rvEvidence: false },
      { operator: 'Some County Parks' },
      { operator: undefined, name: 'Lakeside Camp' },
    ];
    for (const over of cases) {
      const option = await plan([landSite('osm-x', 0.5, over)], { rvType: 'class-c' });
      // It may still be the night's campground by the ordinary ranking, never as a free overnight.
      expect(option.days[0].rvPark.freeOvernight, JSON.stringify(over)).toBeUndefined();
    }
  });

  it('offers none without the option, and none closed for the season on the night', async () => {
    const site = landSite('osm-blm', 0.5);
    const off = await plan([site], { rvType: 'class-c', preferFreeOvernights: false });
    expect(off.days[0].rvPark.freeOvernight).toBeUndefined();
    // A May-to-September season; the trip leaves in January.
    const closed = landSite('osm-summer', 0.5, { season: 'May-Sep' });
    const winter = await plan([closed], { rvType: 'class-c', departureDate: '2027-01-10' });
    expect(winter.days[0].rvPark.name).toBe('Midway Camp');
    expect(winter.days[0].rvPark.freeOvernight).toBeUndefined();
  });

  it('sends a long rig only to a site that reports a length limit it fits', async () => {
    const unknownLength = landSite('osm-unknown', 0.5, { operator: 'Uncompahgre National Forest' });
    const long = await plan([unknownLength], { rvType: 'class-a' });
    expect(long.days[0].rvPark.freeOvernight).toBeUndefined();
    // The same site, reporting a 45 ft limit (OSM's default unit is metres: 13.7 m).
    const roomy = landSite('osm-roomy', 0.5, { operator: 'Uncompahgre National Forest', maxLength: '13.7' });
    const fits = await plan([roomy], { rvType: 'class-a' });
    expect(fits.days[0].rvPark.name).toBe('Site osm-roomy');
    expect(fits.days[0].rvPark.freeOvernight?.rules[0]).toContain('run by Uncompahgre National Forest');
  });

  it('carries what the site reports of a dump station and water as values, its amenities written from them', async () => {
    const site = landSite('osm-dump', 0.5, { dumpStation: true, drinkingWater: false });
    const option = await plan([site], { rvType: 'class-c' });
    const stay = [...option.parks.values()].find((p) => p.park.name === 'Site osm-dump');
    expect(stay?.facts).toEqual({ dumpStation: 'yes', water: 'no', sewer: 'unknown' });
    expect(stay?.park.amenities).toEqual(['Dump station']);
    // The wire edge reads the same for the tank rules (a label names only what is there).
    const read = parkFactsOf(stay!.park);
    expect(parkEmptiesTanks(read)).toBe(true);
    expect(parkFillsWater(read)).toBe(false);
  });
});

describe('publicLandAgency', () => {
  it('reads the agency from the operator tag or the name', () => {
    const row = (operator: string | undefined, name = 'Camp') =>
      campgroundRow({ id: 'x', lat: 0, lng: 0, operator, name });
    expect(publicLandAgency(row('Bureau of Land Management'))).toBe('BLM');
    expect(publicLandAgency(row('BLM Moab Field Office'))).toBe('BLM');
    expect(publicLandAgency(row('Colville National Forest'))).toBe('USFS');
    expect(publicLandAgency(row('USDA Forest Service'))).toBe('USFS');
    expect(publicLandAgency(row(undefined, 'Sand Flats BLM Campground'))).toBe('BLM');
    expect(publicLandAgency(row('Utah State Parks'))).toBeUndefined();
    expect(publicLandAgency(row('Blmington Village'))).toBeUndefined();
  });
});
