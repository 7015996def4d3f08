import { DISPLAY_LIMITS, MAP, TIMINGS } from '@shared/constants';

// The map's business rules (its token, the campground search's debounce, zoom and radius, the
// popups' limits) as pure functions, so both map renderers and the
// tests share one definition.

export const CAMPGROUND_SEARCH_DEBOUNCE_MS = TIMINGS.campgroundSearchDebounceMs;
export const NATIONAL_PARKS_CACHE_MS = TIMINGS.nationalParksCacheMs;

/** An empty token or one shorter than 40 characters counts as invalid. */
export function isValidMapToken(token: string | undefined | null): token is string {
  return typeof token === 'string' && token.trim().length >= MAP.minTokenLength;
}

/** Campgrounds are searched only at zoom 6 or above. */
export function canSearchCampgrounds(zoom: number): boolean {
  return zoom >= MAP.campgroundMinZoom;
}

/** Coordinates are rounded to the nearest 0.5 so small pans reuse the cached search. */
export function roundToHalf(value: number): number {
  const rounded = Math.round(value * 2) / 2;
  // Avoid -0 so the query key and URL read the same for 0 and -0.
  return rounded === 0 ? 0 : rounded;
}

export type LatLng = { lat: number; lng: number };
export type CampgroundSearchParams = { lat: number; lng: number; radius: number };

/** The search for a map view, or null when the view is too far out (or off the map) to search. */
export function campgroundSearchFor(center: LatLng | null, zoom: number): CampgroundSearchParams | null {
  if (!center || !canSearchCampgrounds(zoom)) return null;
  return { lat: roundToHalf(center.lat), lng: roundToHalf(center.lng), radius: MAP.campgroundRadius };
}

/** Show the first N items, then '+N more'. */
export function limitList(items: readonly string[], limit: number): { shown: string[]; more: string | null } {
  const shown = items.slice(0, limit);
  const rest = items.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}

export const popupAmenities = (items: readonly string[]) => limitList(items, DISPLAY_LIMITS.mapAmenities);

/** Cuts text at `max` characters, ending with an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}…`;
}

export const campgroundDescription = (text: string) => truncate(text, DISPLAY_LIMITS.campgroundDescription);
export const parkDescription = (text: string) => truncate(text, DISPLAY_LIMITS.parkDescription);

/** Amenity keys such as "fire_rings" read as "Fire rings". */
export function amenityLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}
