import { describe, expect, it } from 'vitest';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// The route says what its days drive, and a day's season and "avoided" notes are of its own drive or
// stay: a review found a route naming I-15 and Zion while its days, re-routed to their nights, went
// by Kingman and Williams; "Avoided the road to the North Rim (AZ-67)" on a South Rim to Page drive;
// Mount Rainier's Sunrise Road on drives to the Columbia Gorge and to Bellevue; "ends short" on a
// drive that ends at its park.

const data = loadBundledData();
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse(input), data, { now: fixedNow });
const trailer = {
  lengthFeet: 30,
  heightFeet: 11,
  fuel: 'gas',
  tankGallons: 30,
  mpg: 10,
  towingCar: false,
  propaneOnBoard: true,
};

describe('the route as its days drive it', () => {
  it('Las Vegas to Durango by the North Rim in May: the roads and ideas of the days, no AZ-67 on the way to Page', async () => {
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
    // Day 1 drives to the night by the South Rim: by Kingman (US-93) and I-40, never I-15 by Zion.
    expect(p.dailyItinerary[0]!.rvPark.name).toBe('Trailer Village RV Park');
    expect(route.roads).toContain('I-40');
    expect(route.roads).not.toContain('I-15');
    expect(route.description).not.toMatch(/I-15|UT-59|AZ-389/);
    expect(p.overview.description).not.toMatch(/Zion/);
    expect(route.distance).toBe(p.dailyItinerary.reduce((a, d) => a + d.distance, 0));
    const toPage = p.dailyItinerary[1]!;
    expect(toPage.to.name).toBe('Page, AZ');
    expect(toPage.notes.join(' ')).not.toMatch(/AZ-67/);
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
