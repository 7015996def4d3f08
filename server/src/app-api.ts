import express from 'express';
import type { AppDeps } from './app-deps';
import type { Authenticators } from './auth/http/authenticate';
import { tokenAccount } from './auth/http/authenticate';
import { createAuthRouter } from './auth/http/auth.router';
import { AmbiguousPlaceError } from './catalogue/core/ambiguous-place';
import { createInlinePlanExecutor } from './planner/work/plan-executor';
import { createGenerateTripRouter } from './planner/http/generate-trip.router';
import { createPlanDaysRouter } from './planner/http/plan-days.router';
import { createBillingRouter } from './billing/http/billing.router';
import { createBillingService } from './billing/billing.service';
import { createHealthRouter } from './health/http/health.router';
import { refuseHostileInput } from './http/body-rules';
import { clientContext } from './http/client-context';
import { apiNotFound, apiOptions } from './http/errors';
import { openApiDocument } from './http/openapi';
import { noStore } from './http/security';
import { createPlacesRouter } from './places/http/places.router';
import { createRemindersRouter } from './reminders/http/reminders.router';
import type { RemindersService } from './reminders/reminders.service';
import { createRoutingRouter } from './routing/http/routing.router';
import { builtinRoutingProvider } from './routing/provider';
import { createTripsRouter } from './trips/http/trips.router';
import type { TripsService } from './trips/trips.service';
import { createWeatherRouter } from './weather/http/weather.router';

/**
 * The /api router: body limits and rules for every JSON route, then each area's router under its
 * prefix, given only what it uses.
 */
export function createApiRouter(
  deps: AppDeps,
  auth: Authenticators,
  trips: TripsService,
  reminders: RemindersService,
) {
  const { config, rateLimitStore } = deps;
  const api = express.Router();
  // Trip documents carry a whole itinerary, so their routes accept more (the service caps a document
  // at TRIP_DOCUMENT_MAX_BYTES with a clear 413); every other route keeps the 100 kB limit.
  const tripJson = express.json({ limit: '600kb' });
  const json = express.json({ limit: '100kb' });
  // A plan's days (their lines) sent to re-plan road stops are as large as a trip's.
  api.use((req, res, next) =>
    (req.path.startsWith('/trip-plans') || req.path.startsWith('/plan/') ? tripJson : json)(req, res, next),
  );
  // One rule for every JSON route: nesting at most 64 deep, no NUL characters (400 otherwise).
  api.use(refuseHostileInput);
  // Who the request's work is for (its address, and its account when signed in): the plan pool
  // shares its threads between clients by it.
  api.use(clientContext((req) => tokenAccount(config.jwtSecret, req)));
  api.options('/{*splat}', apiOptions);
  api.use(createHealthRouter(deps.database, deps.redis, rateLimitStore, deps.startState));
  // Area routers are mounted here, each under its own prefix.
  api.use(
    '/auth',
    createAuthRouter({
      db: deps.database.db,
      config,
      logger: deps.logger,
      mailer: deps.mailer,
      rateLimitStore,
      passwords: deps.passwords,
      requireAuth: auth.requireAuth,
    }),
  );
  api.use('/weather', createWeatherRouter({ weather: deps.weather, rateLimitStore }));
  api.use('/trip-plans', createRemindersRouter({ reminders, auth }));
  api.use('/trip-plans', createTripsRouter({ trips, auth, rateLimitStore }));
  api.use(createPlacesRouter({ places: deps.places, rateLimitStore }));
  api.use(
    createRoutingRouter({
      // The plan threads hold the gazetteer; without them, this thread's copy.
      // A name of more than one town answers its choices (routing knows no catalogue errors).
      resolvePlace: (query) =>
        (deps.plans
          ? deps.plans.resolvePlace(query)
          : Promise.resolve().then(() => deps.places.plannerData().gazetteer.resolve(query))
        ).catch((error: unknown) => {
          if (error instanceof AmbiguousPlaceError) return { message: error.message, choices: error.choices };
          throw error;
        }),
      rateLimitStore,
      roads: deps.plans,
    }),
  );
  // A plan into a saved trip reads and writes that trip as its signed-in owner.
  api.use(
    '/ai',
    createGenerateTripRouter({
      planProvider: deps.planProvider,
      rateLimitStore,
      config,
      auth,
      trips,
      clock: deps.clock,
    }),
  );
  // Re-planned road stops run where plans run; without the threads, on this thread's catalogue.
  const planWork =
    deps.plans ??
    createInlinePlanExecutor({ data: () => deps.places.plannerData(), routing: builtinRoutingProvider });
  api.use('/plan', createPlanDaysRouter({ roadStops: (r) => planWork.roadStops(r), rateLimitStore }));
  const billing = createBillingService({
    db: deps.database.db,
    config,
    provider: deps.payments,
    now: deps.clock ?? (() => new Date()),
  });
  // Checkouts, sessions and subscriptions are an account's own: no answer under /stripe is cached.
  api.use(
    '/stripe',
    noStore,
    createBillingRouter({ billing, rateLimitStore, requireAuth: auth.requireAuth }),
  );
  api.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  api.use(apiNotFound);
  return api;
}
