// The one place the app touches window.localStorage. Corrupt JSON, a full quota or a missing storage
// never crash a page: a warning is logged and the fallback is used.

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from local storage`, error);
    return null;
  }
}

export function readJson<T>(key: string, fallback: T, check?: (value: unknown) => value is T): T {
  const raw = readText(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (check && !check(value)) {
      console.warn(`Ignoring unexpected data in local storage key "${key}"`);
      return fallback;
    }
    return value as T;
  } catch (error) {
    console.warn(`Ignoring corrupt JSON in local storage key "${key}"`, error);
    return fallback;
  }
}

/** Returns false when the write failed (quota full, storage disabled); callers tell the user. */
export function writeText(key: string, value: string): boolean {
  const s = storage();
  if (!s) {
    console.warn(`Local storage is unavailable; "${key}" was not saved`);
    return false;
  }
  try {
    s.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`Could not write "${key}" to local storage`, error);
    return false;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeText(key, JSON.stringify(value));
}

export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from local storage`, error);
  }
}

/**
 * Besides authToken, one older page kept the session under the key `token`. A session found
 * there is adopted once: moved to authToken, so every later read has one place to look.
 */
export function readSessionToken(): string | null {
  const current = readText('authToken');
  if (current) return current;
  const legacy = readText('token');
  if (!legacy) return null;
  if (writeText('authToken', legacy)) removeKey('token');
  return legacy;
}

export const storageKeys = {
  authToken: 'authToken',
  legacyToken: 'token',
  trips: 'trips',
  savedItineraries: 'savedItineraries',
  tripPlannerDraft: 'tripPlannerDraft',
  similarTripData: 'similarTripData',
  currentTrip: 'currentTrip',
  demoTripsAdded: 'demoTripsAdded',
  monthlyTripCount: 'monthlyTripCount',
  userTier: 'userTier',
  mapMilitaryAccess: 'mapMilitaryAccess',
  aiPlan: (id: string) => `trip_${id}_ai_plan`,
  reservations: (id: string) => `trip_${id}_reservations`,
} as const;
