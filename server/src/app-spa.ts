import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Express, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { RoutePage } from '@shared/routes/route-pages';
import { matchRoutePattern, routePageFor } from '@shared/routes/route-pages';
import { TRIP_ID_PATTERN } from '@shared/trips/rules';
import { HttpError, errorBody, pageFallback } from './http/errors';
import {
  IMMUTABLE,
  REVALIDATE,
  precompressedStatic,
  readRoutePages,
  sendPrecompressed,
} from './http/static-files';
import { tripPreviewOf, withTripPreview } from './http/trip-preview';
import type { TripsService } from './trips/trips.service';

/** The routes of a shared trip's link, whose pages get its title and description (withTripPreview). */
const TRIP_PREVIEW_PATTERNS = new Set(['/results/:id', '/trip/:id', '/trip/:id/itinerary']);

/**
 * A shared trip's page with the trip's title and description in it (withTripPreview), or null
 * when the path names no shared trip: a private trip's page never shows what it holds.
 */
function sharedTripPages(dir: string, trips: TripsService, logger: Logger) {
  return async ({ pattern, file }: RoutePage, pathname: string): Promise<string | null> => {
    const id = matchRoutePattern(pattern, pathname)?.id ?? '';
    if (!TRIP_ID_PATTERN.test(id)) return null;
    try {
      const document = await trips.get(undefined, id);
      return withTripPreview(await fs.promises.readFile(path.join(dir, file), 'utf8'), tripPreviewOf(document));
    } catch (error) {
      if (!(error instanceof HttpError)) logger.error({ err: error }, 'Could not add the shared trip to its page');
      return null;
    }
  };
}

/** Serves the production build in `dir`: hashed assets, static files and a page for every route. */
export function serveBuiltSpa(app: Express, dir: string, trips: TripsService, logger: Logger) {
  const indexFile = path.join(dir, 'index.html');
  // The build prerenders the landing page into index.html and gives some routes a page of their own
  // holding the route's loading view (ROUTE_PAGES_MANIFEST); every other route gets the empty shell,
  // since the landing page's markup would not match what the browser renders there. A build without
  // the shell serves index.html everywhere (the client then renders from scratch off `/`).
  const shellFile = path.join(dir, 'app-shell.html');
  const routePages = readRoutePages(dir);
  const sharedTripPage = sharedTripPages(dir, trips, logger);
  // Hashed build output is immutable; the service worker, manifest, icons and index.html are
  // revalidated on every use so a new build reaches everyone at once.
  app.use(
    '/assets',
    precompressedStatic(path.join(dir, 'assets'), () => IMMUTABLE),
  );
  app.use(
    '/assets',
    express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y' }),
    (req, res, next) => {
      // A chunk of an older build: a JSON 404 like every other miss, never index.html under a
      // script's name. Other methods than GET and HEAD get pageFallback's JSON 405.
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res.status(404).json(errorBody(`No file at /assets${req.path}`, 'not-found'));
    },
    pageFallback,
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
}

/** Development: Vite in middleware mode serves the client, and every route gets its index.html. */
export function serveDevSpa(
  app: Express,
  spa: { middleware: RequestHandler; indexHtml: (url: string) => Promise<string> },
) {
  app.use(spa.middleware);
  app.get('/{*splat}', async (req, res) => {
    res.type('html').send(await spa.indexHtml(req.originalUrl));
  });
}
