import express from 'express';
import pino from 'pino';
import { createGenerateTripRouter } from '../planner/http/generate-trip.router';
import type { PlanProvider } from '../planner/plan-provider';
import { createBuiltinPlanProvider } from '../planner/plan-provider';
import { domainErrorStatus } from '../domain-errors';
import { createErrorHandler } from '../http/errors';
import { createMemoryRateLimitStore } from '../http/rate-limit';
import type { PlacesProvider } from '../places/places.provider';
import { createBundledPlacesProvider } from '../places/places.provider';
import { createPlacesRouter } from '../places/http/places.router';

// The places and AI routers on a bare app with the real error handler, for API tests.
export function createPlacesTestApp(opts: { places?: PlacesProvider; planProvider?: PlanProvider } = {}) {
  const places = opts.places ?? createBundledPlacesProvider();
  const planProvider = opts.planProvider ?? createBuiltinPlanProvider(places, { now: () => new Date('2026-01-01T00:00:00Z') });
  const rateLimitStore = createMemoryRateLimitStore();
  const app = express();
  app.use(express.json());
  app.use('/api', createPlacesRouter({ places, rateLimitStore }));
  app.use('/api/ai', createGenerateTripRouter({ planProvider, rateLimitStore }));
  app.use(createErrorHandler(pino({ level: 'silent' }), domainErrorStatus));
  return app;
}
