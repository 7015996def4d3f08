import express from 'express';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  createCheckoutSessionInputSchema,
  demoCompleteInputSchema,
  sessionIdSchema,
} from '@shared/schemas/billing';
import { currentUser } from '../../auth/http/authenticate';
import type { RateLimitStore } from '../../http/rate-limit';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { BillingService } from '../billing.service';

const sessionParams = z.object({ sessionId: sessionIdSchema });

/** /api/stripe: plans, checkout, verification, webhooks and subscription management. */
export interface BillingRouterDeps {
  billing: BillingService;
  rateLimitStore: RateLimitStore;
  /** 401 unless a signed-in user's token is sent (the app's authenticators). */
  requireAuth: RequestHandler;
}

export function createBillingRouter(deps: BillingRouterDeps) {
  const { billing, requireAuth } = deps;
  const checkoutLimit = rateLimit(deps.rateLimitStore, {
    name: 'checkout',
    windowMs: 60 * 60 * 1000,
    max: 20,
    // Runs after requireAuth, so the limit is per user.
    key: (req) => req.res?.locals.user?.id ?? 'anonymous',
    message: 'Too many checkout attempts. Please try again later.',
  });
  const router = express.Router();

  router.get('/config', (_req, res) => {
    res.json(billing.config());
  });

  router.post(
    '/create-checkout-session',
    requireAuth,
    checkoutLimit,
    validate({ body: createCheckoutSessionInputSchema }),
    async (req, res) => {
      res.json(await billing.createCheckoutSession(currentUser(res), req.body));
    },
  );

  router.get(
    '/verify-session/:sessionId',
    requireAuth,
    validate({ params: sessionParams }),
    async (req, res) => {
      res.json(await billing.verifySession(currentUser(res), String(req.params.sessionId)));
    },
  );

  router.get(
    '/demo/sessions/:sessionId',
    requireAuth,
    validate({ params: sessionParams }),
    async (req, res) => {
      res.json(await billing.demoSession(currentUser(res), String(req.params.sessionId)));
    },
  );

  router.post(
    '/demo/complete',
    requireAuth,
    validate({ body: demoCompleteInputSchema }),
    async (req, res) => {
      res.json(await billing.completeDemoSession(currentUser(res), req.body.sessionId));
    },
  );

  router.get('/subscription', requireAuth, async (_req, res) => {
    res.json(await billing.subscription(currentUser(res)));
  });

  router.post('/cancel', requireAuth, async (_req, res) => {
    res.json(await billing.cancel(currentUser(res)));
  });

  router.post('/portal-session', requireAuth, async (_req, res) => {
    res.json(await billing.portalSession(currentUser(res)));
  });

  // The raw body parser is mounted for this path in app.ts: the signature covers the exact bytes.
  router.post('/webhook', async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.json(await billing.handleWebhook(raw, req.get('stripe-signature')));
  });

  return router;
}
