import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../../catalogue/bundled-data';
import { interpolate } from '../../../geo';
import { restAreaRulesSchema } from '../../../catalogue/core/rest-area-rules';
import type { ServiceRow } from '../../../catalogue/core/services';
import { OVERNIGHT_LABEL, restRows } from '../../../catalogue/core/services';
import { campgroundRow, stateThrough, testContext, testPlannerData } from '../../../test/planner-data';
import { STORE_OVERNIGHT_RULES } from './free-overnight';

const denver = { latitude: 39.73915, longitude: -104.9847 };
const moab = { latitude: 38.57332, longitude: -109.54984 };
const along = (t: number) => interpolate(denver, moab, t);

// A straight road from Denver to Moab (about 250 miles, 5 h at the test router's 50 mph); at 3 h a
// day the trip is two drive days, the first cut on the open road (a transit night).
const store = (id: string, t: number): ServiceRow => ({
  id,
  kind: 'overnight',
  name: id,
  brand: 'Walmart',
  address: '1 Main St, Somewhere, CO',
  ...along(t),
  source: 'All The Places',
  note: OVERNIGHT_LABEL,
});
// A park just past the cut point, and one near Moab.
const midwayCamp = campgroundRow({
  id: 'ridb-mid',
  name: 'Midway Camp',
  lat: along(0.52).latitude,
  lng: along(0.52).longitude,
  cost: 30,
});
const nearCamp = campgroundRow({ id: 'ridb-moab', name: 'Near Camp', lat: 38.58, lng: -109.55, cost: 40 });
const data = testPlannerData({
  services: [store('Walmart (Midway, CO)', 0.5), store('Walmart (Moab, UT)', 0.99)],
  campgrounds: [midwayCamp, nearCamp],
});

const plan = async (preferFreeOvernights?: boolean) =>
  (
    await stateThrough(
      testContext({ duration: 3, maxDrivingHoursPerDay: 3, preferFreeOvernights }, data),
      'costs',
    )
  ).options[0];

describe('free overnights where allowed', () => {
  it('spends a transit night at a store, with its rules and $0, and never the destination stay', async () => {
    const option = await plan(true);
    const [transit, ...rest] = option.days;
    expect(transit.nights).toBe(1);
    expect(transit.rvPark.name).toBe('Walmart (Midway, CO)');
    expect(transit.rvPark.nightlyFee).toBe(0);
    expect(transit.rvPark.nightlyFeeBasis).toBe('free');
    expect(transit.rvPark.freeOvernight?.rules).toEqual([...STORE_OVERNIGHT_RULES]);
    expect(transit.notes.join(' ')).toContain('ask the store manager; one night; no slide-outs or chairs');
    expect(transit.notes.join(' ')).toContain(OVERNIGHT_LABEL);
    // The day's drive ends at the store.
    expect(transit.to.latitude).toBeCloseTo(along(0.5).latitude, 3);
    // The destination is a campground, never a parking lot.
    for (const d of rest) {
      expect(d.rvPark.freeOvernight).toBeUndefined();
      expect(d.rvPark.name).toBe('Near Camp');
    }
    // Costs follow: the free night is $0 and said so; the others are the park's reported $40.
    expect(option.cost?.camping).toBe(80);
    expect(option.cost?.campingBasis).toBe(
      '2 nights at reported fees. 1 night at free overnight locations ($0).',
    );
  });

  it('leaves the transit night at the park when the option is off (the default)', async () => {
    for (const setting of [undefined, false]) {
      const option = await plan(setting);
      expect(option.days[0].rvPark.name).toBe('Midway Camp');
      expect(option.days[0].rvPark.freeOvernight).toBeUndefined();
      expect(option.cost?.camping).toBe(110);
    }
  });

  it('uses no store beyond reach of the cut point, keeping the park', async () => {
    const far = testPlannerData({
      services: [store('Walmart (Moab, UT)', 0.99)],
      campgrounds: [midwayCamp],
    });
    const option = (
      await stateThrough(
        testContext({ duration: 3, maxDrivingHoursPerDay: 3, preferFreeOvernights: true }, far),
        'nights',
      )
    ).options[0];
    const first = [...option.parks.values()][0];
    expect(first.park.name).toBe('Midway Camp');
  });
});

// Rest areas as free overnights: rows built as the bundled ones are, with the real state table. The
// test road runs west from Denver; a rest area's state is the row's own (the table decides, not the map).
const rules = restAreaRulesSchema.parse(
  JSON.parse(readFileSync(path.join(DATA_DIR, 'rest-area-overnight.json'), 'utf8')),
);
const restArea = (
  id: string,
  name: string,
  state: string,
  t: number,
  highway = 'I-70',
  placeholder = false,
) =>
  restRows(
    {
      fields: ['id', 'name', 'type', 'lat', 'lng', 'city', 'state', 'highway', 'placeholderName'],
      rows: [
        [id, name, 'unspecified', along(t).latitude, along(t).longitude, 'NA', state, highway, placeholder],
      ],
    },
    rules,
  )[0];
const restPlan = async (services: ServiceRow[]) =>
  (
    await stateThrough(
      testContext(
        { duration: 3, maxDrivingHoursPerDay: 3, preferFreeOvernights: true },
        testPlannerData({ services, campgrounds: [midwayCamp, nearCamp] }),
      ),
      'costs',
    )
  ).options[0];

describe('rest areas as free overnights', () => {
  it('spends a transit night at a rest area whose state allows a night, saying its rule and source', async () => {
    const option = await restPlan([restArea('ntad-ca', 'Gold Run Westbound', 'CA', 0.5, 'I-80 W')]);
    const [transit, ...rest] = option.days;
    expect(transit.rvPark.name).toBe('Gold Run Westbound');
    expect(transit.rvPark.freeOvernight?.kind).toBe('rest-area');
    expect(transit.rvPark.nightlyFee).toBe(0);
    expect(transit.rvPark.freeOvernight?.rules[0]).toBe(
      "California's rule (Caltrans): stays of up to 8 hours in any 24-hour period; no camping or tents. Source: http://www.dot.ca.gov/dist3/departments/mtce/safetyrest.htm",
    );
    expect(transit.rvPark.freeOvernight?.rules[1]).toMatch(/^Stay at most 8 hours; signs posted/);
    expect(transit.notes.join(' ')).toContain(
      'a public rest area (I-80 W, California), not a campground; $0',
    );
    expect(transit.notes.join(' ')).toContain(
      '(http://www.dot.ca.gov/dist3/departments/mtce/safetyrest.htm)',
    );
    expect(transit.to.latitude).toBeCloseTo(along(0.5).latitude, 3);
    for (const d of rest) expect(d.rvPark.freeOvernight).toBeUndefined();
    expect(option.cost?.campingBasis).toContain('1 night at free overnight locations ($0)');
  });

  it('never uses a rest area where the state forbids a night, sets no stated limit or is unconfirmed', async () => {
    for (const state of ['IL', 'AZ', 'CO', 'WY']) {
      const option = await restPlan([restArea(`ntad-${state}`, `${state} Rest Area`, state, 0.5)]);
      expect(option.days[0].rvPark.name, state).toBe('Midway Camp');
      expect(option.days[0].rvPark.freeOvernight, state).toBeUndefined();
    }
  });

  it('never uses a placeholder row, or a rest area serving the other direction of a divided highway', async () => {
    // The road runs west-south-west: an eastbound rest area serves the other side.
    for (const row of [
      restArea('ntad-ph', 'NHS Rest Stop or Truck Facility 3', 'TX', 0.5, 'I-10W', true),
      restArea('ntad-unk', 'UNKNOWN', 'TX', 0.5, 'I-20W'),
      restArea('ntad-eb', 'Boron Eastbound', 'CA', 0.5, 'Hwy 58 E'),
    ]) {
      const option = await restPlan([row]);
      expect(option.days[0].rvPark.name, row.name).toBe('Midway Camp');
    }
    // The westbound one serves it.
    const west = await restPlan([restArea('ntad-wb', 'Boron Westbound', 'CA', 0.5, 'Hwy 58 W')]);
    expect(west.days[0].rvPark.name).toBe('Boron Westbound');
  });
});
