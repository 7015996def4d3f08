// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, withQueryClient } from '../test-utils';
import { RouteMap } from './route-map';

// A coast-to-coast trip seen whole: Seattle and Tacoma are a few pixels apart, and three campgrounds
// beside Fargo merge into one count. Days and counts must not look or read alike.
const stops = [
  { name: 'Seattle, WA', latitude: 47.61, longitude: -122.33, day: 0 },
  { name: 'Tacoma, WA', latitude: 47.25, longitude: -122.44, day: 1 },
  { name: 'Fargo, ND', latitude: 46.88, longitude: -96.79, day: 2 },
  { name: 'Chicago, IL', latitude: 41.88, longitude: -87.63, day: 3 },
  { name: 'Boston, MA', latitude: 42.36, longitude: -71.06, day: 4 },
];
const campground = (id: string, lng: number, lat: number) => ({
  type: 'Feature',
  properties: { id, name: `Camp ${id}` },
  geometry: { type: 'Point', coordinates: [lng, lat] },
});

const map = () => screen.getByRole('application', { name: 'Route map' });

describe('day pins and clusters on a trip map', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws days as pins named by their day and campground groups as circles named by their count', async () => {
    // The catalogue streams by 4-degree cell: Fargo's (-25_11) holds the three campgrounds.
    const fargoCell = [
      campground('a', -96.8, 46.9),
      campground('b', -96.75, 46.86),
      campground('c', -96.85, 46.92),
    ];
    stubFetch((url) => {
      if (url.pathname === '/map-data/campgrounds/index.json')
        return {
          body: {
            cellDegrees: 4,
            total: 3,
            cells: { '-25_11': { count: 3, bounds: [-100, 44, -96, 48] } },
            summary: [],
          },
        };
      if (url.pathname === '/map-data/campgrounds/-25_11.json')
        return {
          body: fargoCell.map((f) => [f.properties.id, f.properties.name, ...f.geometry.coordinates]),
        };
      return undefined;
    });
    render(<RouteMap stops={stops} />, { wrapper: withQueryClient() });

    const cluster = await within(map()).findByRole('button', { name: '3 campgrounds here, zoom in' });
    expect(cluster).toHaveAttribute('data-cluster-kind', 'campground');
    expect(cluster.className).toMatch(/rounded-full/);
    expect(cluster.className).toMatch(/bg-amber-600/);
    expect(cluster).toHaveTextContent(/^3$/);

    const fargo = within(map()).getByRole('button', { name: 'Day 2: Fargo, ND' });
    expect(fargo).toHaveAttribute('data-marker-kind', 'stop');
    expect(fargo.querySelector('.bg-blue-700')).toHaveTextContent('2');
    expect(fargo.className).not.toMatch(/rounded-full/);
    // Seattle and Tacoma, too close to tell apart, are one pin for both days: never a bare count.
    const group = within(map()).getByRole('button', {
      name: 'Start to Day 1: Seattle, WA, Tacoma, WA; zoom in',
    });
    expect(group).toHaveAttribute('data-day-group', 'true');
    expect(group).toHaveTextContent('S–1');
    expect(within(map()).queryByRole('button', { name: /stops here/ })).not.toBeInTheDocument();
    // Every button is either a day's pin or a count, and no day reads like a count.
    for (const button of within(map()).getAllByRole('button', { name: /^(Day|Days|Start)\b/ }))
      expect(button).toHaveAttribute('data-marker-kind', 'stop');

    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(legend).toHaveTextContent("Day 2's stop (S: the start)");
    expect(legend).toHaveTextContent('5 campgrounds, grouped: open to zoom in');
  });

  it('opens a day group by zooming in until its days are pins of their own', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<RouteMap stops={stops} showCampgrounds={false} />, { wrapper: withQueryClient() });
    const zoom = () => Number(map().getAttribute('data-zoom'));
    const before = zoom();
    await user.click(within(map()).getByRole('button', { name: /^Start to Day 1: .*zoom in$/ }));
    expect(zoom()).toBeGreaterThan(before);
    for (let i = 0; i < 4 && !within(map()).queryByRole('button', { name: 'Start: Seattle, WA' }); i++)
      await user.click(within(map()).getByRole('button', { name: /^Start to Day 1: .*zoom in$/ }));
    expect(within(map()).getByRole('button', { name: 'Start: Seattle, WA' })).toHaveTextContent('S');
    expect(within(map()).getByRole('button', { name: 'Day 1: Tacoma, WA' })).toHaveTextContent('1');
  });
});
