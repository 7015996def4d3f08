// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { makePlan } from '@shared/trips/test-factories';
import { renderWithQueryClient, resetBrowserAfterEach } from '@/test/query-render';
import { FIRST_DAYS, PlanPieces } from './plan-pieces';

resetBrowserAfterEach();
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const DAYS = 14;

function renderTrip({ readOnly = true } = {}) {
  return renderWithQueryClient(
    <PlanPieces
      tripId="TRIP0001"
      plan={makePlan(DAYS)}
      reservations={{}}
      readOnly={readOnly}
      onReservations={() => {}}
      onView={() => {}}
      onAddLocations={() => {}}
    />,
  );
}

const dayCards = () => screen.queryAllByTestId(/^day-card-\d+$/);

describe('PlanPieces: a long trip drawn in pieces', () => {
  it('draws its first days at once, then every day, then the tips, in order', async () => {
    renderTrip();
    expect(dayCards()).toHaveLength(FIRST_DAYS);
    expect(screen.getByTestId('day-card-1')).toHaveTextContent('Day 1');
    expect(screen.queryByTestId(`day-card-${FIRST_DAYS + 1}`)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'AI Travel Tips' })).toBeNull();
    // The rest come at idle moments after the first paint (no timer is advanced by hand).
    expect(await screen.findByTestId(`day-card-${DAYS}`)).toHaveTextContent(`Day ${DAYS}`);
    expect(dayCards().map((c) => c.getAttribute('data-testid'))).toEqual(
      Array.from({ length: DAYS }, (_, i) => `day-card-${i + 1}`),
    );
    // After the last day: the booking board (none for this plan, made without booking windows) and the tips.
    expect(await screen.findByRole('heading', { name: 'AI Travel Tips' })).toBeInTheDocument();
  });

  it('adds the days a few at a time, not all in one step', async () => {
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(dayCards().length));
    observer.observe(document.body, { childList: true, subtree: true });
    renderTrip();
    await screen.findByTestId(`day-card-${DAYS}`);
    observer.disconnect();
    const steps = [...new Set(counts)].filter((n) => n > FIRST_DAYS);
    expect(steps.length).toBeGreaterThan(2);
    expect(steps.at(-1)).toBe(DAYS);
  });

  it('draws every day at once before printing', () => {
    vi.useFakeTimers();
    renderTrip();
    expect(dayCards()).toHaveLength(FIRST_DAYS);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(dayCards()).toHaveLength(DAYS);
    expect(screen.getByTestId(`day-card-${DAYS}`)).toHaveAttribute('id', `day-${DAYS}`);
  });

  it('draws every day at once when the address links to one of them', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/results/TRIP0001#day-9');
    renderTrip();
    expect(dayCards()).toHaveLength(DAYS);
    expect(document.getElementById('day-9')).toHaveTextContent('Day 9');
  });

  it('draws every day when a link to a day is followed after the first paint', () => {
    vi.useFakeTimers();
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    renderTrip();
    expect(document.getElementById('day-12')).toBeNull();
    act(() => {
      window.history.replaceState(null, '', '/results/TRIP0001#day-12');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(document.getElementById('day-12')).toHaveTextContent('Day 12');
    expect(scrolled).toHaveBeenCalled();
  });
});
