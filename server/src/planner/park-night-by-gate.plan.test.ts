import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { milesBetween } from '@shared/exports/export-trip';
import { loadBundledData } from '../catalogue/bundled-data';
import { loadParkEntrances } from '../routing/park-entrances';
import type { LatLngLike } from '../routing/core/road-types';
import type { ParkTrip } from '../test/park-trips';
import { campOf, classCRoadMiles, gateOf, planParkTrip } from '../test/park-trips';

// A big park's night is ranked by road from the gate the rig comes in by on the date
// (data/park-entrances.json), not from the park's one point: the same park from two sides sleeps on
// two sides, and a gate whose road is closed for the season (Tioga Pass, the North Rim, Crater
// Lake's North Entrance, Yellowstone's West, South and East) is no way in then. Before the rows,
// Fresno to Yosemite in December slept at El Portal (90 miles, by the Arch Rock road), Kanab to the
// Grand Canyon in July drove 197 miles to the South Rim past the North Rim's 78, Lee Vining to
// Yosemite in July drove over Tioga Pass to Yosemite Creek, 38 miles, past the campgrounds by the
// gate, Cody to Yellowstone in January slept by the East Entrance, its road closed till May, and
// Aberdeen to Olympic drove 136 miles round the peninsula to Sol Duc past the park's coast. With
// Glacier's Two Medicine gate, the nearest to Browning, Browning slept off it at Summit Campground on
// US-2 by Marias Pass, 16 road miles from the gate, where St. Mary, 16 miles on, has camps at it.
const data = loadBundledData();
const entrances = loadParkEntrances();
const gate = (park: string, name: string): LatLngLike => gateOf(entrances, park, name);
type Trip = Pick<ParkTrip, 'from' | 'to' | 'date'>;
const plan = (trip: Trip): Promise<TripPlan> => planParkTrip(data, trip);
const line = (a: LatLngLike, b: LatLngLike) => milesBetween(a, b);
// Each route option's drive to the park (the last day with miles whose place is the park).
const arrivals = (p: TripPlan, to: string) =>
  p.routeOptions.map((o) => o.dailyItinerary.filter((d) => d.distance > 0 && d.to.name === to).at(-1)!);
// Road miles for the default class C on the date, on the roads open then.
const roadMiles = classCRoadMiles;

// Each case: the trip, the gate its night is by (at most `near` road miles from it), and a point
// of the park's other side the night must be `far` miles from in a straight line.
interface Case {
  trip: Trip;
  park: string;
  by: string;
  near: number;
  otherSide: LatLngLike;
  far: number;
}
const madisonJunction = { latitude: 44.6455, longitude: -110.8617 };
const elPortal = { latitude: 37.66087, longitude: -119.84988 };

const cases: Array<[string, Case]> = [
  [
    'Yellowstone from Cody sleeps by the East Entrance, not at Madison',
    {
      trip: { from: 'Cody, WY', to: 'Yellowstone National Park', date: '2027-07-05' },
      park: 'yell',
      by: 'the East Entrance',
      near: 15,
      otherSide: madisonJunction,
      far: 40,
    },
  ],
  [
    'Yellowstone from Cody in January, the East Entrance Road closed, sleeps by the North Entrance',
    {
      trip: { from: 'Cody, WY', to: 'Yellowstone National Park', date: '2027-01-12' },
      park: 'yell',
      by: 'the North Entrance',
      near: 10,
      otherSide: gate('yell', 'the East Entrance'),
      far: 40,
    },
  ],
  [
    'Yellowstone from West Yellowstone in January goes round to the North Entrance',
    {
      trip: { from: 'West Yellowstone, MT', to: 'Yellowstone National Park', date: '2027-01-12' },
      park: 'yell',
      by: 'the North Entrance',
      near: 10,
      otherSide: gate('yell', 'the West Entrance'),
      far: 30,
    },
  ],
  [
    'Glacier from Kalispell sleeps by West Glacier',
    {
      trip: { from: 'Kalispell, MT', to: 'Glacier National Park', date: '2027-07-05' },
      park: 'glac',
      by: 'the West Entrance',
      near: 5,
      otherSide: gate('glac', 'the St. Mary Entrance'),
      far: 30,
    },
  ],
  [
    'Glacier from Browning sleeps on the east side, by St. Mary, not off the Two Medicine gate on US-2',
    {
      trip: { from: 'Browning, MT', to: 'Glacier National Park', date: '2027-07-05' },
      park: 'glac',
      by: 'the St. Mary Entrance',
      near: 5,
      otherSide: gate('glac', 'the West Entrance'),
      far: 30,
    },
  ],
  [
    'the Smokies from Knoxville sleep by Townsend',
    {
      trip: { from: 'Knoxville, TN', to: 'Great Smoky Mountains National Park', date: '2027-07-05' },
      park: 'grsm',
      by: 'the Townsend entrance',
      near: 15,
      otherSide: gate('grsm', 'the Oconaluftee entrance'),
      far: 20,
    },
  ],
  [
    'the Smokies from Asheville sleep by Cherokee',
    {
      trip: { from: 'Asheville, NC', to: 'Great Smoky Mountains National Park', date: '2027-07-05' },
      park: 'grsm',
      by: 'the Oconaluftee entrance',
      near: 10,
      otherSide: gate('grsm', 'the Townsend entrance'),
      far: 20,
    },
  ],
  [
    'Yosemite from Fresno in December sleeps by the South Entrance, not at El Portal',
    {
      trip: { from: 'Fresno, CA', to: 'Yosemite National Park', date: '2027-12-10' },
      park: 'yose',
      by: 'the South Entrance',
      near: 10,
      otherSide: elPortal,
      far: 10,
    },
  ],
  [
    'Yosemite from Manteca in December sleeps by Big Oak Flat',
    {
      trip: { from: 'Manteca, CA', to: 'Yosemite National Park', date: '2027-12-10' },
      park: 'yose',
      by: 'the Big Oak Flat Entrance',
      near: 5,
      otherSide: gate('yose', 'the South Entrance'),
      far: 20,
    },
  ],
  [
    'Yosemite from Lee Vining in July sleeps by Tioga Pass',
    {
      trip: { from: 'Lee Vining, CA', to: 'Yosemite National Park', date: '2027-07-10' },
      park: 'yose',
      by: 'the Tioga Pass Entrance',
      near: 10,
      otherSide: gate('yose', 'the Big Oak Flat Entrance'),
      far: 30,
    },
  ],
  [
    'Yosemite from Lee Vining in December goes round, Tioga Road closed, to the west side',
    {
      trip: { from: 'Lee Vining, CA', to: 'Yosemite National Park', date: '2027-12-10' },
      park: 'yose',
      by: 'the Big Oak Flat Entrance',
      near: 5,
      otherSide: gate('yose', 'the Tioga Pass Entrance'),
      far: 30,
    },
  ],
  [
    'the Grand Canyon from Kanab in July sleeps on the North Rim',
    {
      trip: { from: 'Kanab, UT', to: 'Grand Canyon National Park', date: '2027-07-05' },
      park: 'grca',
      by: 'the North Rim Entrance',
      near: 20,
      otherSide: gate('grca', 'the South Entrance'),
      far: 15,
    },
  ],
  [
    'the Grand Canyon from Kanab in December, the North Rim closed, sleeps on the South Rim',
    {
      trip: { from: 'Kanab, UT', to: 'Grand Canyon National Park', date: '2027-12-10' },
      park: 'grca',
      by: 'the South Entrance',
      near: 10,
      otherSide: gate('grca', 'the North Rim Entrance'),
      far: 15,
    },
  ],
  [
    'Olympic from Aberdeen sleeps on the coast at Kalaloch, not round the peninsula at Sol Duc',
    {
      trip: { from: 'Aberdeen, WA', to: 'Olympic National Park', date: '2027-07-15' },
      park: 'olym',
      by: 'the Pacific coast at Kalaloch',
      near: 5,
      otherSide: { latitude: 47.96504, longitude: -123.85513 },
      far: 30,
    },
  ],
  [
    'Crater Lake from Bend in December, the North Entrance Road closed, sleeps on the OR-62 side',
    {
      trip: { from: 'Bend, OR', to: 'Crater Lake National Park', date: '2027-12-10' },
      park: 'crla',
      by: 'the south and west entrance',
      near: 25,
      // The North Entrance Road's foot on OR-138, by Diamond Lake, where it slept before.
      otherSide: { latitude: 43.08921, longitude: -122.11753 },
      far: 10,
    },
  ],
];

describe("a big park's night, by the gate on the way in on the date", { timeout: 180_000 }, () => {
  it.each(cases)('%s', async (_, c) => {
    const by = gate(c.park, c.by);
    const days = arrivals(await plan(c.trip), c.trip.to);
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) {
      expect(roadMiles(by, campOf(d), c.trip.date), d.rvPark.name).toBeLessThan(c.near);
      expect(line(campOf(d), c.otherSide), d.rvPark.name).toBeGreaterThan(c.far);
    }
  });
});
