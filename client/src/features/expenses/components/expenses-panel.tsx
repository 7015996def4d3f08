import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Expense } from '@shared/schemas/trip-document';
import { todayIso } from '@shared/trips/dates';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  expenseFromForm,
  formatUsd,
  recentExpenses,
  totalByCategory,
  totalExpenses,
} from '@/entities/trips/expenses';
import type { ExpenseFormValues } from '@/entities/trips/expenses';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError } from '@/components/ui/toast';
import { useAddExpense, useDeleteExpense, useTripExpenses } from '../api/trip-expenses';

type ExpensesPanelProps = {
  tripId: string;
  /** The trip's estimated cost; the Budget tab shows spending against it. */
  estimate?: number | null;
  /** Someone else's shared trip: the list and totals only. */
  readOnly?: boolean;
  /** Heading level text; the dashboard card and the Budget tab name it differently. */
  title?: string;
};

const emptyForm = (): ExpenseFormValues => ({ category: '', amount: '', description: '', date: todayIso() });

function newExpenseId(): string {
  return globalThis.crypto.randomUUID();
}

/** Add, list (10 most recent), total by category and delete expenses of one trip (SPEC 2, 5). */
export function ExpensesPanel({
  tripId,
  estimate,
  readOnly = false,
  title = 'Trip Expenses',
}: ExpensesPanelProps) {
  const expenses = useTripExpenses(tripId);
  const addExpense = useAddExpense(tripId);
  const deleteExpense = useDeleteExpense(tripId);
  const [form, setForm] = useState<ExpenseFormValues>(emptyForm);
  const ids = useId();
  const headingId = `${ids}-heading`;

  const set = (field: keyof ExpenseFormValues) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC 5: silently ignored unless category, amount and description are filled.
    const expense = expenseFromForm(form, newExpenseId(), todayIso());
    if (!expense) return;
    // Cleared at once so the next expense can be typed while this one saves; restored on failure.
    const typed = form;
    setForm({ ...emptyForm(), date: form.date });
    addExpense.mutate(expense, {
      onError: () => {
        setForm(typed);
        toastError('Failed to save the expense. Please try again.');
      },
    });
  }

  function remove(expense: Expense) {
    deleteExpense.mutate(expense.id, {
      onError: () => toastError('Failed to delete the expense. Please try again.'),
    });
  }

  const list = expenses.data ?? [];
  const total = totalExpenses(list);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>

      {!readOnly && (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Add expense">
          <div>
            <Label htmlFor={`${ids}-category`}>Category</Label>
            <Select
              id={`${ids}-category`}
              aria-label="Category"
              placeholder="Choose a category"
              value={form.category}
              onValueChange={set('category')}
              options={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }))}
            />
          </div>
          <div>
            <Label htmlFor={`${ids}-amount`}>Amount ($)</Label>
            <Input
              id={`${ids}-amount`}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={form.amount}
              onChange={(e) => set('amount')(e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor={`${ids}-description`}>Description</Label>
            <Input
              id={`${ids}-description`}
              value={form.description}
              maxLength={500}
              onChange={(e) => set('description')(e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor={`${ids}-date`}>Date</Label>
            <Input
              id={`${ids}-date`}
              type="date"
              value={form.date}
              onChange={(e) => set('date')(e.target.value)}
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={addExpense.isPending}>
              {addExpense.isPending ? 'Adding...' : 'Add Expense'}
            </Button>
          </div>
        </form>
      )}

      {expenses.isLoading ? (
        <div className="space-y-2" aria-label="Loading expenses">
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-3/4" />
        </div>
      ) : expenses.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load expenses. Please try again.
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-stone-600">No expenses recorded yet.</p>
      ) : (
        <>
          <div>
            <h3 className="text-sm font-semibold text-stone-700">Recent expenses</h3>
            <ul className="mt-2 divide-y divide-stone-200" aria-label="Recent expenses">
              {recentExpenses(list).map((expense) => (
                <li key={expense.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{expense.description}</p>
                    <p className="text-stone-600">
                      {EXPENSE_CATEGORY_LABELS[expense.category]} · {expense.date}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    <span className="font-medium">{formatUsd(expense.amount)}</span>
                    {!readOnly && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete expense ${expense.description}`}
                        disabled={deleteExpense.isPending}
                        onClick={() => remove(expense)}
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
              {totalByCategory(list).map(({ category, total: sum }) => (
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
      )}

      {estimate !== undefined && estimate !== null && (
        <p className="text-sm text-stone-700" data-testid="expenses-vs-estimate">
          Spent {formatUsd(total)} of {formatUsd(estimate)} estimated
          {total > estimate
            ? ` (${formatUsd(total - estimate)} over)`
            : ` (${formatUsd(estimate - total)} left)`}
        </p>
      )}
    </section>
  );
}
