import { describe, expect, it } from 'vitest';
import { milesBetween } from '@shared/exports/export-trip';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A day whose night is at a national park with entrance rows (data/park-entrances.json) drives to the
// park by its entrance on the way in, as the whole trip's route does, and its night is the campground
// the drive from there reaches first, not the one nearest the park's own point: Guadalupe Mountains'
// point lies in the mountains, nearer Dog Canyon (NM-137's end) than US-62/180, and a plan from El
// Paso drove 227 miles, past Pine Springs at mile 109 and round by Carlsbad, to Dog Canyon.
const data = loadBundledData();
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({ departureDate: '2027-10-05', rvType: 'class-c', ...input }),
    data,
    {
      now: fixedNow,
    },
  );
const firstDrive = (o: TripPlan['routeOptions'][number]) => o.dailyItinerary.find((d) => d.distance > 0)!;
const parkOf = (d: TripPlan['dailyItinerary'][number]) => ({
  latitude: d.rvPark.latitude!,
  longitude: d.rvPark.longitude!,
});

describe("a night at a national park, by the park's entrance on the way in", () => {
  it('drives from El Paso to Guadalupe Mountains by Pine Springs, about 110 miles, and stays there', async () => {
    const p = await plan({
      fromLocation: 'El Paso, TX',
      toLocation: 'Guadalupe Mountains National Park',
      duration: 3,
    });
    const pineSprings = { latitude: 31.89653, longitude: -104.82771 }; // campgrounds-osm.json osm-1266999095
    const fastest = p.routeOptions.find((o) => o.type === 'fastest')!;
    const d = firstDrive(fastest);
    expect(d.distance).toBeGreaterThan(100);
    expect(d.distance).toBeLessThan(125);
    expect(milesBetween(parkOf(d), pineSprings)).toBeLessThan(3);
  });

  it('drives from Monticello to Canyonlands by UT-211 to the Needles, not round to the Island in the Sky', async () => {
    const p = await plan({
      fromLocation: 'Monticello, UT',
      toLocation: 'Canyonlands National Park',
      duration: 2,
    });
    const needles = { latitude: 38.14612, longitude: -109.80138 }; // campgrounds-osm.json osm-17353731
    const d = firstDrive(p.routeOptions.find((o) => o.type === 'fastest')!);
    // 14 miles up US-191 and the park's 35 on UT-211, and the 3 to the campground.
    expect(d.distance).toBeLessThan(60);
    expect(milesBetween(parkOf(d), needles)).toBeLessThan(5);
  });

  it("drives from Williston to Theodore Roosevelt's North Unit on US-85, not round to Medora", async () => {
    const p = await plan({
      fromLocation: 'Williston, ND',
      toLocation: 'Theodore Roosevelt National Park',
      duration: 3,
    });
    const juniper = { latitude: 47.59553, longitude: -103.33943 }; // campgrounds-osm.json osm-1472034719
    const d = firstDrive(p.routeOptions.find((o) => o.type === 'fastest')!);
    // The park's point lies between its units; the drive went 128 miles to a camp at Medora, by the
    // South Unit, past the North Unit's entrance on US-85 at mile 60 or so.
    expect(d.distance).toBeLessThan(80);
    expect(milesBetween(parkOf(d), juniper)).toBeLessThan(3);
  });

  it("drives from Sioux Falls to Badlands by its Northeast Entrance off I-90, not on to Wall", async () => {
    const p = await plan({ fromLocation: 'Sioux Falls, SD', toLocation: 'Badlands National Park', duration: 3 });
    const exit131 = { latitude: 43.84057, longitude: -101.89965 }; // park-entrances.json, SD-240 at I-90
    const d = firstDrive(p.routeOptions.find((o) => o.type === 'fastest')!);
    // The park's point, in its wilderness, met the graph at Wall, 21 miles past the park's first exit.
    // The two nights are at Cedar Pass Campground, 7 miles in from the exit, which reports a phone,
    // not Circle 10 by the exit, which reports no contact (a stay prefers a park it can call).
    expect(milesBetween(parkOf(d), exit131)).toBeLessThan(10);
    expect(d.rvPark.name).toBe('Cedar Pass Campground');
  });
});
