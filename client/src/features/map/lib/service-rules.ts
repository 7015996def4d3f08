import { MAP } from '@shared/constants';
import type { LatLng } from './map-rules';
import { canSearchCampgrounds, roundToHalf } from './map-rules';

// The /map road-service layers search like the campgrounds (zoom 6 or closer, the centre rounded to
// the nearest 0.5 degree so small pans reuse an answer), over a smaller circle (services are many),
// a second after the view settles.
export const SERVICE_SEARCH_DEBOUNCE_MS = 1000;
export const SERVICE_RADIUS_MILES = 100;
export const SERVICE_MIN_ZOOM = MAP.campgroundMinZoom;

export type ServiceSearchArea = { lat: number; lng: number; radius: number };

/** The area to search for a map view, or null when the view is too far out (or off the map). */
export function serviceSearchFor(center: LatLng | null, zoom: number): ServiceSearchArea | null {
  if (!center || !canSearchCampgrounds(zoom)) return null;
  return { lat: roundToHalf(center.lat), lng: roundToHalf(center.lng), radius: SERVICE_RADIUS_MILES };
}
