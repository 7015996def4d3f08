import { useMutation } from '@tanstack/react-query';
import { campgroundListSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';
import type { AmenityFilterKey } from '@/components/campground/park-facts';
import { filterParams } from '@/components/campground/park-facts';

export type CampgroundSearch = {
  lat: number;
  lng: number;
  radius: number;
  filters?: Partial<Record<AmenityFilterKey, boolean>>;
};

export const searchCampgrounds = ({ lat, lng, radius, filters = {} }: CampgroundSearch) => {
  const params = new URLSearchParams({
    lat: String(lat),
    lng: String(lng),
    radius: String(radius),
    ...filterParams(filters),
  });
  return api.get(`/api/campgrounds/search?${params.toString()}`, campgroundListSchema);
};

// A search the user starts with a button: a mutation, so each click runs it again.
export const useSearchCampgrounds = () => useMutation({ mutationFn: searchCampgrounds });
