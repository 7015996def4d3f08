import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteType } from '@shared/schemas/plan';
import type { Rig } from '@shared/schemas/rig';
import { roadRouteSchema } from '@shared/schemas/road-route';
import { api } from '@/lib/api-client';

/**
 * What a trip's road is routed by besides its places, as the planner routes its days: the RV type,
 * the trip's own rig (its sizes and propane: the restricted segments kept off), the day it is driven
 * (seasonal roads, dated closures, passes in winter), whether to keep off mountain passes, the
 * route preference (how each road class is weighed; absent, fastest) and whether to keep off
 * Interstates.
 */
export interface RoadRouteTerms {
  rvType?: string;
  rig?: Rig;
  date?: string;
  avoidPasses?: boolean;
  routeType?: RouteType;
  avoidHighways?: boolean;
}

/** The query of GET /api/road-route (the rig as JSON, its shape the plan request's). */
export function roadRouteParams(from: string, to: string, terms: RoadRouteTerms = {}): URLSearchParams {
  return new URLSearchParams({
    from,
    to,
    ...(terms.rvType ? { rvType: terms.rvType } : {}),
    ...(terms.date && /^\d{4}-\d{2}-\d{2}$/.test(terms.date) ? { date: terms.date } : {}),
    ...(terms.avoidPasses ? { avoidPasses: 'true' } : {}),
    ...(terms.routeType ? { routeType: terms.routeType } : {}),
    ...(terms.avoidHighways ? { avoidHighways: 'true' } : {}),
    ...(terms.rig ? { rig: JSON.stringify(terms.rig) } : {}),
  });
}

// Road miles between a trip's from and to (manual trips have no plan to read them from).
export const roadRouteQueryOptions = (from: string, to: string, terms: RoadRouteTerms = {}) => {
  const params = roadRouteParams(from, to, terms);
  return queryOptions({
    queryKey: ['road-route', params.toString()],
    queryFn: () => api.get(`/api/road-route?${params.toString()}`, roadRouteSchema),
    staleTime: Infinity,
    retry: false,
  });
};

/** The routed miles for a trip without a plan, or null (no from/to yet, unknown place, offline). */
export function useRoutedMiles(
  trip: {
    fromLocation?: string;
    toLocation?: string;
    rvType?: string;
    rig?: Rig;
    departureDate?: string;
    optimizationPreferences?: { avoidPasses?: boolean; avoidHighways?: boolean };
  },
  enabled: boolean,
): number | null {
  const from = trip.fromLocation?.trim() ?? '';
  const to = trip.toLocation?.trim() ?? '';
  const query = useQuery({
    ...roadRouteQueryOptions(from, to, {
      ...(trip.rvType ? { rvType: trip.rvType } : {}),
      ...(trip.rig ? { rig: trip.rig } : {}),
      ...(trip.departureDate ? { date: trip.departureDate } : {}),
      ...(trip.optimizationPreferences?.avoidPasses ? { avoidPasses: true } : {}),
      ...(trip.optimizationPreferences?.avoidHighways ? { avoidHighways: true } : {}),
    }),
    enabled: enabled && !!from && !!to,
  });
  return query.data?.miles ?? null;
}
