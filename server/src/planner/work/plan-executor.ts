import type { NormalizedTripInput, TripPlan } from '@shared/schemas/plan';
import type { Campground, DiscoverResponse, GeocodeFeature, NationalPark } from '@shared/schemas/places';
import type { ServicePlace, ServicesSearchQuery } from '@shared/schemas/road-stops';
import type { DayRoadStops, DayRoadStopsRequest } from '@shared/schemas/day-road-stops';
import type { CampgroundQuery } from '../../catalogue/catalogue-answers';
import type { LatLng } from '../../geo';
import type { RoadWork } from '../../routing/road-work';
import { outcomeValue } from '../../compute/registry';
import type { PlanTask, PlanWorkEnv, ResolvedPlace } from './plan-tasks';
import { planTaskErrors } from './plan-tasks';
import { runPlanTaskOutcome } from './tasks';

/**
 * Where plans and road routes are worked out. The server runs them in a pool of worker threads
 * (plan-pool.ts), so a plan never holds up another request; the in-process test app runs them on
 * its own thread through the same interface.
 */
export interface PlanExecutor extends RoadWork {
  plan(input: NormalizedTripInput): Promise<TripPlan>;
  /** The catalogue's answers, from the threads that hold it (see createDelegatedPlacesProvider). */
  resolvePlace(query: string): Promise<ResolvedPlace | undefined>;
  geocode(query: string): Promise<GeocodeFeature[]>;
  searchCampgrounds(query: CampgroundQuery): Promise<Campground[]>;
  discover(points: LatLng[]): Promise<DiscoverResponse>;
  nationalParks(): Promise<NationalPark[]>;
  searchServices(query: ServicesSearchQuery): Promise<ServicePlace[]>;
  /** A plan's road stops re-planned from its first changed day on (planner/day-road-stops.ts). */
  roadStops(request: DayRoadStopsRequest): Promise<DayRoadStops>;
  /** True once every thread has loaded and indexed what a plan needs. */
  ready(): boolean;
  /** Settles when ready() turns true (rejects when a thread cannot load its data). */
  whenReady(): Promise<void>;
  close(): Promise<void>;
}

/** Sends one task to wherever the work runs and answers its value or its rebuilt error. */
export type RunTask = (task: PlanTask) => Promise<unknown>;

export function executorFrom(
  run: RunTask,
  lifecycle: Pick<PlanExecutor, 'ready' | 'whenReady' | 'close'>,
): PlanExecutor {
  return {
    plan: (input) => run({ op: 'plan', input }) as Promise<TripPlan>,
    route: (points, rvType, terms) =>
      run({ op: 'route', points, rvType, ...(terms ? { terms } : {}) }) as ReturnType<RoadWork['route']>,
    legs: (points, rvType, terms) =>
      run({ op: 'legs', points, rvType, ...(terms ? { terms } : {}) }) as ReturnType<RoadWork['legs']>,
    resolvePlace: async (query) =>
      ((await run({ op: 'resolve', query })) as ResolvedPlace | null) ?? undefined,
    geocode: (query) => run({ op: 'geocode', query }) as Promise<GeocodeFeature[]>,
    searchCampgrounds: (query) => run({ op: 'campgrounds', query }) as Promise<Campground[]>,
    discover: (points) => run({ op: 'discover', points }) as Promise<DiscoverResponse>,
    nationalParks: () => run({ op: 'parks' }) as Promise<NationalPark[]>,
    searchServices: (query) => run({ op: 'services', query }) as Promise<ServicePlace[]>,
    roadStops: (request) => run({ op: 'road-stops', request }) as Promise<DayRoadStops>,
    ...lifecycle,
  };
}

/** The work on the calling thread: the same tasks and errors as the pool, without threads. */
export function createInlinePlanExecutor(env: PlanWorkEnv): PlanExecutor {
  return executorFrom(async (task) => outcomeValue(await runPlanTaskOutcome(task, env), planTaskErrors), {
    ready: () => true,
    whenReady: async () => undefined,
    close: async () => undefined,
  });
}
