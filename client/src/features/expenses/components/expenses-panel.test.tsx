// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ExpensesPanel } from './expenses-panel';

// Signed out, the trip store keeps expenses on the device (local key trip_{id}_expenses).
const key = 'trip_TRIP0001_expenses';

function renderPanel(props: { estimate?: number; readOnly?: boolean } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ExpensesPanel tripId="TRIP0001" {...props} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem(
    'trips',
    JSON.stringify([
      {
        id: 'TRIP0001',
        fromLocation: 'Denver, CO',
        toLocation: 'Moab, UT',
        departureDate: '2030-06-01',
        duration: '5',
        createdAt: '2030-01-01T00:00:00.000Z',
      },
    ]),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ExpensesPanel', () => {
  it('lists the stored expenses newest first with totals by category and against the estimate', async () => {
    localStorage.setItem(
      key,
      JSON.stringify([
        { id: 'a', category: 'fuel', amount: 40.1, description: 'Diesel', date: '2030-06-01' },
        { id: 'b', category: 'camping', amount: 35, description: 'KOA night', date: '2030-06-02' },
        { id: 'c', category: 'fuel', amount: 20.2, description: 'Top-up', date: '2030-06-03' },
      ]),
    );
    renderPanel({ estimate: 500 });
    const list = await screen.findByRole('list', { name: 'Recent expenses' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Top-up'),
      expect.stringContaining('KOA night'),
      expect.stringContaining('Diesel'),
    ]);
    const totals = screen.getByLabelText('Total by category');
    expect(totals).toHaveTextContent('Fuel$60.30');
    expect(totals).toHaveTextContent('Camping$35.00');
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('$95.30');
    expect(screen.getByTestId('expenses-vs-estimate')).toHaveTextContent(
      'Spent $95.30 of $500.00 estimated ($404.70 left)',
    );
  });

  it('refuses an add without a category and says why beside the field, keeping what was typed; deletes an expense', async () => {
    localStorage.setItem(
      key,
      JSON.stringify([{ id: 'a', category: 'food', amount: 12, description: 'Tacos', date: '2030-06-01' }]),
    );
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Recent expenses' });
    await user.type(screen.getByLabelText('Amount ($)'), '9.99');
    await user.type(screen.getByLabelText('Description'), 'Ice');
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a category.');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Amount ($)')).toHaveValue(9.99);
    expect(screen.getByLabelText('Description')).toHaveValue('Ice');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(key) ?? '[]')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete expense Tacos' }));
    await waitFor(() => expect(screen.getByText('No expenses recorded yet.')).toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(key) ?? '[]')).toEqual([]);
  });

  it('keeps a description past 500 characters whole, counts it and refuses it with a message', async () => {
    renderPanel();
    const user = userEvent.setup();
    await screen.findByText('No expenses recorded yet.');
    const description = screen.getByLabelText('Description');
    await user.click(description);
    await user.paste('y'.repeat(520));
    expect(description).toHaveValue('y'.repeat(520));
    expect(screen.getByText('520 / 500 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The description can be at most 500 characters: this one has 520.',
    );
    await user.type(screen.getByLabelText('Amount ($)'), '5');
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    expect(
      screen.getByText('A description can be at most 500 characters: this one has 520.'),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(key) ?? '[]')).toEqual([]);
  });

  it('read-only: no form and no delete buttons', async () => {
    localStorage.setItem(
      key,
      JSON.stringify([{ id: 'a', category: 'food', amount: 12, description: 'Tacos', date: '2030-06-01' }]),
    );
    renderPanel({ readOnly: true });
    await screen.findByRole('list', { name: 'Recent expenses' });
    expect(screen.queryByRole('form', { name: 'Add expense' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete expense/ })).toBeNull();
  });
});
