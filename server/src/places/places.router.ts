import { Router } from 'express';
import type { CampgroundSearchQuery, DiscoverQuery } from '../../../shared/schemas/places';
import {
  campgroundSearchQuerySchema,
  discoverQuerySchema,
  geocodeQuerySchema,
} from '../../../shared/schemas/places';
import type { RateLimitStore } from '../http/rate-limit';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import type { PlacesProvider } from './places.provider';

export function createPlacesRouter(deps: { places: PlacesProvider; rateLimitStore: RateLimitStore }) {
  const { places } = deps;
  const router = Router();
  const limit = (name: string, max: number) =>
    rateLimit(deps.rateLimitStore, {
      name,
      windowMs: 60_000,
      max,
      message: 'Too many searches. Please wait a minute and try again.',
    });

  router.get(
    '/geocode',
    limit('geocode', 120),
    validate({ query: geocodeQuerySchema }),
    async (_req, res) => {
      const { q } = res.locals.query as { q: string };
      res.json({ features: await places.geocode(q) });
    },
  );

  router.get('/national-parks', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=1800');
    res.json(await places.nationalParks());
  });

  router.get(
    '/campgrounds/search',
    limit('campgrounds', 60),
    validate({ query: campgroundSearchQuerySchema }),
    async (_req, res) => {
      const q = res.locals.query as CampgroundSearchQuery;
      res.json(await places.searchCampgrounds(q));
    },
  );

  router.get(
    '/discover',
    limit('discover', 60),
    validate({ query: discoverQuerySchema }),
    async (_req, res) => {
      const { points } = res.locals.query as DiscoverQuery;
      res.json(await places.discover(points));
    },
  );

  return router;
}
