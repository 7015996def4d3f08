import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { FREE_PLAN_FEATURES, PRO_PLAN_FEATURES } from '@shared/constants';
import type { Tier } from '@shared/schemas/user';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { planLabel } from './plan-label';

/** The user's plan on /settings; `children` is where subscription management is composed in. */
export function PlanCard({ tier, children }: { tier: Tier; children?: ReactNode }) {
  const features = tier === 'pro' ? PRO_PLAN_FEATURES : FREE_PLAN_FEATURES.slice(0, 3);
  return (
    <Card aria-labelledby="plan-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-heading" className="text-lg font-semibold">
          Plan
        </h2>
        <span
          className={
            tier === 'pro'
              ? 'rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white'
              : 'rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-800'
          }
        >
          {planLabel(tier)}
        </span>
      </div>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-700">
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {tier === 'free' ? (
        <Link href={paths.checkoutFor('pro', 'monthly')} className={buttonClass('primary', 'md', 'mt-4')}>
          Upgrade to Pro
        </Link>
      ) : null}
      {children}
    </Card>
  );
}
