import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';
import { WAY_ROUND } from '../routing/season-test-router';

// Dardanelle lies half-way up CA-108's graph edge over Sonora Pass, west of the summit (the edge is
// also the Sonora Pass seasonal road's). Asked to avoid passes, a trip from it down to Sonora drives no
// pass, and one over to Bridgeport goes round. (Before, both days said "Crosses Sonora Pass ...
// although you asked to avoid mountain passes: no road in our network gets around it".)
const data = loadBundledData();
const plan = (toLocation: string): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Dardanelle, CA',
      toLocation,
      departureDate: '2027-07-10',
      duration: 2,
      avoidPasses: true,
    }),
    data,
    { now: fixedNow },
  );
const texts = (p: TripPlan) => p.dailyItinerary.flatMap((d) => [...(d.notes ?? []), ...(d.warnings ?? [])]);

describe("a plan from a place on a pass's own road edge, asked to avoid passes", () => {
  it('down the valley, says nothing of the pass; over it, goes round and says what it avoided', async () => {
    const down = await plan('Sonora, CA');
    expect(texts(down).filter((t) => /Sonora Pass/.test(t))).toEqual([]);

    const over = await plan('Bridgeport, CA');
    expect(texts(over).filter((t) => /^Crosses Sonora Pass/.test(t))).toEqual([]);
    expect(texts(over)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Avoided Sonora Pass \\(CA-108, 9,628 ft\\): you asked to avoid mountain passes${WAY_ROUND}\\.$`,
        ),
      ),
    );
    expect(texts(over).join(' ')).not.toMatch(/no road in our network gets around/);
  }, 120_000);
});
