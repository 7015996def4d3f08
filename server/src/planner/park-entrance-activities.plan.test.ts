import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A stay day's activities at a national park with entrance rows (data/park-entrances.json) say how
// far the park is from camp by its entrance on the way from camp, the nearest unit of a park in
// parts: Theodore Roosevelt's own point lies between its South and North Units, and from a camp at
// Medora, at the South Unit's gate, its scenic drive was "about 49 miles, about 55 min by road from
// camp" (to US-85 by ND-200, outside both units).
const data = loadBundledData();
const stay = (town: string): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: town,
      toLocation: town,
      departureDate: '2027-07-05',
      duration: 3,
      rvType: 'class-c',
    }),
    data,
    { now: fixedNow },
  );
/** Each of the park's activities' miles from camp. */
const milesFromCamp = (p: TripPlan, park: string) =>
  p.dailyItinerary
    .flatMap((d) => d.activityDetails)
    .filter((a) => a.parkId === park)
    .map((a) => Number(/it is about (\d+) miles?, about [^,]+ by road from camp/.exec(a.description)?.[1]));

describe("a stay's park activities, measured to the park's nearest unit from camp", () => {
  it('Medora: Theodore Roosevelt is a few miles off, at the South Unit in town', async () => {
    const miles = milesFromCamp(await stay('Medora, ND'), 'thro');
    expect(miles.length).toBeGreaterThan(0);
    for (const m of miles) expect(m).toBeLessThan(5);
  }, 120_000);

  it('Watford City: Theodore Roosevelt is the North Unit, about 14 miles south on US-85', async () => {
    const miles = milesFromCamp(await stay('Watford City, ND'), 'thro');
    expect(miles.length).toBeGreaterThan(0);
    // Before: 34 miles, to US-85 at ND-200 between the units.
    for (const m of miles) expect(m).toBeLessThan(20);
  }, 120_000);

  it("Waynesboro: Shenandoah is by Rockfish Gap, Skyline Drive's south end, not the gap nearest the park's point", async () => {
    const miles = milesFromCamp(await stay('Waynesboro, VA'), 'shen');
    expect(miles.length).toBeGreaterThan(0);
    // Before: 43 miles, to Swift Run Gap (US-33), nearer the park's point, 65 miles up the Drive.
    for (const m of miles) expect(m).toBeLessThan(15);
  }, 120_000);

  it('Interior: Badlands is its Interior Entrance, not 29 miles round to Wall', async () => {
    const miles = milesFromCamp(await stay('Interior, SD'), 'badl');
    expect(miles.length).toBeGreaterThan(0);
    for (const m of miles) expect(m).toBeLessThan(5);
  }, 120_000);

  it("Cherokee: the Smokies are the Oconaluftee entrance up US-441, not 30 miles in to the park's point", async () => {
    const miles = milesFromCamp(await stay('Cherokee, NC'), 'grsm');
    expect(miles.length).toBeGreaterThan(0);
    for (const m of miles) expect(m).toBeLessThan(10);
  }, 120_000);

  it("Terlingua: Big Bend is its Maverick entrance up TX-118, not 34 miles in towards the park's point", async () => {
    const miles = milesFromCamp(await stay('Terlingua, TX'), 'bibe');
    expect(miles.length).toBeGreaterThan(0);
    for (const m of miles) expect(m).toBeLessThan(15);
  }, 120_000);

  it("Gardiner: Yellowstone is its North Entrance, not the park's point by the lake", async () => {
    const miles = milesFromCamp(await stay('Gardiner, MT'), 'yell');
    expect(miles.length).toBeGreaterThan(0);
    for (const m of miles) expect(m).toBeLessThan(10);
  }, 120_000);
});
