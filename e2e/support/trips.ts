import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { RvPark, TripPlan } from '../../shared/schemas/plan';
import type { Trip } from '../../shared/schemas/trip';

// A generated trip without the planner UI: the real generate call, then the trip and its plan put
// into local storage the way the storage helper keeps them (keys trips and trip_{id}_ai_plan).

export const GENERATE_INPUT = {
  fromLocation: 'Denver, CO',
  toLocation: 'Moab, UT',
  departureDate: '2026-09-01',
  duration: 5,
  rvType: 'class-c',
  travelStyle: 'scenic',
  specialNeeds: [],
} as const;

const plans = new Map<string, Promise<TripPlan>>();

/**
 * One real generation per worker (the endpoint is rate limited); each test gets its own copy. A
 * generation that failed (a refusal, or the test that asked timed out and its request context went)
 * is forgotten: the next test asks again instead of failing on the same error.
 */
export async function generatedPlan(request: APIRequestContext): Promise<TripPlan> {
  const key = JSON.stringify(GENERATE_INPUT);
  let plan = plans.get(key);
  if (!plan) {
    const asked = (async () => {
      const response = await request.post('/api/ai/generate-trip', { data: GENERATE_INPUT });
      expect(response.status()).toBe(200);
      return (await response.json()) as TripPlan;
    })();
    asked.catch(() => {
      if (plans.get(key) === asked) plans.delete(key);
    });
    plans.set(key, asked);
    plan = asked;
  }
  return structuredClone(await plan);
}

let counter = 0;
export function newTripId(): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X');
  return `E${String(counter).padStart(3, '0')}${random}`.slice(0, 8);
}

export function makeTrip(id: string, overrides: Partial<Trip> = {}): Trip {
  return {
    id,
    title: 'Denver to Moab Adventure',
    fromLocation: GENERATE_INPUT.fromLocation,
    toLocation: GENERATE_INPUT.toLocation,
    departureDate: GENERATE_INPUT.departureDate,
    duration: GENERATE_INPUT.duration,
    rvType: GENERATE_INPUT.rvType,
    travelStyle: GENERATE_INPUT.travelStyle,
    specialNeeds: [],
    status: 'upcoming',
    createdAt: new Date().toISOString(),
    planningMode: 'ai',
    isEditable: false,
    ...overrides,
  };
}

/**
 * Stores the trips (and plans by trip id) on the app's origin, from a cheap same-origin JSON page
 * (as signInWithToken does): loading an app page for it (it was /debug) compiled and rendered the
 * app once more for every seeded test, only to leave it for the page under test.
 */
export async function seedStorage(
  page: Page,
  trips: Trip[],
  plansById: Record<string, TripPlan> = {},
): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(
    ({ trips, plansById }) => {
      localStorage.setItem('trips', JSON.stringify(trips));
      for (const [id, plan] of Object.entries(plansById))
        localStorage.setItem(`trip_${id}_ai_plan`, JSON.stringify(plan));
    },
    { trips, plansById },
  );
}

/**
 * The catalogue's Saddlehorn Campground (Colorado National Monument), Recreation.gov facility 234778,
 * as the planner makes it a day's park (data/campgrounds.json's record).
 */
const SADDLEHORN: RvPark = {
  id: 'ridb-234778',
  name: 'Saddlehorn Campground',
  amenities: ['Toilets', 'Water', 'Showers', 'Picnic tables', 'Pets allowed'],
  amenitiesReported: true,
  nightlyFee: 22,
  nightlyFeeBasis: 'reported',
  latitude: 39.10481,
  longitude: -108.73286,
  address: 'Colorado National Monument, CO',
  state: 'CO',
  facilityId: '234778',
  reservationUrl: 'https://www.recreation.gov/camping/campgrounds/234778',
  isPlaceholder: false,
  type: 'national-park',
  dataSource: 'RIDB',
  reported: {
    electric: 'no',
    water: 'yes',
    sewer: 'unknown',
    dumpStation: 'no',
    showers: 'yes',
    pets: 'yes',
    wifi: 'unknown',
    fee: 'yes',
  },
  rvEvidence: false,
};

/**
 * Day 1's park as a Recreation.gov campground, whatever the catalogue chose (an OpenStreetMap RV park
 * without a booking page, or a chain such as KOA whose own rule would win over a grafted link): for
 * tests of booking links, the reservation-required notice and the federal booking window.
 */
export function withBookableFirstPark(plan: TripPlan): void {
  plan.dailyItinerary[0].rvPark = structuredClone(SADDLEHORN);
  for (const option of plan.routeOptions)
    if (option.type === plan.selectedRoute) option.dailyItinerary = plan.dailyItinerary;
}

/** Day 1 with at least three activities (a long first drive may plan fewer), for the editor's reorder checks. */
export function withThreeActivitiesOnDay1(plan: TripPlan): void {
  const day1 = plan.dailyItinerary[0];
  const spare = plan.dailyItinerary
    .slice(1)
    .flatMap((d) => d.activityDetails)
    .filter(
      (a, i, all) => !day1.activities.includes(a.name) && all.findIndex((b) => b.name === a.name) === i,
    );
  while (day1.activityDetails.length < 3 && spare.length > 0) {
    const extra = spare.shift()!;
    day1.activityDetails.push(extra);
    day1.activities.push(extra.name);
  }
  for (const option of plan.routeOptions)
    if (option.type === plan.selectedRoute) option.dailyItinerary = plan.dailyItinerary;
}

/** A generated trip in storage; returns its id and plan. */
export async function seedGeneratedTrip(
  page: Page,
  edit: (plan: TripPlan) => void = () => {},
): Promise<{ id: string; plan: TripPlan; trip: Trip }> {
  const plan = await generatedPlan(page.request);
  edit(plan);
  const id = newTripId();
  const trip = makeTrip(id);
  await seedStorage(page, [trip], { [id]: plan });
  return { id, plan, trip };
}
