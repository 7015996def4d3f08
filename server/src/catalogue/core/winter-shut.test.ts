import { describe, expect, it } from 'vitest';
import type { CampgroundRow } from './data';
import { rankCampgrounds, winterShut, winterShutKind } from './campgrounds';
import { campgroundRow, testContext, testPlannerData } from '../../test/planner-data';
import { stopPark } from '../../planner/core/steps/night-park';
import type { Leg } from '../../planner/core/plan-state';
import { overnightOffer } from '../../planner/core/steps/road-overnight';

// A government's campground of unknown season in cold country (a forest's, a park's, a state park's
// with no hook-ups) is not a winter night while a park of another kind is within reach; when it is
// the only one, the day says its season is not reported, why it is likely shut, and to call ahead.

const osm = (o: Partial<CampgroundRow> & Pick<CampgroundRow, 'id' | 'lat' | 'lng' | 'name'>) =>
  campgroundRow({ source: 'OSM', facilityId: undefined, description: null, state: 'CO', ...o });

// By Telluride, CO: the Forest Service's campground 2 miles out, the other park 30 miles off.
const sunshine = osm({
  id: 'osm-sunshine',
  name: 'Sunshine Campground',
  lat: 37.9,
  lng: -107.88,
  category: 'federal',
  operator: 'USFS',
});
const rvPark = osm({
  id: 'osm-rv',
  name: 'Ouray RV Park',
  lat: 38.02,
  lng: -107.67,
  category: 'private_inferred',
  electric: true,
});
const rank = (rows: CampgroundRow[], date: string) =>
  rankCampgrounds(
    rows.map((item, i) => ({ item, distance: [2, 30][i] })),
    { rvType: 'class-c', specialNeeds: [], cheap: false, dates: [date] },
  ).map((c) => c.row.name);

describe('a government campground of unknown season in cold country on a winter night', () => {
  it('comes after a private RV park of unknown season 30 miles off, in November; first in July, nearest', () => {
    expect(rank([sunshine, rvPark], '2027-11-12')).toEqual(['Ouray RV Park', 'Sunshine Campground']);
    expect(rank([sunshine, rvPark], '2027-03-20')).toEqual(['Ouray RV Park', 'Sunshine Campground']);
    expect(rank([sunshine, rvPark], '2027-07-12')).toEqual(['Sunshine Campground', 'Ouray RV Park']);
  });

  it('comes after a park reporting an open season, even a public one', () => {
    const allYear = osm({
      id: 'osm-all',
      name: 'Ridgway State Park',
      lat: 38.2,
      lng: -107.73,
      category: 'state_park',
      season: 'no',
    });
    expect(winterShut(allYear, ['2027-11-12'])).toBe(false);
    expect(rank([sunshine, allYear], '2027-11-12')).toEqual(['Ridgway State Park', 'Sunshine Campground']);
  });

  it('is still the night when it is the only park within reach, flagged as of unknown season', () => {
    const [only] = rankCampgrounds([{ item: sunshine, distance: 2 }], {
      rvType: 'class-c',
      specialNeeds: [],
      cheap: false,
      dates: ['2027-11-12'],
    });
    expect(only).toMatchObject({ row: { id: 'osm-sunshine' }, seasonUnknown: true });
  });

  it('keeps its place out of cold country: a Forest Service campground by Tucson in November', () => {
    const tucson = { ...sunshine, id: 'osm-tucson', lat: 32.4, lng: -110.7, state: 'AZ' };
    const tucsonRv = { ...rvPark, id: 'osm-tucson-rv', lat: 32.3, lng: -110.9, state: 'AZ' };
    expect(winterShut(tucson, ['2027-11-12'])).toBe(false);
    expect(rank([tucson, tucsonRv], '2027-11-12')[0]).toBe('Sunshine Campground');
  });
});

describe('which campgrounds are of the kind commonly shut for winter', () => {
  const at = { lat: 44.5, lng: -110.5 };
  it('land agencies, Recreation.gov, state forests, and public parks that report no hook-ups', () => {
    expect(winterShutKind(osm({ id: 'a', name: 'Pine Camp', ...at, operator: 'US Forest Service' }))).toBe(
      'a campground run by US Forest Service',
    );
    expect(winterShutKind(campgroundRow({ id: 'ridb-9', ...at }))).toBe(
      'a federal campground listed on Recreation.gov',
    );
    expect(winterShutKind(osm({ id: 'b', name: 'Black Moshannon State Forest Campground', ...at }))).toBe(
      'a state forest campground',
    );
    expect(winterShutKind(osm({ id: 'c', name: 'Lake Camp', ...at, category: 'state_park' }))).toBe(
      'a state park campground reporting no electric hook-ups',
    );
    expect(
      winterShutKind(osm({ id: 'd', name: 'Town Camp', ...at, website: 'https://www.townofx.wi.us/camp' })),
    ).toBe('a public campground reporting no electric hook-ups');
  });

  it('not a private RV park, a park whose operator is unknown, nor a public park reporting hook-ups', () => {
    expect(winterShutKind(rvPark)).toBeUndefined();
    expect(
      winterShutKind(osm({ id: 'e', name: 'Lakeside Camp', ...at, category: 'unknown' })),
    ).toBeUndefined();
    expect(
      winterShutKind(osm({ id: 'f', name: 'Lake Camp', ...at, category: 'state_park', electric: true })),
    ).toBeUndefined();
  });
});

describe('the day of a night at one', () => {
  const telluride = { name: 'Telluride, CO', area: 'Telluride, CO', latitude: 37.9375, longitude: -107.8123 };
  const ctx = testContext({ rvType: 'class-c' }, testPlannerData({ campgrounds: [sunshine] }));
  const leg = { from: 0, to: 0 } as unknown as Leg;
  // The night's park as the ranking makes it for the date (its season flag included).
  const warnings = (date: string) => {
    const opts = { rvType: 'class-c' as const, specialNeeds: [], cheap: false, dates: [date] };
    const [choice] = rankCampgrounds([{ item: sunshine, distance: 2 }], opts);
    return stopPark(ctx, telluride, 1, { choice, leg }, false, [date]).warnings;
  };

  it('says its season is not reported, why it is likely shut, and to call ahead', () => {
    expect(warnings('2027-11-12')).toContain(
      'Sunshine Campground reports no season, and it is a campground run by USFS in cold country, where such campgrounds are commonly closed between November and April (water shut off, gates locked): call ahead to check it is open, and keep another place in mind.',
    );
    // Said once: not the region's general call-ahead besides.
    expect(warnings('2027-11-12').filter((w) => /reports no season/.test(w))).toHaveLength(1);
  });

  it('says nothing of the winter in July', () => {
    expect(warnings('2027-07-12').join(' ')).not.toMatch(/season/);
  });
});

describe("a day with no park in reach: the overnight parking's note of the nearest campground", () => {
  // A store lot by Telluride; the Forest Service's campground 5 miles off, a private park 60 miles.
  const lot = {
    id: 'lot',
    kind: 'overnight' as const,
    name: 'Store lot',
    latitude: 37.94,
    longitude: -107.82,
    source: 'test',
    note: 'Overnight parking',
  };
  const far = osm({
    id: 'osm-far',
    name: 'Far RV Park',
    lat: 38.8,
    lng: -107.6,
    category: 'private_inferred',
  });
  const day = (date: string, rows: CampgroundRow[]) => {
    const ctx = testContext(
      { rvType: 'class-c', departureDate: date },
      testPlannerData({ campgrounds: rows, services: [lot] }),
    );
    const to = { name: 'Telluride, CO', latitude: 37.9375, longitude: -107.8123 };
    const rvPark = { isPlaceholder: true, name: 'RV parks near Telluride, CO' } as never;
    return overnightOffer(ctx, { day: 1, nights: 1 }, { rvPark, to, distance: 100 }, undefined, false)
      ?.dayNote;
  };

  it('names a park of another kind in November, farther, and the nearest in July', () => {
    expect(day('2027-11-12', [sunshine, far])).toMatch(
      /the nearest campground in our data that suits this trip, Far RV Park/i,
    );
    expect(day('2027-07-12', [sunshine, far])).toMatch(
      /suits this trip, Sunshine Campground, is about \d+ mi away \(straight line\)\./,
    );
  });

  it('names the shut one with why and to call ahead when it is the only one', () => {
    expect(day('2027-11-12', [sunshine])).toMatch(
      /Sunshine Campground, is about \d+ mi away \(straight line\); it reports no season and is a campground run by USFS in cold country, commonly closed between November and April: call ahead\./,
    );
  });
});
