import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { fixedNow } from '../test/planner-data';
import { planTrip } from './engine';

// A 40 ft propane Class A from Wilmington to New York sleeps at Liberty Harbor RV in Jersey City: its
// drive never crosses the Hudson. The route option went on into Manhattan by the George Washington
// Bridge, around the Lincoln, Holland and Hugh L. Carey tunnels; the day said it had avoided all
// three, because its end lies within a few miles of them across the river.
const rig = {
  lengthFeet: 40,
  heightFeet: 13,
  fuel: 'diesel',
  tankGallons: 100,
  mpg: 8,
  towingCar: true,
  propaneOnBoard: true,
} as const;

describe('a propane rig that sleeps in Jersey City on its way to New York', () => {
  it('does not say it avoided the Hudson tunnels it never had to cross', async () => {
    const plan: TripPlan = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Wilmington, DE',
        toLocation: 'New York, NY',
        departureDate: '2027-06-11',
        duration: 2,
        rvType: 'class-a',
        rig,
      }),
      loadBundledData(),
      { now: fixedNow },
    );
    for (const option of plan.routeOptions) {
      const day = option.dailyItinerary[0];
      expect(day.rvPark.name, option.type).toBe('Liberty Harbor RV');
      expect(day.rvPark.longitude!, option.type).toBeLessThan(-74.03); // west of the Hudson
      expect(day.notes.filter((n) => /^Avoided the (Lincoln|Holland|Hugh L\. Carey) Tunnel/.test(n))).toEqual(
        [],
      );
    }
  }, 120_000);
});
