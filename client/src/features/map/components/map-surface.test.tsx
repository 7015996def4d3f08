// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIEW, webViewFor } from '../lib/offline-view';
import type { MapMarker } from '../lib/markers';
import { stubFetch, withQueryClient } from '../test-utils';
import { DETAILED_MAP_LOAD_TIMEOUT_MS, MapSurface } from './map-surface';
import type { DetailedMapProps } from './map-surface-props';

// MapLibre needs WebGL, which jsdom lacks: a stand-in records what the surface asks of the detailed
// map, and the test plays its part (loaded, drawn, failed). The first view is the real SVG map.
const detailed = vi.hoisted(() => ({ imported: 0, props: null as DetailedMapProps | null }));
vi.mock('./maplibre-map', () => {
  detailed.imported += 1;
  return {
    default: function StandIn(props: DetailedMapProps) {
      detailed.props = props;
      return (
        <div
          role="application"
          aria-roledescription="map"
          aria-label={props.label}
          data-testid="detailed-map"
        />
      );
    },
  };
});

const markers: MapMarker[] = [
  { id: 'park-arch', kind: 'park', latitude: 38.68, longitude: -109.57, name: 'Arches National Park' },
  { id: 'park-ever', kind: 'park', latitude: 25.29, longitude: -80.9, name: 'Everglades National Park' },
];

const renderSurface = () =>
  render(
    <MapSurface
      markers={markers}
      renderPopup={(m) => <p>About {m.name}</p>}
      label="Parks"
      className="h-96"
    />,
    { wrapper: withQueryClient() },
  );

const firstView = () => screen.queryByTestId('offline-map');
const layerOf = () => screen.getByTestId('detailed-map').parentElement!;

describe('MapSurface: the first view, then the detailed map', () => {
  beforeEach(() => {
    stubFetch();
    // The browser can draw WebGL (jsdom only lacks the constructor the surface looks for).
    vi.stubGlobal('WebGLRenderingContext', function WebGLRenderingContext() {});
    detailed.props = null;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the SVG map with its markers and fetches nothing more until the traveller reaches for it', async () => {
    const imported = detailed.imported;
    renderSurface();
    expect(firstView()).toHaveAttribute('data-renderer', 'svg');
    expect(screen.getByRole('button', { name: 'National park: Arches National Park' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show roads and towns' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(detailed.imported).toBe(imported);
    expect(detailed.props).toBeNull();

    // A key on the map is a reach: the detailed map is fetched and drawn out of sight.
    fireEvent.keyDown(screen.getByRole('application', { name: 'Parks' }), { key: 'ArrowRight' });
    await waitFor(() => expect(detailed.props).not.toBeNull());
    expect(layerOf()).toHaveStyle({ visibility: 'hidden' });
    expect(layerOf()).toHaveAttribute('inert');
    expect(firstView()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Loading the detailed map…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the detailed map');
  });

  it('hands over the view and the open popup once the detailed map is drawn, after the drag ends', async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    render(
      <MapSurface
        markers={markers}
        renderPopup={(m) => <p>About {m.name}</p>}
        onViewChange={onViewChange}
        label="Parks"
      />,
      { wrapper: withQueryClient() },
    );
    await user.click(screen.getByRole('button', { name: 'National park: Arches National Park' }));
    expect(screen.getByRole('dialog', { name: 'Arches National Park' })).toBeVisible();
    await waitFor(() => expect(detailed.props).not.toBeNull());
    // jsdom has no layout, so the first view measures the atlas frame.
    const expected = webViewFor(DEFAULT_VIEW, { width: 975, height: 610 })!;
    // It starts where it will be handed over, so its data is cut for that view once, not twice.
    expect(detailed.props!.startView?.()).toEqual(expected);

    // A finger is down on the map when the detailed map reports it has loaded: no swap yet.
    fireEvent.pointerDown(screen.getByRole('application', { name: 'Parks' }), { pointerId: 7 });
    act(() => detailed.props!.onLoad?.());
    expect(detailed.props!.openAt).toBeFalsy();
    fireEvent.pointerUp(window, { pointerId: 7 });
    await waitFor(() => expect(detailed.props!.openAt).toBeTruthy());
    expect(detailed.props!.openAt).toEqual({ view: expected, selectedId: 'park-arch' });

    // Views reported by the detailed map count only from the hand-over on.
    onViewChange.mockClear();
    act(() => detailed.props!.onViewChange?.({ center: { lat: 39, lng: -98 }, zoom: 3.6 }));
    expect(onViewChange).toHaveBeenCalledWith({ center: { lat: 39, lng: -98 }, zoom: 3.6 });

    // Once its first frame is drawn it takes over; focus (in the popup) moves with it.
    act(() => detailed.props!.onOpen?.());
    expect(firstView()).not.toBeInTheDocument();
    expect(layerOf()).not.toHaveAttribute('inert');
    expect(layerOf().style.visibility).toBe('');
    expect(screen.queryByRole('button', { name: 'Show roads and towns' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Detailed map shown');
  });

  it('keeps the handed-over view following the first view until the detailed map is shown', async () => {
    renderSurface();
    fireEvent.click(screen.getByRole('button', { name: 'Show roads and towns' }));
    await waitFor(() => expect(detailed.props).not.toBeNull());
    act(() => detailed.props!.onLoad?.());
    await waitFor(() => expect(detailed.props!.openAt).toBeTruthy());
    const handed = detailed.props!.openAt!;
    expect(handed.selectedId).toBeNull();

    // The detailed map is still drawing out of sight: the traveller pans and opens a popup meanwhile.
    fireEvent.keyDown(screen.getByRole('application', { name: 'Parks' }), { key: 'ArrowRight' });
    await waitFor(() => expect(detailed.props!.openAt!.view).not.toEqual(handed.view));
    expect(detailed.props!.openAt!.view?.center?.lng ?? NaN).toBeGreaterThan(handed.view?.center?.lng ?? NaN);
    fireEvent.click(screen.getByRole('button', { name: 'National park: Arches National Park' }));
    await waitFor(() => expect(detailed.props!.openAt!.selectedId).toBe('park-arch'));

    act(() => detailed.props!.onOpen?.());
    expect(firstView()).not.toBeInTheDocument();
  });

  it('stays on the first view, quietly, when the detailed map cannot start', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSurface();
    fireEvent.click(screen.getByRole('button', { name: 'Show roads and towns' }));
    await waitFor(() => expect(detailed.props).not.toBeNull());
    act(() => detailed.props!.onFail());
    expect(screen.queryByTestId('detailed-map')).not.toBeInTheDocument();
    expect(firstView()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /roads and towns|Loading/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    warnings.mockRestore();
  });

  it('gives up a detailed map that never finishes drawing, as one that fails', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Fake timers that still follow the clock, so the waits below keep working.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderSurface();
      fireEvent.click(screen.getByRole('button', { name: 'Show roads and towns' }));
      await waitFor(() => expect(detailed.props).not.toBeNull());
      expect(screen.getByRole('button', { name: 'Loading the detailed map…' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(DETAILED_MAP_LOAD_TIMEOUT_MS - 1000));
      expect(screen.getByTestId('detailed-map')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.queryByTestId('detailed-map')).not.toBeInTheDocument();
    expect(firstView()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Loading/ })).not.toBeInTheDocument();
    expect(warnings).toHaveBeenCalledWith('The detailed map did not load within 30 s');
    warnings.mockRestore();
  });

  it('offers no detailed map where the browser has no WebGL', () => {
    vi.unstubAllGlobals();
    stubFetch();
    renderSurface();
    expect(firstView()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show roads and towns' })).not.toBeInTheDocument();
  });
});
