import type { TripPlan, BudgetLine, BudgetView } from '@shared/schemas/plan';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const CATEGORIES: Array<{ key: Exclude<keyof BudgetLine, 'total'>; label: string }> = [
  { key: 'fuel', label: 'Fuel' },
  { key: 'camping', label: 'Camping' },
  { key: 'food', label: 'Food' },
  { key: 'activities', label: 'Activities' },
];

// Made on first use, not as the module loads: the results page loads this module for every trip, only
// a full-timer plan shows the budget, and a page's first currency formatter loads the browser's locale
// data (11 ms on a desktop's Chromium, in the module's evaluation task).
let formatters: { withCents: Intl.NumberFormat; wholeDollars: Intl.NumberFormat } | undefined;
function usd() {
  formatters ??= {
    withCents: new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    wholeDollars: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  };
  return formatters;
}

type FullTimerBudgetProps = {
  // Only these parts are read, so any stored plan (or a part of one) can be shown.
  plan: Pick<TripPlan, 'budgetView' | 'recommendations'>;
};

const PERIODS = ['Per day', 'Per week', 'Per month'] as const;
const cell = 'px-2 py-2 text-right tabular-nums sm:px-3';

/** A category's row (or the total's, in bold): its amounts per day with cents, week and month. */
function BudgetRow({ view, row, label }: { view: BudgetView; row: keyof BudgetView['daily']; label: string }) {
  const total = row === 'total';
  return (
    <tr className={total ? 'font-semibold' : 'border-b border-stone-100'}>
      <th scope="row" className={cn('px-2 py-2 text-left sm:px-3', !total && 'font-normal')}>
        {label}
      </th>
      <td className={cell}>{usd().withCents.format(view.daily[row])}</td>
      <td className={cell}>{usd().wholeDollars.format(view.weekly[row])}</td>
      <td className={cell}>{usd().wholeDollars.format(view.monthly[row])}</td>
    </tr>
  );
}

/**
 * Full-timer mode: the plan's budget per day, week and month by category, and the full-timer
 * tips. Renders nothing for a plan made without the mode.
 */
export function FullTimerBudget({ plan }: FullTimerBudgetProps) {
  const view = plan.budgetView;
  if (!view) return null;
  const tips = plan.recommendations.fullTimerTips ?? [];

  return (
    <Card aria-labelledby="full-timer-budget-title" role="region" className="space-y-5">
      <div>
        <h2 id="full-timer-budget-title" className="text-xl font-bold">
          Full-timer budget
        </h2>
        <p className="mt-1 text-sm text-stone-600">What this pace costs per day, week and month.</p>
      </div>

      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Estimated budget by category per day, week and month, in US dollars
          </caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
                Category
              </th>
              {PERIODS.map((period) => (
                <th key={period} scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                  {period}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CATEGORIES.map(({ key, label }) => (
              <BudgetRow key={key} view={view} row={key} label={label} />
            ))}
          </tbody>
          <tfoot>
            <BudgetRow view={view} row="total" label="Total" />
          </tfoot>
        </table>
      </div>
      <p className="text-sm text-stone-600">{view.note}</p>

      {tips.length > 0 ? (
        <div>
          <h3 className="text-lg font-semibold">Full-timer tips</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-stone-800">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
