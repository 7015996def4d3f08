import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { fixedNow } from '../test/planner-data';
import { planTrip } from './engine';

// A 38 ft Class A from West Glacier to St. Mary Campground, at the east end of Going-to-the-Sun Road:
// the campground's name as typed was "not found" (RIDB and OpenStreetMap record it 0.3 mi apart, and
// only labels with miles from Browning told the two apart). It plans now, around by US-2 and US-89,
// and the day says why it kept off Going-to-the-Sun Road.
describe('West Glacier to St. Mary Campground in a 38 ft rig', () => {
  it('finds the campground and goes around Going-to-the-Sun Road, saying why', async () => {
    const plan: TripPlan = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'West Glacier, MT',
        toLocation: 'St. Mary Campground',
        departureDate: '2027-08-03',
        duration: 2,
        rvType: 'class-a',
        rig: {
          lengthFeet: 38,
          heightFeet: 12.5,
          fuel: 'diesel',
          tankGallons: 100,
          mpg: 8,
          towingCar: false,
          propaneOnBoard: true,
        },
      }),
      loadBundledData(),
      { now: fixedNow },
    );
    const day = plan.dailyItinerary[0];
    expect(day.to.name).toBe('St. Mary Campground, MT');
    expect(plan.routeOptions[1].roads).not.toContain('Going-to-the-Sun Road');
    expect(day.notes).toContainEqual(
      expect.stringMatching(/^Avoided Going-to-the-Sun Road: your rig is 38 ft long/),
    );
    expect(day.distance).toBeGreaterThan(80); // by US-2 and US-89, not 50 over Logan Pass
  }, 120_000);
});
