import type { CampgroundRow, ParkRow, PlaceRow } from './data';
import { createCampgroundIndex } from './campgrounds';
import { generateTripInputSchema } from '../../../shared/schemas/plan';
import type { GenerateTripInput } from '../../../shared/schemas/plan';
import type { PlannerData } from './engine';
import { planTrip } from './engine';
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
