import { Router } from 'express';
import type { RoadLegsInput, RoadRouteQuery } from '@shared/schemas/road-route';
import { roadLegsInputSchema, roadRouteQuerySchema } from '@shared/schemas/road-route';
import { HttpError } from '../http/errors';
import type { RateLimitStore } from '../http/rate-limit';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { ROAD_DISTANCE_NOTE } from './notes';
import type { RoadWork } from './road-work';
import { inlineRoadWork } from './road-work';

/** A named place the road route starts or ends at. */
export interface RoutePlace {
  name: string;
  state?: string;
  latitude: number;
  longitude: number;
}

export interface RoutingRouterDeps {
  /** Finds a place by what the traveller typed (the catalogue's gazetteer), undefined when unknown. */
  resolvePlace: (query: string) => Promise<RoutePlace | undefined>;
  rateLimitStore: RateLimitStore;
  /** Routes on the graph: the server's worker threads; absent, this thread (tests). */
  roads?: RoadWork;
}

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
      const [from, to] = await Promise.all([deps.resolvePlace(q.from), deps.resolvePlace(q.to)]);
      if (!from) throw new HttpError(422, `Could not find location: ${q.from}`);
      if (!to) throw new HttpError(422, `Could not find location: ${q.to}`);
      for (const end of [from, to]) {
        if (end.state === 'AK' || end.state === 'HI')
          throw new HttpError(
            422,
            `Our road network covers the lower 48 states: we cannot route to or from ${end.name}.`,
          );
      }
      // A RouteNotFoundError answers 422 with its message (domain-errors.ts).
      const route = await roads.route([from, to], q.rvType ?? 'travel-trailer', {
        ...(q.date ? { date: q.date } : {}),
        ...(q.avoidPasses ? { avoidPasses: true } : {}),
      });
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.json({ from: from.name, to: to.name, ...route, note: ROAD_DISTANCE_NOTE });
    },
  );
  // Each leg is routed on its own, so a day's figures are that day's drive only.
  router.post(
    '/road-route/legs',
    routeLimit('road-route-legs'),
    validate({ body: roadLegsInputSchema }),
    async (req, res) => {
      const body = req.body as RoadLegsInput;
      const legs = await roads.legs(body.points, body.rvType ?? 'travel-trailer', {
        ...(body.date ? { date: body.date } : {}),
        ...(body.avoidPasses ? { avoidPasses: true } : {}),
      });
      res.json({ legs, note: ROAD_DISTANCE_NOTE });
    },
  );
  return router;
}
