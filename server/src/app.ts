import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import { createAuthRouter } from './auth/auth.router';
import type { Mailer } from './auth/mail/mailer';
import type { Cache } from './cache';
import type { Redis } from 'ioredis';
import type { AiProvider } from './ai/ai.provider';
import type { PasswordHasher } from './auth/password/password-hasher';
import { createAiRouter } from './ai/ai.router';
import type { Config } from './config';
import { createBillingRouter } from './billing/billing.router';
import type { PaymentProvider } from './billing/payment-provider';
import type { DatabaseHandle } from './db/database';
import { createHealthRouter } from './health/health.router';
import { createAuthenticators } from './http/authenticate';
import { refuseHostileInput } from './http/body-rules';
import { HttpError, apiNotFound, createErrorHandler } from './http/errors';
import { openApiDocument } from './http/openapi';
import type { RateLimitStore } from './http/rate-limit';
import { securityHeaders } from './http/security';
import {
  IMMUTABLE,
  REVALIDATE,
  precompressedStatic,
  readRoutePages,
  sendPrecompressed,
} from './http/static-files';
import type { RoutePage } from '@shared/routes/route-pages';
import { matchRoutePattern, routePageFor } from '@shared/routes/route-pages';
import { TRIP_ID_PATTERN } from '@shared/trips/rules';
import type { PlacesProvider } from './places/places.provider';
import { createPlacesRouter } from './places/places.router';
import { createRoutingRouter } from './routing/routing.router';
import { createTripsRouter } from './trips/trips.router';
import { createTripsService } from './trips/trips.service';
import { tripPreviewOf, withTripPreview } from './http/trip-preview';
import { createWeatherRouter } from './weather/weather.router';
import type { WeatherService } from './weather/weather.service';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  /** Stripe when configured, else the built-in demo checkout. */
  payments: PaymentProvider;
  /** The current time; tests pass a controllable clock. */
  clock?: () => Date;
  /** Outbox files by default, SMTP when SMTP_URL is set. */
  mailer: Mailer;
  cache: Cache;
  weather: WeatherService;
  places: PlacesProvider;
  ai: AiProvider;
  /** bcrypt in a bounded worker pool; one shared pool per process when not given. */
  passwords?: PasswordHasher;
  /** Redis when REDIS_URL is set: /api/health reports it beside the database. */
  redis?: Redis;
  /**
   * How the single-page app is served: a folder holding the production build, or a middleware
   * (Vite in middleware mode during development). Absent: API only.
   */
  spa?: { dir: string } | { middleware: RequestHandler; indexHtml: (url: string) => Promise<string> };
};

/** The routes of a shared trip's link, whose pages get its title and description (withTripPreview). */
const TRIP_PREVIEW_PATTERNS = new Set(['/results/:id', '/trip/:id', '/trip/:id/itinerary']);

export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const dev = deps.spa !== undefined && 'middleware' in deps.spa;
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For counts only from the proxies TRUST_PROXY names (default none): otherwise any client
  // could pick its own IP and reset every per-IP limit by rotating the header.
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config, dev));
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') } }));
  // JSON answers above 1 kB go out compressed (brotli or gzip). Built files are precompressed at build
  // time and carry Content-Encoding already, which this middleware leaves alone.
  app.use(compression({ threshold: 1024 }));

  // Stripe signs the exact bytes of a webhook, so its body stays raw (the JSON parser skips parsed bodies).
  app.use('/api/stripe/webhook', express.raw({ type: 'application/json', limit: '1mb' }));
  const auth = createAuthenticators(deps.database.db, config.jwtSecret, deps.clock);
  const api = express.Router();
  const trips = createTripsService(deps.database.db);
  // Trip documents carry a whole itinerary, so their routes accept more (the service caps a document
  // at TRIP_DOCUMENT_MAX_BYTES with a clear 413); every other route keeps the 100 kB limit.
  const tripJson = express.json({ limit: '600kb' });
  const json = express.json({ limit: '100kb' });
  api.use((req, res, next) => (req.path.startsWith('/trip-plans') ? tripJson : json)(req, res, next));
  // One rule for every JSON route: nesting at most 64 deep, no NUL characters (400 otherwise).
  api.use(refuseHostileInput);
  api.use(createHealthRouter(deps.database, deps.redis));
  // Area routers are mounted here, each under its own prefix.
  api.use('/auth', createAuthRouter(deps));
  api.use('/weather', createWeatherRouter({ weather: deps.weather, rateLimitStore: deps.rateLimitStore }));
  api.use(
    '/trip-plans',
    createTripsRouter({
      trips,
      auth,
      rateLimitStore: deps.rateLimitStore,
    }),
  );
  api.use(createPlacesRouter(deps));
  api.use(
    createRoutingRouter({
      resolvePlace: (query) => deps.places.plannerData().gazetteer.resolve(query),
      rateLimitStore: deps.rateLimitStore,
    }),
  );
  api.use('/ai', createAiRouter({ ...deps, auth, trips }));
  api.use('/stripe', createBillingRouter(deps));
  api.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  api.use(apiNotFound);
  app.use('/api', api);

  if (deps.spa && 'dir' in deps.spa) {
    const dir = deps.spa.dir;
    const indexFile = path.join(dir, 'index.html');
    // The build prerenders the landing page into index.html and gives some routes a page of their own
    // holding the route's loading view (ROUTE_PAGES_MANIFEST); every other route gets the empty shell,
    // since the landing page's markup would not match what the browser renders there. A build without
    // the shell serves index.html everywhere (the client then renders from scratch off `/`).
    const shellFile = path.join(dir, 'app-shell.html');
    const routePages = readRoutePages(dir);
    /**
     * A shared trip's page with the trip's title and description in it (withTripPreview), or null
     * when the path names no shared trip: a private trip's page never shows what it holds.
     */
    const sharedTripPage = async ({ pattern, file }: RoutePage, pathname: string): Promise<string | null> => {
      const id = matchRoutePattern(pattern, pathname)?.id ?? '';
      if (!TRIP_ID_PATTERN.test(id)) return null;
      try {
        const document = await trips.get(undefined, id);
        return withTripPreview(
          await fs.promises.readFile(path.join(dir, file), 'utf8'),
          tripPreviewOf(document),
        );
      } catch (error) {
        if (!(error instanceof HttpError))
          logger.error({ err: error }, 'Could not add the shared trip to its page');
        return null;
      }
    };
    // Hashed build output is immutable; the service worker, manifest, icons and index.html are
    // revalidated on every use so a new build reaches everyone at once.
    app.use(
      '/assets',
      precompressedStatic(path.join(dir, 'assets'), () => IMMUTABLE),
    );
    app.use(
      '/assets',
      express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y' }),
      (_req, res) => {
        // A chunk of an older build: a plain 404, never index.html under a script's name.
        res.status(404).type('text').send('Not found');
      },
    );
    app.use(precompressedStatic(dir, () => REVALIDATE));
    app.use(
      express.static(dir, {
        index: false,
        setHeaders: (res) => res.setHeader('Cache-Control', REVALIDATE),
      }),
    );
    app.get('/{*splat}', async (req, res) => {
      if (!fs.existsSync(indexFile)) {
        res.status(503).type('text').send('The client has not been built. Run `npm run build`.');
        return;
      }
      const routePage = routePageFor(routePages, req.path);
      if (routePage && TRIP_PREVIEW_PATTERNS.has(routePage.pattern)) {
        const html = await sharedTripPage(routePage, req.path);
        if (html !== null) {
          // Made for this trip as it is now: revalidated on every use, like every page.
          res.setHeader('Cache-Control', REVALIDATE);
          res.type('html').send(html);
          return;
        }
      }
      const page =
        req.path === '/' || !fs.existsSync(shellFile)
          ? indexFile
          : routePage
            ? path.join(dir, routePage.file)
            : shellFile;
      if (sendPrecompressed(page, req, res, REVALIDATE)) return;
      res.setHeader('Cache-Control', REVALIDATE);
      res.sendFile(page);
    });
  } else if (deps.spa && 'middleware' in deps.spa) {
    const { middleware, indexHtml } = deps.spa;
    app.use(middleware);
    app.get('/{*splat}', async (req, res) => {
      res.type('html').send(await indexHtml(req.originalUrl));
    });
  }

  app.use(createErrorHandler(logger));
  return app;
}
