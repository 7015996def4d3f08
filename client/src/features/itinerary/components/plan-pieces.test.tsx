// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { makePlan, makeRoadStops } from '@shared/trips/test-factories';
import { renderWithQueryClient, resetBrowserAfterEach } from '@/test/query-render';
import { FIRST_DAYS, PlanPieces } from './plan-pieces';

resetBrowserAfterEach();
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const DAYS = 14;

function renderTrip({ readOnly = true, plan = makePlan(DAYS) } = {}) {
  return renderWithQueryClient(
    <PlanPieces
      tripId="TRIP0001"
      plan={plan}
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

describe('PlanPieces: the sources a day cites', () => {
  const ROAD = 'https://www.nps.gov/romo/planyourvisit/trail-ridge-road.htm';
  const REST = 'https://www.wsdot.wa.gov/travel/safety/rest-areas/rules-and-faqs';
  const TYPED = 'https://example.com/gate';
  /** Day 1 with a warning and a rest-area note citing their agencies, and a note the traveller typed. */
  function citingPlan() {
    const plan = makePlan(3);
    const day1 = plan.dailyItinerary[0];
    day1.warnings = [`Trail Ridge Road is usually closed in winter (Rocky Mountain National Park: ${ROAD}).`];
    day1.notes = [`Gate code at ${TYPED}, then left.`];
    day1.roadStops = makeRoadStops(day1, ['rest']).map((s) => ({
      ...s,
      note: `Parking for at most 8 hours (${REST}).`,
    }));
    return plan;
  }
  const lists = () => [
    screen.getByRole('list', { name: 'Day 1 warnings' }),
    screen.getByRole('list', { name: 'Day 1 notes' }),
    screen.getByRole('list', { name: 'Day 1 road stop notes' }),
  ];

  it("links each address for the trip's owner, the address its own text, opening in a new tab", () => {
    renderTrip({ readOnly: false, plan: citingPlan() });
    const [warnings, notes, roadNotes] = lists();
    expect(screen.getByTestId('day-warnings-1')).toBe(warnings);
    for (const [list, href, text] of [
      [
        warnings,
        ROAD,
        `Trail Ridge Road is usually closed in winter (Rocky Mountain National Park: ${ROAD}).`,
      ],
      [notes, TYPED, `Gate code at ${TYPED}, then left.`],
      [roadNotes, REST, `I-70 rest area: Parking for at most 8 hours (${REST}).`],
    ] as const) {
      const link = within(list).getByRole('link', { name: href });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(list).toHaveTextContent(text, { normalizeWhitespace: false });
    }
  });

  it('leaves them as text on a trip shared read-only: what the owner typed is no link for others', () => {
    renderTrip({ readOnly: true, plan: citingPlan() });
    for (const list of lists()) expect(within(list).queryByRole('link')).toBeNull();
    expect(screen.getByRole('list', { name: 'Day 1 notes' })).toHaveTextContent(
      `Gate code at ${TYPED}, then left.`,
    );
  });
});
