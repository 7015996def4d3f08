import type { CampgroundRow, ParkRow, PlaceRow } from '../catalogue/core/data';
import { createCampgroundIndex } from '../catalogue/core/campgrounds';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { GenerateTripInput, RvPark } from '@shared/schemas/plan';
import type { PlannerData } from '../catalogue/planner-data';
import { createGazetteer } from '../catalogue/core/gazetteer';
import type { ServiceRow } from '../catalogue/core/services';
import { createServiceCatalogue } from '../catalogue/core/services';
import type { LatLng } from '../geo';
import { haversineMiles, interpolate } from '../geo';
import type { RouteRequest, RoutedPath } from '../routing/road-router';
import type { PlanContext } from '../planner/core/context';
import { createPlanContext } from '../planner/core/context';
import { bundledParkClosures } from '../planner/park-closures';
import { planTrip } from '../planner/engine';
import type { PlanState } from '../planner/core/plan-state';
import type { PlanRouter } from '../planner/plan-router';
import { PLAN_STEPS, runPlanSteps } from '../planner/core/pipeline';
import { builtinRouter } from '../routing/builtin';
import { hierarchiesOf } from '../routing/ch-store';
import { LANDMARK_METRICS } from '../routing/core/profile-landmarks';
import { DEFAULT_GRAPH_FILE, sharedRoadGraph } from '../routing/graph';
import { catalogueWarmUpSteps } from '../catalogue/warm-up-steps';

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

/** A bare OpenStreetMap campground record (nothing reported beyond its place), in Washington by default. */
export function osmCampgroundRow(id: string, more: Partial<CampgroundRow> = {}): CampgroundRow {
  return campgroundRow({
    id,
    state: 'WA',
    lat: 46.7,
    lng: -121.6,
    amenities: [],
    rigFriendly: [],
    roadDifficulty: 'unknown',
    facilityId: undefined,
    description: null,
    source: 'OSM',
    ...more,
  });
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
  opts: {
    places?: PlaceRow[];
    parks?: ParkRow[];
    campgrounds?: CampgroundRow[];
    services?: ServiceRow[];
  } = {},
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
    services: createServiceCatalogue(opts.services ?? []),
  };
}

/** The tests' clock: plans dated from it never depend on the day the suite runs. */
export const fixedNow = () => new Date('2026-01-01T00:00:00Z');

/**
 * A Class C trip of `duration` days from one place to another, planned on `data` at fixedNow; `more`
 * adds to the input (a rig, stops).
 */
export const planClassC = (
  data: PlannerData,
  [fromLocation, toLocation, departureDate]: [string, string, string],
  duration: number,
  more: Record<string, unknown> = {},
) =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation,
      toLocation,
      departureDate,
      duration,
      rvType: 'class-c',
      ...more,
    }),
    data,
    { now: fixedNow },
  );

/**
 * San Francisco to Death Valley by Yosemite Valley and Mammoth Lakes in late November (Tioga Road
 * closed), and the park a traveller swaps the night before Mammoth for: the park-swap and kept-park
 * plan tests' trip.
 */
export const tiogaNovemberTrip = generateTripInputSchema.parse({
  fromLocation: 'San Francisco, CA',
  toLocation: 'Death Valley National Park',
  departureDate: '2027-11-20',
  duration: 5,
  rvType: 'class-c',
  stops: [
    { name: 'Yosemite Valley, CA', latitude: 37.7456, longitude: -119.5936, nights: 1 },
    { name: 'Mammoth Lakes, CA', latitude: 37.6485, longitude: -118.9721, nights: 1 },
  ],
});
export const grovelandResort: RvPark = {
  name: 'Yosemite Lakes RV Resort',
  amenities: ['Electric hookups'],
  amenitiesReported: true,
  nightlyFee: null,
  latitude: 37.81276,
  longitude: -119.94603,
  address: 'Groveland, CA',
  isPlaceholder: false,
};

/** The 30 ft gas trailer of the Las Vegas, North Rim, Page review trip (route-as-driven, north-rim). */
export const reviewTrailer = {
  lengthFeet: 30,
  heightFeet: 11,
  fuel: 'gas',
  tankGallons: 30,
  mpg: 10,
  towingCar: false,
  propaneOnBoard: true,
} as const;

/**
 * The hang guard of a file's warmPlanning hook: the load is a few CPU-seconds, whose wall time follows
 * the machine's load (over 20 s at load 20); a hook that never ends still fails.
 */
export const WARM_PLANNING_GUARD_MS = 600_000;

/**
 * What a process's first plan loads once, done before a file's tests (in its beforeAll) rather than
 * inside the first test's time limit: the road graph, its landmark tables and router, every metric's
 * contraction hierarchy, and `data`'s lazy indexes and per-campground reads (the plan threads' own
 * start-up steps). About 3 CPU-seconds cold, nothing once a file before it in the worker did it.
 */
export function warmPlanning(data: PlannerData): void {
  builtinRouter();
  const hierarchies = hierarchiesOf(sharedRoadGraph(), DEFAULT_GRAPH_FILE);
  for (const metric of LANDMARK_METRICS) hierarchies.of(metric);
  for (const step of catalogueWarmUpSteps(() => data)) step();
}

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

/** A road straight from point to point at a steady speed: for steps tested apart from the road graph. */
export function straightPath(points: readonly LatLng[], mph = 50, pointsPerLeg = 20): RoutedPath {
  const lat: number[] = [points[0].latitude];
  const lng: number[] = [points[0].longitude];
  const cumMiles = [0];
  const waypointIndex: number[] = [];
  for (let k = 1; k < points.length; k++) {
    for (let i = 1; i <= pointsPerLeg; i++) {
      const p = interpolate(points[k - 1], points[k], i / pointsPerLeg);
      const prev = { latitude: lat[lat.length - 1], longitude: lng[lng.length - 1] };
      cumMiles.push(cumMiles[cumMiles.length - 1] + haversineMiles(prev, p));
      lat.push(p.latitude);
      lng.push(p.longitude);
    }
    waypointIndex.push(lat.length - 1);
  }
  const miles = cumMiles[cumMiles.length - 1];
  return {
    miles,
    hours: miles / mph,
    lat,
    lng,
    cumMiles,
    cumHours: cumMiles.map((m) => m / mph),
    roads: [],
    waypointIndex,
    source: 'builtin',
  };
}

export type RouterCall = { kind: 'route' | 'leg' | 'corridor'; points: LatLng[]; req: RouteRequest };

/** A router of straight roads that writes down every call it answers. */
export function straightRouter(calls: RouterCall[] = [], mph = 50): PlanRouter {
  const record = (kind: RouterCall['kind'], points: LatLng[], req: RouteRequest) => {
    calls.push({ kind, points, req });
    return straightPath(points, mph);
  };
  return {
    route: async (points, req) => record('route', points, req),
    leg: async (points, req) => record('leg', points, req),
    corridor: (points, req) => record('corridor', points, req),
    hoursFromRoad: (road, targets, _req, maxDetourHours) =>
      targets.map((t) => {
        let best: number | null = null;
        for (const { at, hours } of road) {
          const detour = haversineMiles(at, t) / mph;
          if (detour <= maxDetourHours && (best === null || hours + detour < best)) best = hours + detour;
        }
        return best;
      }),
    // Straight roads cannot say which are open: the drives from camp are estimates.
    reachFrom: (_origin, targets) => targets.map(() => ({ kind: 'unrouted' as const })),
    warning: () => undefined,
  };
}

/** A plan's context for 3 days from Denver, CO to Moab, UT from 2026-06-10, with the test's own fields. */
export function testContext(
  input: Partial<GenerateTripInput>,
  data: PlannerData = testPlannerData(),
  router: PlanRouter = straightRouter(),
): PlanContext {
  return createPlanContext(
    generateTripInputSchema.parse({
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      departureDate: '2026-06-10',
      duration: 3,
      ...input,
    }),
    data,
    router,
    { fuelPricePerGallon: 4, campgroundRadiusMiles: 40, parkClosures: bundledParkClosures() },
  );
}

/** What the plan's steps have worked out up to and including the named one. */
export async function stateThrough(ctx: PlanContext, lastStep: string): Promise<PlanState> {
  const last = PLAN_STEPS.findIndex((s) => s.name === lastStep);
  if (last < 0) throw new Error(`No plan step is called ${lastStep}`);
  return runPlanSteps(ctx, PLAN_STEPS.slice(0, last + 1));
}
