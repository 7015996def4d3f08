import { ComputeBusyError, ComputeOutOfMemoryError } from './compute/errors';
import type { DomainErrorStatus } from './http/errors';
import { LocationNotFoundError, NoRoadRouteError } from './planner/engine';
import { PlanContractError } from './planner/work/plan-tasks';
import { AmbiguousPlaceError } from './catalogue/core/ambiguous-place';
import { RouteNotFoundError } from './routing/core/road-types';

/**
 * The one place the areas' own errors become HTTP answers, each with its stable code. A place the
 * planner cannot find or no road reaches is the request's problem (422, with the error's message),
 * not the server's; a full worker pool (plans, sign-ins), or a worker thread that ran out of memory
 * and was replaced, is the server's, for a few seconds (503 with Retry-After).
 */
export const domainErrorStatus: DomainErrorStatus = (err) => {
  if (err instanceof LocationNotFoundError)
    return { status: 422, code: 'location-not-found', extra: { location: err.location } };
  // Which of the towns is meant is the traveller's to say: the answer lists them (their names plan as them).
  if (err instanceof AmbiguousPlaceError)
    return {
      status: 422,
      code: 'location-ambiguous',
      extra: { location: err.location, choices: err.choices },
    };
  if (err instanceof NoRoadRouteError || err instanceof RouteNotFoundError)
    return { status: 422, code: 'no-road-route' };
  // A plan breaking its answer's contract for these inputs is the request's problem too.
  if (err instanceof PlanContractError) return { status: 422, code: 'plan-contract' };
  if (err instanceof ComputeBusyError)
    return { status: 503, code: 'unavailable', retryAfterSeconds: err.retryAfterSeconds };
  // A thread over its heap limit was ended and replaced: the server's problem, answered as such.
  if (err instanceof ComputeOutOfMemoryError)
    return {
      status: 503,
      code: 'unavailable',
      retryAfterSeconds: err.retryAfterSeconds,
      warn: 'A worker thread went over its heap limit and was replaced',
    };
  return undefined;
};
