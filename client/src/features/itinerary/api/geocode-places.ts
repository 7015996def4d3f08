import { geocodeResponseSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';

/** Places for a new stop (towns, national parks, landmarks, campgrounds) from /api/geocode. */
export async function geocodePlaces(q: string) {
  const { features } = await api.get(`/api/geocode?q=${encodeURIComponent(q)}`, geocodeResponseSchema);
  return features;
}
