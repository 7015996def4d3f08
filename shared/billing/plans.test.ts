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

  it("writes every amount as Intl's en-US dollar formatter does, with or without it", () => {
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const amounts = [
      0, -0, 1, 5.1, 5.5, 9.99, 19.99, 40.88, 199, 999, 1000, 1234.5, 12_345.67, 999_999.99, 1_000_000,
      123_456_789, 0.01, 0.1, 0.005, 1.005, 2.675, 19.999, 0.125, 1e-7, 1e21, 2 ** 53, -5, -1234.56, -0.5,
      Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
    ];
    // A fixed spread of amounts (the same each run): up to nine digits, with 0 to 3 decimals.
    let seed = 47;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      amounts.push(Math.round((seed / 2 ** 31) * 10 ** (i % 9)) / [1, 10, 100, 1000][i % 4]);
    }
    for (const amount of amounts) {
      expect(formatAmount(amount), String(amount)).toBe(cents.format(amount));
      expect(formatPrice(amount), String(amount)).toBe(
        Number.isInteger(amount) ? whole.format(amount) : cents.format(amount),
      );
    }
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
