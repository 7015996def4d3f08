import { Router } from 'express';
import { weatherQuerySchema } from '@shared/schemas/weather';
import type { RateLimitStore } from '../../http/rate-limit';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { WeatherQuery, WeatherService } from '../weather.service';

export function createWeatherRouter(deps: { weather: WeatherService; rateLimitStore: RateLimitStore }) {
  const router = Router();
  router.get(
    '/',
    rateLimit(deps.rateLimitStore, { name: 'weather', windowMs: 60_000, max: 60 }),
    validate({ query: weatherQuerySchema }),
    async (_req, res) => {
      res.json(await deps.weather.forLocation(res.locals.query as WeatherQuery));
    },
  );
  return router;
}
