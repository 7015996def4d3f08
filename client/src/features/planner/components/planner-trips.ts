import type { QueryClient } from '@tanstack/react-query';
import { FREE_TRIPS_PER_MONTH } from '@shared/constants';
import type { NewTrip, Trip } from '@shared/schemas/trip';
import type { TripUsage } from '@shared/schemas/trip-document';
import type { Tier } from '@shared/schemas/user';
import { deviceStorageKeys } from '@/entities/trips/storage/device-state';
import { TripQuotaError } from '@/entities/trips/storage/server-transport';
import { deviceState, tripStore, tripUsageQueryKey, tripsQueryKey } from '@/entities/trips/trip-store';
import { SAVE_ERROR } from './planner-outcomes';
import type { UpgradeReason } from './upgrade-dialog';

/** What saving a trip may tell the planner screen. */
export type PlannerUi = {
  setError: (message: string | null) => void;
  setUpgrade: (reason: UpgradeReason) => void;
  queryClient: QueryClient;
};

/** The trip quota: a free user at 3 or more trips this month gets the upgrade prompt. */
export function withinQuota(ui: PlannerUi, tier: Tier): boolean {
  if (tier === 'free' && deviceState.monthlyTripCount() >= FREE_TRIPS_PER_MONTH) {
    ui.setUpgrade('limit');
    return false;
  }
  return true;
}

/**
 * The month's count on every meter. Signed in, a plan made into the trip on the server answers with
 * it, so nothing is asked again; otherwise the meters read it afresh.
 */
export function showTripUsage(queryClient: QueryClient, usage: TripUsage | null) {
  if (!usage) {
    void queryClient.invalidateQueries({ queryKey: tripUsageQueryKey });
    return;
  }
  // The usage queries hold the usage itself, or (the meters) its count.
  queryClient.setQueriesData({ queryKey: tripUsageQueryKey }, (old: unknown) =>
    old === undefined ? undefined : typeof old === 'number' ? usage.count : usage,
  );
}

/**
 * Saves a new trip. `deferUsage`: the month's count is shown later, when the plan made into the
 * trip brings it (see showTripUsage), so the save itself is one request.
 */
export async function saveNewTrip(
  ui: PlannerUi,
  fields: NewTrip,
  { deferUsage }: { deferUsage: boolean },
): Promise<Trip | null> {
  try {
    const trip = await tripStore.save(fields, { deferUsage });
    deviceState.incrementMonthlyTripCount();
    // Key currentTrip: the trip being planned.
    deviceState.writeJson(deviceStorageKeys.currentTrip, trip);
    void ui.queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    if (!deferUsage) showTripUsage(ui.queryClient, null);
    return trip;
  } catch (e) {
    // Signed in, the server enforces the monthly limit (docs/decisions/0006-product-rulings.md): show
    // the upgrade prompt.
    if (e instanceof TripQuotaError) {
      ui.setUpgrade('limit');
      return null;
    }
    console.warn('Saving the trip failed', e);
    ui.setError(SAVE_ERROR);
    return null;
  }
}

const sameFields = (trip: Trip, fields: NewTrip) =>
  Object.entries(fields).every(
    ([key, value]) => JSON.stringify((trip as Record<string, unknown>)[key]) === JSON.stringify(value),
  );

/**
 * The trip a planner submit plans into: the one this draft saved before (a retry after a failed
 * plan, or back from the optimize step), brought up to date with the form, so a retry never leaves
 * a second trip behind nor counts twice; a new trip when there is none (deleted since, or first).
 */
export async function tripForDraft(
  ui: PlannerUi,
  tier: Tier,
  savedTripId: string | null,
  fields: NewTrip,
): Promise<Trip | null> {
  const earlier = savedTripId ? await tripStore.get(savedTripId).catch(() => null) : null;
  if (!earlier) return withinQuota(ui, tier) ? saveNewTrip(ui, fields, { deferUsage: true }) : null;
  if (sameFields(earlier, fields)) return earlier;
  try {
    const updated = await tripStore.update(earlier.id, fields as Partial<Omit<Trip, 'id' | 'createdAt'>>);
    void ui.queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    return updated ?? (withinQuota(ui, tier) ? await saveNewTrip(ui, fields, { deferUsage: true }) : null);
  } catch (e) {
    console.warn('Updating the trip failed', e);
    ui.setError(SAVE_ERROR);
    return null;
  }
}
