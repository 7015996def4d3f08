import { NEED_FILTERS } from '@shared/schemas/needs';
import type { Campground, CampgroundFilters } from '@shared/schemas/places';
import { rigLengthFeet } from '@shared/plan/rig-profile';
import { addDays } from '@shared/plan/calendar';
import { campgroundKind, openOnDate } from './campground-record';
import { onRvParkLayer } from './campground-rank';
import { fitsLength, meetsNeed } from './campground-needs';
import { toCampground } from './campground-view';
import type { CampgroundRow } from './data';
import type { LatLng } from '../../geo';
import { createGridIndex } from '../../geo';

// The campground catalogue: one model merged from the sources (campground-merge), each record's
// reported facts (campground-record), the overnight choice by needs, rig and season
// (campground-needs), the API's campground and the plan's park (campground-view), and the index and
// filtered search below.
export * from './campground-merge';
export * from './campground-record';
export * from './campground-needs';
export * from './campground-view';
export * from './campground-rank';
export * from './season-around';
export * from './winter-shut';
export * from './place-kinds';

export interface CampgroundIndex {
  rows: readonly CampgroundRow[];
  near(point: LatLng, radiusMiles: number): Array<{ item: CampgroundRow; distance: number }>;
}

// Half-degree cells: a 25-mile search reads about four cells, a 500-mile one a few hundred.
export function createCampgroundIndex(rows: CampgroundRow[]): CampgroundIndex {
  const grid = createGridIndex(rows, (r) => ({ latitude: r.lat, longitude: r.lng }), 0.5);
  return { rows, near: (point, radius) => grid.near(point, radius) };
}

// Search with amenity filters (the manual park search, the day editor and the map).

/** The dates of a stay's nights from its first (one night when not said). */
const stayNights = (first: string, nights = 1): string[] =>
  Array.from({ length: nights }, (_, i) => addDays(first, i) ?? first);

export function matchesFilters(row: CampgroundRow, f: CampgroundFilters): boolean {
  for (const { need, key } of NEED_FILTERS) if (f[key] && meetsNeed(row, need) !== true) return false;
  // The traveller's own rig length when sent, else the RV type's typical one.
  const rigFeet = f.rigLengthFeet ?? (f.rvType ? rigLengthFeet(f.rvType) : undefined);
  if (rigFeet !== undefined && !fitsLength(row, rigFeet)) return false;
  if (f.date && stayNights(f.date, f.nights).some((d) => openOnDate(row, d) === false)) return false;
  if (f.type && campgroundKind(row) !== f.type) return false;
  return true;
}

export function searchCatalogue(
  index: CampgroundIndex,
  q: { lat: number; lng: number; radius: number } & CampgroundFilters,
  cap: number,
): Campground[] {
  // The parks the map's layer draws: a kind of place this traveller can use, with a name (not
  // "Campground", a pitch's number or a bare one-word label: onRvParkLayer).
  return index
    .near({ latitude: q.lat, longitude: q.lng }, q.radius)
    .filter(
      ({ item }) =>
        onRvParkLayer(item, { militaryAccess: q.militaryAccess === true }) && matchesFilters(item, q),
    )
    .slice(0, cap)
    .map(({ item, distance }) => toCampground(item, distance));
}
