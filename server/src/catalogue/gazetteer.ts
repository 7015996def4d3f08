import type { ParkRow, PlaceRow, Town } from './data';
import type { GridIndex, LatLng } from './geo';
import { createGridIndex } from './geo';
import type { CampgroundNames } from './gazetteer-campgrounds';
import { campgroundNames } from './gazetteer-campgrounds';
import { landmarkMatch, parkMatch, townMatch } from './gazetteer-matches';
import { buildNameTables, createSearch } from './gazetteer-search';
import type { CampgroundPlaceRow, GeoMatch, Gazetteer, LandmarkRow } from './gazetteer-types';
import { normalizePlaceName } from './place-name';

export type { CampgroundPlaceRow, GeoMatch, Gazetteer, LandmarkRow } from './gazetteer-types';
export { townLabel } from './gazetteer-matches';

// The US gazetteer: towns, national parks, landmarks and campgrounds by name, and towns near a point.
export function createGazetteer(
  rows: PlaceRow[],
  parks: ParkRow[],
  landmarks: LandmarkRow[] = [],
  campgrounds: readonly CampgroundPlaceRow[] = [],
): Gazetteer {
  const tables = buildNameTables(rows, parks, landmarks);
  const { towns } = tables;

  let grid: GridIndex<Town> | undefined;
  const townGrid = () => (grid ??= createGridIndex(towns, (t) => t, 0.5));
  function nameNear(point: LatLng, radiusMiles = 60): Town | undefined {
    const near = townGrid().near(point, radiusMiles);
    if (near.length === 0) return undefined;
    // Prefer a known town (GeoNames, population) within a short drive; population grows the pull.
    let best = near[0];
    let bestScore = -Infinity;
    for (const c of near) {
      const score = Math.log10(c.item.population + 10) * 10 - c.distance;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best.item;
  }

  // Built on first use: campground labels, unique against every town, park and landmark label.
  let camps: CampgroundNames | undefined;
  const campIndex = () => {
    if (camps) return camps;
    const taken = new Set<string>();
    for (const p of parks) taken.add(normalizePlaceName(parkMatch(p).placeName));
    for (const t of towns) taken.add(normalizePlaceName(townMatch(t).placeName));
    for (const l of landmarks) taken.add(normalizePlaceName(landmarkMatch(l).placeName));
    return (camps = campgroundNames(campgrounds, taken, nameNear));
  };

  // Built on first use: one entry per label the type-ahead can show.
  let labels: Map<string, GeoMatch> | undefined;
  const byLabel = () => {
    if (labels) return labels;
    const map = new Map<string, GeoMatch>();
    const put = (m: GeoMatch) => {
      const k = normalizePlaceName(m.placeName);
      if (!map.has(k)) map.set(k, m);
    };
    for (const p of parks) put(parkMatch(p));
    // Largest first, so two towns of one name in one state label as the one search() lists first.
    for (const list of tables.byName.values()) for (const t of list) put(townMatch(t));
    for (const list of tables.landmarksByName.values()) for (const l of list) put(landmarkMatch(l));
    // Campground labels are made unique against all of the above (campIndex), so none is shadowed.
    for (const list of campIndex().byName.values()) for (const m of list) put(m);
    return (labels = map);
  };

  const search = createSearch(tables, campIndex);

  return {
    towns,
    search,
    resolve(query) {
      // Every label search() offers (its placeName, as the autocomplete shows it) plans as that place,
      // whatever words it holds: "Yellowstone National Park, Idaho and Montana and Wyoming, United States".
      const labelled = byLabel().get(normalizePlaceName(query));
      if (labelled) return labelled;
      const [first] = search(query, 1);
      // A prefix match is fine for type-ahead, not for planning: "Xyz" must not become "Xyzzy".
      return first?.exact ? first : undefined;
    },
    townsNear: (point, radius) => townGrid().near(point, radius),
    nameNear,
  };
}
