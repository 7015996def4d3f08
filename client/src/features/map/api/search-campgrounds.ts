import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { campgroundListSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';
import type { CampgroundSearchParams } from '../lib/map-rules';

export const searchCampgrounds = ({ lat, lng, radius }: CampgroundSearchParams, signal?: AbortSignal) => {
  const query = new URLSearchParams({ lat: String(lat), lng: String(lng), radius: String(radius) });
  return api.get(`/api/campgrounds/search?${query}`, campgroundListSchema, { signal });
};

export const campgroundSearchQueryOptions = (params: CampgroundSearchParams) =>
  queryOptions({
    queryKey: ['campgrounds', 'search', params.lat, params.lng, params.radius],
    queryFn: ({ signal }) => searchCampgrounds(params, signal),
  });

/**
 * Runs only when there is something to search (params is null when zoomed out). While a new area
 * loads, the previous area's campgrounds stay on the map instead of blinking out.
 */
export const useCampgroundSearch = (params: CampgroundSearchParams | null) =>
  useQuery({
    ...campgroundSearchQueryOptions(params ?? { lat: 0, lng: 0, radius: 0 }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
