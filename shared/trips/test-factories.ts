import type { TripPlan, Day, NormalizedTripInput, RouteOption, RouteType, RvPark } from '../schemas/plan';
import type { RoadStop } from '../schemas/road-stops';
import type { Trip } from '../schemas/trip';
import { stayBooking } from './booking-windows';

// Small factories for tests of plan edits, exporters and itinerary screens.

export function makeDay(day: number, overrides: Partial<Day> = {}): Day {
  const lat = 39 - day * 0.1;
  const lng = -105 - day * 0.5;
  return {
    day,
    date: `2026-09-${String(day).padStart(2, '0')}`,
    title: `Stop ${day - 1} to Stop ${day}`,
    from: { name: `Stop ${day - 1}`, latitude: lat + 0.1, longitude: lng + 0.5 },
    to: { name: `Stop ${day}`, latitude: lat, longitude: lng },
    distance: 120,
    driveTime: '2 h 10 min',
    driveHours: 2.2,
    nights: 1,
    rvPark: {
      id: `ridb-${day}`,
      name: `Campground ${day}`,
      amenities: ['Toilets', 'Water', 'Showers', 'Electric hookups', 'Dump station', 'Wifi'],
      amenitiesReported: true,
      nightlyFee: 30,
      nightlyFeeBasis: 'reported',
      latitude: lat,
      longitude: lng,
      address: `Near Stop ${day}, CO`,
      facilityId: String(1000 + day),
      reservationUrl: `https://www.recreation.gov/camping/campgrounds/${1000 + day}`,
      isPlaceholder: false,
    },
    activities: [`Hike at stop ${day}`, `Lookout at stop ${day}`],
    activityDetails: [
      { name: `Hike at stop ${day}`, type: 'hiking', duration: '2 hours', description: 'A trail.' },
      { name: `Lookout at stop ${day}`, type: 'sightseeing', duration: '1 hour', description: 'A view.' },
    ],
    meals: [
      {
        mealType: 'dinner',
        name: 'Campfire dinner',
        type: 'cooking',
        location: `Campground ${day}`,
        priceRange: '$5-10 per person',
      },
    ],
    notes: [`Note for day ${day}.`],
    ...overrides,
  };
}

function makeRoute(type: RouteType, days: Day[]): RouteOption {
  const names = { fastest: 'Fastest Route', scenic: 'Scenic Route', balanced: 'Balanced Route' } as const;
  const factor = { fastest: 0.9, scenic: 1.3, balanced: 1 }[type];
  const routeDays = days.map((d) => ({ ...d, distance: Math.round(d.distance * factor) }));
  return {
    name: names[type],
    type,
    driveTime: `${Math.round(6 * factor)} h 0 min`,
    driveHours: 6 * factor,
    distance: routeDays.reduce((s, d) => s + d.distance, 0),
    description: `${names[type]} description.`,
    color: '#3366cc',
    waypoints: [days[0].from, ...days.map((d) => d.to)],
    dailyItinerary: routeDays,
    estimatedCost: 1000,
  };
}

export function makePlan(dayCount = 3): TripPlan {
  const days = Array.from({ length: dayCount }, (_, i) => makeDay(i + 1));
  const routeOptions = (['fastest', 'scenic', 'balanced'] as const).map((t) => makeRoute(t, days));
  return {
    overview: {
      title: 'Denver to Moab RV Trip',
      description: 'A scenic trip.',
      totalDistance: routeOptions[2].distance,
      estimatedCost: 1000,
      totalDriveHours: 6,
      distanceNote: 'Distances are estimates.',
    },
    routeOptions,
    selectedRoute: 'balanced',
    dailyItinerary: routeOptions[2].dailyItinerary,
    recommendations: {
      packingTips: ['Leveling blocks.'],
      weatherConsiderations: ['Snow at elevation.'],
      budgetTips: ['Cook at camp.'],
      safetyTips: ['Mind the height.'],
    },
    costBreakdown: { fuel: 100, camping: 500, food: 300, activities: 100, total: 1000, currency: 'USD' },
    source: 'builtin',
    warnings: [],
    generatedAt: '2026-08-01T00:00:00.000Z',
    input: makeGenerateInput({ duration: dayCount }),
  };
}

/** The planner input of the Denver to Moab test trip. */
export function makeGenerateInput(overrides: Partial<NormalizedTripInput> = {}): NormalizedTripInput {
  return {
    fromLocation: 'Denver, CO',
    toLocation: 'Moab, UT',
    departureDate: '2026-09-01',
    duration: 3,
    rvType: 'class-c',
    travelStyle: 'scenic',
    specialNeeds: [],
    ...overrides,
  };
}

export function makeTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: 'TRIP0001',
    title: 'Denver to Moab',
    ...makeGenerateInput(),
    createdAt: '2026-08-01T00:00:00.000Z',
    planningMode: 'ai',
    isEditable: false,
    ...overrides,
  };
}

/**
 * A plan whose costs follow its days the way the engine costs them: each night its park's reported
 * $30, food $60 and activities $30 a day, and $100 of fuel for its miles.
 */
export function makeCostedPlan(dayCount = 3): TripPlan {
  const plan = makePlan(dayCount);
  const camping = 30 * dayCount;
  const food = 60 * dayCount;
  const activities = 30 * dayCount;
  const total = 100 + camping + food + activities;
  return {
    ...plan,
    overview: { ...plan.overview, estimatedCost: total },
    routeOptions: plan.routeOptions.map((r) =>
      r.type === plan.selectedRoute ? { ...r, estimatedCost: total } : r,
    ),
    costBreakdown: {
      fuel: 100,
      camping,
      food,
      activities,
      total,
      currency: 'USD',
      campingBasis: '3 nights at reported fees.',
    },
  };
}

/**
 * Road stops along a day's drive as the road-stops step reports them: a truck stop (All The Places),
 * a rest area (US DOT) and, when asked, a propane exchange and a dump station (OpenStreetMap) and
 * an overnight-parking location, placed on the straight line between the day's ends in route order.
 */
export function makeRoadStops(day: Day, kinds: RoadStop['kind'][] = ['fuel', 'rest']): RoadStop[] {
  const at = (f: number) => ({
    latitude: Math.round((day.from.latitude + (day.to.latitude - day.from.latitude) * f) * 1e5) / 1e5,
    longitude: Math.round((day.from.longitude + (day.to.longitude - day.from.longitude) * f) * 1e5) / 1e5,
    mile: Math.round(day.distance * f),
  });
  const osm = {
    source: 'OpenStreetMap',
    attribution: '© OpenStreetMap contributors',
    attributionUrl: 'https://www.openstreetmap.org/copyright',
  };
  const all: Record<RoadStop['kind'], RoadStop> = {
    fuel: {
      kind: 'fuel',
      name: "Love's Travel Stop",
      brand: "Love's",
      ...at(0.2),
      detourMiles: 0.4,
      source: 'All The Places',
      attribution: 'All The Places',
      attributionUrl: 'https://www.alltheplaces.xyz/',
    },
    rest: { kind: 'rest', name: 'I-70 rest area', ...at(0.45), detourMiles: 0, source: 'US DOT rest areas' },
    dump: { kind: 'dump', name: 'Sani-dump at the county fairground', ...at(0.55), detourMiles: 1.2, ...osm },
    water: {
      kind: 'water',
      name: 'Potable water at Elk Creek',
      ...at(0.6),
      detourMiles: 2,
      source: 'RIDB',
      note: 'A hint from the federal site list, not a promise: check before you rely on it.',
    },
    propane: {
      kind: 'propane',
      name: 'Blue Rhino at Ace Hardware',
      ...at(0.7),
      detourMiles: 0.8,
      ...osm,
      note: 'Propane cylinder exchange only: it cannot refill an RV tank.',
    },
    overnight: {
      kind: 'overnight',
      name: 'Walmart Supercenter',
      brand: 'Walmart',
      ...at(0.9),
      detourMiles: 0.5,
      source: 'All The Places',
      attribution: 'All The Places',
      note: 'Overnight parking is up to the store manager and local rules: call ahead',
    },
  };
  return kinds.map((k) => all[k]);
}

/** A state park with only a name and an address (its state): what the booking-window rules read. */
export const statePark = (name: string, address: string): RvPark => ({
  name,
  type: 'state',
  amenities: [],
  amenitiesReported: true,
  nightlyFee: null,
  latitude: 40,
  longitude: -90,
  address,
  isPlaceholder: false,
});

/** A stay's booking: its park, arrival (yyyy-mm-dd), nights, and the moment asked. */
export const bookingOf = (
  park: Parameters<typeof stayBooking>[0]['park'],
  arrival: string,
  nights: number,
  now: string,
) => stayBooking({ park, arrival, nights, now: new Date(now) });
