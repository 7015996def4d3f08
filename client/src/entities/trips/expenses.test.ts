import { describe, expect, it } from 'vitest';
import type { Expense } from '@shared/schemas/trip-document';
import { parseAmount, readExpenseForm, recentExpenses, totalByCategory, totalExpenses } from './expenses';

const form = (
  overrides: Partial<{ category: string; amount: string; description: string; date: string }> = {},
) => ({
  category: 'fuel',
  amount: '45.50',
  description: 'Diesel in Moab',
  date: '2026-06-02',
  ...overrides,
});

const expense = (id: string, category: Expense['category'], amount: number, date: string): Expense => ({
  id,
  category,
  amount,
  description: `${category} ${id}`,
  date,
});

describe('expense rules', () => {
  it('parses the amount as a decimal rounded to cents', () => {
    expect(parseAmount('45.5')).toBe(45.5);
    expect(parseAmount(' 12.34 ')).toBe(12.34);
    expect(parseAmount('.99')).toBe(0.99);
    expect(parseAmount('7')).toBe(7);
    expect(parseAmount('3.456')).toBe(3.46);
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('builds an expense from a filled form', () => {
    expect(readExpenseForm(form(), 'E1', '2026-06-01')).toEqual({
      expense: {
        id: 'E1',
        category: 'fuel',
        amount: 45.5,
        description: 'Diesel in Moab',
        date: '2026-06-02',
      },
    });
    const undated = readExpenseForm(form({ date: '' }), 'E1', '2026-06-01');
    expect('expense' in undated && undated.expense.date).toBe('2026-06-01');
  });

  it('refuses an incomplete or out-of-range add and says why, field by field', () => {
    const errors = (values: Parameters<typeof form>[0]) => {
      const read = readExpenseForm(form(values), 'E1', '2026-06-01');
      return 'errors' in read ? read.errors : {};
    };
    expect(errors({ category: '' })).toEqual({ category: 'Choose a category.' });
    expect(errors({ category: 'souvenirs' })).toEqual({ category: 'Choose a category.' });
    expect(errors({ amount: '' })).toEqual({ amount: 'Enter the amount.' });
    expect(errors({ amount: 'twelve' })).toEqual({ amount: 'Enter the amount as a number, like 12.50.' });
    expect(errors({ amount: '1000000.01' })).toEqual({ amount: 'An expense can be at most $1,000,000.00.' });
    expect(errors({ amount: '1000000' })).toEqual({});
    expect(errors({ description: '   ' })).toEqual({ description: 'Enter a description.' });
    expect(errors({ description: 'x'.repeat(501) })).toEqual({
      description: 'A description can be at most 500 characters: this one has 501.',
    });
    expect(errors({ description: 'x'.repeat(500) })).toEqual({});
    // Every field at once: each says its own reason.
    expect(Object.keys(errors({ category: '', amount: '', description: '' })).sort()).toEqual([
      'amount',
      'category',
      'description',
    ]);
  });

  it('lists the 10 most recent, newest first', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      expense(`E${i}`, 'food', 1, `2026-06-${String(i + 1).padStart(2, '0')}`),
    );
    const recent = recentExpenses(many);
    expect(recent).toHaveLength(10);
    expect(recent[0]?.id).toBe('E11');
    expect(recent[9]?.id).toBe('E2');
    // Same date: the one added last comes first.
    const sameDay = [expense('A', 'fuel', 1, '2026-06-01'), expense('B', 'fuel', 1, '2026-06-01')];
    expect(recentExpenses(sameDay).map((e) => e.id)).toEqual(['B', 'A']);
  });

  it('totals by category in cents and overall', () => {
    const list = [
      expense('1', 'fuel', 0.1, '2026-06-01'),
      expense('2', 'fuel', 0.2, '2026-06-01'),
      expense('3', 'camping', 45, '2026-06-01'),
      expense('4', 'other', 10.05, '2026-06-02'),
    ];
    expect(totalByCategory(list)).toEqual([
      { category: 'fuel', total: 0.3 },
      { category: 'camping', total: 45 },
      { category: 'other', total: 10.05 },
    ]);
    expect(totalExpenses(list)).toBe(55.35);
    expect(totalByCategory([])).toEqual([]);
  });
});
