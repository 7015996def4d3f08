import { Router } from 'express';
import type { DayRoadStops, DayRoadStopsRequest } from '@shared/schemas/day-road-stops';
import { dayRoadStopsInputSchema } from '@shared/schemas/day-road-stops';
import type { RateLimitStore } from '../../http/rate-limit';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';

/**
 * /api/plan: what an edit of a plan needs the planner for. POST /road-stops re-plans the road stops
 * of the days an edit changed (another park, a re-routed drive) and of the days after them, with the
 * planner's own rules, and answers them with their sentences for the client to put on the days.
 */
export function createPlanDaysRouter(deps: {
  roadStops: (request: DayRoadStopsRequest) => Promise<DayRoadStops>;
  rateLimitStore: RateLimitStore;
}) {
  const router = Router();
  router.post(
    '/road-stops',
    rateLimit(deps.rateLimitStore, {
      name: 'plan-road-stops',
      windowMs: 60_000,
      max: 60,
      message: 'Too many road-stop requests. Please wait a minute and try again.',
    }),
    validate({ body: dayRoadStopsInputSchema }),
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await deps.roadStops(req.body as DayRoadStopsRequest));
    },
  );
  return router;
}
