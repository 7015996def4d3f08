import type { RvType } from '@shared/constants';
import type { ServerTrip } from '@shared/schemas/trip-document';
import type { TravelStyle } from '@shared/schemas/plan';
import { addDays } from '@shared/plan/calendar';
import { toIsoDay } from '@shared/trips/dates';
import { sampleTripBasics } from '@shared/trips/samples';

// The dashboard's sample trips: total cost 200 + 175 per day (fuel 200 + 30 per day, lodging 45, activities 40,
// food 60 per day), USD, day distances 150-250 miles with 2-4 hours of driving.
type SampleSeed = {
  title: string;
  fromLocation: string;
  toLocation: string;
  duration: number;
  daysOut: number;
  rvType: RvType;
  travelStyle: TravelStyle;
  mainActivities: string[];
  stops: string[];
};

const seeds: SampleSeed[] = [
  {
    title: 'Pacific Coast Highway Adventure',
    fromLocation: 'San Francisco, CA',
    toLocation: 'San Diego, CA',
    duration: 5,
    daysOut: 21,
    rvType: 'class-c',
    travelStyle: 'scenic',
    mainActivities: ['Big Sur viewpoints', 'Monterey Bay Aquarium', 'Santa Barbara beaches', 'La Jolla Cove'],
    stops: ['Monterey, CA', 'Big Sur, CA', 'San Luis Obispo, CA', 'Santa Barbara, CA', 'San Diego, CA'],
  },
  {
    title: "Utah's Mighty Five",
    fromLocation: 'Salt Lake City, UT',
    toLocation: 'Moab, UT',
    duration: 7,
    daysOut: 45,
    rvType: 'travel-trailer',
    travelStyle: 'adventure',
    mainActivities: ['Zion Narrows', 'Bryce Canyon hoodoos', 'Capitol Reef orchards', 'Arches Delicate Arch'],
    stops: [
      'Springdale, UT',
      'Springdale, UT',
      'Bryce Canyon City, UT',
      'Torrey, UT',
      'Torrey, UT',
      'Moab, UT',
      'Moab, UT',
    ],
  },
  {
    title: 'Blue Ridge Parkway Escape',
    fromLocation: 'Asheville, NC',
    toLocation: 'Roanoke, VA',
    duration: 4,
    daysOut: 75,
    rvType: 'class-b',
    travelStyle: 'relaxed',
    mainActivities: ['Mount Mitchell summit', 'Linville Falls', 'Mabry Mill', 'Peaks of Otter'],
    stops: ['Little Switzerland, NC', 'Blowing Rock, NC', 'Galax, VA', 'Roanoke, VA'],
  },
];

/** A small deterministic sequence so the same sample trips come out every time. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const fromToday = (now: Date, days: number) => addDays(toIsoDay(now), days) ?? toIsoDay(now);

export function sampleCost(days: number) {
  const fuel = 200 + 30 * days;
  const lodging = 45 * days;
  const activities = 40 * days;
  const food = 60 * days;
  return {
    fuel,
    lodging,
    activities,
    food,
    total: fuel + lodging + activities + food,
    currency: 'USD' as const,
  };
}

export function buildSampleTrips(now: Date, newId: () => string): ServerTrip[] {
  return seeds.map((seed, index) => {
    const next = sequence(index + 7);
    const departureDate = fromToday(now, seed.daysOut);
    const itinerary = seed.stops.map((stop, i) => ({
      day: i + 1,
      date: fromToday(now, seed.daysOut + i),
      destination: stop,
      distance: 150 + Math.round(next() * 100),
      drivingHours: Math.round((2 + next() * 2) * 10) / 10,
    }));
    const cost = sampleCost(seed.duration);
    return {
      id: newId(),
      ...sampleTripBasics(seed, departureDate, fromToday(now, seed.daysOut + seed.duration)),
      isSample: true,
      createdAt: now.toISOString(),
      lastModified: now.toISOString(),
      numberOfStops: seed.stops.length,
      mainActivities: seed.mainActivities,
      totalDistance: itinerary.reduce((sum, d) => sum + d.distance, 0),
      estimatedCost: cost.total,
      costBreakdown: cost,
      itinerary,
    };
  });
}
