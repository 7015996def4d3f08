import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoadRouteTerms, TripRoadChoices } from '@shared/plan/road-terms';
import { planRoadTerms } from '@shared/plan/road-terms';
import { roadRouteSchema } from '@shared/schemas/road-route';
import { api } from '@/lib/api-client';

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

/**
 * The routed miles for a trip without a plan, or null (no from/to yet, unknown place, offline): on
 * the terms its plan would be made on (its optimize choices, when it has them).
 */
export function useRoutedMiles(
  trip: Pick<TripRoadChoices, 'rvType' | 'rig' | 'departureDate'> & {
    fromLocation?: string;
    toLocation?: string;
    optimizationPreferences?: Pick<TripRoadChoices, 'avoidPasses' | 'avoidHighways' | 'optimizeFor'>;
  },
  enabled: boolean,
): number | null {
  const from = trip.fromLocation?.trim() ?? '';
  const to = trip.toLocation?.trim() ?? '';
  const { rvType, rig, departureDate, optimizationPreferences: prefs } = trip;
  const query = useQuery({
    ...roadRouteQueryOptions(from, to, planRoadTerms({ rvType, rig, departureDate, ...prefs })),
    enabled: enabled && !!from && !!to,
  });
  return query.data?.miles ?? null;
}
