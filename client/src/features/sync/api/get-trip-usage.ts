import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripStore } from '@/lib/trip-store';

// GET /api/trip-plans/usage through the store, which mirrors the count to local key monthlyTripCount
// (ruling 4), so screens that read it there see the server's number after this resolves.
export const getTripUsage = () => tripStore.refreshUsage();
export const tripUsageQueryOptions = () =>
  queryOptions({ queryKey: ['trip-plans', 'usage'], queryFn: getTripUsage });
export const useTripUsage = (enabled: boolean) => useQuery({ ...tripUsageQueryOptions(), enabled });
