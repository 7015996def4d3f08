import { describe, expect, it } from 'vitest';
import type { Day } from '@shared/schemas/plan';
import { interpolate } from '../../../geo';
import type { ServiceRow } from '../../../catalogue/core/services';
import { OSM_SOURCE, OVERNIGHT_LABEL } from '../../../catalogue/core/services';
import { moabNearAndFar, stateThrough, testContext, testPlannerData } from '../../../test/planner-data';
import { onLineGrid } from '@shared/plan/polyline';
import { roadLine } from './road-line';
import { planPropane } from './road-propane';

const denver = { latitude: 39.73915, longitude: -104.9847 };
const moab = { latitude: 38.57332, longitude: -109.54984 };
const along = (t: number) => interpolate(denver, moab, t);
const service = (
  id: string,
  kind: ServiceRow['kind'],
  t: number,
  extra: Partial<ServiceRow> = {},
): ServiceRow => ({
  id,
  kind,
  name: id,
  ...along(t),
  source: 'test',
  ...extra,
});

// A straight road from Denver to Moab (about 250 miles, 5 h at the test router's 50 mph).
const services = [
  service('Truck stop A', 'fuel', 0.3),
  service('Truck stop B', 'fuel', 0.7),
  service('Rest area', 'rest', 0.45, { detail: 'rest area' }),
  service('Walmart (Moab, UT)', 'overnight', 0.995, { note: OVERNIGHT_LABEL }),
];

/** A 36 ft diesel rig at 6 mpg with the given tank. */
const dieselRig = (tankGallons: number) =>
  ({
    lengthFeet: 36,
    heightFeet: 12,
    fuel: 'diesel',
    tankGallons,
    mpg: 6,
    towingCar: false,
    propaneOnBoard: true,
  }) as const;

describe('road stops step', () => {
  it('puts fuel by range and an overnight-parking fallback on the day, in route order', async () => {
    // A 30-gallon tank at 6 mpg: 135 miles to a quarter tank.
    const rig = dieselRig(30);
    const ctx = testContext({ duration: 1, rig }, testPlannerData({ services }));
    const state = await stateThrough(ctx, 'road stops');
    const day = state.options[0].days[0];
    const stops = day.roadStops ?? [];
    expect(stops.map((s) => s.kind)).toEqual(['fuel', 'fuel', 'overnight']);
    expect(stops.map((s) => s.name)).toEqual(['Truck stop A', 'Truck stop B', 'Walmart (Moab, UT)']);
    // Miles along the day's line, ascending, each stretch within the range.
    const miles = [0, ...stops.filter((s) => s.kind === 'fuel').map((s) => s.mile), day.distance];
    for (let i = 1; i < miles.length; i++) expect(miles[i] - miles[i - 1]).toBeLessThanOrEqual(135);
    expect(stops[0].mile).toBeCloseTo(day.distance * 0.3, -1);
    // No campground in the data: the day offers the store, labelled, never as its park.
    expect(day.rvPark.isPlaceholder).toBe(true);
    expect(stops[2].note).toContain(OVERNIGHT_LABEL);
    expect(stops[2].note).toContain('No campground in our data that suits this trip lies within 120 mi');
    expect(
      day.notes.some(
        (n) => n.startsWith('Overnight parking: Walmart (Moab, UT)') && n.includes(OVERNIGHT_LABEL),
      ),
    ).toBe(true);
  });

  it('warns on the day when no known fuel stop lies within range', async () => {
    const rig = dieselRig(20);
    const ctx = testContext({ duration: 1, rig }, testPlannerData({ services }));
    const day = (await stateThrough(ctx, 'road stops')).options[0].days[0];
    expect(
      day.warnings?.some((w) =>
        /^Fuel: no truck stop in our data within your rig's range \(about 90 mi/.test(w),
      ),
    ).toBe(true);
  });

  it('offers overnight parking beside a park that fits only when the traveller prefers free overnights', async () => {
    const data = testPlannerData({ services, campgrounds: moabNearAndFar({ name: 'Far Camp' }) });
    const offered = async (preferFreeOvernights: boolean) => {
      const day = (await stateThrough(testContext({ duration: 1, preferFreeOvernights }, data), 'road stops'))
        .options[0].days[0];
      expect(day.rvPark.name).toBe('Near Camp');
      return day.roadStops?.filter((s) => s.kind === 'overnight') ?? [];
    };
    expect(await offered(false)).toEqual([]);
    const [walmart] = await offered(true);
    expect(walmart.name).toBe('Walmart (Moab, UT)');
    expect(walmart.note).toMatch(
      /call ahead\. It is not a campground\. Tonight's park, Near Camp, is about \d+ mi from it \(straight line\)\./,
    );
  });

  it('puts no road stops on a day before the step runs, and none on rest days', async () => {
    const ctx = testContext({ duration: 3 }, testPlannerData({ services }));
    const before = await stateThrough(ctx, 'day content');
    expect(before.options[0].days.every((d) => d.roadStops === undefined)).toBe(true);
    const after = await stateThrough(ctx, 'road stops');
    for (const d of after.options[0].days) expect(d.roadStops === undefined).toBe(d.geometry === undefined);
  });
});

describe('propane on a cold trip', () => {
  const line = roadLine(
    onLineGrid([
      [denver.latitude, denver.longitude],
      [moab.latitude, moab.longitude],
    ]),
    250,
  );
  const driveDay = (day: number): Day =>
    ({ day, date: `2026-12-${String(9 + day).padStart(2, '0')}`, to: { name: 'Moab, UT', ...moab } }) as Day;
  const days = [1, 3, 6, 8].map((d) => ({ day: driveDay(d), line }));

  it('says so when only cylinder-exchange points lie near the road, and takes a refill point when one does', () => {
    const exchangeOnly = testContext(
      { departureDate: '2026-12-10', duration: 10 },
      testPlannerData({
        services: [service('Blue Rhino', 'propane', 0.5, { detail: 'exchange', ...OSM_SOURCE })],
      }),
    );
    const told = planPropane(exchangeOnly, days);
    // Due five days after the first drive day: days 6 and 8 have only the exchange.
    expect(told.map((t) => t.d.day.day)).toEqual([6, 8]);
    expect(told.every((t) => t.at === undefined)).toBe(true);
    expect(told[0].dayNote).toContain(
      "only cylinder-exchange points lie near today's road in our data (Blue Rhino",
    );
    expect(told[0].dayNote).toContain("cannot fill an RV's built-in tank");

    const withRefill = testContext(
      { departureDate: '2026-12-10', duration: 10 },
      testPlannerData({
        services: [
          service('Blue Rhino', 'propane', 0.5, { detail: 'exchange' }),
          service('Sharp Propane', 'propane', 0.6, { detail: 'refill' }),
        ],
      }),
    );
    const refill = planPropane(withRefill, days);
    expect(refill.map((t) => [t.d.day.day, t.at?.row.name])).toEqual([[6, 'Sharp Propane']]);
  });

  it('plans none for a short warm trip or a rig without propane', () => {
    const warm = testContext({ departureDate: '2026-06-10', duration: 10 }, testPlannerData({ services }));
    expect(
      planPropane(
        warm,
        days.map((d) => ({ ...d, day: { ...d.day, date: '2026-06-12' } })),
      ),
    ).toEqual([]);
    const noPropane = testContext(
      {
        departureDate: '2026-12-10',
        duration: 20,
        rig: {
          lengthFeet: 20,
          heightFeet: 9,
          fuel: 'gas',
          tankGallons: 25,
          mpg: 18,
          towingCar: false,
          propaneOnBoard: false,
        },
      },
      testPlannerData({ services }),
    );
    expect(planPropane(noPropane, days)).toEqual([]);
  });
});
