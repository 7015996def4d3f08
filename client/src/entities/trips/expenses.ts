import type { Expense } from '@shared/schemas/trip-document';
import { expenseSchema } from '@shared/schemas/trip-document';
import { DISPLAY_LIMITS } from '@shared/constants';

// SPEC 3 Expense categories, in the order the form lists them.
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

/**
 * An add is silently ignored unless category, amount and description are all filled. An
 * amount that is not a decimal number, or is out of range, is ignored the same way.
 */
export function expenseFromForm(values: ExpenseFormValues, id: string, today: string): Expense | null {
  const description = values.description.trim();
  if (!isCategory(values.category) || !description || !values.amount.trim()) return null;
  const amount = parseAmount(values.amount);
  if (amount === null) return null;
  const parsed = expenseSchema.safeParse({
    id,
    category: values.category,
    amount,
    description,
    date: values.date.trim() || today,
  });
  return parsed.success ? parsed.data : null;
}

/** Newest first by date, then by the order they were added; SPEC 9 shows the 10 most recent. */
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
