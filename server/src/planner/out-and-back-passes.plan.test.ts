import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Ouray to Durango and back over Red Mountain Pass, Molas Divide and Coal Bank Pass (US-550) in
// January: each day over the passes names each one, its height and Colorado's chain law, the day
// back as the day out; a day over them twice (there and back in one day) says each once.
const data = loadBundledData();
const durango = { name: 'Durango, CO', latitude: 37.2753, longitude: -107.8801 };
const plan = (duration: number, nights?: number): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Ouray, CO',
      toLocation: 'Ouray, CO',
      departureDate: '2027-01-21',
      duration,
      rvType: 'class-c',
      stops: [{ ...durango, ...(nights ? { nights } : {}) }],
    }),
    data,
    { now: fixedNow },
  );
const PASSES = ['Red Mountain Pass (US-550, 11,018 ft)', 'Molas Divide (US-550, 10,910 ft)', 'Coal Bank Pass (US-550, 10,640 ft)'];
const said = (texts: readonly string[], pass: string) =>
  texts.filter((t) => t.startsWith(`Crosses ${pass} in winter`) && /Chain Law/.test(t));

describe('an out-and-back winter trip over the same passes', () => {
  it('with a night at Durango: the day out and the day back each name every pass and the law', async () => {
    const p = await plan(3, 1);
    const [out, back] = p.dailyItinerary;
    expect([out.to.name, back.to.name]).toEqual(['Durango, CO', 'Ouray, CO']);
    for (const day of [out, back])
      for (const pass of PASSES) expect(said([...day.notes, ...(day.warnings ?? [])], pass)).toHaveLength(1);
  }, 120_000);

  it('there and back in one day: each pass said once on the day', async () => {
    const [day] = (await plan(1)).dailyItinerary;
    for (const pass of PASSES) expect(said([...day.notes, ...(day.warnings ?? [])], pass)).toHaveLength(1);
  }, 120_000);
});
