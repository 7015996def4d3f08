import { describe, expect, it } from 'vitest';
import { estimateCost } from '../costs';
import { stateThrough, testContext } from '../../test/planner-data';

describe('costs step', () => {
  it("costs every option and the trip on the chosen one, by the rig's mileage", async () => {
    const ctx = testContext({ duration: 3, rvType: 'class-c', routeType: 'fastest' });
    const state = await stateThrough(ctx, 'costs');
    for (const o of state.options) expect(o.cost?.total).toBeGreaterThan(0);
    const fastest = state.options[0];
    const miles = fastest.days.reduce((a, d) => a + d.distance, 0);
    expect(state.cost).toEqual(
      estimateCost({
        rvType: 'class-c',
        days: 3,
        miles,
        fuelPricePerGallon: 4,
        nightlyFees: fastest.nightlyFees,
      }),
    );
  });

  it('marks the day the running estimate passes the budget', async () => {
    const state = await stateThrough(
      testContext({ duration: 3, budgetRange: { min: 0, max: 300 } }),
      'costs',
    );
    const flagged = state.options[2].days.filter((d) =>
      d.warnings?.some((w) => w.includes('passes your budget of $300')),
    );
    expect(flagged).toHaveLength(1);
  });
});
