import type { CampgroundRow, ParkRow, PlaceRow } from './data';
import { createCampgroundIndex } from './campgrounds';
import type { PlannerData } from './engine';
import { createGazetteer } from './gazetteer';

// Small hand-made data sets for tests that need to control what lies near a stop.
export function campgroundRow(
  overrides: Partial<CampgroundRow> & Pick<CampgroundRow, 'id' | 'lat' | 'lng'>,
): CampgroundRow {
  return {
    name: `Camp ${overrides.id}`,
    state: 'UT',
    type: 'established',
    cost: null,
    amenities: ['toilets'],
    rigFriendly: ['tent', 'RV', 'trailer'],
    roadDifficulty: 'paved',
    facilityId: overrides.id.replace(/^ridb-/, ''),
    description: 'A campground with sites for tents and RVs.',
    source: 'RIDB',
    ...overrides,
  };
}

export function testPlannerData(
  opts: { places?: PlaceRow[]; parks?: ParkRow[]; campgrounds?: CampgroundRow[] } = {},
): PlannerData {
  const places: PlaceRow[] = opts.places ?? [
    ['Denver', 'CO', 39.73915, -104.9847, 682545],
    ['Moab', 'UT', 38.57332, -109.54984, 5235],
  ];
  const parks = opts.parks ?? [];
  return {
    gazetteer: createGazetteer(places, parks),
    parks,
    campgrounds: createCampgroundIndex(opts.campgrounds ?? []),
  };
}
