import type { Tier } from '@shared/schemas/user';
import { monthKey } from '@shared/trips/dates';
import type { StorageLike, WarnLogger } from './local-transport';
import { createJsonStorage } from './local-transport';

// The browser storage keys that stay on the device (never synced to the server).
export const deviceStorageKeys = {
  tripPlannerDraft: 'tripPlannerDraft',
  similarTripData: 'similarTripData',
  currentTrip: 'currentTrip',
  demoTripsAdded: 'demoTripsAdded',
  monthlyTripCount: 'monthlyTripCount',
  // monthlyTripCount stays a plain number; this marker says which month it counts.
  monthlyTripCountMonth: 'monthlyTripCountMonth',
  userTier: 'userTier',
} as const;

export type DeviceState = ReturnType<typeof createDeviceState>;

/**
 * Small per-device values. Reads never throw (a warning and the fallback); writes report failure
 * by returning false, except where noted.
 */
export function createDeviceState(
  storage: StorageLike | null,
  options: { warn?: WarnLogger; now?: () => Date } = {},
) {
  const json = createJsonStorage(storage, options.warn);
  const now = options.now ?? (() => new Date());
  const tryWrite = (fn: () => void): boolean => {
    try {
      fn();
      return true;
    } catch {
      return false;
    }
  };

  return {
    readJson: (key: string): unknown => json.read(key),
    writeJson: (key: string, value: unknown): boolean => tryWrite(() => json.write(key, value)),
    remove: (key: string) => json.remove(key),

    userTier(): Tier {
      const raw = json.readRaw(deviceStorageKeys.userTier);
      return raw === 'pro' ? 'pro' : 'free';
    },
    setUserTier: (tier: Tier) => tryWrite(() => json.writeRaw(deviceStorageKeys.userTier, tier)),

    /** Trips created this calendar month; the count restarts when the month marker is older. */
    monthlyTripCount(): number {
      const raw = json.readRaw(deviceStorageKeys.monthlyTripCount);
      const count = raw === null ? 0 : Number.parseInt(raw, 10);
      if (!Number.isInteger(count) || count < 0) return 0;
      const month = json.readRaw(deviceStorageKeys.monthlyTripCountMonth);
      if (month !== null && month !== monthKey(now())) return 0;
      return count;
    },
    setMonthlyTripCount(count: number): boolean {
      return tryWrite(() => {
        json.writeRaw(deviceStorageKeys.monthlyTripCount, String(count));
        json.writeRaw(deviceStorageKeys.monthlyTripCountMonth, monthKey(now()));
      });
    },
    incrementMonthlyTripCount(): number {
      const next = this.monthlyTripCount() + 1;
      this.setMonthlyTripCount(next);
      return next;
    },

    demoTripsAdded: () => json.readRaw(deviceStorageKeys.demoTripsAdded) !== null,
    markDemoTripsAdded: () => tryWrite(() => json.writeRaw(deviceStorageKeys.demoTripsAdded, 'true')),
  };
}
