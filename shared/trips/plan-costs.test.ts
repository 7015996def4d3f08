import { describe, expect, it } from 'vitest';
import { campingCost, recostPlan, reportedNightlyFee } from './plan-costs';
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
      campingBasis:
        "2 of 3 nights from the parks' reported fees; the other nights are an estimate of $100 a night for this RV type.",
    });
    expect(campingCost(100, 2, [null]).camping).toBe(200);
    expect(campingCost(100, 2, undefined)).toEqual({ camping: 200, campingBasis: undefined });
  });
});

describe('recostPlan', () => {
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

const zero = { fuel: 0, camping: 0, food: 0, activities: 0, total: 0 };
