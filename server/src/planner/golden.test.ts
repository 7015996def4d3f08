import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath, goldenPlan } from './golden/golden-plans';
import { GOLDEN_TRIPS } from './golden/trips';

// The planner's plans for the golden trips, with the built-in router on the bundled data, stay
// exactly as stored: a change to the planner that changes a plan shows up here.
describe('golden plans', () => {
  it('covers at least a dozen trips', () => {
    expect(GOLDEN_TRIPS.length).toBeGreaterThanOrEqual(12);
  });
  for (const trip of GOLDEN_TRIPS) {
    it(`plans ${trip.name} as stored`, async () => {
      const stored = JSON.parse(readFileSync(fixturePath(trip.name), 'utf8')) as unknown;
      expect(await goldenPlan(trip)).toEqual(stored);
    }, 120_000);
  }
});
