import type { ParkRow, PlaceRow, Town } from './data';
import type { GridIndex, LatLng } from '../../geo';
import { createGridIndex } from '../../geo';
import type { CampgroundNames } from './gazetteer-campgrounds';
import { campgroundNames, oneCampgroundNamed } from './gazetteer-campgrounds';
import { landmarkMatch, parkMatch, townMatch } from './gazetteer-matches';
import type { LabelLookups, SharedLabelIndex } from './gazetteer-labels';
import { shareLabelIndex, sharedLabelLookups } from './gazetteer-labels';
import { buildNameTables, campgroundLookups, createSearch, namesakes } from './gazetteer-search';
import type { CampgroundPlaceRow, GeoMatch, Gazetteer, LandmarkRow } from './gazetteer-types';
import { joinKeys, normalizePlaceName, placeKey } from './place-name';
import { AmbiguousPlaceError, placeChoice } from './ambiguous-place';

export type { CampgroundPlaceRow, GeoMatch, Gazetteer, LandmarkRow } from './gazetteer-types';

// How much farther than the nearest known town a bigger town named "near" a point may lie (nameNear).
const NEAR_SLACK_MILES = 5;
export { namesTown, townLabel } from './gazetteer-matches';

/**
 * The US gazetteer: towns, national parks, landmarks and campgrounds by name, and towns near a point.
 * `sharedLabels`, asked when the label indexes are first needed: the indexes of this same data that
 * another thread built, in shared memory (gazetteer-labels.ts), read instead of building them here.
 * `campgrounds` only builds those indexes: a function is called then, not kept (a plan thread that
 * reads the shared indexes never makes the list, 2 MB of objects).
 */
export function createGazetteer(
  rows: PlaceRow[],
  parks: ParkRow[],
  landmarks: LandmarkRow[] = [],
  campgrounds: readonly CampgroundPlaceRow[] | (() => readonly CampgroundPlaceRow[]) = [],
  sharedLabels: () => SharedLabelIndex | undefined = () => undefined,
): Gazetteer {
  const tables = buildNameTables(rows, parks, landmarks);
  const { towns } = tables;

  let grid: GridIndex<Town> | undefined;
  const townGrid = () => (grid ??= createGridIndex(towns, (t) => t, 0.5));
  const nameNear = rememberedNear((point, radiusMiles) => townNear(townGrid(), point, radiusMiles));

  // The keys of every town, park and landmark label ("Moab, Utah, United States"), each made once
  // from the name's key; campground labels are made unique against them.
  let fixed: Array<[string, () => GeoMatch]> | undefined;
  const fixedLabels = () => {
    if (fixed) return fixed;
    const list: Array<[string, () => GeoMatch]> = [];
    for (const p of parks) list.push([normalizePlaceName(parkMatch(p).placeName), () => parkMatch(p)]);
    // Largest first, so two towns of one name in one state label as the one search() lists first.
    // A town that shares its name in its state is labelled with what tells it apart, never by the bare name.
    for (const [key, named] of tables.byName)
      for (const t of named)
        list.push([
          placeKey(t.area ? joinKeys(key, normalizePlaceName(t.area)) : key, t.state),
          () => townMatch(t),
        ]);
    for (const [key, rows] of tables.landmarksByName)
      for (const l of rows) {
        list.push([placeKey(key, l.state), () => landmarkMatch(l)]);
        // A region's label names its town ("Cape Cod (region; planned at Hyannis, MA), ..."): it plans as the region.
        if (l.region) list.push([normalizePlaceName(landmarkMatch(l).placeName), () => landmarkMatch(l)]);
      }
    return (fixed = list);
  };

  // Built on first use: campground labels, unique against every town, park and landmark label.
  let camps: CampgroundNames | undefined;
  const campIndex = () =>
    (camps ??= campgroundNames(
      typeof campgrounds === 'function' ? campgrounds() : campgrounds,
      new Set(fixedLabels().map(([k]) => k)),
      nameNear,
      tables.townKey,
    ));

  // Built on first use: one entry per label the type-ahead can show.
  let labels: Map<string, GeoMatch> | undefined;
  const byLabel = () => {
    if (labels) return labels;
    const map = new Map<string, GeoMatch>();
    for (const [k, make] of fixedLabels()) if (!map.has(k)) map.set(k, make());
    // Campground labels are made unique against all of the above (campIndex), so none is shadowed.
    for (const [k, m] of campIndex().byPlaceName) if (!map.has(k)) map.set(k, m);
    return (labels = map);
  };

  // Read from shared memory when another thread built them, else built here on first use.
  let lookups: LabelLookups | undefined;
  const labelLookups = () => {
    if (lookups) return lookups;
    const index = sharedLabels();
    return (lookups = index
      ? sharedLabelLookups(index)
      : { ...campgroundLookups(campIndex()), labelled: (key) => byLabel().get(key) });
  };
  const search = createSearch(tables, labelLookups);

  return {
    towns,
    search,
    resolve(query) {
      // Every label search() offers (its placeName, as the autocomplete shows it) plans as that place,
      // whatever words it holds: "Yellowstone National Park, Idaho and Montana and Wyoming, United States".
      const labelled = labelLookups().labelled(normalizePlaceName(query));
      if (labelled) return labelled;
      const [first] = search(query, 1);
      // A prefix match is fine for type-ahead, not for planning: "Xyz" must not become "Xyzzy". A
      // campground's own name is, when its namesakes are the same campground recorded twice.
      if (!first?.exact) return first ? oneCampgroundNamed(query, search(query, 10)) : undefined;
      const choices = namesakes(tables, first, query);
      if (choices.length > 1)
        throw new AmbiguousPlaceError(
          query,
          choices.map(townMatch).map(placeChoice),
          `${choices[0].name}, ${first.state}`,
        );
      return first;
    },
    townsNear: (point, radius) => townGrid().near(point, radius),
    nameNear,
    indexSteps: () => (sharedLabels() ? [townGrid, labelLookups] : [townGrid, campIndex, byLabel]),
    shareLabels: () => shareLabelIndex(byLabel(), campIndex()),
  };
}

/** The town a point is named after: the nearest, or a bigger one a little farther (the towns within radiusMiles). */
function townNear(grid: GridIndex<Town>, point: LatLng, radiusMiles: number): Town | undefined {
  const near = grid.near(point, radiusMiles);
  if (near.length === 0) return undefined;
  // Prefer a known town (GeoNames, population) within a short drive; population grows the pull, but
  // never past twice the nearest known town's distance (or 5 miles more): a park across the river
  // from Chester, PA (3 mi) was "Near Philadelphia, PA" (12 mi) on the way to Wilmington, DE.
  let nearestKnown = Infinity;
  for (const c of near) if (c.item.population > 0) nearestKnown = Math.min(nearestKnown, c.distance);
  const within = Math.max(2 * nearestKnown, nearestKnown + NEAR_SLACK_MILES);
  let best = near[0];
  let bestScore = -Infinity;
  for (const c of near) {
    if (c.distance > within) continue;
    const score = Math.log10(c.item.population + 10) * 10 - c.distance;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best.item;
}

/**
 * A town-near-a-point lookup remembered by point and radius (bounded): a stop's and a camp's town is
 * asked again by each day and re-plan.
 */
function rememberedNear(find: (point: LatLng, radiusMiles: number) => Town | undefined) {
  const named = new Map<string, Town | undefined>();
  return (point: LatLng, radiusMiles = 60): Town | undefined => {
    const key = `${point.latitude},${point.longitude},${radiusMiles}`;
    if (named.has(key)) return named.get(key);
    const town = find(point, radiusMiles);
    if (named.size >= 8192) named.clear();
    named.set(key, town);
    return town;
  };
}
