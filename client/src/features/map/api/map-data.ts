import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Campground } from '@shared/schemas/places';
import { searchCampgrounds } from '@/entities/places/campground-search';
import { api } from '@/lib/api-client';

// The token-free map's own data, built by scripts/build-map-data.ts into client/public/map-data/
// and cached by the service worker on the first visit (see app/offline/caching.ts).
export const MAP_DATA_BASE = '/map-data';

// The catalogue file: every campground's id, name and point (GeoJSON), for the clustered layer.
const catalogueFeatureSchema = z.object({
  type: z.literal('Feature'),
  properties: z.object({ id: z.string(), name: z.string() }),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
});
const catalogueSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(catalogueFeatureSchema),
});
export type CatalogueFeature = z.infer<typeof catalogueFeatureSchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;

export const getCatalogue = (): Promise<Catalogue> =>
  api.get(`${MAP_DATA_BASE}/campgrounds.json`, catalogueSchema);

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
      const list = await searchCampgrounds({ lat: latitude, lng: longitude, radius: 2 }, signal);
      return list.find((c) => c.id === id) ?? null;
    },
    staleTime: 30 * 60 * 1000,
  });
