import { describe, expect, it } from 'vitest';
import { stateThrough, straightRouter, testContext, testPlannerData } from '../../../test/planner-data';

const grandJunction = { name: 'Grand Junction, CO', latitude: 39.0639, longitude: -108.5506 };

describe('stops and stays step', () => {
  it("gives the traveller's stop the nights they asked for", async () => {
    const ctx = testContext(
      { duration: 5, stops: [{ ...grandJunction, nights: 3 }] },
      testPlannerData(),
      straightRouter([], 25),
    );
    const afterDays = await stateThrough(ctx, 'days');
    const before = afterDays.options[0].skeleton.find((d) => d.to.name === grandJunction.name);
    expect(before?.nights).not.toBe(3);
    const state = await stateThrough(ctx, 'stops and stays');
    for (const o of state.options) {
      const stay = o.skeleton.filter((d) => d.to.name === grandJunction.name);
      expect(stay[0].nights).toBe(3);
      expect(stay).toHaveLength(3);
      expect(o.skeleton).toHaveLength(5);
    }
  });

  it('adds a 2-night stay under the 2-2-2 rule when spare nights allow', async () => {
    const ctx = testContext(
      { fromLocation: 'Denver, CO', toLocation: 'Moab, UT', duration: 8, paceRule: '2-2-2' },
      testPlannerData(),
      straightRouter([], 12),
    );
    const state = await stateThrough(ctx, 'stops and stays');
    const o = state.options[0];
    const stays = o.skeleton.filter((d) => !d.restDay);
    expect(stays.length).toBeGreaterThanOrEqual(4);
    // Never more than two one-night stops in a row before the end.
    let run = 0;
    stays.slice(0, -1).forEach((d) => {
      run = d.nights >= 2 ? 0 : run + 1;
      expect(run).toBeLessThan(3);
    });
  });
});
