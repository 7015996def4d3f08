import express from 'express';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import { createApiRouter } from './app-api';
import type { AppDeps } from './app-deps';
import { serveBuiltSpa, serveDevSpa } from './app-spa';
import { createAuthenticators } from './auth/http/authenticate';
import { expireLapsedSubscription } from './billing/subscription-tier';
import { domainErrorStatus } from './domain-errors';
import { createErrorHandler, pageFallback } from './http/errors';
import { builtInlineScripts } from './http/inline-scripts';
import { securityHeaders } from './http/security';
import { createReminders } from './reminders/reminders';
import { createTripsService } from './trips/trips.service';

export type { AppDeps } from './app-deps';

export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const db = deps.database.db;
  const dev = deps.spa !== undefined && 'middleware' in deps.spa;
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For counts only from the proxies TRUST_PROXY names (default none): otherwise any client
  // could pick its own IP and reset every per-IP limit by rotating the header.
  app.set('trust proxy', config.trustProxy);
  const builtDir = deps.spa && 'dir' in deps.spa ? deps.spa.dir : undefined;
  app.use(securityHeaders(config, dev, builtDir ? builtInlineScripts(builtDir) : []));
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') } }));
  // JSON answers above 1 kB go out compressed (brotli or gzip). Built files are precompressed at build
  // time and carry Content-Encoding already, which this middleware leaves alone.
  app.use(compression({ threshold: 1024 }));

  // Stripe signs the exact bytes of a webhook, so its body stays raw (the JSON parser skips parsed bodies).
  app.use('/api/stripe/webhook', express.raw({ type: 'application/json', limit: '1mb' }));
  // One way to tell who signs in, handed to every router that needs it. A cancelled or unpaid
  // subscription returns the user to free once its period has ended.
  const auth = createAuthenticators({
    db,
    secret: config.jwtSecret,
    now: deps.clock,
    refreshUser: (user, now) => expireLapsedSubscription(db, user, now),
  });
  // Booking-window reminders follow every write of a trip; the instance's worker (index.ts) sends them.
  const reminders = createReminders({
    database: deps.database,
    mailer: deps.mailer,
    logger,
    appUrl: config.appUrl,
    intervalMs: config.reminderPollMs,
    clock: deps.reminderClock ?? deps.clock,
  }).service;
  const trips = createTripsService(db, undefined, undefined, { written: (id) => reminders.tripWritten(id) });
  app.use('/api', createApiRouter(deps, auth, trips, reminders));

  if (deps.spa && 'dir' in deps.spa) serveBuiltSpa(app, deps.spa.dir, trips, logger);
  else if (deps.spa && 'middleware' in deps.spa) serveDevSpa(app, deps.spa);

  app.use(pageFallback);
  app.use(createErrorHandler(logger, domainErrorStatus));
  return app;
}
