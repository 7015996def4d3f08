// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlannerFormValues } from '@shared/schemas/planner-form';
import { plannerFormDefaults, plannerFormSchema } from '@shared/schemas/planner-form';
import { addDays } from '@shared/plan/calendar';
import { todayIso } from '@shared/trips/dates';
import { createQueryClient } from '@/lib/query-client';
import { PlannerForm } from './planner-form';
import { stubResizeObserver } from '@/test/stub-resize-observer';

stubResizeObserver();
afterEach(cleanup);

function Harness({ onSubmit }: { onSubmit: (values: PlannerFormValues) => void }) {
  const form = useForm<PlannerFormValues>({
    resolver: zodResolver(plannerFormSchema),
    defaultValues: {
      ...plannerFormDefaults,
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      departureDate: addDays(todayIso(), 10) ?? '',
      duration: '14',
    },
  });
  return (
    <PlannerForm
      form={form}
      title="Plan your trip"
      submitLabel="Generate AI Itinerary"
      busy={false}
      busyLabel="Generating..."
      error={null}
      onSubmit={onSubmit}
      onBack={() => {}}
      onSample={() => {}}
    />
  );
}

describe('PlannerForm full-timer switch', () => {
  it('is off by default, describes the pace and submits the choice', async () => {
    const onSubmit = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness onSubmit={onSubmit} />
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Full-timer mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(
      'Slower pace: about 4 hours of driving a day and stays of 3 nights or more',
    );
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Generate AI Itinerary' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fullTimer: true, duration: '14' });
  });
});

describe('PlannerForm pace group', () => {
  it('states the default limit, shows the 2-2-2 rule and submits the pace as typed', async () => {
    const onSubmit = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness onSubmit={onSubmit} />
      </QueryClientProvider>,
    );
    const pace = screen.getByRole('group', { name: 'Pace' });
    const hours = within(pace).getByRole('spinbutton', { name: 'Max driving hours a day' });
    expect(hours).toHaveValue(null);
    expect(hours).toHaveAccessibleDescription(
      "1 to 12. Leave empty for the planner's default: 6 hours a day, or 4 in full-timer mode.",
    );
    const rule = within(pace).getByRole('switch', { name: 'Use the 2-2-2 rule' });
    expect(rule).toHaveAccessibleDescription(
      'At most about 200 miles a day, arrive by 2 pm, and stay 2 nights every so often.',
    );
    const user = userEvent.setup();
    await user.type(hours, '13');
    await user.click(screen.getByRole('button', { name: 'Generate AI Itinerary' }));
    expect(await screen.findByText('Max driving hours must be a whole number from 1 to 12')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(hours);
    await user.type(hours, '4');
    await user.click(rule);
    await user.type(within(pace).getByLabelText('Departure time each day'), '08:30');
    await user.click(screen.getByRole('button', { name: 'Generate AI Itinerary' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      maxDrivingHours: '4',
      twoTwoTwoRule: true,
      departureTime: '08:30',
    });
  });
});

describe('PlannerForm military access', () => {
  it('is off by default, describes what it opens and submits militaryAccess', async () => {
    const onSubmit = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness onSubmit={onSubmit} />
      </QueryClientProvider>,
    );
    const who = screen.getByRole('group', { name: 'Who travels' });
    const military = within(who).getByRole('switch', { name: 'Military ID holder (military campgrounds, FamCamps)' });
    expect(military).toHaveAttribute('aria-checked', 'false');
    expect(military).toHaveAccessibleDescription(/military-only park/);
    const user = userEvent.setup();
    await user.click(military);
    await user.click(screen.getByRole('button', { name: 'Generate AI Itinerary' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ militaryAccess: true, horses: false });
  });
});
