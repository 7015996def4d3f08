import { queryOptions, useQuery } from '@tanstack/react-query';
import { campgroundListSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';
import type { AmenityFilterKey } from '@/components/campground/park-facts';
import { filterParams } from '@/components/campground/park-facts';

export const PARK_SUGGESTION_RADIUS_MILES = 50;

export type SuggestionFilters = Partial<Record<AmenityFilterKey, boolean>> & {
  rvType?: string;
  date?: string;
};

export const searchCampgrounds = (
  latitude: number,
  longitude: number,
  radius = PARK_SUGGESTION_RADIUS_MILES,
  filters: SuggestionFilters = {},
) => {
  const params = new URLSearchParams({
    lat: String(latitude),
    lng: String(longitude),
    radius: String(radius),
    ...filterParams(filters),
    ...(filters.rvType ? { rvType: filters.rvType } : {}),
    ...(filters.date ? { date: filters.date } : {}),
  });
  return api.get(`/api/campgrounds/search?${params.toString()}`, campgroundListSchema);
};

export const campgroundSearchQueryOptions = (
  latitude: number,
  longitude: number,
  filters: SuggestionFilters = {},
) =>
  queryOptions({
    queryKey: [
      'campgrounds',
      'search',
      latitude.toFixed(4),
      longitude.toFixed(4),
      PARK_SUGGESTION_RADIUS_MILES,
      filterParams(filters),
      filters.rvType ?? '',
      filters.date ?? '',
    ],
    queryFn: () => searchCampgrounds(latitude, longitude, PARK_SUGGESTION_RADIUS_MILES, filters),
  });

export const useCampgroundSearch = (
  latitude: number,
  longitude: number,
  enabled: boolean,
  filters: SuggestionFilters = {},
) => useQuery({ ...campgroundSearchQueryOptions(latitude, longitude, filters), enabled });
