// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServicePlace } from '@shared/schemas/road-stops';
import type { ServiceLayerResult } from '../hooks/use-service-layer-choice';
import { apiCalls, stubFetch, withQueryClient } from '../test-utils';
import { MapExplorer } from './map-explorer';
import ServiceLayers from './service-layers';

const places: ServicePlace[] = [
  {
    id: 'atp-1',
    kind: 'fuel',
    name: "Love's Travel Stop #401",
    brand: "Love's",
    latitude: 39.1,
    longitude: -108.6,
    address: '2200 US-6, Grand Junction, CO',
    source: 'All The Places',
    attribution: 'All The Places',
    attributionUrl: 'https://www.alltheplaces.xyz/',
  },
  {
    id: 'osm-7',
    kind: 'propane',
    name: 'Ace Hardware',
    latitude: 39.07,
    longitude: -108.55,
    detail: 'exchange',
    source: 'OpenStreetMap',
    attribution: '© OpenStreetMap contributors',
    attributionUrl: 'https://www.openstreetmap.org/copyright',
    note: 'Propane cylinder exchange only: it cannot refill an RV tank.',
  },
];

const serveServices = () =>
  stubFetch((url) => {
    if (url.pathname === '/api/services/search')
      return { body: places.filter((p) => p.kind === url.searchParams.get('kind')) };
    if (url.pathname === '/api/national-parks') return { body: [] };
    return undefined;
  });

describe('the road-service layers of /map', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches each kind turned on around the settled view and hands the map its markers and popups', async () => {
    const fetchMock = serveServices();
    let result: ServiceLayerResult = { markers: [], renderPopup: () => null };
    const onResult = (next: ServiceLayerResult) => (result = next);
    const view = { center: { lat: 39.2, lng: -108.4 }, zoom: 8 };
    const { rerender } = render(
      <ServiceLayers view={view} kinds={['fuel', 'propane']} onResult={onResult} />,
      {
        wrapper: withQueryClient(),
      },
    );
    expect(screen.getByTestId('service-status')).toHaveTextContent('Looking for road services');
    await waitFor(
      () =>
        expect(screen.getByTestId('service-status')).toHaveTextContent(
          'Fuel stops: 1 · Propane: 1 (within 100 miles of the map centre)',
        ),
      { timeout: 4000 },
    );
    const calls = apiCalls(fetchMock, '/api/services/search').map((u) => u.search);
    expect(calls.sort()).toEqual([
      '?lat=39&lng=-108.5&radius=100&kind=fuel',
      '?lat=39&lng=-108.5&radius=100&kind=propane',
    ]);
    expect(result.markers.map((m) => [m.id, m.kind])).toEqual([
      ['service-atp-1', 'fuel'],
      ['service-osm-7', 'propane'],
    ]);
    expect(screen.getByTestId('road-stop-credits')).toHaveTextContent(
      'Road stop data: All The Places · © OpenStreetMap contributors',
    );
    render(<>{result.renderPopup(result.markers[1])}</>);
    expect(screen.getByText('Propane · exchange')).toBeInTheDocument();
    expect(
      screen.getByText('Propane cylinder exchange only: it cannot refill an RV tank.'),
    ).toBeInTheDocument();

    // Zoomed out past the layers' zoom: no search, no markers.
    rerender(<ServiceLayers view={{ ...view, zoom: 5 }} kinds={['fuel', 'propane']} onResult={onResult} />);
    expect(screen.getByTestId('service-status')).toHaveTextContent(
      'Zoom in to level 6 or closer to see road services.',
    );
    await waitFor(() => expect(result.markers).toEqual([]));
  });

  it('offers a toggle per kind on /map, all off: nothing is searched until one is turned on', async () => {
    const fetchMock = serveServices();
    const user = userEvent.setup();
    render(<MapExplorer />, { wrapper: withQueryClient() });
    const toggles = screen.getByRole('group', { name: 'Road services on the map' });
    const buttons = within(toggles).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Fuel stops', 'false'],
      ['Rest areas', 'false'],
      ['Dump stations', 'false'],
      ['Water', 'false'],
      ['Propane', 'false'],
      ['Overnight parking', 'false'],
    ]);
    await user.click(buttons[0]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    // The whole-country view is too far out for the layers.
    expect(await screen.findByText('Zoom in to level 6 or closer to see road services.')).toBeInTheDocument();
    expect(apiCalls(fetchMock, '/api/services/search')).toHaveLength(0);
    await user.click(buttons[0]);
    expect(screen.queryByTestId('service-status')).toBeNull();
  });
});
