import type { BillingPeriod, Plan } from '@shared/schemas/billing';
import { annualSavings, formatAmount, periodSuffix, planPrice } from '@shared/billing/plans';
import { SUPPORT_EMAIL, TRIAL_DAYS } from '@shared/constants';
import { SectionCard } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';

/** The checkout's order summary: plan, features, subtotal, annual savings, total due today, trial note, support. */
export function PlanSummary({ plan, billing }: { plan: Plan; billing: BillingPeriod }) {
  const price = planPrice(plan, billing);
  const savings = annualSavings(plan, billing);
  const subtotal = price + savings;
  return (
    <SectionCard title="Order summary" headingId="order-summary-heading">
      <p className="mt-3 font-medium">
        RV Trip Planner {plan.name} <span className="font-normal text-stone-600">· billed {billing}</span>
      </p>
      <CheckList items={plan.features} className="mt-3 space-y-1.5 text-sm text-stone-700" />
      <dl className="mt-5 space-y-2 border-t border-stone-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatAmount(subtotal)}</dd>
        </div>
        {savings > 0 ? (
          <div className="flex justify-between text-green-800">
            <dt>Annual savings</dt>
            <dd>-{formatAmount(savings)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>Total after trial</dt>
          <dd>
            {formatAmount(price)}
            {periodSuffix(billing)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>Total due today</dt>
          <dd>{formatAmount(0)}</dd>
        </div>
      </dl>
      <p className="mt-4 rounded-md bg-brand-50 p-3 text-sm text-brand-700">
        Your {TRIAL_DAYS}-day free trial starts today. You won't be charged until it ends, and you can cancel
        anytime.
      </p>
      <p className="mt-4 text-sm text-stone-600">
        Questions?{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
          Contact support
        </a>
      </p>
    </SectionCard>
  );
}
