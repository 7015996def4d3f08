import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// UT-12 over Boulder Mountain (about 9,600 ft) between Boulder and Torrey, on one 103-mile graph
// edge that Boulder lies half-way along. A 42 ft pusher asked to avoid passes was driven over it in
// March with nothing said; now it goes round and says what that costs. Unasked, a March drive crosses
// it with the winter warning (the way round is far more than 15 % longer).
const data = loadBundledData();
const plan = (avoidPasses: boolean): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Boulder, UT',
      toLocation: 'Torrey, UT',
      departureDate: '2027-03-10',
      duration: 2,
      rvType: 'class-a',
      ...(avoidPasses ? { avoidPasses: true } : {}),
    }),
    data,
    { now: fixedNow },
  );
const texts = (p: TripPlan) => p.dailyItinerary.flatMap((d) => [...(d.notes ?? []), ...(d.warnings ?? [])]);

describe('Boulder to Torrey in March', () => {
  it('asked to avoid passes: goes round Boulder Mountain and says so with the miles', async () => {
    const t = texts(await plan(true));
    expect(t).toContainEqual(
      expect.stringMatching(
        /^Avoided the summit of UT-12 on Boulder Mountain \(UT-12, 9,600 ft\): you asked to avoid mountain passes(; the way round is about [\d,]+ miles longer than over it|, and the way round is more than twice as long: about [\d,]+ miles [^.]*?\. To cross the pass instead, turn off "Avoid mountain passes")\.$/,
      ),
    );
    expect(t.filter((x) => /^Crosses the summit of UT-12/.test(x))).toEqual([]);
  }, 120_000);

  it('not asked: crosses it with the winter warning, not sent 170 miles round', async () => {
    const p = await plan(false);
    expect(texts(p)).toContainEqual(
      expect.stringMatching(/^Crosses the summit of UT-12 on Boulder Mountain \(UT-12, 9,600 ft\) in winter/),
    );
    expect(p.dailyItinerary[0].distance).toBeLessThan(60);
  }, 120_000);
});
