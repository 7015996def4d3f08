import { useMutation } from '@tanstack/react-query';
import type { CampgroundSearch } from '@/entities/places/campground-search';
import { searchCampgrounds } from '@/entities/places/campground-search';

// A search the user starts with a button: a mutation, so each click runs it again.
export const useSearchCampgrounds = () =>
  useMutation({ mutationFn: (search: CampgroundSearch) => searchCampgrounds(search) });
