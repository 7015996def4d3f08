import { useState } from 'react';
import { Link } from 'wouter';
import type { BillingPeriod } from '@shared/schemas/billing';
import {
  findPlan,
  formatPrice,
  planCatalogue,
  savingsPercent,
  yearlyMonthlyEquivalent,
} from '@shared/billing/plans';
import { TRIAL_DAYS } from '@shared/constants';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { CheckList } from '@/components/ui/check-list';
import { TextLink } from '@/components/ui/text-link';

// Prices and features only: price ids are the checkout page's business (it asks the server).
const plans = planCatalogue();
const free = findPlan(plans, 'free')!;
const pro = findPlan(plans, 'pro')!;

type Props = {
  /** The Free button: the landing page scrolls to its planner. */
  onChooseFree: () => void;
  id?: string;
  className?: string;
};

/** The landing page's pricing: monthly/yearly toggle, Free and Pro cards, a contact link. */
export function PricingSection({ onChooseFree, id = 'pricing', className }: Props) {
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  const percent = savingsPercent(pro);
  const yearly = billing === 'yearly' && pro.price.yearly !== undefined;

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('py-16', className)}>
      <div className="mx-auto max-w-5xl px-4 text-center">
        <h2 id={`${id}-heading`} className="text-3xl font-bold">
          Simple, transparent pricing
        </h2>
        <p className="mt-2 text-stone-700">Start free. Upgrade when you're ready for unlimited adventures.</p>
        <div
          role="radiogroup"
          aria-label="Billing period"
          className="mt-6 inline-flex rounded-full bg-stone-200 p-1"
        >
          {(['monthly', 'yearly'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={billing === option}
              onClick={() => setBilling(option)}
              className={cn(
                'rounded-full px-4 py-1.5 text-sm font-medium',
                billing === option ? 'bg-white text-stone-900 shadow' : 'text-stone-700',
              )}
            >
              {option === 'monthly' ? 'Monthly' : 'Yearly'}
              {option === 'yearly' && percent !== null ? (
                <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                  Save {percent}%
                </span>
              ) : null}
            </button>
          ))}
        </div>
      </div>

      <div className="mx-auto mt-10 grid max-w-5xl gap-6 px-4 md:grid-cols-2">
        <article
          aria-labelledby={`${id}-free`}
          className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <h3 id={`${id}-free`} className="text-xl font-semibold">
            {free.name}
          </h3>
          <p className="mt-4">
            <span className="text-4xl font-bold">{formatPrice(0)}</span>
            <span className="text-stone-600">/month</span>
          </p>
          <CheckList items={free.features} className="mt-6 flex-1 space-y-2 text-left text-stone-700" />
          <Button variant="outline" size="lg" className="mt-6 w-full" onClick={onChooseFree}>
            Get Started Free
          </Button>
        </article>

        <article
          aria-labelledby={`${id}-pro`}
          className="relative flex flex-col rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-md"
        >
          <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
            Most popular
          </span>
          <h3 id={`${id}-pro`} className="text-xl font-semibold">
            {pro.name}
          </h3>
          <p className="mt-4">
            <span className="text-4xl font-bold">
              {formatPrice(yearly ? pro.price.yearly! : pro.price.monthly)}
            </span>
            <span className="text-stone-600">{yearly ? '/year' : '/month'}</span>
          </p>
          {yearly ? (
            <p className="mt-1 text-sm text-green-800">
              {formatPrice(yearlyMonthlyEquivalent(pro) ?? 0)}/month, billed yearly
            </p>
          ) : null}
          <p className="mt-1 text-sm text-stone-600">{TRIAL_DAYS}-day free trial, cancel anytime</p>
          <CheckList items={pro.features} className="mt-6 flex-1 space-y-2 text-left text-stone-700" />
          <Link
            href={paths.checkoutFor('pro', billing)}
            className={buttonClass('primary', 'lg', 'mt-6 w-full')}
          >
            Start Free Trial
          </Link>
        </article>
      </div>
      <p className="mt-8 text-center text-stone-700">
        Need something different? <TextLink href={paths.contact}>Contact us</TextLink>
      </p>
    </section>
  );
}
