// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDay, makeRoadStops } from '@shared/trips/test-factories';
import { tripRoadStops } from '@shared/trips/road-stops';
import { stubFetch, withQueryClient } from '../test-utils';
import { RouteMap } from './route-map';

const stops = [
  { name: 'Denver, CO', latitude: 39.7392, longitude: -104.9903, day: 1 },
  { name: 'Glenwood Springs, CO', latitude: 39.5505, longitude: -107.3248, day: 2 },
  { name: 'Moab, UT', latitude: 38.573, longitude: -109.5498, day: 3 },
];

/** Day 1 with a fuel stop and a propane exchange, day 2 with a rest area, each on the way. */
function roadStops() {
  const leg = (day: number, from: (typeof stops)[number], to: (typeof stops)[number]) =>
    makeDay(day, { from, to, distance: 160 });
  const day1 = leg(1, stops[0], stops[1]);
  const day2 = leg(2, stops[1], stops[2]);
  return tripRoadStops([
    { ...day1, roadStops: makeRoadStops(day1, ['fuel', 'propane']) },
    { ...day2, roadStops: makeRoadStops(day2, ['rest']) },
  ]);
}

const map = () => screen.getByRole('application', { name: 'Route map' });

describe("a trip's road stops on its map", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws an icon marker per road stop beside the day pins, with a popup saying what it is', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<RouteMap stops={stops} roadStops={roadStops()} showCampgrounds={false} />, {
      wrapper: withQueryClient(),
    });
    expect(
      within(map())
        .getAllByRole('button', { name: /^(Fuel stop|Propane|Rest area): / })
        .map((b) => [b.getAttribute('aria-label'), b.getAttribute('data-marker-kind')]),
    ).toEqual([
      ["Fuel stop: Love's Travel Stop", 'fuel'],
      ['Propane: Blue Rhino at Ace Hardware', 'propane'],
      ['Rest area: I-70 rest area', 'rest'],
    ]);
    expect(within(map()).getAllByRole('button', { name: /^Day \d: / })).toHaveLength(3);

    await user.click(within(map()).getByRole('button', { name: 'Propane: Blue Rhino at Ace Hardware' }));
    const popup = screen.getByRole('dialog', { name: 'Blue Rhino at Ace Hardware' });
    expect(popup).toHaveTextContent('Propane · Day 1, mile 112');
    expect(popup).toHaveTextContent('Propane cylinder exchange only: it cannot refill an RV tank.');
    expect(popup).toHaveTextContent('Road stop data: © OpenStreetMap contributors');
  });

  it('has a toggle per kind present that is also the legend, switched by keyboard', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<RouteMap stops={stops} roadStops={roadStops()} showCampgrounds={false} />, {
      wrapper: withQueryClient(),
    });
    const toggles = screen.getByRole('group', { name: 'Road stops on the map' });
    expect(
      within(toggles)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Fuel stops (1)', 'Rest areas (1)', 'Propane (1)']);
    const fuel = within(toggles).getByRole('button', { name: 'Fuel stops (1)' });
    expect(fuel).toHaveAttribute('aria-pressed', 'true');
    fuel.focus();
    await user.keyboard(' ');
    expect(fuel).toHaveAttribute('aria-pressed', 'false');
    expect(within(map()).queryByRole('button', { name: /^Fuel stop: / })).toBeNull();
    expect(within(map()).getByRole('button', { name: /^Rest area: / })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(within(map()).getByRole('button', { name: /^Fuel stop: / })).toBeInTheDocument();
    expect(screen.getByTestId('road-stop-credits')).toHaveTextContent(
      'Road stop data: All The Places · © OpenStreetMap contributors · US DOT rest areas',
    );
  });

  it('shows no toggles for a trip without road stops', () => {
    stubFetch();
    render(<RouteMap stops={stops} showCampgrounds={false} />, { wrapper: withQueryClient() });
    expect(screen.queryByRole('group', { name: 'Road stops on the map' })).toBeNull();
  });
});

// The rule page a rest area's note cites, in its popup on the trip's map: a link for the trip's owner
// (the page passes linkify), text on a trip shared read-only.
describe("the page a road stop's note cites, on the trip's map", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  const SOURCE = 'https://www.wsdot.wa.gov/travel/safety/rest-areas/rules-and-faqs';
  const withRule = () =>
    roadStops().map((s) =>
      s.kind === 'rest' ? { ...s, note: `Washington (WSDOT): parking for at most 8 hours (${SOURCE}).` } : s,
    );
  const openRestArea = async (linkify?: boolean) => {
    stubFetch();
    render(<RouteMap stops={stops} roadStops={withRule()} showCampgrounds={false} linkify={linkify} />, {
      wrapper: withQueryClient(),
    });
    await userEvent.setup().click(within(map()).getByRole('button', { name: 'Rest area: I-70 rest area' }));
    return screen.getByRole('dialog', { name: 'I-70 rest area' });
  };

  it('is a link for the owner', async () => {
    const popup = await openRestArea(true);
    expect(within(popup).getByRole('link', { name: SOURCE })).toHaveAttribute('href', SOURCE);
  });

  it('stays text unless the page says to link it', async () => {
    const popup = await openRestArea();
    expect(popup).toHaveTextContent(SOURCE);
    expect(within(popup).queryByRole('link', { name: SOURCE })).toBeNull();
  });
});
