import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { campgroundListSchema } from '@shared/schemas/places';
import type { SearchFilterKey } from '@shared/schemas/needs';
import { searchFilterParams } from '@shared/schemas/needs';
import type { RvType } from '@shared/constants';
import type { Rig } from '@shared/plan/rig-profile';
import { rigFor } from '@shared/plan/rig-profile';
import { api } from '@/lib/api-client';

/** The rig a park must take: its RV type and its length (the traveller's own, else the type's typical one). */
export type SearchRig = { rvType: RvType; lengthFeet: number };
export const searchRigOf = (rvType: RvType, rig?: Rig): SearchRig => ({
  rvType,
  lengthFeet: rigFor(rvType, rig).lengthFeet,
});

/** A catalogue search around a point: radius in miles, optional amenity filters, rig and night. */
export type CampgroundSearch = {
  lat: number;
  lng: number;
  radius: number;
  filters?: Partial<Record<SearchFilterKey, boolean>>;
  /** The rig: parks reporting a shorter maximum length than it are left out. */
  rig?: SearchRig;
  /** The night (YYYY-MM-DD): parks closed for the season that night are left out. */
  date?: string;
  /** The nights of a stay from `date`: parks closed on any of them are left out (absent: one). */
  nights?: number;
  /** The traveller holds a military ID: base FamCamps are found too. */
  militaryAccess?: boolean;
};

function searchParams({
  lat,
  lng,
  radius,
  filters = {},
  rig,
  date,
  nights,
  militaryAccess,
}: CampgroundSearch): URLSearchParams {
  return new URLSearchParams({
    lat: String(lat),
    lng: String(lng),
    radius: String(radius),
    ...searchFilterParams(filters),
    ...(rig ? { rvType: rig.rvType, rigLengthFeet: String(rig.lengthFeet) } : {}),
    ...(date ? { date } : {}),
    ...(date && nights && nights > 1 ? { nights: String(nights) } : {}),
    ...(militaryAccess ? { militaryAccess: 'true' } : {}),
  });
}

export const searchCampgrounds = (search: CampgroundSearch, signal?: AbortSignal) =>
  api.get(`/api/campgrounds/search?${searchParams(search).toString()}`, campgroundListSchema, { signal });

export const campgroundSearchQueryOptions = (search: CampgroundSearch) =>
  queryOptions({
    queryKey: ['campgrounds', 'search', searchParams(search).toString()],
    queryFn: ({ signal }) => searchCampgrounds(search, signal),
  });

const NO_SEARCH: CampgroundSearch = { lat: 0, lng: 0, radius: 0 };

/**
 * Runs only when there is something to search (`search` is null otherwise). With `keepPrevious`,
 * the previous area's campgrounds stay while a new area loads instead of blinking out.
 */
export const useCampgroundSearch = (search: CampgroundSearch | null, { keepPrevious = false } = {}) =>
  useQuery({
    ...campgroundSearchQueryOptions(search ?? NO_SEARCH),
    enabled: search !== null,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
