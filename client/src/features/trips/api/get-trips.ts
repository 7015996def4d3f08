import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripPlan } from '@shared/schemas/plan';
import type { Trip } from '@shared/schemas/trip';
import { demoTrips } from '@shared/trips/samples';
import { deviceState, tripStore, tripsQueryKey } from '@/entities/trips/trip-store';

export type TripListItem = { trip: Trip; plan: TripPlan | null };

export class DemoSeedError extends Error {}

/**
 * The trip list with each trip's AI plan (a planned trip shows the plan's distance and cost). An empty list on a
 * device that never had demo trips is seeded with the three SPEC 9 demo trips first, but only when
 * the list is known to be empty: a signed-in list read from this device's copy because the server
 * failed may hide the account's trips, and seeding then would upload demo trips beside them.
 */
export async function getTrips(): Promise<TripListItem[]> {
  let trips = await tripStore.list();
  if (trips.length === 0 && tripStore.listIsComplete() && !deviceState.demoTripsAdded()) {
    try {
      for (const demo of demoTrips()) await tripStore.save(demo);
      deviceState.markDemoTripsAdded();
    } catch (error) {
      throw new DemoSeedError('Failed to add demo trips', { cause: error });
    }
    trips = await tripStore.list();
  }
  return Promise.all(trips.map(async (trip) => ({ trip, plan: await tripStore.getAiPlan(trip.id) })));
}

export const tripsQueryOptions = () => queryOptions({ queryKey: tripsQueryKey, queryFn: getTrips });

export const useTrips = () => useQuery(tripsQueryOptions());
