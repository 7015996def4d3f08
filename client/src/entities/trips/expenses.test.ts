import { describe, expect, it } from 'vitest';
import type { Expense } from '@shared/schemas/trip-document';
import { expenseFromForm, parseAmount, recentExpenses, totalByCategory, totalExpenses } from './expenses';

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
    expect(expenseFromForm(form(), 'E1', '2026-06-01')).toEqual({
      id: 'E1',
      category: 'fuel',
      amount: 45.5,
      description: 'Diesel in Moab',
      date: '2026-06-02',
    });
    expect(expenseFromForm(form({ date: '' }), 'E1', '2026-06-01')?.date).toBe('2026-06-01');
  });

  it('silently ignores an add unless category, amount and description are filled (SPEC 5)', () => {
    expect(expenseFromForm(form({ category: '' }), 'E1', '2026-06-01')).toBeNull();
    expect(expenseFromForm(form({ category: 'souvenirs' }), 'E1', '2026-06-01')).toBeNull();
    expect(expenseFromForm(form({ amount: '' }), 'E1', '2026-06-01')).toBeNull();
    expect(expenseFromForm(form({ amount: 'twelve' }), 'E1', '2026-06-01')).toBeNull();
    expect(expenseFromForm(form({ description: '   ' }), 'E1', '2026-06-01')).toBeNull();
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
