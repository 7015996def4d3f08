import { describe, expect, it } from 'vitest';
import { interpolate } from '../../catalogue/geo';
import type { ServiceRow } from '../../catalogue/services';
import { OVERNIGHT_LABEL } from '../../catalogue/services';
import { campgroundRow, stateThrough, testContext, testPlannerData } from '../../test/planner-data';
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
const data = testPlannerData({
  services: [store('Walmart (Midway, CO)', 0.5), store('Walmart (Moab, UT)', 0.99)],
  campgrounds: [
    campgroundRow({
      id: 'ridb-mid',
      name: 'Midway Camp',
      lat: along(0.52).latitude,
      lng: along(0.52).longitude,
      cost: 30,
    }),
    campgroundRow({ id: 'ridb-moab', name: 'Near Camp', lat: 38.58, lng: -109.55, cost: 40 }),
  ],
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
      campgrounds: [
        campgroundRow({
          id: 'ridb-mid',
          name: 'Midway Camp',
          lat: along(0.52).latitude,
          lng: along(0.52).longitude,
        }),
      ],
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
