import { queryOptions, useQuery } from '@tanstack/react-query';
import { campgroundListSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';

export const PARK_SUGGESTION_RADIUS_MILES = 50;

export const searchCampgrounds = (
  latitude: number,
  longitude: number,
  radius = PARK_SUGGESTION_RADIUS_MILES,
) => {
  const params = new URLSearchParams({
    lat: String(latitude),
    lng: String(longitude),
    radius: String(radius),
  });
  return api.get(`/api/campgrounds/search?${params.toString()}`, campgroundListSchema);
};

export const campgroundSearchQueryOptions = (latitude: number, longitude: number) =>
  queryOptions({
    queryKey: [
      'campgrounds',
      'search',
      latitude.toFixed(4),
      longitude.toFixed(4),
      PARK_SUGGESTION_RADIUS_MILES,
    ],
    queryFn: () => searchCampgrounds(latitude, longitude),
  });

export const useCampgroundSearch = (latitude: number, longitude: number, enabled: boolean) =>
  useQuery({ ...campgroundSearchQueryOptions(latitude, longitude), enabled });
