// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { apiCalls, stubFetch, withQueryClient } from '../test-utils';
import { nationalParksQueryOptions, useNationalParks } from './get-national-parks';

const parks = [
  {
    id: 'zion',
    name: 'Zion National Park',
    description: 'Canyons.',
    latitude: 37.3,
    longitude: -113.0,
    activities: ['Hiking'],
  },
];

describe('national parks query: cached 30 minutes', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is cached for 30 minutes', () => {
    const options = nationalParksQueryOptions();
    expect(options.staleTime).toBe(30 * 60 * 1000);
    expect(options.gcTime).toBe(30 * 60 * 1000);
  });

  it('is fetched once however many maps ask for it', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/national-parks' ? { body: parks } : undefined,
    );
    const wrapper = withQueryClient(createQueryClient());
    const first = renderHook(() => useNationalParks(), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(parks));
    first.unmount();
    const second = renderHook(() => useNationalParks(), { wrapper });
    expect(second.result.current.data).toEqual(parks);
    expect(apiCalls(fetchMock, '/api/national-parks')).toHaveLength(1);
  });
});
