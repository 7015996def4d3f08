import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { parkRigRoads } from './park-rig-roads';
import { fixedNow } from '../test/planner-data';

// An RVer's walk: "Scenic Driving in Glacier" was offered to a 30 ft, 11.5 ft high rig with no word
// that Going-to-the-Sun Road bars vehicles over 21 ft (the router already kept off it). A park's
// scenic drive now reads the rig's restrictions (data/restricted-segments.json rows naming a park).
const data = loadBundledData();
const rig = (lengthFeet: number, heightFeet: number, towingCar = false) => ({
  lengthFeet,
  heightFeet,
  fuel: 'gas' as const,
  tankGallons: 40,
  mpg: 10,
  towingCar,
  propaneOnBoard: true,
});
const plan = (from: string, to: string, rvType: string, r: ReturnType<typeof rig>): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: from,
      toLocation: to,
      departureDate: '2027-07-10',
      duration: 3,
      rvType,
      travelStyle: 'scenic',
      rig: r,
    }),
    data,
    { now: fixedNow },
  );
const drives = (p: TripPlan, park: string) =>
  p.dailyItinerary.flatMap((d) => (d.activityDetails ?? []).filter((a) => a.name === `Scenic Driving in ${park}`));

describe("the parks' scenic drives and the rig", () => {
  it("offers a 30 ft, 11.5 ft high motorhome Glacier's drive by the park's shuttle, saying why", async () => {
    const p = await plan('Kalispell, MT', 'Glacier National Park', 'class-c', rig(30, 11.5));
    const found = drives(p, 'Glacier National Park');
    expect(found.length).toBeGreaterThan(0);
    for (const a of found) {
      expect(a.description).toMatch(/Going-to-the-Sun Road is closed to your rig: your rig is 30 ft long/);
      expect(a.description).toMatch(/See it instead from the park's free Going-to-the-Sun Road shuttle .*nps\.gov\/glac/);
    }
  });

  it('sends a trailer rig on the drive in its tow vehicle, and leaves a small van be', async () => {
    const trailer = await plan('Kalispell, MT', 'Glacier National Park', 'travel-trailer', rig(28, 11));
    for (const a of drives(trailer, 'Glacier National Park'))
      expect(a.description).toMatch(/closed to your rig: .*Drive it in your tow vehicle, unhitched at camp/);
    const van = await plan('Kalispell, MT', 'Glacier National Park', 'class-b', rig(19, 9));
    const vanDrives = drives(van, 'Glacier National Park');
    expect(vanDrives.length).toBeGreaterThan(0);
    for (const a of vanDrives) expect(a.description).not.toMatch(/closed to your rig/);
  });

  it('names the Great Smokies roads closed to a motorhome on its scenic drive there', async () => {
    const p = await plan('Knoxville, TN', 'Great Smoky Mountains National Park', 'class-a', rig(36, 12.5));
    const found = drives(p, 'Great Smoky Mountains National Park');
    expect(found.length).toBeGreaterThan(0);
    for (const a of found) {
      // A road named with a small "the" begins its sentence with a capital.
      expect(a.description).toMatch(/\. The Roaring Fork Motor Nature Trail is closed to your rig: buses, RVs and motorhomes are prohibited/);
      expect(a.description).not.toMatch(/(^|[.:] )the /);
      expect(a.description).toMatch(/The park's other roads are open to it\.$/);
    }
  });

  it("reads the rows' parks for each rig: Acadia's low bridges only for a tall rig", () => {
    const tall = parkRigRoads({ ...rig(30, 11.5), type: 'class-c' });
    expect(tall.get('acad')?.map((r) => [r.name, r.takes])).toEqual([
      ["the Park Loop Road's one-way shore section", 'scenic drive'],
    ]);
    expect(tall.get('acad')?.[0].why).toMatch(/^your rig is 11 ft 6 in high/);
    expect(parkRigRoads({ ...rig(19, 9), type: 'class-b' }).get('acad')).toBeUndefined();
    // A motorhome towing a car drives the park's roads in the car.
    expect(parkRigRoads({ ...rig(36, 12.5, true), type: 'class-a' }).get('glac')?.[0].smaller).toBe('your towed car');
  });
});
