import { describe, expect, it } from 'vitest';
import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import { campgroundRow, testContext, testPlannerData } from '../../../test/planner-data';
import type { Stop } from '../itinerary';
import type { Leg, Night } from '../plan-state';
import { aboutMiles, gateWords, stopPark } from './night-park';
import { sharedParkEntrances } from '../../../routing/park-entrances';

// One town per night: a day whose driving limit cuts the road near Julesburg, CO and
// that ends at a park in Ogallala, NE is titled Ogallala; its warnings and notes name no other town.

const JULESBURG: Stop = {
  name: 'Julesburg, CO',
  area: 'Julesburg, CO',
  latitude: 40.98833,
  longitude: -102.26435,
};
const OGALLALA_KOA = campgroundRow({
  id: 'ogallala-koa',
  name: 'Ogallala KOA',
  state: 'NE',
  lat: 41.1133,
  lng: -101.7084,
  phone: '+1 308 555 0100',
});
const choice = (row = OGALLALA_KOA): CampgroundChoice => ({
  row,
  distance: 32,
  needsMet: [],
  needsMissing: ['big-rig'],
  needsUnavailable: ['big-rig'],
  seasonUnknown: false,
});
const leg = { from: 0, to: 0 } as unknown as Leg;
const ctx = testContext(
  { rvType: 'class-a', specialNeeds: ['big-rig'] },
  testPlannerData({ campgrounds: [OGALLALA_KOA] }),
);
const texts = (p: ReturnType<typeof stopPark>) => [...p.warnings, ...p.notes].join(' ');

describe('one town per night', () => {
  it('a night that ends at its park in another town never names the town the road was cut at', () => {
    const night: Night = {
      choice: choice(),
      leg,
      end: { name: 'Ogallala, NE', latitude: 41.1133, longitude: -101.7084 },
    };
    const park = stopPark(ctx, JULESBURG, 3, night, false, ['2027-05-19']);
    expect(texts(park)).not.toMatch(/Julesburg/);
    expect(park.park.address).toMatch(/Ogallala|Near Ogallala, NE/);
    expect(park.warnings.join(' ')).toMatch(
      /^Max length not reported: ask Ogallala KOA whether your \d+ ft rig fits \(no pull-through sites reported either\); no campground within reach of today's drive in our data reports a maximum length that fits your rig\./,
    );
  });

  it('a night at the stop itself still names the stop and the miles searched around it', () => {
    const park = stopPark(ctx, JULESBURG, 3, { choice: choice(), leg }, false, ['2027-05-19']);
    expect(park.warnings.join(' ')).toMatch(
      /no campground within 40 miles of Julesburg, CO in our data reports/,
    );
  });

  it('a stay at an unverifiable park offers alternatives near the night’s own town', () => {
    const label = campgroundRow({
      id: 'rv-field',
      name: 'RV Field',
      state: 'NE',
      lat: 41.12,
      lng: -101.71,
      source: 'OSM',
      facilityId: undefined,
    });
    const night: Night = {
      choice: { ...choice(label), needsMissing: [], needsUnavailable: [] },
      leg,
      end: { name: 'Ogallala, NE', latitude: 41.12, longitude: -101.71 },
    };
    const park = stopPark(ctx, JULESBURG, 3, night, false, ['2027-05-19', '2027-05-20']);
    expect(texts(park)).not.toMatch(/Julesburg/);
    expect(park.warnings.join(' ')).toMatch(
      /Nearest parks to Ogallala, NE that report an address, phone or website \(miles in a straight line\): Ogallala KOA/,
    );
  });
});

describe('a straight-line distance in a night note', () => {
  it('says less than a mile, one mile or so many miles, never "0 miles" or "1 miles"', () => {
    expect([0.2, 0.6, 1.4, 12.3].map(aboutMiles)).toEqual([
      'less than a mile',
      'about 1 mile',
      'about 1 mile',
      'about 12 miles',
    ]);
  });

  it('a park at the stop itself, off the roads, is less than a mile from it', () => {
    const near = { ...choice(), distance: 0.3 };
    const park = stopPark(ctx, JULESBURG, 3, { choice: near, leg }, false, ['2027-05-19']);
    expect(park.notes.join(' ')).toMatch(
      /Ogallala KOA is .* less than a mile from Julesburg, CO in a straight line/,
    );
    expect(texts(park)).not.toMatch(/\b0 miles|\b1 miles/);
  });
});

describe("a park's entrance as a night names it", () => {
  // The name's season remark ("; the road is closed in winter") is true of no date: an August night
  // by Mount Rainier's Stevens Canyon Entrance said Stevens Canyon Road was closed.
  const names = [...sharedParkEntrances().values()].flatMap((p) => p.entrances.map((e) => e.name));

  it('keeps where the gate is and drops the season of the road on from it', () => {
    expect(
      gateWords(
        'the Stevens Canyon Entrance (WA-123 by Ohanapecosh; Stevens Canyon Road is closed in winter)',
      ),
    ).toBe('Stevens Canyon Entrance (WA-123 by Ohanapecosh)');
    expect(gateWords('the North Entrance (Gardiner, MT, on US-89)')).toBe(
      'North Entrance (Gardiner, MT, on US-89)',
    );
    expect(names.filter((n) => n.includes(';')).length).toBeGreaterThan(0);
    for (const n of names) expect(gateWords(n), n).not.toMatch(/;|closed|open all year/);
  });
});
