import { useQuery } from '@tanstack/react-query';
import type { TripBundle } from './trip-bundle';
import { tripBundleQueryKey } from './trip-query-keys';

/**
 * A trip's bundle for a page that only sometimes shows a trip (/map opened from one): the same query
 * as useTripBundle, sharing its cache, but the trip store and its schemas (zod building the trip
 * schemas, the booking rules) load only when a trip is asked for, not with the page.
 */
export const useLazyTripBundle = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: tripBundleQueryKey(id),
    queryFn: async (): Promise<TripBundle | null> => (await import('./trip-bundle')).loadTripBundle(id),
    enabled,
  });
