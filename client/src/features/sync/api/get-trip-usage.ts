import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceState, tripStore, tripUsageQueryKey } from '@/entities/trips/trip-store';

// GET /api/trip-plans/usage through the store, which mirrors the count to local key monthlyTripCount
// (docs/decisions/0006-product-rulings.md), so screens that read it there see the server's number
// after this resolves.
export const getTripUsage = () => tripStore.refreshUsage();
export const tripUsageQueryOptions = () =>
  queryOptions({ queryKey: tripUsageQueryKey, queryFn: getTripUsage });
export const useTripUsage = (enabled: boolean) => useQuery({ ...tripUsageQueryOptions(), enabled });

/**
 * Trips saved this month as the screens show it: the server's count when signed in, this device's
 * otherwise. One query, so a save that invalidates it updates every meter at once.
 */
export const useMonthlyTripCount = (signedIn: boolean): number => {
  const usage = useQuery({
    queryKey: [...tripUsageQueryKey, signedIn ? 'account' : 'device'],
    queryFn: async () =>
      signedIn
        ? ((await getTripUsage())?.count ?? deviceState.monthlyTripCount())
        : deviceState.monthlyTripCount(),
  });
  return usage.data ?? deviceState.monthlyTripCount();
};
