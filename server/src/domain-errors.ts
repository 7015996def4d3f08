import type { DomainErrorStatus } from './http/errors';
import { LocationNotFoundError, NoRoadRouteError } from './planner/engine';
import { RouteNotFoundError } from './routing/road-types';

/**
 * The one place the areas' own errors become HTTP answers. A place the planner cannot find or no
 * road reaches is the request's problem (422, with the error's message), not the server's.
 */
export const domainErrorStatus: DomainErrorStatus = (err) => {
  if (err instanceof LocationNotFoundError || err instanceof NoRoadRouteError || err instanceof RouteNotFoundError)
    return 422;
  return undefined;
};
