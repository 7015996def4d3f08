import { describe, expect, it } from 'vitest';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow, reviewTrailer } from '../test/planner-data';

// The route says what its days drive, and a day's season and "avoided" notes are of its own drive or
// stay: a review found a route naming I-15 and Zion while its days, re-routed to their nights, went
// by Kingman and Williams (the North Rim's night was then across the canyon, on the South Rim:
// north-rim.plan.test.ts); "Avoided the road to the North Rim (AZ-67)" on a South Rim to Page drive;
// Mount Rainier's Sunrise Road on drives to the Columbia Gorge and to Bellevue; "ends short" on a
// drive that ends at its park.

const data = loadBundledData();
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse(input), data, { now: fixedNow });
const trailer = reviewTrailer;

describe('the route as its days drive it', () => {
  it('Las Vegas to Durango by the North Rim in early May: the roads of the days, AZ-67 closed said on the day to the rim', async () => {
    const p = await plan({
      fromLocation: 'Las Vegas, NV',
      toLocation: 'Durango, CO',
      departureDate: '2027-05-05',
      duration: 7,
      rvType: 'travel-trailer',
      rig: trailer,
      stops: [
        { name: 'Grand Canyon North Rim', latitude: 36.1981, longitude: -112.0526, nights: 1 },
        { name: 'Page, AZ', latitude: 36.9147, longitude: -111.4558, nights: 1 },
        { name: 'Monument Valley', latitude: 36.998, longitude: -110.0985, nights: 1 },
      ],
    } as Partial<GenerateTripInput>);
    const route = p.routeOptions.find((r) => r.type === p.selectedRoute)!;
    // Day 1 drives towards the North Rim (AZ-67 is closed until about May 15): by I-15 and US-89A to
    // a night north of the canyon, never across it at the South Rim (11 miles away in a straight
    // line, about 210 by road), and the day says the road to the rim is closed.
    const first = p.dailyItinerary[0]!;
    expect(first.rvPark.name).not.toBe('Trailer Village RV Park');
    expect(first.rvPark.latitude).toBeGreaterThan(36.15);
    expect(first.notes.join(' ')).toMatch(/Ends short of the road to the Grand Canyon North Rim \(AZ-67\)/);
    expect(route.roads).toEqual(expect.arrayContaining(['I-15', 'US-89A']));
    expect(route.roads).not.toContain('I-40');
    expect(route.description).not.toMatch(/I-40|US-93/);
    expect(route.distance).toBe(p.dailyItinerary.reduce((a, d) => a + d.distance, 0));
    const toPage = p.dailyItinerary[1]!;
    expect(toPage.to.name).toBe('Page, AZ');
    // The end short of AZ-67 is the arriving day's to say, not the next day's.
    expect(toPage.notes.join(' ')).not.toMatch(/Ends short of the road to the Grand Canyon North Rim/);
  }, 120_000);

  it('Portland to Seattle by Mount Rainier in late October: Sunrise Road only on the day to the park', async () => {
    const p = await plan({
      fromLocation: 'Portland, OR',
      toLocation: 'Seattle, WA',
      departureDate: '2027-10-25',
      duration: 8,
      rvType: 'class-c',
      stops: [
        { name: 'Columbia River Gorge', latitude: 45.7, longitude: -121.8, nights: 1 },
        { name: 'Mount Rainier National Park', latitude: 46.88, longitude: -121.73, nights: 2 },
        { name: 'Olympic National Park', latitude: 47.8, longitude: -123.6, nights: 2 },
      ],
    } as Partial<GenerateTripInput>);
    const sunrise = p.dailyItinerary.filter((d) =>
      d.notes.some((n) => n.startsWith("Mount Rainier's Sunrise Road")),
    );
    expect(sunrise.map((d) => d.to.name)).toEqual(['Mount Rainier National Park']);
  }, 60_000);

  it('Salt Lake City to Glacier in early June: the last drive ends at its park and says so', async () => {
    const p = await plan({
      fromLocation: 'Salt Lake City, UT',
      toLocation: 'Glacier National Park',
      departureDate: '2027-06-02',
      duration: 9,
      rvType: 'class-c',
      stops: [
        { name: 'Grand Teton National Park', latitude: 43.79, longitude: -110.68, nights: 2 },
        { name: 'Yellowstone National Park', latitude: 44.6, longitude: -110.5, nights: 2 },
      ],
    } as Partial<GenerateTripInput>);
    const last = p.dailyItinerary.filter((d) => d.distance > 0).at(-1)!;
    expect(last.notes.some((n) => n.includes("where the day's drive ends"))).toBe(true);
  }, 60_000);
});
