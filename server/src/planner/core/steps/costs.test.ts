import { describe, expect, it } from 'vitest';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { estimateCost } from '../costs';
import { costsStep } from './costs';
import { stateThrough, testContext } from '../../../test/planner-data';

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
        fuel: { type: 'gas', priceIsTravellers: false },
      }),
    );
    expect(state.cost?.fuelRate).toEqual({
      mpg: 11,
      fuel: 'gas',
      pricePerGallon: 4,
      priceIsTravellers: false,
    });
  });

  it("follows the traveller's MPG, fuel price and nightly budget", async () => {
    const base = { duration: 3, rvType: 'class-a' as const, routeType: 'fastest' as const };
    const typical = (await stateThrough(testContext(base), 'costs')).cost;
    const rig = { ...RIG_DEFAULTS['class-a'], mpg: 16 };
    const own = (
      await stateThrough(testContext({ ...base, rig, fuelPricePerGallon: 2, nightlyBudget: 10 }), 'costs')
    ).cost;
    if (!typical || !own) throw new Error('no cost');
    // Twice the MPG at half the price: a quarter of the fuel cost.
    expect(own.fuel).toBeCloseTo(typical.fuel / 4, -1);
    expect(own.fuelRate).toEqual({ mpg: 16, fuel: 'diesel', pricePerGallon: 2, priceIsTravellers: true });
    expect(own.camping).toBeLessThan(typical.camping);
    expect(own.campingBasis).toMatch(/at your nightly budget of \$10/);
    expect(typical.campingBasis).toMatch(/at the RV-type estimate of \$150/);
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

  it('says on the first day of a stay when its park reports a fee over the nightly budget', async () => {
    const ctx = testContext({ duration: 3, routeType: 'fastest', nightlyBudget: 30 });
    const state = await stateThrough(ctx, 'day content');
    const days = state.options[0].days;
    // The same park two nights at $45 (reported), then one reporting $25.
    const park = (id: string, fee: number) => ({
      ...days[0].rvPark,
      id,
      name: `Park ${id}`,
      nightlyFee: fee,
      nightlyFeeBasis: 'reported' as const,
    });
    days[0].rvPark = park('a', 45);
    days[1].rvPark = park('a', 45);
    days[2].rvPark = park('b', 25);
    for (const d of days) d.warnings = [];
    costsStep.run(ctx, state);
    expect(days.map((d) => d.warnings)).toEqual([
      ['Park a reports $45 a night, over your nightly budget of $30.'],
      [],
      [],
    ]);

    const noBudget = testContext({ duration: 3, routeType: 'fastest' });
    const plain = await stateThrough(noBudget, 'day content');
    plain.options[0].days[0].rvPark = park('a', 45);
    plain.options[0].days[0].warnings = [];
    costsStep.run(noBudget, plain);
    expect(plain.options[0].days[0].warnings).toEqual([]);
  });
});
