import type { Request } from 'express';
import { Router } from 'express';
import type { NormalizedTripInput } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { verifyToken } from '../auth/tokens';
import type { RateLimitStore } from '../http/rate-limit';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import type { PlacesProvider } from '../places/places.provider';
import type { AiProvider } from './ai.provider';

export function createAiRouter(deps: {
  ai: AiProvider;
  places: PlacesProvider;
  rateLimitStore: RateLimitStore;
  /** Signs session tokens; with it, generation is also limited per signed-in user. */
  config?: { jwtSecret: string };
}) {
  const router = Router();
  // The user of a validly signed session token (no database read: a limit key, not an authorization).
  const signedInUser = (req: Request): string | null => {
    const secret = deps.config?.jwtSecret;
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!secret || !match) return null;
    return verifyToken(secret, match[1]!)?.sub ?? null;
  };
  const limit = {
    windowMs: 60_000,
    max: 20,
    message: 'Too many itinerary requests. Please wait a minute and try again.',
  };
  router.post(
    '/generate-trip',
    // Abuse protection only; trip quotas are the trips area's business. Per IP, and per signed-in
    // user so one account cannot multiply its share by changing networks.
    rateLimit(deps.rateLimitStore, { name: 'ai-generate', ...limit }),
    rateLimit(deps.rateLimitStore, { name: 'ai-generate-user', key: signedInUser, ...limit }),
    validate({ body: generateTripInputSchema }),
    async (req, res) => {
      res.json(await deps.ai.generateTrip(req.body as NormalizedTripInput));
    },
  );
  return router;
}
