import { loadBundledData } from '../../catalogue/bundled-data';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { planTrip } from '../engine';
import { GOLDEN_NOW } from './trips';
import type { GOLDEN_TRIPS } from './trips';

export const fixturePath = (name: string) => new URL(`./${name}.json`, import.meta.url);

/** A golden trip planned on the bundled data with the built-in router, minus its timestamp. */
export async function goldenPlan(trip: (typeof GOLDEN_TRIPS)[number]): Promise<unknown> {
  const plan = await planTrip(generateTripInputSchema.parse(trip.input), loadBundledData(), {
    now: GOLDEN_NOW,
  });
  const { generatedAt: _generatedAt, ...rest } = plan;
  // Through JSON, as the fixture is stored: undefined fields drop out on both sides.
  return JSON.parse(JSON.stringify(rest)) as unknown;
}
