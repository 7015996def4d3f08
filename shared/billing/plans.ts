import {
  FREE_PLAN_FEATURES,
  PRO_PLAN_FEATURES,
  PRO_PRICE_MONTHLY,
  PRO_PRICE_YEARLY,
  monthlyEquivalent,
  yearlySavingsPercent,
} from '../constants';
import type { BillingPeriod, Plan, PlanId } from '../schemas/billing';

export type PriceIds = { monthly: string; yearly: string };

/** The plan catalogue (free and pro). Price ids belong to the payment provider, so the server supplies them. */
export function planCatalogue(proPriceIds: Partial<PriceIds> = {}): Plan[] {
  return [
    { id: 'free', name: 'Free', price: { monthly: 0 }, features: [...FREE_PLAN_FEATURES], priceIds: {} },
    {
      id: 'pro',
      name: 'Pro',
      price: { monthly: PRO_PRICE_MONTHLY, yearly: PRO_PRICE_YEARLY },
      features: [...PRO_PLAN_FEATURES],
      priceIds: { ...proPriceIds },
    },
  ];
}

export function findPlan(plans: Plan[], id: string | null | undefined): Plan | undefined {
  return plans.find((p) => p.id === id);
}

export function isPlanId(value: string | null | undefined): value is PlanId {
  return value === 'free' || value === 'pro';
}

/** Billing defaults to monthly; yearly only when the plan has a yearly price. */
export function resolveBilling(plan: Plan, requested: string | null | undefined): BillingPeriod {
  return requested === 'yearly' && plan.price.yearly !== undefined ? 'yearly' : 'monthly';
}

/** The amount charged for one billing period. */
export function planPrice(plan: Plan, billing: BillingPeriod): number {
  return billing === 'yearly' && plan.price.yearly !== undefined ? plan.price.yearly : plan.price.monthly;
}

/** What a year costs on the monthly price minus the yearly price, in dollars (0 for monthly billing). */
export function annualSavings(plan: Plan, billing: BillingPeriod): number {
  if (billing !== 'yearly' || plan.price.yearly === undefined) return 0;
  return Math.round((12 * plan.price.monthly - plan.price.yearly) * 100) / 100;
}

/** 'Save N%' for the yearly price ((12 x monthly - yearly) / (12 x monthly), rounded), or null when the plan has none. */
export function savingsPercent(plan: Plan): number | null {
  return plan.price.yearly === undefined ? null : yearlySavingsPercent(plan.price.monthly, plan.price.yearly);
}

/** The per-month equivalent of the yearly price is floor(yearly / 12). */
export function yearlyMonthlyEquivalent(plan: Plan): number | null {
  return plan.price.yearly === undefined ? null : monthlyEquivalent(plan.price.yearly);
}

// Intl's currency formatters are made on first need only: the first one a page makes costs about 17 ms
// of main thread in Chromium (its number data), which the landing page paid while it hydrated, right
// after its first paint, for the three prices it shows. An amount whose shortest decimal form has at
// most two decimals (every price and total here) is written directly, exactly as the formatter writes
// it ('$1,234.5' -> '$1,234.50', '-$5'); any other amount (more decimals to round, -0, NaN, huge or
// tiny numbers) still goes through Intl.
let formatters: { cents: Intl.NumberFormat; whole: Intl.NumberFormat } | undefined;
const intl = () =>
  (formatters ??= {
    cents: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
    whole: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  });
const PLAIN_AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** '$' and the amount with thousands commas and `cents` (true: always two decimals), or null when Intl must round or the amount is not plain. */
function plainUsd(amount: number, cents: boolean): string | null {
  const match = Object.is(amount, -0) ? null : PLAIN_AMOUNT.exec(String(amount));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (!cents && fraction) return null;
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${grouped}${cents ? `.${fraction.padEnd(2, '0')}` : ''}`;
}

/** US dollars: whole amounts without cents ($199), others with cents ($19.99). */
export function formatPrice(amount: number): string {
  const whole = Number.isInteger(amount);
  return plainUsd(amount, !whole) ?? (whole ? intl().whole : intl().cents).format(amount);
}

/** Always with cents, for order totals ($0.00, $40.88). */
export function formatAmount(amount: number): string {
  return plainUsd(amount, true) ?? intl().cents.format(amount);
}

export function periodSuffix(billing: BillingPeriod): string {
  return billing === 'yearly' ? '/year' : '/month';
}

/** Adds one billing period to a date, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addBillingPeriod(from: Date, billing: BillingPeriod): Date {
  const months = billing === 'yearly' ? 12 : 1;
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
