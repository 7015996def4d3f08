import { describe, expect, it } from 'vitest';
import { stateThrough, straightRouter, testContext, testPlannerData } from '../../../test/planner-data';

describe('warnings step', () => {
  it("says first that the routing service failed, then the chosen option's own warnings and the trip's", async () => {
    const router = { ...straightRouter(), warning: () => 'The OSRM routing service did not answer.' };
    const ctx = testContext(
      {
        duration: 1,
        maxDrivingHoursPerDay: 3,
        preferredAmenities: ['Helipad'],
        budgetRange: { min: 0, max: 50 },
      },
      testPlannerData(),
      router,
    );
    const state = await stateThrough(ctx, 'warnings');
    expect(state.warnings[0]).toBe('The OSRM routing service did not answer.');
    expect(state.warnings[1]).toMatch(/^Day 1 needs \d+ h of driving/);
    expect(state.warnings).toContain(
      "1 of 1 stops have no suitable campground nearby in our data; they show an 'RV parks near' search instead.",
    );
    expect(
      state.warnings.some((w) => /^The estimated cost of \$\d+ is above your budget of \$50\.$/.test(w)),
    ).toBe(true);
    expect(state.warnings.at(-1)).toBe(
      'Our campground data does not report Helipad, so the parks could not be chosen for it: ask each park.',
    );
  });

  it('has nothing to say of a plan that meets the request', async () => {
    const state = await stateThrough(testContext({ duration: 2 }), 'warnings');
    expect(state.warnings.filter((w) => !w.includes("'RV parks near'"))).toEqual([]);
  });
});
