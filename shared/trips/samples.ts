import type { PlannerFormValues } from '../schemas/planner-form';
import { plannerFormDefaults } from '../schemas/planner-form';
import type { NewTrip } from '../schemas/trip';
import { addDays } from '../plan/calendar';
import { todayIso } from './dates';
import { returnDateOf } from './rules';
import { RIG_DEFAULTS } from '../schemas/rig';
import { rigFormValuesOf } from '../schemas/rig-form';

/** The planner's sample trip button: departs in 7 days, 3 days, class-b, scenic, rating 4.5, 50 reviews. */
export function sampleTripValues(now: Date = new Date()): PlannerFormValues {
  return {
    ...plannerFormDefaults,
    fromLocation: 'Las Vegas, NV',
    toLocation: 'Springdale, UT',
    departureDate: addDays(todayIso(now), 7) ?? '',
    duration: '3',
    rvType: 'class-b',
    travelStyle: 'scenic',
    minimumRating: '4.5',
    minimumReviewCount: '50',
    prioritizeRecentReviews: true,
    rig: rigFormValuesOf(RIG_DEFAULTS['class-b']),
  };
}

type TripSeed = { title: string; fromLocation: string; toLocation: string; duration: number };

/** What every sample and demo trip shares: an upcoming, editable manual trip with no special needs. */
export function sampleTripBasics<R, T>(
  seed: TripSeed & { rvType: R; travelStyle: T },
  departureDate: string,
  returnDate: string | undefined,
) {
  return {
    title: seed.title,
    fromLocation: seed.fromLocation,
    toLocation: seed.toLocation,
    departureDate,
    returnDate,
    duration: seed.duration,
    rvType: seed.rvType,
    travelStyle: seed.travelStyle,
    specialNeeds: [] as string[],
    status: 'upcoming' as const,
    planningMode: 'manual' as const,
    isEditable: true,
  };
}

type DemoSeed = {
  title: string;
  fromLocation: string;
  toLocation: string;
  inDays: number;
  duration: number;
  rvType: NewTrip['rvType'];
  travelStyle: NewTrip['travelStyle'];
  mainActivities: string[];
};

// Three demo trips departing in about 30, 45 and 7 days, between real gazetteer towns.
const DEMO_SEEDS: DemoSeed[] = [
  {
    title: 'Utah Canyon Country',
    fromLocation: 'Denver, CO',
    toLocation: 'Moab, UT',
    inDays: 30,
    duration: 7,
    rvType: 'class-c',
    travelStyle: 'scenic',
    mainActivities: ['Arches National Park', 'Canyonlands overlooks', 'Colorado River rafting', 'Stargazing'],
  },
  {
    title: 'Pacific Coast Cruise',
    fromLocation: 'San Francisco, CA',
    toLocation: 'San Diego, CA',
    inDays: 45,
    duration: 10,
    rvType: 'class-a',
    travelStyle: 'balanced',
    mainActivities: ['Big Sur coastline', 'Monterey Bay Aquarium', 'Santa Barbara beaches'],
  },
  {
    title: 'Smoky Mountains Getaway',
    fromLocation: 'Nashville, TN',
    toLocation: 'Gatlinburg, TN',
    inDays: 7,
    duration: 5,
    rvType: 'travel-trailer',
    travelStyle: 'adventure',
    mainActivities: ['Great Smoky Mountains hiking', 'Cades Cove loop'],
  },
];

export function demoTrips(now: Date = new Date()): NewTrip[] {
  const today = todayIso(now);
  return DEMO_SEEDS.map((seed) => {
    const departureDate = addDays(today, seed.inDays) ?? today;
    return {
      ...sampleTripBasics(seed, departureDate, returnDateOf(departureDate, seed.duration) ?? undefined),
      mainActivities: seed.mainActivities,
      isDemo: true,
    };
  });
}
