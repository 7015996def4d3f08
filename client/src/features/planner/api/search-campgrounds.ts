import { useMutation } from '@tanstack/react-query';
import { campgroundListSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';

export type CampgroundSearch = { lat: number; lng: number; radius: number };

export const searchCampgrounds = ({ lat, lng, radius }: CampgroundSearch) =>
  api.get(`/api/campgrounds/search?lat=${lat}&lng=${lng}&radius=${radius}`, campgroundListSchema);

// A search the user starts with a button: a mutation, so each click runs it again.
export const useSearchCampgrounds = () => useMutation({ mutationFn: searchCampgrounds });
