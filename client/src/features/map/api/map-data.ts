import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import type { CatalogueIndex, CellRow, LngLat } from '@shared/map/catalogue-cells';
import { MILITARY_ONLY, cellsAlongLine } from '@shared/map/catalogue-cells';
import type { Campground } from '@shared/schemas/places';
import { searchCampgrounds } from '@/entities/places/campground-search';
import { api } from '@/lib/api-client';
import { catalogueForTraveller } from '../lib/catalogue-access';

// The token-free map's own data, built by scripts/build-map-data.ts into client/public/map-data/
// and cached by the service worker on the first visit (see app/offline/caching.ts).
export const MAP_DATA_BASE = '/map-data';

// The campground catalogue, one file per grid cell (shared/map/catalogue-cells.ts) plus an index
// of the cells and a per-degree summary: a map fetches only the cells it shows, once per session
// (staleTime Infinity), and the service worker keeps each for offline use.
export type CatalogueFeature = {
  type: 'Feature';
  /** `military`: a base FamCamp, drawn only for a traveller with a military ID (lib/catalogue-access.ts). */
  properties: { id: string; name: string; military?: true };
  geometry: { type: 'Point'; coordinates: [number, number] };
};
export type Catalogue = { type: 'FeatureCollection'; features: CatalogueFeature[] };

// Typed by the shared shapes the build script writes, so the writer and this reader cannot drift apart.
const catalogueIndexSchema: z.ZodType<CatalogueIndex> = z.object({
  cellDegrees: z.number(),
  total: z.number(),
  cells: z.record(
    z.string(),
    z.object({ count: z.number(), bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]) }),
  ),
  summary: z.array(z.tuple([z.number(), z.number(), z.number()])),
  // An index cached before FamCamps were flagged has none: there are none to add.
  militarySummary: z.array(z.tuple([z.number(), z.number(), z.number()])).default([]),
});
export type { CatalogueIndex };
const point = [z.string(), z.string(), z.number(), z.number()] as const;
const cellSchema: z.ZodType<CellRow[]> = z.array(
  z.union([z.tuple([...point]), z.tuple([...point, z.literal(MILITARY_ONLY)])]),
);

export const catalogueIndexQueryOptions = () =>
  queryOptions({
    queryKey: ['map-data', 'campgrounds', 'index'],
    queryFn: () => api.get(`${MAP_DATA_BASE}/campgrounds/index.json`, catalogueIndexSchema),
    staleTime: Infinity,
  });

export const catalogueCellQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['map-data', 'campgrounds', 'cell', id],
    queryFn: async (): Promise<CatalogueFeature[]> =>
      (await api.get(`${MAP_DATA_BASE}/campgrounds/${id}.json`, cellSchema)).map(
        ([cid, name, lng, lat, flag]): CatalogueFeature => ({
          type: 'Feature',
          properties: flag === MILITARY_ONLY ? { id: cid, name, military: true } : { id: cid, name },
          geometry: { type: 'Point', coordinates: [lng, lat] },
        }),
      ),
    staleTime: Infinity,
  });

type CellResult = { data?: CatalogueFeature[]; isPending: boolean };
// Outside the hook so TanStack Query keeps the same combined answer while no cell changes.
const combineCells = (results: CellResult[]) => ({
  features: results.flatMap((r) => r.data ?? []),
  loaded: results.filter((r) => r.data).length,
  pending: results.some((r) => r.isPending),
});

/**
 * The campgrounds of the given cells (those the index lists), as each cell arrives; base FamCamps
 * only for a traveller with a military ID.
 */
export function useCatalogueCells(ids: readonly string[], enabled = true, militaryAccess = false) {
  const index = useQuery({ ...catalogueIndexQueryOptions(), enabled });
  const known = index.data ? ids.filter((id) => index.data.cells[id]) : [];
  const cells = useQueries({
    queries: known.map((id) => ({ ...catalogueCellQueryOptions(id), enabled })),
    combine: combineCells,
  });
  const features = useMemo(
    () => catalogueForTraveller(cells.features, militaryAccess),
    [cells.features, militaryAccess],
  );
  return { index: index.data, ...cells, features, pending: index.isPending || cells.pending };
}

// Wider than a trip map's corridor (route-map.tsx), so no campground near the road is missed.
const ALONG_LINE_MILES = 30;

/** The catalogue's campgrounds in the cells along a trip's line: a trip map's corridor picks from these. */
export function useCatalogue(enabled: boolean, line: readonly LngLat[], militaryAccess = false) {
  const ids = useMemo(() => (enabled ? cellsAlongLine(line, ALONG_LINE_MILES) : []), [enabled, line]);
  const { features, loaded } = useCatalogueCells(ids, enabled, militaryAccess);
  const data = useMemo<Catalogue | undefined>(
    () => (loaded > 0 ? { type: 'FeatureCollection', features } : undefined),
    [features, loaded],
  );
  return { data };
}

/**
 * One catalogue campground with everything the places API reports about it: the catalogue file
 * holds only names and points, so a popup asks the API for the record at that point.
 */
export const campgroundDetailsQueryOptions = (
  id: string,
  latitude: number,
  longitude: number,
  militaryAccess = false,
) =>
  queryOptions({
    queryKey: ['campgrounds', 'details', id, militaryAccess],
    queryFn: async ({ signal }): Promise<Campground | null> => {
      const list = await searchCampgrounds(
        { lat: latitude, lng: longitude, radius: 2, militaryAccess },
        signal,
      );
      return list.find((c) => c.id === id) ?? null;
    },
    staleTime: 30 * 60 * 1000,
  });
