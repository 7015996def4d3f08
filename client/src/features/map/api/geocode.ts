import { useMutation } from '@tanstack/react-query';
import { geocodeResponseSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';

export const geocode = (q: string) =>
  api.get(`/api/geocode?${new URLSearchParams({ q: q.trim() })}`, geocodeResponseSchema);

// A search is an explicit user action with its own error text, so it runs as a mutation rather than
// a cached query keyed on every keystroke.
export const useGeocode = () => useMutation({ mutationFn: geocode });
