import type { NormalizedTripInput, RvType } from '@shared/schemas/plan';
import type { ServicesSearchQuery } from '@shared/schemas/road-stops';
import type { DayRoadStopsRequest } from '@shared/schemas/day-road-stops';
import { ZodError } from 'zod';
import type { CampgroundQuery } from '../../catalogue/catalogue-answers';
import type { LatLng } from '../../geo';
import type { PlannerData } from '../../catalogue/planner-data';
import type { TaskErrorCodec } from '../../compute/registry';
import type { LatLngLike } from '../../routing/road-router';
import { RouteNotFoundError } from '../../routing/road-router';
import type { RoadTerms } from '../../routing/road-work';
import type { RoutingProvider } from '../../routing/provider';
import type { PlannerOptions } from '../engine';
import { LocationNotFoundError, NoRoadRouteError } from '../engine';
import type { PlaceChoice } from '../../catalogue/core/ambiguous-place';
import { AmbiguousPlaceError } from '../../catalogue/core/ambiguous-place';

/** The work a request hands to a plan thread: a plan, a road route, or a catalogue query (kinds: tasks.ts). */
export type PlanTask =
  | { op: 'plan'; input: NormalizedTripInput }
  | { op: 'route'; points: LatLngLike[]; rvType: RvType; terms?: RoadTerms }
  | { op: 'legs'; points: LatLngLike[]; rvType: RvType; terms?: RoadTerms }
  | { op: 'resolve'; query: string }
  | { op: 'geocode'; query: string }
  | { op: 'campgrounds'; query: CampgroundQuery }
  | { op: 'discover'; points: LatLng[] }
  | { op: 'parks' }
  | { op: 'services'; query: ServicesSearchQuery }
  | { op: 'road-stops'; request: DayRoadStopsRequest };

/** A place the gazetteer resolved, as the road routes use it. */
export type ResolvedPlace = { name: string; state?: string; latitude: number; longitude: number };

/**
 * What the main thread hands every worker thread: the routing service, the planner's options and
 * the channel to ask for the road data on (shared-roads-channel.ts; without it the thread loads its
 * own).
 */
export type PlanWorkerData = {
  osrmUrl?: string;
  mapboxAccessToken?: string;
  fuelPricePerGallon?: number;
  roadsChannel?: string;
  /** False: the thread is ready once loaded, without planning its warm-up trip (PLAN_WARM_UP=false). */
  warmUp?: boolean;
};

/** What the work runs on: the catalogue, the routing provider, the planner's options. */
export type PlanWorkEnv = {
  data: () => PlannerData;
  routing: RoutingProvider;
  options?: Omit<PlannerOptions, 'routing'>;
};

/**
 * The errors a request may cause (a place not found, no road to it): they cross from a worker as
 * plain data, since a thread boundary keeps only an error's message, and become the same errors
 * again on the main thread, where domain-errors.ts answers them 422.
 */
export type TaskError =
  | { kind: 'location'; location: string }
  | { kind: 'ambiguous'; location: string; choices: PlaceChoice[]; named: string }
  | { kind: 'no-road'; message: string }
  | { kind: 'no-route'; message: string }
  | { kind: 'contract'; message: string };

/**
 * A plan that breaks the answer's contract for these inputs (a day past 9999-12-31, say): the request
 * asked for what no plan can hold, answered 422 with what broke, never a 500.
 */
export class PlanContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanContractError';
  }
}

function contractMessage(error: ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')}: ${issue.message})` : '';
  return `This trip cannot be planned with these dates and places${where}. Please check the departure date and the trip's length.`;
}

/** The plan tasks' errors as data across the thread boundary, and back (compute/registry.ts). */
export const planTaskErrors: TaskErrorCodec<TaskError> = {
  encode(error) {
    if (error instanceof LocationNotFoundError) return { kind: 'location', location: error.location };
    if (error instanceof AmbiguousPlaceError)
      return { kind: 'ambiguous', location: error.location, choices: error.choices, named: error.named };
    if (error instanceof NoRoadRouteError) return { kind: 'no-road', message: error.message };
    if (error instanceof RouteNotFoundError) return { kind: 'no-route', message: error.message };
    if (error instanceof ZodError) return { kind: 'contract', message: contractMessage(error) };
    if (error instanceof PlanContractError) return { kind: 'contract', message: error.message };
    return undefined;
  },
  decode(error) {
    switch (error.kind) {
      case 'location':
        return new LocationNotFoundError(error.location);
      case 'ambiguous':
        return new AmbiguousPlaceError(error.location, error.choices, error.named);
      case 'no-road':
        return new NoRoadRouteError(error.message);
      case 'no-route':
        return new RouteNotFoundError(error.message);
      case 'contract':
        return new PlanContractError(error.message);
    }
  },
};
