import type { OptimizeFor, RouteType } from '../schemas/plan';

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

/** The route for a target: the table's, else the route the plan follows now, else the default. */
export function routeForTarget(target: OptimizeFor | undefined, current?: RouteType): RouteType {
  return (target ? ROUTE_FOR_TARGET[target] : null) ?? current ?? DEFAULT_ROUTE;
}

/**
 * The route option a plan's days follow: the one its request names, else the one its optimization
 * target asks for, else balanced (SPEC: "Route choice defaults to balanced"). The planner chooses
 * by it, and so does every other drawing of the trip's road before a plan exists.
 */
export const planRouteOf = (input: { routeType?: RouteType; optimizeFor?: OptimizeFor }): RouteType =>
  input.routeType ?? routeForTarget(input.optimizeFor);
