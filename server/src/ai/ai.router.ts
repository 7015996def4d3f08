import { Router } from 'express';
import type { NormalizedTripInput } from '../../../shared/schemas/plan';
import { generateTripInputSchema } from '../../../shared/schemas/plan';
import type { RateLimitStore } from '../http/rate-limit';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import type { PlacesProvider } from '../places/places.provider';
import type { AiProvider } from './ai.provider';

export function createAiRouter(deps: {
  ai: AiProvider;
  places: PlacesProvider;
  rateLimitStore: RateLimitStore;
}) {
  const router = Router();
  router.post(
    '/generate-trip',
    // Abuse protection only; trip quotas are the trips area's business.
    rateLimit(deps.rateLimitStore, {
      name: 'ai-generate',
      windowMs: 60_000,
      max: 20,
      message: 'Too many itinerary requests. Please wait a minute and try again.',
    }),
    validate({ body: generateTripInputSchema }),
    async (req, res) => {
      res.json(await deps.ai.generateTrip(req.body as NormalizedTripInput));
    },
  );
  return router;
}
