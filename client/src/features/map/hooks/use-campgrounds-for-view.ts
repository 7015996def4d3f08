import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCampgroundSearch } from '@/entities/places/campground-search';
import type { CampgroundSearchParams, LatLng } from '../lib/map-rules';
import { CAMPGROUND_SEARCH_DEBOUNCE_MS, campgroundSearchFor } from '../lib/map-rules';

export type MapViewState = { center: LatLng | null; zoom: number };

/**
 * Campgrounds near the centre of the view, searched 2 s after the view settles and only
 * at zoom 6 or above; the rounded centre means small pans reuse the previous answer. Base FamCamps
 * are found only for a traveller with a military ID (`militaryAccess`).
 */
export function useCampgroundsForView(view: MapViewState, militaryAccess = false) {
  const wanted = campgroundSearchFor(view.center, view.zoom);
  const params = useDebouncedValue<CampgroundSearchParams | null>(wanted, CAMPGROUND_SEARCH_DEBOUNCE_MS, {
    initial: null,
  });
  // Zooming out cancels a pending search at once instead of firing it 2 s later.
  const active = wanted === null ? null : params;
  const query = useCampgroundSearch(active && (militaryAccess ? { ...active, militaryAccess } : active), {
    keepPrevious: true,
  });
  return {
    ...query,
    params: active,
    pending: wanted !== null && JSON.stringify(wanted) !== JSON.stringify(params),
  };
}
