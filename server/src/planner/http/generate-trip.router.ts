import type { Request, RequestHandler } from 'express';
import { Router } from 'express';
import type { NormalizedTripInput } from '@shared/schemas/plan';
import { planAnswerProblem, planRequestProblem } from '@shared/schemas/plan-bounds';
import { generateTripRequestSchema } from '@shared/schemas/planned-trip';
import { planWithBookingWindows } from '@shared/trips/booking-windows';
import type { Authenticators } from '../../auth/http/authenticate';
import { currentUser, tokenAccount } from '../../auth/http/authenticate';
import { HttpError, errorBody } from '../../http/errors';
import type { RateLimitStore } from '../../http/rate-limit';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { PlanProvider } from '../plan-provider';
import type { TripPlanStore } from './plan-into-trip';
import { createTripPlanning } from './plan-into-trip';

/** POST /api/ai/generate-trip: a plan for a trip request, or planned straight into a saved trip. */
export function createGenerateTripRouter(deps: {
  planProvider: PlanProvider;
  rateLimitStore: RateLimitStore;
  /** Signs session tokens; with it, generation is also limited per signed-in user. */
  config?: { jwtSecret: string };
  /** With both, a request naming a saved trip plans straight into it (signed in, own trips only). */
  auth?: Authenticators;
  trips?: TripPlanStore;
  clock?: () => Date;
}) {
  const router = Router();
  // The user of a validly signed session token (no database read: a limit key, not an authorization).
  const signedInUser = (req: Request): string | null => {
    const secret = deps.config?.jwtSecret;
    return secret ? tokenAccount(secret, req) : null;
  };
  const limit = {
    windowMs: 60_000,
    max: 20,
    message: 'Too many itinerary requests. Please wait a minute and try again.',
  };
  const { auth, trips } = deps;
  const planIntoTrip = trips ? createTripPlanning({ planProvider: deps.planProvider, trips, clock: deps.clock }) : null;
  // Only a plan into a saved trip needs the account; a plain plan stays open to visitors.
  const signedInForTrip: RequestHandler = (req, res, next) => {
    if ((req.body as { tripId?: string }).tripId === undefined) return next();
    if (!auth || !planIntoTrip) {
      res.status(400).json(errorBody('Plans cannot be stored into trips on this server.', 'bad-request'));
      return;
    }
    return auth.requireAuth(req, res, next);
  };
  router.post(
    '/generate-trip',
    // Abuse protection only; trip quotas are the trips area's business (a trip counts when it is
    // created, not when it is planned). Per IP, and per signed-in user so one account cannot
    // multiply its share by changing networks.
    rateLimit(deps.rateLimitStore, { name: 'ai-generate', ...limit }),
    rateLimit(deps.rateLimitStore, { name: 'ai-generate-user', key: signedInUser, ...limit }),
    validate({ body: generateTripRequestSchema }),
    signedInForTrip,
    async (req, res) => {
      const { tripId, ...input } = req.body as NormalizedTripInput & { tripId?: string };
      // Bounded before a worker is taken, and the answer bounded before it is sent (plan-bounds.ts).
      const tooMuch = planRequestProblem(input);
      if (tooMuch) throw new HttpError(422, tooMuch, { code: 'plan-too-large' });
      if (tripId !== undefined && planIntoTrip) {
        // The owner's trip document, as stored: never kept by a cache.
        res.setHeader('Cache-Control', 'no-store');
        res.json(await planIntoTrip(currentUser(res), tripId, input));
        return;
      }
      const made = await deps.planProvider.generateTrip(input);
      // Too many days is refused before any work is done on them; the bytes once they are final.
      const tooLong = planAnswerProblem(made, '');
      if (tooLong) throw new HttpError(422, tooLong, { code: 'plan-too-large' });
      const now = (deps.clock ?? (() => new Date()))();
      const plan = planWithBookingWindows(made, { now });
      const json = JSON.stringify(plan);
      const tooLarge = planAnswerProblem(plan, json);
      if (tooLarge) throw new HttpError(422, tooLarge, { code: 'plan-too-large' });
      res.type('application/json').send(json);
    },
  );
  return router;
}
