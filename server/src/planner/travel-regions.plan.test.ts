import { describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A trip between two regions travellers name: each end is planned at its town (data/travel-regions.json),
// and the plan says both, the start first, never a silent guess.
describe('a trip from one region to another', () => {
  it('Finger Lakes to Cape Cod: leaves from Geneva, NY, goes to Hyannis, MA, and says so', async () => {
    const p = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Finger Lakes, NY',
        toLocation: 'Cape Cod, MA',
        departureDate: '2027-07-10',
        duration: 4,
      }),
      loadBundledData(),
      { now: fixedNow },
    );
    expect(p.overview.title).toBe('Finger Lakes to Cape Cod RV Trip');
    expect(p.warnings.slice(0, 2)).toEqual([
      expect.stringMatching(
        /^Finger Lakes, NY is a region, not one place: this plan starts from Geneva, NY, /,
      ),
      expect.stringMatching(/^Cape Cod, MA is a region, not one place: this plan goes to Hyannis, MA, /),
    ]);
    expect(p.dailyItinerary.at(-1)!.to.name).toBe('Cape Cod, MA');
  });
});
