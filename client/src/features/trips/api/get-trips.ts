import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trip } from '@shared/schemas/trip';
import type { PlanFigures } from '@/entities/trips/storage/synced-store';
import { deviceState, tripStore, tripsQueryKey } from '@/entities/trips/trip-store';

export type TripListItem = { trip: Trip; plan: PlanFigures | null };

export class DemoSeedError extends Error {}

/**
 * The trip list with each planned trip's figures (the plan's road miles and cost), read from the list's
 * summaries: one request for the page, no plan fetched until a trip opens. An empty list on a
 * device that never had demo trips is seeded with the three demo trips first (departing in about 30, 45 and 7 days), but only when
 * the list is known to be empty: a signed-in list read from this device's copy because the server
 * failed may hide the account's trips, and seeding then would upload demo trips beside them.
 * The seeded list is the trips just saved, in the order saved (the list's order, oldest first): the
 * list was empty a moment ago, so asking the server again would only return them (a new account's
 * first My Trips asked for its list twice).
 */
export async function getTrips(): Promise<TripListItem[]> {
  let trips = await tripStore.list();
  if (trips.length === 0 && tripStore.listIsComplete() && !deviceState.demoTripsAdded()) {
    try {
      // Loaded only here: the samples bring the planner form's defaults, which no list needs.
      const { demoTrips } = await import('@shared/trips/samples');
      const seeded: Trip[] = [];
      for (const demo of demoTrips()) seeded.push(await tripStore.save(demo));
      deviceState.markDemoTripsAdded();
      trips = seeded;
    } catch (error) {
      throw new DemoSeedError('Failed to add demo trips', { cause: error });
    }
  }
  return Promise.all(trips.map(async (trip) => ({ trip, plan: await tripStore.planFigures(trip.id) })));
}

export const tripsQueryOptions = () => queryOptions({ queryKey: tripsQueryKey, queryFn: getTrips });

export const useTrips = () => useQuery(tripsQueryOptions());
