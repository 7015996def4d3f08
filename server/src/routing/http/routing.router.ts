import { Router } from 'express';
import type { RoadLegsInput, RoadPlacesQuery, RoadRouteQuery } from '@shared/schemas/road-route';
import { roadLegsInputSchema, roadPlacesQuerySchema, roadRouteQuerySchema } from '@shared/schemas/road-route';
import { HttpError } from '../../http/errors';
import type { RateLimitStore } from '../../http/rate-limit';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { ROAD_DISTANCE_NOTE } from '../core/notes';
import type { RoadTerms, RoadWork } from '../road-work';
import { inlineRoadWork } from '../road-work';

/** A named place the road route starts or ends at. */
export interface RoutePlace {
  name: string;
  state?: string;
  latitude: number;
  longitude: number;
}

/** A name that fits more than one town of a state: the towns, and the words that ask which is meant. */
export interface PlaceChoices {
  message: string;
  choices: Array<RoutePlace & { placeName: string }>;
}

export interface RoutingRouterDeps {
  /**
   * Finds a place by what the traveller typed (the catalogue's gazetteer), undefined when unknown,
   * its choices when the name fits more than one town of a state ("Twin Lakes, CO").
   */
  resolvePlace: (query: string) => Promise<RoutePlace | PlaceChoices | undefined>;
  rateLimitStore: RateLimitStore;
  /** Routes on the graph: the server's worker threads; absent, this thread (tests). */
  roads?: RoadWork;
}

/**
 * Both ends of a drive found and on the road network (the lower 48 states), or a 422 naming the one
 * that is not (`place`: the query field), with the planner's own words.
 */
async function roadEnds(
  resolvePlace: RoutingRouterDeps['resolvePlace'],
  q: RoadPlacesQuery,
): Promise<[RoutePlace, RoutePlace]> {
  const [fromFound, toFound] = await Promise.all([resolvePlace(q.from), resolvePlace(q.to)]);
  // An ambiguous name is never routed as one of its towns: the answer lists them beside its field.
  for (const [place, found, location] of [
    ['from', fromFound, q.from] as const,
    ['to', toFound, q.to] as const,
  ]) {
    if (found && 'choices' in found)
      throw new HttpError(422, found.message, {
        place,
        location,
        choices: found.choices,
        code: 'location-ambiguous',
      });
  }
  const from = fromFound as RoutePlace | undefined;
  const to = toFound as RoutePlace | undefined;
  if (!from)
    throw new HttpError(422, `Could not find location: ${q.from}`, {
      place: 'from',
      location: q.from,
      code: 'location-not-found',
    });
  if (!to)
    throw new HttpError(422, `Could not find location: ${q.to}`, {
      place: 'to',
      location: q.to,
      code: 'location-not-found',
    });
  for (const [place, end] of [['from', from] as const, ['to', to] as const]) {
    if (end.state === 'AK' || end.state === 'HI')
      throw new HttpError(
        422,
        `Our road network covers the lower 48 states: we cannot route to or from ${end.name}.`,
        { place, code: 'no-road-route' },
      );
  }
  return [from, to];
}

/**
 * The day's date (or each leg's), the pass choice, the route preference, the Interstate choice and
 * the trip's rig a route is asked with: the planner's legs are routed by the same (road-work.ts).
 */
const termsOf = (
  q: Pick<RoadLegsInput, 'date' | 'dates' | 'avoidPasses' | 'rig' | 'routeType' | 'avoidHighways'>,
): RoadTerms => ({
  ...(q.date ? { date: q.date } : {}),
  ...(q.dates ? { dates: q.dates } : {}),
  ...(q.avoidPasses ? { avoidPasses: true } : {}),
  ...(q.routeType ? { routeType: q.routeType } : {}),
  ...(q.avoidHighways ? { avoidHighways: true } : {}),
  ...(q.rig
    ? {
        rig: {
          lengthFeet: q.rig.lengthFeet,
          heightFeet: q.rig.heightFeet,
          ...(q.rig.widthFeet !== undefined ? { widthFeet: q.rig.widthFeet } : {}),
          propaneOnBoard: q.rig.propaneOnBoard,
          towingCar: q.rig.towingCar,
        },
      }
    : {}),
});

export function createRoutingRouter(deps: RoutingRouterDeps) {
  const router = Router();
  const roads = deps.roads ?? inlineRoadWork;
  // 60 route requests a minute per address, for each of the two routes.
  const routeLimit = (name: string) =>
    rateLimit(deps.rateLimitStore, {
      name,
      windowMs: 60_000,
      max: 60,
      message: 'Too many route requests. Please wait a minute and try again.',
    });
  router.get(
    '/road-route',
    routeLimit('road-route'),
    validate({ query: roadRouteQuerySchema }),
    async (_req, res) => {
      const q = res.locals.query as RoadRouteQuery;
      const [from, to] = await roadEnds(deps.resolvePlace, q);
      // A RouteNotFoundError answers 422 with its message (domain-errors.ts).
      const route = await roads.route([from, to], q.rvType ?? 'travel-trailer', termsOf(q));
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.json({ from: from.name, to: to.name, ...route, note: ROAD_DISTANCE_NOTE });
    },
  );
  // The planner asks before it saves a trip: a place it cannot plan from or to is said beside its
  // field, and no trip is left behind.
  router.get(
    '/road-route/places',
    routeLimit('road-route-places'),
    validate({ query: roadPlacesQuerySchema }),
    async (_req, res) => {
      const [from, to] = await roadEnds(deps.resolvePlace, res.locals.query as RoadPlacesQuery);
      res.setHeader('Cache-Control', 'private, max-age=3600');
      res.json({ from: from.name, to: to.name });
    },
  );
  // Each leg is routed on its own, so a day's figures are that day's drive only.
  router.post(
    '/road-route/legs',
    routeLimit('road-route-legs'),
    validate({ body: roadLegsInputSchema }),
    async (req, res) => {
      const body = req.body as RoadLegsInput;
      const legs = await roads.legs(body.points, body.rvType ?? 'travel-trailer', termsOf(body));
      res.json({ legs, note: ROAD_DISTANCE_NOTE });
    },
  );
  return router;
}
