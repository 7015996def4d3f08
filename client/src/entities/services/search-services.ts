import { queryOptions } from '@tanstack/react-query';
import type { RoadStopKind } from '@shared/schemas/road-stops';
import { servicePlaceListSchema } from '@shared/schemas/road-stops';
import { api } from '@/lib/api-client';

/** GET /api/services/search: service places of one kind within `radius` miles of a point, nearest first. */
export type ServicesSearch = { lat: number; lng: number; radius: number; kind: RoadStopKind };

const searchParams = ({ lat, lng, radius, kind }: ServicesSearch) =>
  new URLSearchParams({ lat: String(lat), lng: String(lng), radius: String(radius), kind });

export const searchServices = (search: ServicesSearch, signal?: AbortSignal) =>
  api.get(`/api/services/search?${searchParams(search).toString()}`, servicePlaceListSchema, { signal });

export const servicesSearchQueryOptions = (search: ServicesSearch) =>
  queryOptions({
    queryKey: ['services', 'search', searchParams(search).toString()],
    queryFn: ({ signal }) => searchServices(search, signal),
    // Bundled data: an area's services do not change while the map is open.
    staleTime: 30 * 60 * 1000,
  });
