import type { Expense } from '@shared/schemas/trip-document';
import {
  EXPENSE_CATEGORY_LABELS,
  formatUsd,
  recentExpenses,
  totalByCategory,
} from '@/entities/trips/expenses';
import { Button } from '@/components/ui/button';

type Props = {
  expenses: Expense[];
  total: number;
  /** Absent on a read-only trip: no Delete buttons. */
  onDelete?: (expense: Expense) => void;
  deleting: boolean;
};

/** The most recent expenses (each with Delete) and the totals by category and overall. */
export function ExpenseList({ expenses, total, onDelete, deleting }: Props) {
  return (
    <>
      <div>
        <h3 className="text-sm font-semibold text-stone-700">Recent expenses</h3>
        <ul className="mt-2 divide-y divide-stone-200" aria-label="Recent expenses">
          {recentExpenses(expenses).map((expense) => (
            <li key={expense.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                {/* A long word wraps anywhere rather than widening the page (phones). */}
                <p className="font-medium [overflow-wrap:anywhere]">{expense.description}</p>
                <p className="text-stone-600">
                  {EXPENSE_CATEGORY_LABELS[expense.category]} · {expense.date}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <span className="font-medium">{formatUsd(expense.amount)}</span>
                {onDelete && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete expense ${expense.description}`}
                    disabled={deleting}
                    onClick={() => onDelete(expense)}
                  >
                    Delete
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-stone-700">Total by category</h3>
        <dl className="mt-2 space-y-1 text-sm" aria-label="Total by category">
          {totalByCategory(expenses).map(({ category, total: sum }) => (
            <div key={category} className="flex justify-between">
              <dt>{EXPENSE_CATEGORY_LABELS[category]}</dt>
              <dd>{formatUsd(sum)}</dd>
            </div>
          ))}
          <div className="flex justify-between border-t border-stone-200 pt-1 font-semibold">
            <dt>Total</dt>
            <dd data-testid="expenses-total">{formatUsd(total)}</dd>
          </div>
        </dl>
      </div>
    </>
  );
}
