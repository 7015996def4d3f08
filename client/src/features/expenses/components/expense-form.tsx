import type { FormEvent } from 'react';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '@/entities/trips/expenses';
import type { ExpenseFormValues } from '@/entities/trips/expenses';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

type Props = {
  /** The prefix of the fields' ids. */
  ids: string;
  form: ExpenseFormValues;
  onChange: (field: keyof ExpenseFormValues, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  adding: boolean;
};

const categoryOptions = EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }));

/** Category, amount, description and date of a new expense, and Add Expense. */
export function ExpenseForm({ ids, form, onChange, onSubmit, adding }: Props) {
  const input = (field: 'amount' | 'description' | 'date') => ({
    id: `${ids}-${field}`,
    value: form[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" aria-label="Add expense">
      <div>
        <Label htmlFor={`${ids}-category`}>Category</Label>
        <Select
          id={`${ids}-category`}
          aria-label="Category"
          placeholder="Choose a category"
          value={form.category}
          onValueChange={(value) => onChange('category', value)}
          options={categoryOptions}
        />
      </div>
      <div>
        <Label htmlFor={`${ids}-amount`}>Amount ($)</Label>
        <Input type="number" inputMode="decimal" min="0" step="0.01" {...input('amount')} />
      </div>
      <div>
        <Label htmlFor={`${ids}-description`}>Description</Label>
        <Input maxLength={500} {...input('description')} />
      </div>
      <div>
        <Label htmlFor={`${ids}-date`}>Date</Label>
        <Input type="date" {...input('date')} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={adding}>
          {adding ? 'Adding...' : 'Add Expense'}
        </Button>
      </div>
    </form>
  );
}
