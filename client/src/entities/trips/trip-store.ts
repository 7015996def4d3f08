import { TRIP_LIST_URL } from '@shared/routes/early-requests';
import { TRIP_REQUEST_TIMEOUT_MS, dropEarly, takeEarly } from '@/lib/early-requests';
import type { StorageLike } from '@/entities/trips/storage/local-transport';
import { createLocalTransport } from '@/entities/trips/storage/local-transport';
import { createDeviceState } from '@/entities/trips/storage/device-state';
import type { DeviceState } from '@/entities/trips/storage/device-state';
import type { FetchLike } from '@/entities/trips/storage/server-transport';
import { createServerTransport } from '@/entities/trips/storage/server-transport';
import type { SyncedTripStore } from '@/entities/trips/storage/synced-store';
import { createSyncedStore } from '@/entities/trips/storage/synced-store';
import { authToken, sessionSettled } from '@/lib/api-client';

function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user's id, read from the session token's subject. It only keys this device's cache
 * and queue (the server checks the token itself), so an unverified read is enough.
 */
export function accountFromToken(token: string | null): string | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1] ?? '';
    const text = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub: unknown = (JSON.parse(text) as { sub?: unknown }).sub;
    if (typeof sub === 'string' && sub) return sub;
  } catch {
    // Not a JWT: fall through.
  }
  return `token:${token.slice(-16)}`;
}

const currentAccount = () => accountFromToken(authToken());

// A trip the route asked for before this code loaded (app/routes.tsx) is taken over, not asked again.
const browserFetch: FetchLike = (url, init) =>
  takeEarly(url, init) ??
  fetch(url, { ...init, credentials: 'include', signal: AbortSignal.timeout(TRIP_REQUEST_TIMEOUT_MS) });

const baseDeviceState = createDeviceState(browserStorage());

/**
 * The device's values (tier, monthly trip count). Signed in, the monthly trip count is the server's
 * (docs/decisions/0006-product-rulings.md): the store mirrors it after every create and at sign-in,
 * so counting locally on top would count twice.
 */
export const deviceState: DeviceState = {
  ...baseDeviceState,
  incrementMonthlyTripCount() {
    return currentAccount() === null
      ? baseDeviceState.incrementMonthlyTripCount()
      : baseDeviceState.monthlyTripCount();
  },
};

// The app's one trip store: local only when signed out; signed in, the server too, so trips follow the user.
export const tripStore: SyncedTripStore = createSyncedStore({
  local: createLocalTransport(browserStorage()),
  server: createServerTransport({ fetch: browserFetch, token: authToken, tokenSettled: sessionSettled }),
  storage: browserStorage(),
  account: currentAccount,
  dropEarlyList: () => dropEarly(TRIP_LIST_URL),
  onUsage: (usage) => {
    baseDeviceState.setMonthlyTripCount(usage.count);
    baseDeviceState.setUserTier(usage.tier);
  },
});

/**
 * True when what the store has shown this page was the signed-in account's own from the server: its
 * last list, or every read so far (lists, trips, their plans). A page opened signed in lists or reads
 * the account's trips from the start, so its sign-in needs no second read.
 */
export function readsShowCurrentAccount(): boolean {
  const account = currentAccount();
  return account !== null && (tripStore.listedAccount() === account || tripStore.answeredOnlyAs(account));
}

/** For the Share controls: marks the trip shared so its link opens anywhere. */
export const shareTrip = (id: string, options?: { includePrivateDetails?: boolean }) =>
  tripStore.shareTrip(id, options);
export const unshareTrip = (id: string) => tripStore.unshareTrip(id);
export const tripShareState = (id: string) => tripStore.shareState(id);

// Query keys shared by the features that read or change the trip list, typed once.
export { tripsQueryKey } from './trip-query-keys';
// The monthly trip count (the usage meter's); a save invalidates it so every meter updates at once.
export const tripUsageQueryKey = ['trip-plans', 'usage'] as const;
