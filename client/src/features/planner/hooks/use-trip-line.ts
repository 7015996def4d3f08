import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LatLngPoint } from '@shared/trips/trip-corridor';
import { lineOfGeometry } from '@shared/trips/trip-corridor';
import { geocodeQueryOptions } from '@/entities/places/geocode';
import type { RoadRouteTerms } from '@shared/plan/road-terms';
import { roadRouteQueryOptions } from '@/lib/road-route';

/** Where a manual trip runs, for its park search: what the search names it and its line. */
export interface TripLine {
  label: string;
  points: LatLngPoint[];
}

const pointOf = (center: [number, number] | undefined): LatLngPoint[] =>
  center ? [{ latitude: center[1], longitude: center[0] }] : [];

/**
 * The trip's road between its from and to places (routed on the server, on the terms its plan would
 * route its days by: planRoadTerms), or, while that is not known
 * (an unknown place, offline), the straight line between the two places as geocoded.
 */
export function useTripLine(from: string, to: string, terms: RoadRouteTerms, enabled: boolean): TripLine {
  const a = from.trim();
  const b = to.trim();
  const route = useQuery({
    ...roadRouteQueryOptions(a, b, terms),
    enabled: enabled && !!a && !!b,
  });
  const places = !route.data && enabled;
  const fromPlace = useQuery({ ...geocodeQueryOptions(a), enabled: places && !!a, staleTime: Infinity });
  const toPlace = useQuery({ ...geocodeQueryOptions(b), enabled: places && !!b, staleTime: Infinity });
  const geometry = route.data?.geometry;
  const fromCenter = fromPlace.data?.features[0]?.center;
  const toCenter = toPlace.data?.features[0]?.center;
  const points = useMemo(
    () => (geometry ? lineOfGeometry(geometry) : [...pointOf(fromCenter), ...pointOf(toCenter)]),
    [geometry, fromCenter, toCenter],
  );
  return { label: `${a} to ${b}`, points };
}
