import type { StorageLike, TripStore } from '@shared/storage/trip-store';
import { createLocalTransport } from '@shared/storage/trip-store';
import { createDeviceState } from '@shared/storage/device-state';

function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

// The app's one trip store. Signed-in syncing swaps the transport here; callers keep the interface.
export const tripStore: TripStore = createLocalTransport(browserStorage());
export const deviceState = createDeviceState(browserStorage());

// Query keys shared by the features that read or change the trip list, typed once.
export const tripsQueryKey = ['trips'] as const;
