// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, stubFetch, withQueryClient } from '../test-utils';
import type { MapViewState } from './use-campgrounds-for-view';
import { useCampgroundsForView } from './use-campgrounds-for-view';

const campground = {
  id: 'c1',
  name: 'Cherry Creek',
  description: 'A park near Denver.',
  type: 'state',
  source: 'enhanced internal database',
  amenities: ['water'],
  amenitiesReported: true,
  latitude: 39.64,
  longitude: -104.85,
};

describe('useCampgroundsForView: 2 s after the view settles, zoom 6 and above', () => {
  let fetchMock: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = stubFetch((url) =>
      url.pathname === '/api/campgrounds/search' ? { body: [campground] } : undefined,
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const render = (view: MapViewState) =>
    renderHook((props: { view: MapViewState }) => useCampgroundsForView(props.view), {
      initialProps: { view },
      wrapper: withQueryClient(),
    });

  it('searches 2 s after the view settles, around the centre rounded to 0.5, radius 150', async () => {
    const hook = render({ center: { lat: 39.7392, lng: -104.9903 }, zoom: 7 });
    expect(hook.result.current.pending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(apiCalls(fetchMock, '/api/campgrounds/search')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const calls = apiCalls(fetchMock, '/api/campgrounds/search');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({ lat: '39.5', lng: '-105', radius: '150' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(hook.result.current.data).toHaveLength(1);
    expect(hook.result.current.pending).toBe(false);
  });

  it('asks for base FamCamps too for a military ID holder', async () => {
    renderHook(() => useCampgroundsForView({ center: { lat: 31.8, lng: -106.4 }, zoom: 7 }, true), {
      wrapper: withQueryClient(),
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const calls = apiCalls(fetchMock, '/api/campgrounds/search');
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.get('militaryAccess')).toBe('true');
  });

  it('restarts the wait while the map keeps moving and skips pans within the same rounded cell', async () => {
    const hook = render({ center: { lat: 39.7, lng: -105 }, zoom: 7 });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    hook.rerender({ view: { center: { lat: 41.1, lng: -105 }, zoom: 7 } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(apiCalls(fetchMock, '/api/campgrounds/search')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(apiCalls(fetchMock, '/api/campgrounds/search').map((u) => u.searchParams.get('lat'))).toEqual([
      '41',
    ]);
    // 41.1 -> 41.2 rounds to the same 41: no new search.
    hook.rerender({ view: { center: { lat: 41.2, lng: -105.1 }, zoom: 7.5 } });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(apiCalls(fetchMock, '/api/campgrounds/search')).toHaveLength(1);
  });

  it('never searches below zoom 6', async () => {
    const hook = render({ center: { lat: 39.7, lng: -105 }, zoom: 5.9 });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(apiCalls(fetchMock, '/api/campgrounds/search')).toHaveLength(0);
    expect(hook.result.current.params).toBeNull();
    expect(hook.result.current.pending).toBe(false);
  });
});
