// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import polyline from '@mapbox/polyline';
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

  it('draws the states, a line through the stops and one day pin per stop', async () => {
    stubFetch();
    const { container } = render(<RouteMap stops={stops} label="Trip route" />, {
      wrapper: withQueryClient(),
    });
    const map = screen.getByRole('application', { name: 'Trip route' });
    expect(
      within(map)
        .getAllByRole('button', { name: /^Day \d+: / })
        .map((b) => [b.textContent, b.getAttribute('aria-label')]),
    ).toEqual([
      ['1Denver, CO', 'Day 1: Denver, CO'],
      ['2Glenwood Springs, CO', 'Day 2: Glenwood Springs, CO'],
      ['3Moab, UT', 'Day 3: Moab, UT'],
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
    const marker = screen.getByRole('button', { name: 'Day 3: Moab, UT' });
    await user.click(marker);
    const popup = screen.getByRole('dialog', { name: 'Moab, UT' });
    expect(popup).toHaveTextContent('Day 3 · 1 night here');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(marker).toHaveFocus();
  });

  it('shows catalogue campgrounds along the route corridor, not around the US centre', async () => {
    const devilsGarden = {
      id: 'ridb-1',
      name: 'Devils Garden Campground',
      description: 'Camping among the arches.',
      type: 'public',
      source: 'federal reservation service',
      amenities: ['water', 'showers', 'electric', 'dump_station'],
      amenitiesReported: true,
      latitude: 38.78,
      longitude: -109.59,
      reportedCost: 25,
    };
    // The catalogue in cells: Moab's (-28_9) and one in Kansas (-25_9), far from a Denver to Moab trip.
    const cells: Record<string, unknown[]> = {
      '-28_9': [['ridb-1', 'Devils Garden Campground', -109.59, 38.78]],
      '-25_9': [['ridb-2', 'Kanopolis State Park', -98.0, 38.6]],
    };
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/map-data/campgrounds/index.json')
        return {
          body: {
            cellDegrees: 4,
            total: 2,
            cells: {
              '-28_9': { count: 1, bounds: [-112, 36, -108, 40] },
              '-25_9': { count: 1, bounds: [-100, 36, -96, 40] },
            },
            summary: [],
          },
        };
      const cell = /^\/map-data\/campgrounds\/(.+)\.json$/.exec(url.pathname)?.[1];
      if (cell && cells[cell]) return { body: cells[cell] };
      if (url.pathname === '/api/campgrounds/search') return { body: [devilsGarden] };
      return undefined;
    });
    const user = userEvent.setup();
    render(<RouteMap stops={stops} />, { wrapper: withQueryClient() });
    await user.click(await screen.findByRole('button', { name: 'Campground: Devils Garden Campground' }));
    expect(
      screen.queryByRole('button', { name: 'Campground: Kanopolis State Park' }),
    ).not.toBeInTheDocument();
    const popup = screen.getByRole('dialog', { name: 'Devils Garden Campground' });
    expect(await within(popup).findByRole('list', { name: 'Reported amenities' })).toHaveTextContent(
      'WaterShowersElectric+1 more',
    );
    expect(within(popup).getByRole('list', { name: 'Reported details' })).toHaveTextContent('Fee: $25/night');
    // Only the cells along the trip were fetched.
    expect(apiCalls(fetchMock, '/map-data/campgrounds/-25_9.json')).toHaveLength(0);
    // The details come from a search at the campground's own point, never one around the US centre.
    const [call] = apiCalls(fetchMock, '/api/campgrounds/search');
    expect(Object.fromEntries(call.searchParams)).toEqual({ lat: '38.78', lng: '-109.59', radius: '2' });
  });

  it("draws the plan's road geometry instead of straight segments when the plan has it", () => {
    stubFetch();
    const geometry = polyline.encode(
      [
        [39.7392, -104.9903],
        [41.31, -105.59],
        [40.5, -107.5],
        [38.573, -109.5498],
      ],
      5,
    );
    const { container } = render(<RouteMap stops={stops} geometry={[geometry]} />, {
      wrapper: withQueryClient(),
    });
    const d = container.querySelector('[data-testid="route-line"]')?.getAttribute('d') ?? '';
    // Four points from the geometry (M + 3 L), where the three stops alone would give M + 2 L.
    expect(d.match(/L/g)).toHaveLength(3);
  });

  it('leaves campgrounds out when asked', async () => {
    const fetchMock = stubFetch();
    render(<RouteMap stops={stops} showCampgrounds={false} />, { wrapper: withQueryClient() });
    expect(screen.getAllByRole('button', { name: /^Day / })).toHaveLength(3);
    expect(apiCalls(fetchMock, '/api/campgrounds/search')).toHaveLength(0);
  });

  it('says so when there are no stops', () => {
    stubFetch();
    render(<RouteMap stops={[]} />, { wrapper: withQueryClient() });
    expect(screen.getByText('No stops to show on the map yet.')).toBeInTheDocument();
  });
});
