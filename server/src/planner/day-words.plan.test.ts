import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { haversineMiles } from '../geo';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A reviewer walking plans as RVers: a day's words must match the day's route and night. "Passes
// through Roaring Fork Motor Nature Trail" was printed from the traveller's stops while the route
// stayed miles off it (a road the park keeps trailers and motorhomes off); "restock in Gatlinburg, TN"
// while camp was in Bryson City, NC, over Newfound Gap.
const data = loadBundledData();
const plan = (input: Record<string, unknown>): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse(input), data, { now: fixedNow });
const notesOf = (p: TripPlan) => p.dailyItinerary.flatMap((d) => d.notes);
const restockTown = (d: TripPlan['dailyItinerary'][number]) =>
  d.activityDetails
    .find((a) => a.name.startsWith('Rest, laundry and restock'))
    ?.description.match(/groceries in (.+)\.$/)?.[1];

describe('a day passes through a stop only when its route does', () => {
  it('says the Smokies stops off the route are off it, with how far, and never names them as via points', async () => {
    const p = await plan({
      fromLocation: 'Charlotte, NC',
      toLocation: 'Knoxville, TN',
      departureDate: '2027-06-10',
      duration: 4,
      rvType: 'travel-trailer',
      stops: [
        { name: 'Craggy Gardens', latitude: 35.6993, longitude: -82.3803, nights: 0 },
        { name: 'Roaring Fork Motor Nature Trail', latitude: 35.6905, longitude: -83.4846, nights: 0 },
      ],
    });
    const notes = notesOf(p);
    // Roaring Fork is not in our road data (and is closed to trailers): never passed through. Craggy
    // Gardens was off the route until the Blue Ridge Parkway joined the graph (park-roads.json): now a
    // trailer drives the parkway past it, and the day says so only if its route does.
    expect(notes.some((n) => /Passes through .*Roaring/.test(n))).toBe(false);
    expect(p.dailyItinerary.some((d) => / via .*Roaring/.test(d.title))).toBe(false);
    expect(p.dailyItinerary.flatMap((d) => d.via ?? []).map((v) => v.name)).not.toContain(
      'Roaring Fork Motor Nature Trail',
    );
    const craggyPassed = notes.some((n) => /^Passes through Craggy Gardens/.test(n));
    expect(craggyPassed).toBe(
      p.dailyItinerary.flatMap((d) => d.via ?? []).some((v) => v.name === 'Craggy Gardens'),
    );
    for (const name of ['Roaring Fork Motor Nature Trail', ...(craggyPassed ? [] : ['Craggy Gardens'])])
      expect(notes).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^Does not pass through ${name}: this day's route comes within about \\d+(\\.\\d)? mi of it \\(straight line\\)`,
          ),
        ),
      );
  });

  it('keeps "Passes through" and the via point for a stop the route drives through', async () => {
    const p = await plan({
      fromLocation: 'Chicago, IL',
      toLocation: 'Denver, CO',
      departureDate: '2027-05-15',
      duration: 6,
      rvType: 'class-a',
      stops: [{ name: 'North Platte, NE', latitude: 41.1239, longitude: -100.7654, nights: 0 }],
    });
    expect(notesOf(p)).toContain('Passes through North Platte, NE.');
    expect(p.dailyItinerary.flatMap((d) => d.via ?? []).map((v) => v.name)).toEqual(['North Platte, NE']);
    expect(notesOf(p).some((n) => n.startsWith('Does not pass through'))).toBe(false);
  });
});

describe("the night's town is where its park is", () => {
  it('restocks in Bryson City, NC when a Clingmans Dome stop camps there, not in Gatlinburg over the gap', async () => {
    const p = await plan({
      fromLocation: 'Atlanta, GA',
      toLocation: 'Asheville, NC',
      departureDate: '2027-06-10',
      duration: 6,
      rvType: 'fifth-wheel',
      stops: [{ name: 'Clingmans Dome', latitude: 35.5628, longitude: -83.4985, nights: 2 }],
    });
    const rest = p.dailyItinerary.find((d) => d.to.name === 'Clingmans Dome' && d.distance === 0);
    expect(rest).toBeDefined();
    const camp = { latitude: rest!.rvPark.latitude!, longitude: rest!.rvPark.longitude! };
    // The park the plan chose lies by Bryson City, about 20 miles from Gatlinburg over Newfound Gap.
    expect(haversineMiles(camp, { latitude: 35.7143, longitude: -83.5102 })).toBeGreaterThan(10);
    expect(restockTown(rest!)).toBe('Bryson City, NC');
  });

  it("keeps the stop's own town when the night's park is by it", async () => {
    const p = await plan({
      fromLocation: 'Boston, MA',
      toLocation: 'Bar Harbor, ME',
      departureDate: '2027-07-10',
      duration: 7,
      rvType: 'class-c',
      stops: [{ name: 'North Conway, NH', latitude: 44.0537, longitude: -71.1284, nights: 2 }],
    });
    const rest = p.dailyItinerary.find((d) => d.to.name === 'North Conway, NH' && d.distance === 0);
    expect(rest).toBeDefined();
    const camp = { latitude: rest!.rvPark.latitude!, longitude: rest!.rvPark.longitude! };
    expect(haversineMiles(camp, { latitude: 44.0537, longitude: -71.1284 })).toBeLessThan(10);
    expect(restockTown(rest!)).toBe('North Conway, NH');
  });
});

describe("a stay's night near the stop the traveller named", () => {
  it("keeps a Class A's two North Conway nights by North Conway, not 26 miles off at Twin Mountain", async () => {
    const p = await plan({
      fromLocation: 'Boston, MA',
      toLocation: 'Bar Harbor, ME',
      departureDate: '2027-07-10',
      duration: 7,
      rvType: 'class-a',
      stops: [{ name: 'North Conway, NH', latitude: 44.0537, longitude: -71.1284, nights: 2 }],
    });
    const night = p.dailyItinerary.find((d) => d.to.name === 'North Conway, NH');
    expect(night).toBeDefined();
    const camp = { latitude: night!.rvPark.latitude!, longitude: night!.rvPark.longitude! };
    expect(haversineMiles(camp, { latitude: 44.0537, longitude: -71.1284 })).toBeLessThan(10);
  });
});

describe("spare days with the traveller's stops", () => {
  it("spreads a 9-day Smokies trip's spare days over Bryson City, Gatlinburg and Knoxville, and says so on day 1", async () => {
    const p = await plan({
      fromLocation: 'Atlanta, GA',
      toLocation: 'Knoxville, TN',
      departureDate: '2027-06-10',
      duration: 9,
      rvType: 'class-c',
      stops: [
        { name: 'Bryson City, NC', latitude: 35.4312, longitude: -83.4496 },
        { name: 'Gatlinburg, TN', latitude: 35.7143, longitude: -83.5102 },
      ],
    });
    const nights = (name: string) => p.dailyItinerary.filter((d) => d.to.name === name).length;
    expect([nights('Bryson City, NC'), nights('Gatlinburg, TN'), nights('Knoxville, TN')]).toEqual([3, 3, 3]);
    expect(p.dailyItinerary[0].notes).toContain(
      'Of your 9 days, 3 are driving days; the other 6 are extra nights: 2 at Bryson City, NC, 2 at Gatlinburg, TN and 2 at Knoxville, TN (the destination).',
    );
  });
});
