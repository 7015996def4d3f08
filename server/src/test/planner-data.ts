import type { CampgroundRow, ParkRow, PlaceRow } from '../catalogue/data';
import { createCampgroundIndex } from '../catalogue/campgrounds';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { GenerateTripInput } from '@shared/schemas/plan';
import type { PlannerData } from '../catalogue/planner-data';
import { planTrip } from '../planner/engine';
import { createGazetteer } from '../catalogue/gazetteer';

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

/**
 * Two campgrounds by Moab: "Near Camp" right at the town, reporting nothing beyond toilets, and one
 * about 9 miles out that reports what `far` says: for tests of a need only the farther one meets.
 */
export function moabNearAndFar(
  far: Partial<CampgroundRow> & Pick<CampgroundRow, 'name'>,
): [CampgroundRow, CampgroundRow] {
  return [
    campgroundRow({ id: 'ridb-1', name: 'Near Camp', lat: 38.58, lng: -109.55 }),
    campgroundRow({ id: 'ridb-2', lat: 38.7, lng: -109.6, ...far }),
  ];
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

/** The tests' clock: plans dated from it never depend on the day the suite runs. */
export const fixedNow = () => new Date('2026-01-01T00:00:00Z');

/** Plans Denver, CO to Moab, UT from 2026-06-10 on `data` at the tests' clock, with the test's own fields. */
export function planFromDenver(data: PlannerData, input: Partial<GenerateTripInput>) {
  return planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      departureDate: '2026-06-10',
      ...input,
    }),
    data,
    { now: fixedNow },
  );
}
