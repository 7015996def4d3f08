import { queryOptions, useQuery } from '@tanstack/react-query';
import { geocodeResponseSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';

export const geocode = (q: string, signal?: AbortSignal) =>
  api.get(`/api/geocode?q=${encodeURIComponent(q)}`, geocodeResponseSchema, { signal });

export const geocodeQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['geocode', q], queryFn: ({ signal }) => geocode(q, signal) });

export const useGeocode = (q: string, enabled: boolean) => useQuery({ ...geocodeQueryOptions(q), enabled });
