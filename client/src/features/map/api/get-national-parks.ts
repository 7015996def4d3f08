import { queryOptions, useQuery } from '@tanstack/react-query';
import { nationalParkListSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';
import { NATIONAL_PARKS_CACHE_MS } from '../lib/map-rules';

export const getNationalParks = () => api.get('/api/national-parks', nationalParkListSchema);

// Fetched once and kept for 30 minutes, however often the map is opened.
export const nationalParksQueryOptions = () =>
  queryOptions({
    queryKey: ['national-parks'],
    queryFn: getNationalParks,
    staleTime: NATIONAL_PARKS_CACHE_MS,
    gcTime: NATIONAL_PARKS_CACHE_MS,
  });

export const useNationalParks = () => useQuery(nationalParksQueryOptions());
