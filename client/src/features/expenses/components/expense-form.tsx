import type { FormEvent } from 'react';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '@/entities/trips/expenses';
import type { ExpenseFormErrors, ExpenseFormValues } from '@/entities/trips/expenses';
import { EXPENSE_DESCRIPTION_MAX } from '@shared/schemas/trip-document';
import { Button } from '@/components/ui/button';
import { FieldError, Input } from '@/components/ui/input';
import { TextLimit } from '@/components/ui/text-limit';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

type Props = {
  /** The prefix of the fields' ids. */
  ids: string;
  form: ExpenseFormValues;
  /** Why the last add was refused, field by field. */
  errors: ExpenseFormErrors;
  onChange: (field: keyof ExpenseFormValues, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  adding: boolean;
};

const categoryOptions = EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }));

/** Category, amount, description and date of a new expense, and Add Expense. */
export function ExpenseForm({ ids, form, errors, onChange, onSubmit, adding }: Props) {
  const described = (field: keyof ExpenseFormValues, ...more: string[]) =>
    [errors[field] ? `${ids}-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const input = (field: 'amount' | 'description' | 'date') => ({
    id: `${ids}-${field}`,
    value: form[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': described(field, field === 'description' ? `${ids}-description-limit` : ''),
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
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={described('category')}
        />
        <FieldError id={`${ids}-category-error`} message={errors.category} />
      </div>
      <div>
        <Label htmlFor={`${ids}-amount`}>Amount ($)</Label>
        <Input type="number" inputMode="decimal" min="0" step="0.01" {...input('amount')} />
        <FieldError id={`${ids}-amount-error`} message={errors.amount} />
      </div>
      <div>
        <Label htmlFor={`${ids}-description`}>Description</Label>
        {/* No maxLength: a longer text is kept, counted and refused with a message, never cut. */}
        <Input {...input('description')} />
        <FieldError id={`${ids}-description-error`} message={errors.description} />
        {form.description.length > 0 ? (
          <TextLimit
            id={`${ids}-description-limit`}
            length={form.description.length}
            limit={EXPENSE_DESCRIPTION_MAX}
            what="The description"
          />
        ) : null}
      </div>
      <div>
        <Label htmlFor={`${ids}-date`}>Date</Label>
        <Input type="date" {...input('date')} />
        <FieldError id={`${ids}-date-error`} message={errors.date} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={adding}>
          {adding ? 'Adding...' : 'Add Expense'}
        </Button>
      </div>
    </form>
  );
}
