// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, stubFetch, withQueryClient } from '../test-utils';
import { RouteMap } from './route-map';

const stops = [
  { name: 'Moab, UT', latitude: 38.573, longitude: -109.5498, day: 3 },
  { name: 'Denver, CO', latitude: 39.7392, longitude: -104.9903, day: 1 },
  { name: 'Glenwood Springs, CO', latitude: 39.5505, longitude: -107.3248, day: 2 },
];

describe('RouteMap without a map token', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws the states, a line through the stops and one numbered marker per stop', async () => {
    stubFetch();
    const { container } = render(<RouteMap stops={stops} label="Trip route" />, {
      wrapper: withQueryClient(),
    });
    const map = screen.getByRole('application', { name: 'Trip route' });
    expect(
      within(map)
        .getAllByRole('button', { name: /^Stop \d+: / })
        .map((b) => [b.textContent, b.getAttribute('aria-label')]),
    ).toEqual([
      ['1Denver, CO', 'Stop 1: Denver, CO'],
      ['2Glenwood Springs, CO', 'Stop 2: Glenwood Springs, CO'],
      ['3Moab, UT', 'Stop 3: Moab, UT'],
    ]);
    const line = container.querySelector('[data-testid="route-line"]');
    expect(line?.getAttribute('d')).toMatch(/^M[\d.-]+,[\d.-]+L[\d.-]+,[\d.-]+L[\d.-]+,[\d.-]+$/);
    await waitFor(() => expect(container.querySelectorAll('[data-testid="atlas"] path')).toHaveLength(3));
    // The view is fitted to the stops, so it is zoomed in well past the whole-country view.
    expect(Number(map.getAttribute('data-zoom'))).toBeGreaterThan(6);
  });

  it('opens a stop popup with its day and closes it with Escape', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<RouteMap stops={stops} />, { wrapper: withQueryClient() });
    const marker = screen.getByRole('button', { name: 'Stop 3: Moab, UT' });
    await user.click(marker);
    const popup = screen.getByRole('dialog', { name: 'Moab, UT' });
    expect(popup).toHaveTextContent('Stop 3 · Day 3');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(marker).toHaveFocus();
  });

  it('shows campgrounds searched within 500 miles of the US centre (SPEC 7)', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/campgrounds/search'
        ? {
            body: [
              {
                id: 'ks1',
                name: 'Devils Garden Campground',
                description: 'Camping among the arches.',
                type: 'state',
                source: 'enhanced internal database',
                amenities: ['water', 'showers', 'electric', 'dump_station'],
                amenitiesReported: true,
                latitude: 38.78,
                longitude: -109.59,
              },
            ],
          }
        : undefined,
    );
    const user = userEvent.setup();
    render(<RouteMap stops={stops} />, { wrapper: withQueryClient() });
    await user.click(await screen.findByRole('button', { name: 'Campground: Devils Garden Campground' }));
    const popup = screen.getByRole('dialog', { name: 'Devils Garden Campground' });
    expect(within(popup).getByRole('list', { name: 'Reported amenities' })).toHaveTextContent(
      'WaterShowersElectric+1 more',
    );
    const [call] = apiCalls(fetchMock, '/api/campgrounds/search');
    expect(Object.fromEntries(call.searchParams)).toEqual({ lat: '39.8283', lng: '-98.5795', radius: '500' });
  });

  it('leaves campgrounds out when asked', async () => {
    const fetchMock = stubFetch();
    render(<RouteMap stops={stops} showCampgrounds={false} />, { wrapper: withQueryClient() });
    expect(screen.getAllByRole('button', { name: /^Stop / })).toHaveLength(3);
    expect(apiCalls(fetchMock, '/api/campgrounds/search')).toHaveLength(0);
  });

  it('says so when there are no stops', () => {
    stubFetch();
    render(<RouteMap stops={[]} />, { wrapper: withQueryClient() });
    expect(screen.getByText('No stops to show on the map yet.')).toBeInTheDocument();
  });
});
