import { describe, expect, it } from 'vitest';
import {
  addBillingPeriod,
  annualSavings,
  findPlan,
  formatAmount,
  formatPrice,
  planCatalogue,
  planPrice,
  resolveBilling,
  savingsPercent,
  yearlyMonthlyEquivalent,
} from './plans';

const plans = planCatalogue({ monthly: 'price_m', yearly: 'price_y' });
const pro = findPlan(plans, 'pro')!;
const free = findPlan(plans, 'free')!;

describe('plan catalogue', () => {
  it('has Free and Pro with SPEC prices and the server price ids', () => {
    expect(plans.map((p) => p.id)).toEqual(['free', 'pro']);
    expect(pro.price).toEqual({ monthly: 19.99, yearly: 199 });
    expect(pro.priceIds).toEqual({ monthly: 'price_m', yearly: 'price_y' });
    expect(free.price.yearly).toBeUndefined();
    expect(free.features[0]).toBe('3 trips per month');
    expect(pro.features).toContain('Unlimited trips');
  });

  it('finds nothing for unknown plans', () => {
    expect(findPlan(plans, 'enterprise')).toBeUndefined();
    expect(findPlan(plans, null)).toBeUndefined();
  });
});

describe('price maths: the yearly saving', () => {
  it('says Save 17% for $19.99 a month against $199 a year', () => {
    expect(savingsPercent(pro)).toBe(17);
    expect(savingsPercent(free)).toBeNull();
  });

  it('shows the yearly per-month equivalent as floor(199 / 12) = 16', () => {
    expect(yearlyMonthlyEquivalent(pro)).toBe(16);
    expect(yearlyMonthlyEquivalent(free)).toBeNull();
  });

  it('charges the price of the chosen period and computes annual savings', () => {
    expect(planPrice(pro, 'monthly')).toBe(19.99);
    expect(planPrice(pro, 'yearly')).toBe(199);
    expect(annualSavings(pro, 'yearly')).toBe(40.88);
    expect(annualSavings(pro, 'monthly')).toBe(0);
  });

  it('falls back to monthly when yearly is not offered or not asked for', () => {
    expect(resolveBilling(pro, 'yearly')).toBe('yearly');
    expect(resolveBilling(pro, null)).toBe('monthly');
    expect(resolveBilling(pro, 'weekly')).toBe('monthly');
    expect(resolveBilling(free, 'yearly')).toBe('monthly');
    expect(planPrice(free, 'yearly')).toBe(0);
  });

  it('formats US dollars', () => {
    expect(formatPrice(19.99)).toBe('$19.99');
    expect(formatPrice(199)).toBe('$199');
    expect(formatAmount(0)).toBe('$0.00');
    expect(formatAmount(40.88)).toBe('$40.88');
  });

  it('adds one month or one year, clamping at the end of short months', () => {
    expect(addBillingPeriod(new Date('2026-01-15T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-15T10:00:00.000Z',
    );
    expect(addBillingPeriod(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addBillingPeriod(new Date('2024-02-29T00:00:00Z'), 'yearly').toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
    expect(addBillingPeriod(new Date('2026-12-10T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-10T00:00:00.000Z',
    );
  });
});
