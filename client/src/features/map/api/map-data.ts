import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campground } from '@shared/schemas/places';
import { campgroundListSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';

// The token-free map's own data, built by scripts/build-map-data.ts into client/public/map-data/
// and cached by the service worker on the first visit (see app/offline/caching.ts).
export const MAP_DATA_BASE = '/map-data';

export type CatalogueFeature = {
  type: 'Feature';
  properties: { id: string; name: string };
  geometry: { type: 'Point'; coordinates: [number, number] };
};
export type Catalogue = { type: 'FeatureCollection'; features: CatalogueFeature[] };

export async function getCatalogue(): Promise<Catalogue> {
  const response = await fetch(`${MAP_DATA_BASE}/campgrounds.json`);
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return (await response.json()) as Catalogue;
}

export const catalogueQueryOptions = () =>
  queryOptions({ queryKey: ['map-data', 'campgrounds'], queryFn: getCatalogue, staleTime: Infinity });

export const useCatalogue = (enabled = true) => useQuery({ ...catalogueQueryOptions(), enabled });

/**
 * One catalogue campground with everything the places API reports about it: the catalogue file
 * holds only names and points, so a popup asks the API for the record at that point.
 */
export const campgroundDetailsQueryOptions = (id: string, latitude: number, longitude: number) =>
  queryOptions({
    queryKey: ['campgrounds', 'details', id],
    queryFn: async ({ signal }): Promise<Campground | null> => {
      const query = new URLSearchParams({ lat: String(latitude), lng: String(longitude), radius: '2' });
      const list = await api.get(`/api/campgrounds/search?${query}`, campgroundListSchema, { signal });
      return list.find((c) => c.id === id) ?? null;
    },
    staleTime: 30 * 60 * 1000,
  });
