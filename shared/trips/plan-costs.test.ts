import { describe, expect, it } from 'vitest';
import {
  campingBasisText,
  campingCost,
  fuelBasisText,
  nightlyRateOf,
  recostPlan,
  reportedNightlyFee,
} from './plan-costs';
import { makeCostedPlan } from './test-factories';

describe('reportedNightlyFee', () => {
  it('reads the fee a park reports and nothing else', () => {
    expect(reportedNightlyFee({ nightlyFee: 25, nightlyFeeBasis: 'reported' })).toBe(25);
    expect(reportedNightlyFee({ nightlyFee: 22.5, nightlyFeeBasis: 'reported' })).toBe(22.5);
    expect(reportedNightlyFee({ nightlyFee: null })).toBeNull();
    expect(reportedNightlyFee({ nightlyFee: 0, nightlyFeeBasis: 'reported' })).toBeNull();
    expect(reportedNightlyFee({ nightlyFee: 60, nightlyFeeBasis: 'estimate' })).toBeNull();
  });
});

describe('campingCost', () => {
  it('uses reported fees for their nights and the rate for the others', () => {
    expect(campingCost(100, 3, [40, null, 20])).toEqual({
      camping: 160,
      campingBasis: '1 night at the RV-type estimate of $100, 2 at reported fees.',
    });
    expect(campingCost(45, 3, [40, null, null], 'budget')).toEqual({
      camping: 130,
      campingBasis: '2 nights at your nightly budget of $45, 1 at reported fees.',
    });
    expect(campingCost(100, 2, [null]).camping).toBe(200);
    expect(campingCost(100, 2, undefined)).toEqual({ camping: 200, campingBasis: undefined });
  });
});

describe('the cost basis in words', () => {
  it('says how many nights are at the estimate and how many at reported fees', () => {
    expect(campingBasisText(12, 2, 150)).toBe(
      '12 nights at the RV-type estimate of $150, 2 at reported fees.',
    );
    expect(campingBasisText(14, 0, 150)).toBe(
      '14 nights at the RV-type estimate of $150 (no park on this route reports a fee).',
    );
    expect(campingBasisText(0, 1, 150)).toBe('1 night at reported fees.');
    expect(campingBasisText(1, 3, 40, 'budget')).toBe(
      '1 night at your nightly budget of $40, 3 at reported fees.',
    );
  });

  it('the nightly budget replaces the RV-type estimate when set, 0 included', () => {
    expect(nightlyRateOf('class-a')).toEqual({ rate: 150, source: 'rv-type' });
    expect(nightlyRateOf('class-a', 45)).toEqual({ rate: 45, source: 'budget' });
    expect(nightlyRateOf('class-a', 0)).toEqual({ rate: 0, source: 'budget' });
  });

  it('states the fuel basis with the miles, MPG, fuel and whose price it is', () => {
    const rate = { mpg: 8, fuel: 'diesel' as const, pricePerGallon: 3.9, priceIsTravellers: false };
    expect(fuelBasisText(rate, 1234.4)).toBe(
      '1,234 miles at 8 MPG, diesel at $3.90 a gallon (a typical price).',
    );
    expect(fuelBasisText({ ...rate, priceIsTravellers: true }, 10)).toContain('(your price)');
  });
});

describe('recostPlan', () => {
  it('re-costs unlisted nights at the nightly budget the plan input carries', () => {
    const costed = makeCostedPlan(3);
    const base = {
      ...costed,
      dailyItinerary: costed.dailyItinerary.map((d, i) =>
        i === 1 ? { ...d, rvPark: { ...d.rvPark, nightlyFee: null } } : d,
      ),
    };
    const out = recostPlan(base, { ...base, input: { ...base.input, nightlyBudget: 20 } });
    expect(out.costBreakdown.camping).toBe(30 + 20 + 30);
    expect(out.costBreakdown.campingBasis).toBe('1 night at your nightly budget of $20, 2 at reported fees.');
    expect(recostPlan(base, base).costBreakdown.camping).toBe(30 + rvRate(base) + 30);
  });

  it('a full-timer budget view follows the new costs', () => {
    const base = makeCostedPlan(3);
    const withView = recostPlan(base, { ...base, budgetView: undefined });
    expect(withView.budgetView).toBeUndefined();
    const view = recostPlan(base, {
      ...base,
      budgetView: { daily: zero, weekly: zero, monthly: zero, currency: 'USD', note: '' },
    }).budgetView;
    expect(view?.daily.camping).toBe(30);
    expect(view?.weekly.food).toBe(7 * 60);
  });
});

const rvRate = (plan: ReturnType<typeof makeCostedPlan>) => nightlyRateOf(plan.input.rvType).rate;

const zero = { fuel: 0, camping: 0, food: 0, activities: 0, total: 0 };
