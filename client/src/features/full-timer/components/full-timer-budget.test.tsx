// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { FullTimerBudget } from './full-timer-budget';

const recommendations: TripPlan['recommendations'] = {
  packingTips: [],
  weatherConsiderations: [],
  budgetTips: [],
  safetyTips: [],
  fullTimerTips: ['Choose a domicile state before you go.', 'Set one laundry and resupply day a week.'],
};
const budgetView: NonNullable<TripPlan['budgetView']> = {
  daily: { fuel: 33.33, camping: 80, food: 60, activities: 30, total: 203.33 },
  weekly: { fuel: 233.31, camping: 560, food: 420, activities: 210, total: 1423.31 },
  monthly: { fuel: 999.9, camping: 2400, food: 1800, activities: 900, total: 6099.9 },
  currency: 'USD',
  note: 'Camping uses nightly rates.',
};

afterEach(cleanup);

const rowCells = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('FullTimerBudget', () => {
  it('shows the budget per day, week and month by category, with the note and the tips', () => {
    render(<FullTimerBudget plan={{ budgetView, recommendations }} />);
    expect(screen.getByRole('region', { name: 'Full-timer budget' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Category',
      'Per day',
      'Per week',
      'Per month',
    ]);
    expect(rowCells('Fuel')).toEqual(['$33.33', '$233', '$1,000']);
    expect(rowCells('Camping')).toEqual(['$80.00', '$560', '$2,400']);
    expect(rowCells('Food')).toEqual(['$60.00', '$420', '$1,800']);
    expect(rowCells('Activities')).toEqual(['$30.00', '$210', '$900']);
    expect(rowCells('Total')).toEqual(['$203.33', '$1,423', '$6,100']);
    expect(screen.getByText('Camping uses nightly rates.')).toBeInTheDocument();
    const tips = screen.getByRole('heading', { name: 'Full-timer tips' }).nextElementSibling as HTMLElement;
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(recommendations.fullTimerTips);
  });

  it('leaves out the tips heading when the plan has none', () => {
    render(
      <FullTimerBudget
        plan={{ budgetView, recommendations: { ...recommendations, fullTimerTips: undefined } }}
      />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Full-timer tips' })).not.toBeInTheDocument();
  });

  it('renders nothing for a plan made without full-timer mode', () => {
    const { container } = render(<FullTimerBudget plan={{ recommendations }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
