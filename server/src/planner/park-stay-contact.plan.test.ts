import { describe, expect, it } from 'vitest';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A stay of two nights or more at a national park, ranked by road from the park's gate (a park met
// on the way, or the trip's destination), prefers a campground the traveller can call or book (an
// address, phone or website in the data) when one lies within UNVERIFIED_MILES more road, as every
// other stay's ranking does; a single night keeps the campground nearest the gate. Black Canyon of
// the Gunnison's South Rim Campground, by the South Rim's gate, has no contact in the data; Cedar
// Creek RV Park in Montrose, 11 road miles from the gate, has an address, a phone and a website.
const data = loadBundledData();
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({ departureDate: '2027-07-01', fromLocation: 'Denver, CO', ...input }),
    data,
    { now: fixedNow },
  );
const balanced = (p: TripPlan) => p.routeOptions.find((o) => o.type === 'balanced')!;
const SOUTH_RIM = 'Black Canyon of the Gunnison South Rim Campground';
const CEDAR_CREEK = 'Cedar Creek RV Park';
const noContact = (d: TripPlan['dailyItinerary'][number]) =>
  (d.warnings ?? []).some((w) => w.includes('has no address, phone or website'));
const BLACK_CANYON = 'Black Canyon of the Gunnison National Park';

describe("a stay at a national park's gate prefers a campground the traveller can contact", () => {
  it('stays three nights at Black Canyon on the way to Moab at a park with a phone, not the South Rim camp', async () => {
    const days = balanced(await plan({ toLocation: 'Moab, UT', duration: 7 })).dailyItinerary;
    const stay = days.filter((d) => d.rvPark.name === CEDAR_CREEK);
    expect(stay).toHaveLength(3);
    expect(days.some((d) => d.rvPark.name === SOUTH_RIM)).toBe(false);
    expect(days.some(noContact)).toBe(false);
  });

  it('stays two nights at Black Canyon as the destination at the same park', async () => {
    const days = balanced(await plan({ toLocation: BLACK_CANYON, duration: 3 })).dailyItinerary;
    expect(days.slice(1).map((d) => d.rvPark.name)).toEqual([CEDAR_CREEK, CEDAR_CREEK]);
    expect(days.some(noContact)).toBe(false);
  });

  it('keeps the South Rim camp, by the gate, for a single night there', async () => {
    const days = balanced(await plan({ toLocation: BLACK_CANYON, duration: 2 })).dailyItinerary;
    const night = days.at(-1)!;
    expect(night.rvPark.name).toBe(SOUTH_RIM);
    expect(days.filter((d) => d.rvPark.name === SOUTH_RIM)).toHaveLength(1);
  });
});
