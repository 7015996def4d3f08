import { TIMINGS } from '@shared/constants';

// A cached fix up to 5 minutes old is fine and low accuracy is enough to centre the map.
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: TIMINGS.geolocationTimeoutMs,
  maximumAge: TIMINGS.geolocationMaxAgeMs,
};

export type LocateResult =
  { ok: true; latitude: number; longitude: number } | { ok: false; title: string; description: string };

export const LOCATION_NOT_AVAILABLE = {
  title: 'Location Not Available',
  description: "Your browser doesn't support location services. Search for a place instead.",
} as const;

// GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout.
const errorTexts: Record<number, string> = {
  1: 'Location access was denied. Please enable location services for this site in your browser settings and try again.',
  2: 'Your position is unavailable right now. Try searching for a location instead.',
  3: 'The location request timed out. Please try again.',
};

/** The 'Location Error' variant for a geolocation failure. */
export function locationErrorText(code: number): { title: string; description: string } {
  return {
    title: 'Location Error',
    description:
      errorTexts[code] ?? 'Unable to get your location. Please try again or search for a location.',
  };
}

/** One low-accuracy position fix, resolved with either the coordinates or the texts to show. */
export function locateUser(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ ok: false, ...LOCATION_NOT_AVAILABLE });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({ ok: true, latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => resolve({ ok: false, ...locationErrorText(error.code) }),
      GEOLOCATION_OPTIONS,
    );
  });
}
