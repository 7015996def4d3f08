import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { fixedNow } from '../test/planner-data';
import { planTrip } from './engine';

// The balanced option's park detour is picked by straight-line miles, before routing. Tacoma to
// Bellingham by Olympic National Park looks short across Puget Sound, but by road it is 329 miles for
// the fastest option's 128; the option still said "A short detour to Olympic National Park that adds
// a highlight without many extra miles". A detour far longer by road says what it costs.
describe("the balanced option's detour, as long as its roads make it", () => {
  it('Tacoma to Bellingham by Olympic National Park says how many more road miles it drives', async () => {
    const plan: TripPlan = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Tacoma, WA',
        toLocation: 'Bellingham, WA',
        departureDate: '2027-06-20',
        duration: 2,
        rvType: 'class-c',
      }),
      loadBundledData(),
      { now: fixedNow },
    );
    const [fastest, , balanced] = plan.routeOptions;
    const extra = Math.round(balanced.distance - fastest.distance);
    expect(extra).toBeGreaterThan(100);
    expect(balanced.description).not.toMatch(/short detour|without many extra miles/);
    expect(balanced.description).toMatch(
      new RegExp(
        `^A detour to Olympic National Park for a highlight on the way: about ${extra} more road miles than the Fastest Route\\.`,
      ),
    );
  }, 120_000);
});
