import type { Expense } from '@shared/schemas/trip-document';
import { EXPENSE_AMOUNT_MAX, EXPENSE_DESCRIPTION_MAX, expenseSchema } from '@shared/schemas/trip-document';
import { DISPLAY_LIMITS } from '@shared/constants';

// Expense categories, in the order the form lists them.
export const EXPENSE_CATEGORIES = ['fuel', 'camping', 'food', 'shopping', 'maintenance', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  fuel: 'Fuel',
  camping: 'Camping',
  food: 'Food',
  shopping: 'Shopping',
  maintenance: 'Maintenance',
  other: 'Other',
};

/** What the add form holds: every field is text, as typed. */
export type ExpenseFormValues = { category: string; amount: string; description: string; date: string };

const isCategory = (value: string): value is ExpenseCategory =>
  (EXPENSE_CATEGORIES as readonly string[]).includes(value);

/** A non-negative decimal amount rounded to cents (the input's step is 0.01); null when unreadable. */
export function parseAmount(value: string): number | null {
  const text = value.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const amount = Number.parseFloat(text);
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : null;
}

/** Why each field of the add form cannot be saved as typed; absent fields are fine. */
export type ExpenseFormErrors = Partial<Record<keyof ExpenseFormValues, string>>;

function amountError(text: string): string | null {
  if (!text.trim()) return 'Enter the amount.';
  const amount = parseAmount(text);
  if (amount === null) return 'Enter the amount as a number, like 12.50.';
  if (amount > EXPENSE_AMOUNT_MAX) return `An expense can be at most ${formatUsd(EXPENSE_AMOUNT_MAX)}.`;
  return null;
}

function descriptionError(text: string): string | null {
  const description = text.trim();
  if (!description) return 'Enter a description.';
  if (description.length > EXPENSE_DESCRIPTION_MAX)
    return `A description can be at most ${EXPENSE_DESCRIPTION_MAX} characters: this one has ${description.length}.`;
  return null;
}

/**
 * The expense the add form holds, or why it cannot be added: every refused add says why, field by
 * field (category, amount, description), and the form keeps what was typed.
 */
export function readExpenseForm(
  values: ExpenseFormValues,
  id: string,
  today: string,
): { expense: Expense } | { errors: ExpenseFormErrors } {
  const errors: ExpenseFormErrors = {};
  if (!isCategory(values.category)) errors.category = 'Choose a category.';
  const amount = amountError(values.amount);
  if (amount) errors.amount = amount;
  const description = descriptionError(values.description);
  if (description) errors.description = description;
  if (Object.keys(errors).length > 0) return { errors };
  const parsed = expenseSchema.safeParse({
    id,
    category: values.category,
    amount: parseAmount(values.amount),
    description: values.description.trim(),
    date: values.date.trim() || today,
  });
  if (parsed.success) return { expense: parsed.data };
  return { errors: { date: 'Enter a date as YYYY-MM-DD.' } };
}

/** Newest first by date, then by the order they were added; lists show the 10 most recent. */
export function recentExpenses(
  expenses: readonly Expense[],
  limit: number = DISPLAY_LIMITS.recentExpenses,
): Expense[] {
  return expenses
    .map((expense, index) => ({ expense, index }))
    .sort((a, b) =>
      a.expense.date === b.expense.date ? b.index - a.index : a.expense.date < b.expense.date ? 1 : -1,
    )
    .slice(0, limit)
    .map((entry) => entry.expense);
}

/** Sums in whole cents so 0.1 + 0.2 adds up to 0.30. */
const sumCents = (amounts: number[]) =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

export function totalByCategory(
  expenses: readonly Expense[],
): Array<{ category: ExpenseCategory; total: number }> {
  return EXPENSE_CATEGORIES.flatMap((category) => {
    const items = expenses.filter((e) => e.category === category);
    return items.length === 0 ? [] : [{ category, total: sumCents(items.map((e) => e.amount)) }];
  });
}

export function totalExpenses(expenses: readonly Expense[]): number {
  return sumCents(expenses.map((e) => e.amount));
}

// Made once: toLocaleString with options builds a new formatter on every call.
let usdWithCents: Intl.NumberFormat | undefined;

export function formatUsd(amount: number): string {
  usdWithCents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usdWithCents.format(amount);
}
