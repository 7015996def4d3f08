import { queryOptions, useQuery } from '@tanstack/react-query';
import { geocodeResponseSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';

/** Places (towns, national parks, landmarks, campgrounds) matching a search text, from /api/geocode. */
export const geocode = (q: string, signal?: AbortSignal) =>
  api.get(`/api/geocode?q=${encodeURIComponent(q)}`, geocodeResponseSchema, { signal });

/** Only the places of a search, e.g. for a new stop. */
export async function geocodePlaces(q: string) {
  const { features } = await geocode(q);
  return features;
}

export const geocodeQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['geocode', q], queryFn: ({ signal }) => geocode(q, signal) });

/** Suggestions while the user types: cached per text, asked only when `enabled`. */
export const useGeocode = (q: string, enabled: boolean) => useQuery({ ...geocodeQueryOptions(q), enabled });
