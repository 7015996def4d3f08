import { Router } from 'express';
import type { RoadLegsInput, RoadRouteQuery } from '@shared/schemas/road-route';
import { roadLegsInputSchema, roadRouteQuerySchema } from '@shared/schemas/road-route';
import { HttpError } from '../http/errors';
import type { RateLimitStore } from '../http/rate-limit';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { ROAD_DISTANCE_NOTE } from './notes';
import { round } from '../catalogue/geo';
import { builtinRoute } from './builtin';
import { encodePath } from './road-router';

/** A named place the road route starts or ends at. */
export interface RoutePlace {
  name: string;
  state?: string;
  latitude: number;
  longitude: number;
}

export interface RoutingRouterDeps {
  /** Finds a place by what the traveller typed (the catalogue's gazetteer), undefined when unknown. */
  resolvePlace: (query: string) => RoutePlace | undefined;
  rateLimitStore: RateLimitStore;
}

export function createRoutingRouter(deps: RoutingRouterDeps) {
  const router = Router();
  router.get(
    '/road-route',
    rateLimit(deps.rateLimitStore, {
      name: 'road-route',
      windowMs: 60_000,
      max: 60,
      message: 'Too many route requests. Please wait a minute and try again.',
    }),
    validate({ query: roadRouteQuerySchema }),
    (_req, res) => {
      const q = res.locals.query as RoadRouteQuery;
      const from = deps.resolvePlace(q.from);
      if (!from) throw new HttpError(422, `Could not find location: ${q.from}`);
      const to = deps.resolvePlace(q.to);
      if (!to) throw new HttpError(422, `Could not find location: ${q.to}`);
      for (const end of [from, to]) {
        if (end.state === 'AK' || end.state === 'HI')
          throw new HttpError(
            422,
            `Our road network covers the lower 48 states: we cannot route to or from ${end.name}.`,
          );
      }
      // A RouteNotFoundError answers 422 with its message (domain-errors.ts).
      const path = builtinRoute([from, to], { profile: 'fastest', rvType: q.rvType ?? 'travel-trailer' });
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.json({
        from: from.name,
        to: to.name,
        miles: round(path.miles),
        driveHours: round(path.hours, 1),
        roads: path.roads,
        geometry: encodePath(path),
        note: ROAD_DISTANCE_NOTE,
      });
    },
  );
  // Each leg is routed on its own, so a day's figures are that day's drive only.
  router.post(
    '/road-route/legs',
    rateLimit(deps.rateLimitStore, {
      name: 'road-route-legs',
      windowMs: 60_000,
      max: 60,
      message: 'Too many route requests. Please wait a minute and try again.',
    }),
    validate({ body: roadLegsInputSchema }),
    (req, res) => {
      const body = req.body as RoadLegsInput;
      const rvType = body.rvType ?? 'travel-trailer';
      const legs = body.points.slice(1).map((to, i) => {
        const from = body.points[i];
        if (from.latitude === to.latitude && from.longitude === to.longitude)
          return { miles: 0, driveHours: 0, geometry: '' };
        const path = builtinRoute([from, to], { profile: 'fastest', rvType });
        return { miles: round(path.miles), driveHours: round(path.hours, 1), geometry: encodePath(path) };
      });
      res.json({ legs, note: ROAD_DISTANCE_NOTE });
    },
  );
  return router;
}
