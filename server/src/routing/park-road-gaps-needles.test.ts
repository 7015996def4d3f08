import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { createRoadRouter } from './road-router';

// Park roads the gap report (scripts/park-road-gaps-report.ts) found missing, added to
// data/park-roads.json: a campground in the park is reached by the park's road within 10 % of the
// park's published mileage.
const router = createRoadRouter(sharedRoadGraph());
const van = { profile: 'fastest', rvType: 'class-b', lengthFeet: 19, heightFeet: 9 } as const;
const names = (route: { roadRuns?: Array<{ name: string }>; roads: string[] }) =>
  route.roadRuns?.map((r) => r.name) ?? route.roads;
const within = (miles: number, published: number, share = 0.1) =>
  expect(Math.abs(miles - published) / published).toBeLessThan(share);

describe("Canyonlands' Needles Road (UT-211 inside the park)", () => {
  it('drives from US-191 by UT-211 to The Needles Campground within 10 % of 38.1 miles', () => {
    // Before, the graph's UT-211 stopped 18.9 miles in and the campground was met there, 12.6 miles off.
    const us191 = { latitude: 38.07429, longitude: -109.35021 }; // UT-211's line at US-191
    const campground = { latitude: 38.14612, longitude: -109.80138 }; // campgrounds-osm.json osm-17353731
    const route = router.route([us191, campground], van);
    expect(names(route).at(-1)).toBe('Needles Road (UT-211)');
    within(route.miles, 38.1);
    expect(router.nearestRoad(campground).miles).toBeLessThan(0.5);
  });
});

describe("Lassen's Butte Lake Road", () => {
  it('drives from CA-44 to Butte Lake Campground within 10 % of 6 miles', () => {
    // Before, the campground was met on CA-44, 5.7 miles off.
    const ca44 = { latitude: 40.6489, longitude: -121.30021 }; // CA-44's vertex by the turn-off
    const campground = { latitude: 40.565, longitude: -121.30528 }; // campgrounds.json ridb-234156
    const route = router.route([ca44, campground], van);
    within(route.miles, 6);
    expect(router.nearestRoad(campground).miles).toBeLessThan(0.5);
  });
});

describe("Canyonlands' Grand View Point Road (the Island in the Sky)", () => {
  it('drives from US-191 by UT-313 to Willow Flat Campground within 10 % of 29.25 miles', () => {
    // Before, the campground was met at UT-313's end by Dead Horse Point, 10 miles off.
    const us191 = { latitude: 38.67248, longitude: -109.68635 }; // UT-313's line at US-191
    const campground = { latitude: 38.3833, longitude: -109.88806 }; // campgrounds-osm.json osm-813906933
    const route = router.route([us191, campground], van);
    expect(names(route).at(-1)).toBe('Grand View Point Road');
    within(route.miles, 29.25);
    expect(router.nearestRoad(campground).miles).toBeLessThan(0.5);
  });
});

describe("Great Sand Dunes' main park road", () => {
  it('drives from US-160 by CO-150 to Pinon Flats Campground within 10 % of 20 miles', () => {
    // Before, the campground was met at CO-150's end, 4.2 miles off.
    const us160 = { latitude: 37.47504, longitude: -105.60237 }; // CO-150's line at US-160
    const campground = { latitude: 37.74465, longitude: -105.50659 }; // campgrounds.json ridb-234685
    const route = router.route([us160, campground], van);
    expect(names(route).at(-1)).toBe('Great Sand Dunes Main Park Road');
    within(route.miles, 20);
    expect(router.nearestRoad(campground).miles).toBeLessThan(0.5);
  });
});
