import type { BillingPeriod, Plan } from '@shared/schemas/billing';
import { formatPrice, savingsPercent, yearlyMonthlyEquivalent } from '@shared/billing/plans';
import { RadioCard } from '@/components/ui/radio-card';
import { cn } from '@/lib/cn';

type Props = {
  plan: Plan;
  value: BillingPeriod;
  onChange: (billing: BillingPeriod) => void;
  className?: string;
};

/** Monthly or yearly; yearly only when the plan has a yearly price, with 'Save N%'. */
export function BillingToggle({ plan, value, onChange, className }: Props) {
  const yearly = plan.price.yearly;
  const percent = savingsPercent(plan);
  const equivalent = yearlyMonthlyEquivalent(plan);
  const options: Array<{ id: BillingPeriod; label: string; detail: string }> = [
    { id: 'monthly', label: 'Monthly', detail: `${formatPrice(plan.price.monthly)}/month` },
  ];
  if (yearly !== undefined) {
    options.push({
      id: 'yearly',
      label: 'Yearly',
      detail: `${formatPrice(yearly)}/year (${formatPrice(equivalent ?? 0)}/month)`,
    });
  }

  return (
    <div role="radiogroup" aria-label="Billing period" className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {options.map((option) => {
        const checked = option.id === value;
        return (
          <RadioCard
            key={option.id}
            checked={checked}
            onSelect={() => onChange(option.id)}
            onKeyDown={(event) => {
              // Arrow keys move between the options, like a native radio group.
              if (
                ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key) &&
                options.length > 1
              ) {
                event.preventDefault();
                const next = options[(options.indexOf(option) + 1) % options.length];
                onChange(next.id);
                (
                  event.currentTarget.parentElement?.querySelector(
                    `[data-billing="${next.id}"]`,
                  ) as HTMLElement | null
                )?.focus();
              }
            }}
            tabIndex={checked ? 0 : -1}
            data-billing={option.id}
            className="flex flex-col items-start rounded-lg p-4"
          >
            <span className="flex w-full items-center justify-between gap-2">
              <span className="font-semibold">{option.label}</span>
              {option.id === 'yearly' && percent !== null ? (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                  Save {percent}%
                </span>
              ) : null}
            </span>
            <span className="mt-1 text-sm text-stone-700">{option.detail}</span>
          </RadioCard>
        );
      })}
    </div>
  );
}
