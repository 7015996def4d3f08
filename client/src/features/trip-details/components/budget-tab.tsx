import type { TripPlan } from '@shared/schemas/plan';
import type { Expense } from '@shared/schemas/trip-document';
import type { Trip } from '@shared/schemas/trip';
import { cardNumbers } from '@shared/trips/rules';
import { Card } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { paths } from '@/lib/paths';
import { CostBasis } from '@/components/trip/cost-basis';
import { Link } from 'wouter';

type Row = { label: string; estimate: number | null; spent: number | null };

const spentOn = (expenses: readonly Expense[], categories: readonly Expense['category'][]) =>
  expenses.filter((e) => categories.includes(e.category)).reduce((sum, e) => sum + e.amount, 0);

/** Estimated cost by category (from the plan) against the expenses recorded for the trip. */
export function BudgetTab({
  trip,
  plan,
  expenses,
}: {
  trip: Trip;
  plan: TripPlan | null;
  expenses?: readonly Expense[];
}) {
  const hasExpenses = expenses !== undefined;
  const list = expenses ?? [];
  const spent = (categories: readonly Expense['category'][]) =>
    hasExpenses ? spentOn(list, categories) : null;
  const totalSpent = hasExpenses ? list.reduce((sum, e) => sum + e.amount, 0) : null;

  if (!plan) {
    const numbers = cardNumbers(trip, null);
    return (
      <Card>
        <h3 className="font-semibold">Budget</h3>
        <p className="mt-2 text-sm text-stone-700">
          Estimated total: <span className="font-semibold">{formatUsd(numbers.cost)}</span> (estimate from the
          RV type and trip length)
        </p>
        {totalSpent !== null ? (
          <p className="mt-1 text-sm text-stone-700">
            Spent so far: <span className="font-semibold">{formatUsd(totalSpent)}</span>
          </p>
        ) : null}
        <p className="mt-2 text-xs text-stone-600">Generate an AI plan for a cost breakdown by category.</p>
      </Card>
    );
  }

  const cost = plan.costBreakdown;
  const rows: Row[] = [
    { label: 'Fuel', estimate: cost.fuel, spent: spent(['fuel']) },
    { label: 'Camping', estimate: cost.camping, spent: spent(['camping']) },
    { label: 'Food', estimate: cost.food, spent: spent(['food']) },
    { label: 'Activities', estimate: cost.activities, spent: null },
    ...(hasExpenses
      ? [{ label: 'Other spending', estimate: null, spent: spent(['shopping', 'maintenance', 'other']) }]
      : []),
  ];
  const total = cost.total;

  return (
    <Card>
      <h3 className="font-semibold">Budget</h3>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">
          Estimated cost by category{hasExpenses ? ' and recorded expenses' : ''}
        </caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-2">
              Category
            </th>
            <th scope="col" className="py-2 text-right">
              Estimated
            </th>
            {hasExpenses ? (
              <th scope="col" className="py-2 text-right">
                Spent
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-stone-100">
              <th scope="row" className="py-2 font-medium">
                {row.label}
              </th>
              <td className="py-2 text-right">{row.estimate === null ? '—' : formatUsd(row.estimate)}</td>
              {hasExpenses ? (
                <td className="py-2 text-right">{row.spent === null ? '—' : formatUsd(row.spent)}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 font-semibold">
              Total
            </th>
            <td className="py-2 text-right font-semibold">{formatUsd(total)}</td>
            {hasExpenses ? (
              <td className="py-2 text-right font-semibold">{formatUsd(totalSpent ?? 0)}</td>
            ) : null}
          </tr>
        </tfoot>
      </table>
      <h4 className="mt-4 text-sm font-semibold">How the estimate is worked out</h4>
      <CostBasis plan={plan} className="mt-1 space-y-1 text-sm text-stone-700" />
      <p className="no-print mt-1 text-xs text-stone-600">
        Set your rig&apos;s MPG, a fuel price or a nightly camping budget under{' '}
        <Link href={paths.results(trip.id)} className="text-brand-700 underline">
          Rig and costs
        </Link>{' '}
        on your itinerary; the plan&apos;s costs follow them.
      </p>
      {totalSpent !== null ? (
        <p className={totalSpent > total ? 'mt-3 text-sm text-red-700' : 'mt-3 text-sm text-green-800'}>
          {totalSpent > total
            ? `Over the estimate by ${formatUsd(totalSpent - total)}.`
            : `${formatUsd(total - totalSpent)} left of the estimate.`}
        </p>
      ) : (
        <p className="mt-3 text-xs text-stone-600">
          Record expenses on the dashboard to compare them with the estimate.
        </p>
      )}
    </Card>
  );
}
