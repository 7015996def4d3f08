import { describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A night's park off the roads the bundled network holds, on the bundled data: Lost Gringo RV Park,
// the best park near Terlingua, TX, lies about 6 mi (straight line) from the nearest road of the
// graph (FM 170 is not in it), which the router meets at Study Butte. The day says so; the rule
// with a made-up network is in core/steps/night-off-road.test.ts.
const data = loadBundledData();
const plan = (fromLocation: string, toLocation: string) =>
  planTrip(generateTripInputSchema.parse({ fromLocation, toLocation, departureDate: '2026-03-10', duration: 2 }), data, {
    now: fixedNow,
  });

describe('parks off the roads of the bundled network', () => {
  it("says the last miles to Lost Gringo RV Park are on roads the network does not hold, beside the day's routed miles", async () => {
    const p = await plan('Alpine, TX', 'Terlingua, TX');
    const day = p.dailyItinerary[0];
    expect(day.rvPark.name).toBe('Lost Gringo RV Park');
    const note = day.notes.find((n) => n.startsWith('Tonight: Lost Gringo RV Park'));
    expect(note).toMatch(
      /mi from Terlingua by road to the nearest road our network holds, then about [5-7] mi in a straight line on roads it does not hold \(not counted\)/,
    );
  }, 60_000);

  it('says nothing of the kind where the park is on the network', async () => {
    const p = await plan('Denver, CO', 'Moab, UT');
    const notes = p.dailyItinerary.flatMap((d) => d.notes).join(' ');
    expect(notes).toMatch(/Moab/);
    expect(notes).not.toMatch(/does not hold/);
  }, 60_000);
});
