import type { GenerateTripInput } from '@shared/schemas/plan';

/** The tests' clock for golden plans. */
export const GOLDEN_NOW = () => new Date('2026-01-01T00:00:00Z');

/**
 * The golden trips: the routing benchmark's trips (Boston to Seattle, the engine's Denver to Moab and
 * New York to San Francisco at 3, 7 and 14 days) and trips that reach the planner's other rules:
 * scenic and fastest routes, the traveller's stops and pass-throughs, 2-2-2, full-timer, needs,
 * optimize choices, budgets, avoiding highways and every RV type.
 */
export const GOLDEN_TRIPS: ReadonlyArray<{ name: string; input: GenerateTripInput }> = [
  {
    name: 'boston-seattle-14-fastest',
    input: {
      fromLocation: 'Boston, MA',
      toLocation: 'Seattle, WA',
      departureDate: '2027-06-01',
      duration: 14,
      routeType: 'fastest',
    },
  },
  {
    name: 'denver-moab-3',
    input: { fromLocation: 'Denver, CO', toLocation: 'Moab, UT', departureDate: '2027-07-01', duration: 3 },
  },
  {
    name: 'denver-moab-7',
    input: { fromLocation: 'Denver, CO', toLocation: 'Moab, UT', departureDate: '2027-07-01', duration: 7 },
  },
  {
    name: 'newyork-sanfrancisco-7',
    input: {
      fromLocation: 'New York, NY',
      toLocation: 'San Francisco, CA',
      departureDate: '2027-07-01',
      duration: 7,
    },
  },
  {
    name: 'newyork-sanfrancisco-14',
    input: {
      fromLocation: 'New York, NY',
      toLocation: 'San Francisco, CA',
      departureDate: '2027-07-01',
      duration: 14,
    },
  },
  {
    name: 'denver-moab-5-scenic-class-c',
    input: {
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      departureDate: '2027-07-01',
      duration: 5,
      rvType: 'class-c',
      travelStyle: 'scenic',
      routeType: 'scenic',
    },
  },
  {
    name: 'chicago-denver-6-stops-class-a',
    input: {
      fromLocation: 'Chicago, IL',
      toLocation: 'Denver, CO',
      departureDate: '2027-05-15',
      duration: 6,
      rvType: 'class-a',
      stops: [
        { name: 'Omaha, NE', latitude: 41.2565, longitude: -95.9345, nights: 2 },
        { name: 'North Platte, NE', latitude: 41.1239, longitude: -100.7654, nights: 0 },
      ],
    },
  },
  {
    name: 'austin-santafe-8-222-budget',
    input: {
      fromLocation: 'Austin, TX',
      toLocation: 'Santa Fe, NM',
      departureDate: '2027-04-10',
      duration: 8,
      paceRule: '2-2-2',
      departureTime: '08:30',
      travelStyle: 'budget',
      budgetRange: { min: 500, max: 1200 },
    },
  },
  {
    name: 'portland-sandiego-20-fulltimer-fifth-wheel',
    input: {
      fromLocation: 'Portland, OR',
      toLocation: 'San Diego, CA',
      departureDate: '2027-10-01',
      duration: 20,
      rvType: 'fifth-wheel',
      fullTimer: true,
      specialNeeds: ['full-hookups', 'pet-friendly', 'big-rig'],
    },
  },
  {
    name: 'atlanta-nashville-4-avoid-highways-class-b',
    input: {
      fromLocation: 'Atlanta, GA',
      toLocation: 'Nashville, TN',
      departureDate: '2027-09-05',
      duration: 4,
      rvType: 'class-b',
      avoidHighways: true,
      maxDrivingHoursPerDay: 4,
    },
  },
  {
    name: 'saltlake-yellowstone-6-optimize-activities',
    input: {
      fromLocation: 'Salt Lake City, UT',
      toLocation: 'Jackson, WY',
      departureDate: '2027-08-01',
      duration: 6,
      optimizeFor: 'activities',
      prioritizeActivities: ['National Parks', 'Photography', 'Food & Dining'],
      preferredAmenities: ['Full Hookups', 'WiFi', 'Pool/Spa'],
      specialNeeds: ['wifi-required', 'laundry'],
    },
  },
  {
    name: 'phoenix-lasvegas-3-cost-winter',
    input: {
      fromLocation: 'Phoenix, AZ',
      toLocation: 'Las Vegas, NV',
      departureDate: '2027-01-12',
      duration: 3,
      optimizeFor: 'cost',
      budgetRange: { min: 0, max: 300 },
      rvType: 'class-a',
    },
  },
  {
    name: 'miami-boston-4-time-long-days',
    input: {
      fromLocation: 'Miami, FL',
      toLocation: 'Boston, MA',
      departureDate: '2027-03-20',
      duration: 4,
      optimizeFor: 'time',
      maxDrivingHoursPerDay: 8,
      travelStyle: 'fast',
    },
  },
  {
    name: 'seattle-glacier-9-scenery-relaxed',
    input: {
      fromLocation: 'Seattle, WA',
      toLocation: 'West Glacier, MT',
      departureDate: '2027-06-20',
      duration: 9,
      optimizeFor: 'scenery',
      travelStyle: 'relaxed',
      rvType: 'travel-trailer',
      budgetRange: { min: 4000, max: 8000 },
    },
  },
];
