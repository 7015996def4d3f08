import { geocodeResponseSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';

export const geocode = (q: string) =>
  api.get(`/api/geocode?q=${encodeURIComponent(q)}`, geocodeResponseSchema);
