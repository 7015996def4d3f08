import type { OptimizeFor, RouteType, TravelStyle } from '../schemas/plan';

/**
 * The route option each optimization target asks for, read by the client's optimize forms and by
 * the planner when a request names a target but no route. Time and cost both take the fastest
 * option: it is the direct one, so it has the fewest miles and the least fuel of the three, and
 * the nights are the same on every option. Activities keep the route the plan already follows.
 */
export const ROUTE_FOR_TARGET: Readonly<Record<OptimizeFor, RouteType | null>> = {
  time: 'fastest',
  cost: 'fastest',
  scenery: 'scenic',
  activities: null,
};

/** The route a plan follows when nothing asks for another one. */
export const DEFAULT_ROUTE: RouteType = 'balanced';

/**
 * The route option each travel style follows when the request names no route or target: a fast
 * traveller the fastest, a scenic or adventure one the scenic, a budget one the fastest (the
 * fewest miles and least fuel, as the cost target); balanced, relaxed and custom the balanced one.
 */
export const ROUTE_FOR_STYLE: Readonly<Record<TravelStyle, RouteType>> = {
  fast: 'fastest',
  scenic: 'scenic',
  adventure: 'scenic',
  balanced: 'balanced',
  relaxed: 'balanced',
  budget: 'fastest',
  custom: 'balanced',
};

/** The route for a target: the table's, else the route the plan follows now, else the default. */
export function routeForTarget(target: OptimizeFor | undefined, current?: RouteType): RouteType {
  return (target ? ROUTE_FOR_TARGET[target] : null) ?? current ?? DEFAULT_ROUTE;
}
