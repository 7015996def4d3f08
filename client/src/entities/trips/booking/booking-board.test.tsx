// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planWithBookingWindows } from '@shared/trips/booking-windows';
import { makePlan } from '@shared/trips/test-factories';
import { BookingBoard } from './booking-board';
import { countdownText } from './booking-texts';

// The board with a fixed clock: 5 days before day 1's Recreation.gov window opens (1 March 2026,
// 10:00 Eastern), day 3 already confirmed.
const NOW = new Date('2026-02-24T15:00:00Z');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BookingBoard', () => {
  it('lists every stay in date order with its window, the countdown, the link and the confirmation', () => {
    const plan = planWithBookingWindows(makePlan(3), { now: NOW });
    render(
      <BookingBoard
        days={plan.dailyItinerary}
        reservations={{
          '3': { confirmed: true, reservedElsewhere: { name: 'Elk Camp', confirmationNumber: 'Z9' } },
        }}
        now={NOW}
      />,
    );
    const rows = screen.getAllByTestId('booking-stay');
    expect(rows.map((r) => r.textContent?.match(/Campground \d/)?.[0])).toEqual([
      'Campground 1',
      'Campground 2',
      'Campground 3',
    ]);
    expect(rows[0].textContent).toContain('Not open yet');
    expect(rows[0].textContent).toContain('Opens Mar 1, 2026, 10:00 AM EST');
    expect(within(rows[0]).getByRole('link', { name: /^Book/ }).getAttribute('href')).toBe(
      'https://www.recreation.gov/camping/campgrounds/1001',
    );
    expect(rows[2].textContent).toContain('Booked');
    expect(within(rows[2]).getByTestId('booking-confirmation').textContent).toBe(
      'Confirmed at Elk Camp · Confirmation #Z9',
    );
    expect(screen.getByTestId('booking-countdown').textContent).toContain('Campground 1');
    expect(screen.getByTestId('booking-countdown').textContent).toContain('5 d 0 h 0 min');
  });

  it('says a free overnight has nothing to book: no window, no Book link, no confirmation, the office when known', () => {
    const base = makePlan(3);
    const days = base.dailyItinerary.map((d) =>
      d.day === 2
        ? {
            ...d,
            rvPark: {
              ...d.rvPark,
              name: 'Scaddan Wash Camping Area',
              website: 'https://www.blm.gov/visit/example',
              facilityId: undefined,
              reservationUrl: undefined,
              freeOvernight: { kind: 'public-land' as const, rules: ['Free.'], source: 'OpenStreetMap' },
            },
          }
        : d,
    );
    const plan = planWithBookingWindows({ ...base, dailyItinerary: days }, { now: NOW });
    render(<BookingBoard days={plan.dailyItinerary} reservations={{}} now={NOW} />);
    const free = screen.getAllByTestId('booking-stay')[1];
    expect(free.textContent).toContain('Scaddan Wash Camping Area');
    expect(free.textContent).toContain('Nothing to book');
    expect(free.textContent).toContain('no reservation reported');
    expect(free.textContent).not.toContain('No reservation recorded yet');
    expect(within(free).queryByRole('link', { name: /^Book/ })).toBeNull();
    expect(
      within(free)
        .getByRole('link', { name: /^Managing office/ })
        .getAttribute('href'),
    ).toBe('https://www.blm.gov/visit/example');
  });

  it('shows nothing for a plan made before booking windows', () => {
    const { container } = render(
      <BookingBoard days={makePlan(2).dailyItinerary} reservations={{}} now={NOW} />,
    );
    expect(container.textContent).toBe('');
  });

  it('moves the countdown every second, and draws the stays again only when the minute changes', () => {
    // 90 seconds before day 1's window opens (1 March 2026, 10:00 Eastern), on the page's own clock.
    vi.useFakeTimers({ now: new Date('2026-03-01T14:58:30Z') });
    const plan = planWithBookingWindows(makePlan(3), { now: new Date() });
    let rowDraws = 0;
    render(
      <BookingBoard
        days={plan.dailyItinerary}
        reservations={{}}
        renderStayReminder={() => {
          rowDraws += 1;
          return null;
        }}
      />,
    );
    const countdown = () => screen.getByTestId('booking-countdown').textContent;
    expect(countdown()).toContain('1 min 30 s');
    const drawn = rowDraws;
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toContain('1 min 29 s');
    act(() => vi.advanceTimersByTime(28_000));
    expect(countdown()).toContain('1 min 1 s');
    expect(rowDraws).toBe(drawn);
    // 14:59:00: a new minute draws the stays once more.
    act(() => vi.advanceTimersByTime(1000));
    expect(rowDraws).toBe(drawn + 3);
    // 15:00:00: the window has opened, and the row says so.
    act(() => vi.advanceTimersByTime(60_000));
    const first = screen.getAllByTestId('booking-stay')[0];
    expect(first.textContent).toContain('Open now');
    expect(first.textContent).toContain('Opened Mar 1, 2026, 10:00 AM EST');
  });

  it('counts down in days, hours, minutes and seconds', () => {
    expect(countdownText(((2 * 24 + 3) * 3600 + 5 * 60) * 1000)).toBe('2 d 3 h 5 min');
    expect(countdownText((3 * 3600 + 2 * 60 + 10) * 1000)).toBe('3 h 2 min 10 s');
    expect(countdownText(40_500)).toBe('40 s');
    expect(countdownText(-5)).toBe('0 s');
  });
});
