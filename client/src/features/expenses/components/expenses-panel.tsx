import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Expense } from '@shared/schemas/trip-document';
import { todayIso } from '@shared/trips/dates';
import { formatUsd, readExpenseForm, totalExpenses } from '@/entities/trips/expenses';
import type { ExpenseFormErrors, ExpenseFormValues } from '@/entities/trips/expenses';
import { SkeletonLines } from '@/components/ui/skeleton';
import { toastError } from '@/components/ui/toast';
import { useAddExpense, useDeleteExpense, useTripExpenses } from '../api/trip-expenses';
import { ExpenseForm } from './expense-form';
import { ExpenseList } from './expense-list';

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

/** Add, list (10 most recent), total by category and delete expenses of one trip. */
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
  const [errors, setErrors] = useState<ExpenseFormErrors>({});
  const ids = useId();
  const headingId = `${ids}-heading`;

  function submit(event: FormEvent) {
    event.preventDefault();
    // A refused add says why beside each field and keeps what was typed.
    const read = readExpenseForm(form, newExpenseId(), todayIso());
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    const { expense } = read;
    setErrors({});
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
        <ExpenseForm
          ids={ids}
          form={form}
          errors={errors}
          onChange={(field, value) => {
            setForm((f) => ({ ...f, [field]: value }));
            setErrors((e) => ({ ...e, [field]: undefined }));
          }}
          onSubmit={submit}
          adding={addExpense.isPending}
        />
      )}

      {expenses.isLoading ? (
        <SkeletonLines label="Loading expenses" lines={['h-6 w-full', 'h-6 w-3/4']} />
      ) : expenses.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load expenses. Please try again.
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-stone-600">No expenses recorded yet.</p>
      ) : (
        <ExpenseList
          expenses={list}
          total={total}
          onDelete={readOnly ? undefined : remove}
          deleting={deleteExpense.isPending}
        />
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
