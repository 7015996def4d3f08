import { queryOptions, useQuery } from '@tanstack/react-query';
import { roadRouteSchema } from '@shared/schemas/road-route';
import { api } from '@/lib/api-client';

// Road miles between a trip's from and to (manual trips have no plan to read them from).
export const roadRouteQueryOptions = (from: string, to: string, rvType?: string) => {
  const params = new URLSearchParams({ from, to, ...(rvType ? { rvType } : {}) });
  return queryOptions({
    queryKey: ['road-route', params.toString()],
    queryFn: () => api.get(`/api/road-route?${params.toString()}`, roadRouteSchema),
    staleTime: Infinity,
    retry: false,
  });
};

/** The routed miles for a trip without a plan, or null (no from/to yet, unknown place, offline). */
export function useRoutedMiles(
  trip: { fromLocation?: string; toLocation?: string; rvType?: string },
  enabled: boolean,
): number | null {
  const from = trip.fromLocation?.trim() ?? '';
  const to = trip.toLocation?.trim() ?? '';
  const query = useQuery({
    ...roadRouteQueryOptions(from, to, trip.rvType),
    enabled: enabled && !!from && !!to,
  });
  return query.data?.miles ?? null;
}
