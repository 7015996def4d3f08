import type { RvPark } from '@shared/schemas/plan';
import { gpsNavigationUrls, isIosDevice } from '@shared/trips/gps';
import { toastError } from '@/components/ui/toast';

// The SPEC's GPS texts, told in an error toast.
export const INVALID_GPS = 'Invalid GPS coordinates. Please try again.';
export const GPS_OPEN_FAILED = 'Unable to open GPS navigation. Please check the coordinates and try again.';

/** Opens turn-by-turn directions to a park: the maps app on iOS, Google Maps directions elsewhere. */
export function openGpsNavigation(park: Pick<RvPark, 'latitude' | 'longitude'>): void {
  const { latitude, longitude } = park;
  const point = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  if (!point) {
    toastError(INVALID_GPS);
    return;
  }
  try {
    const ios = isIosDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0);
    const urls = gpsNavigationUrls(point, ios);
    if (ios) {
      // The maps:// scheme opens Apple Maps; if the page is still visible shortly after, fall back to the web.
      window.location.href = urls.primary;
      const fallback = urls.fallback;
      if (fallback) {
        window.setTimeout(() => {
          if (document.visibilityState === 'visible') window.location.href = fallback;
        }, 1500);
      }
      return;
    }
    const opened = window.open(urls.primary, '_blank', 'noopener,noreferrer');
    // With noopener, window.open returns null even on success in some browsers; only a throw is a failure.
    void opened;
  } catch (error) {
    console.warn('Could not open GPS navigation', error);
    toastError(GPS_OPEN_FAILED);
  }
}

/** 'RV park booking coming soon!' only when the data knows no reservation page (links are never invented). */
export const BOOKING_COMING_SOON = 'RV park booking coming soon!';
