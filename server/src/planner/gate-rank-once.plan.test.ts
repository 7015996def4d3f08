import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { builtinRouter } from '../routing/builtin';
import { loadParkEntrances } from '../routing/park-entrances';
import { gateOf } from '../test/park-trips';
import { fixedNow } from '../test/planner-data';
import { planTrip } from './engine';

// A day whose night is at a national park met at its gate ranks the park's campgrounds from that
// gate once: the gate's weighing (which gate the night is by) and the night's choice ask for the
// same ranking, and the second asks the remembered one, not the road searches again.
const data = loadBundledData();
const beaverMeadows = gateOf(loadParkEntrances(), 'romo', 'the Beaver Meadows');

afterEach(() => vi.restoreAllMocks());

describe("a park's campgrounds ranked from its gate", { timeout: 120_000 }, () => {
  it('are searched from the gate once a day: Denver to Moab by Rocky Mountain', async () => {
    const router = builtinRouter();
    const reachFrom = vi.spyOn(router, 'reachFrom');
    const plan = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Denver, CO',
        toLocation: 'Moab, UT',
        departureDate: '2027-07-01',
        duration: 3,
      }),
      data,
      { now: fixedNow },
    );
    // The trip does go by the park and its night is ranked from the Beaver Meadows Entrance.
    expect(
      plan.routeOptions.some((o) => o.dailyItinerary.some((d) => d.title.includes('Rocky Mountain'))),
    ).toBe(true);
    const fromGate = reachFrom.mock.calls
      .filter(
        ([origin]) =>
          origin.latitude === beaverMeadows.latitude && origin.longitude === beaverMeadows.longitude,
      )
      .map(
        ([, targets, req, hours]) =>
          `${req.profile}|${req.date}|${hours}|${targets.map((t) => `${t.latitude},${t.longitude}`).join(';')}`,
      );
    expect(fromGate.length).toBeGreaterThan(0);
    expect(fromGate.length).toBe(new Set(fromGate).size);
  });
});
