import { describe, expect, it } from 'vitest';
import { milesBetween } from '@shared/exports/export-trip';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Park roads of the Colorado Plateau and the San Luis Valley that the highway lines lack
// (data/park-roads.json: Canyonlands' Grand View Point Road, Great Sand Dunes' main park road) and
// the parks' ways in (data/park-entrances.json: Great Sand Dunes, Black Canyon of the Gunnison):
// a plan drives to the park's campground at the published mileage and spends its night in the park,
// not at a park the towns outside reach by a detour.
const data = loadBundledData();
const plan = (fromLocation: string, toLocation: string): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation,
      toLocation,
      departureDate: '2027-06-10',
      duration: 2,
      rvType: 'class-c',
    }),
    data,
    { now: fixedNow },
  );
const firstDrive = (p: TripPlan) =>
  p.routeOptions.find((o) => o.type === 'fastest')!.dailyItinerary.find((d) => d.distance > 0)!;
const parkOf = (d: ReturnType<typeof firstDrive>) => ({
  latitude: d.rvPark.latitude!,
  longitude: d.rvPark.longitude!,
});
const within = (miles: number, published: number) =>
  expect(Math.abs(miles - published) / published).toBeLessThan(0.1);

describe('park roads and ways in of the Colorado Plateau', () => {
  it('drives from Moab to Willow Flat by the Island in the Sky road, within 10 % of 40 miles', async () => {
    // 11 miles up US-191 to UT-313, then 29.25 by UT-313 and the park road to the campground (the
    // row's source). Before, the drive ended at UT-313's end by Dead Horse Point, 32 miles, 10 miles
    // short of the campground.
    within(firstDrive(await plan('Moab, UT', 'Willow Flat, UT')).distance, 40.25);
  });

  it('drives from Alamosa to Pinon Flats Campground by CO-150 and the park road, within 10 % of 35 miles', async () => {
    // 'Alamosa – 35 miles from the park' (a guide); before, the drive ended at CO-150's end, 31 miles,
    // 4 miles short of the campground.
    const d = firstDrive(await plan('Alamosa, CO', 'Pinon Flats Campground, CO'));
    within(d.distance, 35);
    expect(d.rvPark.name).toBe('Pinon Flats Campground');
  });

  it("spends the night of a plan to Great Sand Dunes at the park's gate, not round by Mosca", async () => {
    // Before, the night was the Sand Dunes Recreation Area, 55 road miles from the park by Mosca.
    const pinonFlats = { latitude: 37.74465, longitude: -105.50659 }; // campgrounds.json ridb-234685
    const d = firstDrive(await plan('Alamosa, CO', 'Great Sand Dunes National Park'));
    expect(milesBetween(parkOf(d), pinonFlats)).toBeLessThan(6);
    expect(d.distance).toBeLessThan(40);
  });

  it("spends the two nights of a plan from Montrose to Black Canyon of the Gunnison by the South Rim's gate, at a park it can call", async () => {
    // 'South Rim: 15 miles east of Montrose, via U.S. Hwy 50 and CO Hwy 347'; before, the night was
    // an RV park in Montrose ranked from the park's own point. A two-night stay ranked from the gate
    // prefers a park the traveller can call (park-stay-contact.plan.test.ts): Cedar Creek RV Park,
    // 11 road miles from the gate, with an address, phone and website, over the South Rim's
    // campground, which has none in the data.
    const d = firstDrive(await plan('Montrose, CO', 'Black Canyon of the Gunnison National Park'));
    expect(d.rvPark.name).toBe('Cedar Creek RV Park');
    expect(d.notes).toContainEqual(
      expect.stringMatching(/ \d+ mi by road from Black Canyon of the Gunnison National Park's South Rim /),
    );
    expect(d.distance).toBeGreaterThan(10);
    expect(d.distance).toBeLessThan(17);
  });
});
