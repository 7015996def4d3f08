import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripPlan } from '@shared/schemas/plan';
import type { Reservations, Trip } from '@shared/schemas/trip';
import { deviceStorageKeys } from '@/entities/trips/storage/device-state';
import { deviceState, tripStore } from './trip-store';
import { tripBundleQueryKey } from './trip-query-keys';

// A trip with what is stored beside it: the AI plan and the per-day reservations. The results and
// trip details pages read it through the one storage helper.
// `readOnly` marks someone else's shared trip: it is shown, never edited.
export type TripBundle = { trip: Trip; plan: TripPlan | null; reservations: Reservations; readOnly: boolean };

export { tripBundleQueryKey };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function loadTripBundle(id: string, delayMs = 0): Promise<TripBundle | null> {
  if (delayMs > 0) await wait(delayMs);
  // One read of the trip for its three parts; the plan (the largest schema) is checked in a task of its
  // own, so a phone does not spend both in one long task.
  const parts = await tripStore.getWithParts(id);
  if (!parts) return null;
  const { trip, plan, reservations } = parts;
  // Key currentTrip: the trip being viewed (a failed write only loses this convenience copy).
  deviceState.writeJson(deviceStorageKeys.currentTrip, trip);
  return { trip, plan, reservations, readOnly: tripStore.isReadOnly(id) };
}

export const tripBundleQueryOptions = (id: string, delayMs = 0) =>
  queryOptions({ queryKey: tripBundleQueryKey(id), queryFn: () => loadTripBundle(id, delayMs) });

export const useTripBundle = (id: string, options: { delayMs?: number; enabled?: boolean } = {}) =>
  useQuery({ ...tripBundleQueryOptions(id, options.delayMs), enabled: options.enabled ?? true });
