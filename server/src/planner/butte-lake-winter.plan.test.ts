import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Lassen's Butte Lake Road (a gravel park road, data/park-roads.json) is not plowed: the park's
// announcements as the papers print them have it open into November and again from about June
// (data/seasonal-roads.json). A January trip with a night at Butte Lake Campground keeps off it and
// says why; a July trip is not kept off it.
const data = loadBundledData();
const plan = (departureDate: string): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Redding, CA',
      toLocation: 'Susanville, CA',
      departureDate,
      duration: 2,
      rvType: 'class-c',
      stops: [{ name: 'Butte Lake Campground', latitude: 40.565, longitude: -121.30528, nights: 1 }],
    }),
    data,
    { now: fixedNow },
  );
const notes = (p: TripPlan) => p.dailyItinerary.flatMap((d) => d.notes ?? []);

describe("Lassen's Butte Lake Road in winter", () => {
  it('keeps a January trip off Butte Lake Road and says why; a July trip drives it', async () => {
    const winter = await plan('2027-01-15');
    for (const o of winter.routeOptions) expect(o.roads ?? []).not.toContain('Butte Lake Road');
    expect(notes(winter).join(' ')).toMatch(
      /Avoided Lassen's Butte Lake Road: usually closed for winter from about December 1 to about June 1/,
    );
    const summer = await plan('2027-07-15');
    // The route names the roads its days drive. The July night is at the traveller's stop, the
    // park's Butte Lake campground (the catalogue's "Butte Lake"), open in July by the park's own
    // season (data/campground-seasons.json), so the route takes Butte Lake Road to it.
    const fastest = summer.routeOptions.find((o) => o.type === 'fastest')!;
    const atButteLake = fastest.dailyItinerary.some((d) => /^Butte Lake( Campground)?$/.test(d.rvPark.name));
    expect(atButteLake).toBe(true);
    expect((fastest.roads ?? []).includes('Butte Lake Road')).toBe(atButteLake);
    expect(notes(summer).join(' ')).not.toMatch(/Butte Lake Road/);
  }, 120_000);
});
