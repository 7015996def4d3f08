// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TripReminders } from '@shared/schemas/reminders';
import { planWithBookingWindows } from '@shared/trips/booking-windows';
import { makePlan } from '@shared/trips/test-factories';
import { storageKeys } from '@/lib/browser-storage';
import { createQueryClient } from '@/lib/query-client';
import { BookingBoard } from './booking-board';
import { ReminderSwitch, StayReminderSwitch } from './reminder-switch';

// The owner's reminders switch on the booking board, against a stubbed server.

const NOW = new Date('2026-02-24T15:00:00Z');
const plan = planWithBookingWindows(makePlan(3), { now: NOW });
const pending = (day: number, kind: 'day-before' | 'hour-before') => ({
  day,
  kind,
  opensAt: '2026-03-01T10:00:00-05:00',
  sendAt: '2026-02-28T15:00:00.000Z',
  status: 'pending' as const,
});

type Call = { method: string; url: string; body: unknown };

function serve(state: TripReminders) {
  const calls: Call[] = [];
  let current = state;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const stay = /\/stays\/(\d+)$/.exec(call.url);
    if (call.method === 'PUT' && stay) {
      const enabled = (call.body as { enabled: boolean }).enabled;
      const day = Number(stay[1]);
      const stays = enabled ? [...current.stays, day] : current.stays.filter((d) => d !== day);
      current = { ...current, stays, reminders: stays.flatMap((d) => [pending(d, 'day-before'), pending(d, 'hour-before')]) };
    } else if (call.method === 'PUT') {
      const enabled = (call.body as { enabled: boolean }).enabled;
      current = { ...current, enabled, reminders: enabled ? [pending(1, 'day-before'), pending(1, 'hour-before')] : [] };
    }
    return new Response(JSON.stringify(current), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

function renderBoard() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BookingBoard
        days={plan.dailyItinerary}
        reservations={{}}
        now={NOW}
        reminders={<ReminderSwitch tripId="TRIP0001" />}
        renderStayReminder={(day, booking) => <StayReminderSwitch tripId="TRIP0001" day={day} booking={booking} />}
      />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.setItem(storageKeys.authToken, 'token-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ReminderSwitch', () => {
  it('turns reminders on and off for a Pro owner through the API', async () => {
    const calls = serve({ enabled: false, stays: [], available: true, reminders: [] });
    renderBoard();
    const toggle = await screen.findByRole('switch', { name: 'Remind me before booking opens' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByText(/2 to come/)).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(calls.map((c) => `${c.method} ${c.url} ${JSON.stringify(c.body ?? null)}`)).toEqual([
      'GET /api/trip-plans/TRIP0001/reminders null',
      'PUT /api/trip-plans/TRIP0001/reminders {"enabled":true}',
      'PUT /api/trip-plans/TRIP0001/reminders {"enabled":false}',
    ]);
  });

  it('turns reminders on for one stay only, and hides the stay switches while the whole trip has them', async () => {
    const calls = serve({ enabled: false, stays: [], available: true, reminders: [] });
    renderBoard();
    const name = plan.dailyItinerary[1].rvPark.name;
    const stayToggle = await screen.findByRole('switch', { name: `Remind me before booking opens for ${name}` });
    expect(screen.getAllByRole('switch', { name: /^Remind me before booking opens for / })).toHaveLength(3);
    await userEvent.click(stayToggle);
    await waitFor(() => expect(stayToggle).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByText(/On for 1 stay below \(2 to come\)/)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/trip-plans/TRIP0001/reminders/stays/2', body: { enabled: true } });
    await userEvent.click(screen.getByRole('switch', { name: 'Remind me before booking opens' }));
    await waitFor(() => expect(screen.queryAllByRole('switch', { name: /^Remind me before booking opens for / })).toHaveLength(0));
  });

  it('tells a free account the reminders are part of Pro, with a link to the pricing', async () => {
    serve({ enabled: false, stays: [], available: false, reminders: [] });
    renderBoard();
    expect(await screen.findByTestId('reminders-pro')).toHaveTextContent('part of Pro');
    expect(screen.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/#pricing');
    expect(screen.queryByRole('switch')).toBeNull();
    // The windows themselves are there for everyone.
    expect(screen.getAllByTestId('booking-stay')).toHaveLength(3);
  });

  it('asks nothing and shows no switch when signed out', async () => {
    localStorage.clear();
    const calls = serve({ enabled: false, stays: [], available: true, reminders: [] });
    renderBoard();
    expect(screen.getAllByTestId('booking-stay')).toHaveLength(3);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(calls).toEqual([]);
  });
});
