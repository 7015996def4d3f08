import { describe, expect, it } from 'vitest';
import { milesBetween } from '@shared/exports/export-trip';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { rigFor } from '@shared/schemas/rig';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Yellowstone, Big Bend and Glacier have entrance rows (data/park-entrances.json). Each plan below
// was made worse when they were first added, and is now at least as good as without them:
// Yellowstone's night was searched from the entrance nearest in a straight line (the Northeast
// Entrance, over the Beartooth Highway from Sheridan) and went to a primitive site by the South
// Entrance; Big Bend's to the Grapevine Hills roadside sites by Persimmon Gap; Glacier's arrival no
// longer said Going-to-the-Sun Road is barred to a rig over 21 ft.
const data = loadBundledData();
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse({ duration: 5, ...input }), data, { now: fixedNow });
const arrivals = (p: TripPlan, park: string) =>
  p.routeOptions.map((o) => o.dailyItinerary.find((d) => d.to?.name === park && d.distance > 0)!);
const at = (d: TripPlan['dailyItinerary'][number]) => ({
  latitude: d.rvPark.latitude!,
  longitude: d.rvPark.longitude!,
});
const texts = (d: TripPlan['dailyItinerary'][number]) => [...(d.notes ?? []), ...(d.warnings ?? [])];
/** The park's activities' miles from camp on the plan's stay days. */
const milesFromCamp = (p: TripPlan, park: string) =>
  p.dailyItinerary
    .filter((d) => d.distance === 0)
    .flatMap((d) => d.activityDetails)
    .filter((a) => a.parkId === park)
    .map((a) => Number(/it is about (\d+) miles?, about [^,]+ by road from camp/.exec(a.description)?.[1]));

describe('Yellowstone, met at the entrance the trip uses', () => {
  it('camps a trailer from Salt Lake City at Headwaters by the South Entrance, not at Grassy Lake', async () => {
    const p = await plan({
      fromLocation: 'Salt Lake City, UT',
      toLocation: 'Yellowstone National Park',
      departureDate: '2027-06-10',
      rvType: 'travel-trailer',
    });
    const south = { latitude: 44.12712, longitude: -110.66004 }; // park-entrances.json
    for (const d of arrivals(p, 'Yellowstone National Park')) {
      // campgrounds-osm.json osm-1074345188, the park service's campground at Flagg Ranch.
      expect(d.rvPark.name).toBe('Headwaters Campground');
      expect(milesBetween(at(d), south)).toBeLessThan(3);
    }
    // The park's activities from camp by the South Entrance, 1.6 road miles off: before, the camp
    // was joined to US-287's line beside US-89/191, whose junction is 4 miles south, and the drive
    // to the entrance went down to it and back, 10 miles.
    const fromCamp = milesFromCamp(p, 'yell');
    expect(fromCamp.length).toBeGreaterThan(0);
    for (const m of fromCamp) expect(m).toBeLessThanOrEqual(3);
  });

  it('comes from Sheridan by the East Entrance, the nearer by road, not the Northeast Entrance', async () => {
    const p = await plan({
      fromLocation: 'Sheridan, WY',
      toLocation: 'Yellowstone National Park',
      departureDate: '2027-07-10',
      rvType: 'class-c',
      duration: 3,
    });
    const east = { latitude: 44.48907, longitude: -110.00237 };
    const northeast = { latitude: 45.0034, longitude: -110.00151 };
    // The fastest route (the others go by way of Grand Teton, and so by the South Entrance).
    const d = arrivals(p, 'Yellowstone National Park')[0];
    expect(milesBetween(at(d), east)).toBeLessThan(10);
    expect(milesBetween(at(d), northeast)).toBeGreaterThan(30);
  });
});

describe('Big Bend, for an RV', () => {
  it('camps a Class A from San Antonio in February at Rio Grande Village, not a primitive roadside site', async () => {
    const p = await plan({
      fromLocation: 'San Antonio, TX',
      toLocation: 'Big Bend National Park',
      departureDate: '2027-02-10',
      rvType: 'class-a',
    });
    for (const d of arrivals(p, 'Big Bend National Park'))
      expect(d.rvPark.name).toBe('Rio Grande Village (Big Bend, TX)');
    // The stay's days have the park around camp, inside it, not 50 miles back out to an entrance,
    // nor left out.
    const inPark = p.dailyItinerary.flatMap((d) => d.activityDetails).filter((a) => a.parkId === 'bibe');
    expect(inPark.length).toBeGreaterThan(0);
    for (const a of inPark)
      expect(a.description).toMatch(/around camp \(the campground is inside the park\)/);
  });
});

describe('Glacier, met at West Glacier', () => {
  const toGlacier = (rvType: 'class-c' | 'class-b', lengthFeet: number) =>
    plan({
      fromLocation: 'Salt Lake City, UT',
      toLocation: 'Glacier National Park',
      departureDate: '2027-07-10',
      duration: 6,
      rvType,
      rig: { ...rigFor(rvType), lengthFeet },
    });

  it('still tells a 30 ft Class C that Going-to-the-Sun Road is closed to it, with the park a mile from camp', async () => {
    const p = await toGlacier('class-c', 30);
    for (const d of arrivals(p, 'Glacier National Park'))
      expect(texts(d)).toContainEqual(
        expect.stringMatching(/^Going-to-the-Sun Road is closed to your rig: your rig is 30 ft long/),
      );
    const miles = milesFromCamp(p, 'glac');
    expect(miles.length).toBeGreaterThan(0);
    // Before the entrance rows: 33 miles, to the park's middle on Going-to-the-Sun Road.
    for (const m of miles) expect(m).toBeLessThan(20);
  });

  it('tells a 19 ft van nothing of the size limit', async () => {
    const p = await toGlacier('class-b', 19);
    for (const d of arrivals(p, 'Glacier National Park'))
      expect(texts(d).filter((t) => /^(Ends short of )?Going-to-the-Sun/.test(t))).toEqual([]);
  });
});
