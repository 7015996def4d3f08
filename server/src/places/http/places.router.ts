import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { Router } from 'express';
import type { ZodType } from 'zod';
import type { CampgroundSearchQuery, DiscoverQuery } from '@shared/schemas/places';
import { campgroundSearchQuerySchema, discoverQuerySchema, geocodeQuerySchema } from '@shared/schemas/places';
import type { ServicesSearchQuery } from '@shared/schemas/road-stops';
import { servicesSearchQuerySchema } from '@shared/schemas/road-stops';
import type { RateLimitStore } from '../../http/rate-limit';
import { rateLimit } from '../../http/rate-limit';
import { acceptedEncodings } from '../../http/static-files';
import { validate } from '../../http/validate';
import type { PlacesProvider } from '../places.provider';

type SerialisedParks = { json: Buffer; etag: string; br: () => Buffer; gzip: () => Buffer };

/**
 * The park list is the same object until the provider refreshes it (bundled data never changes; the
 * live one is cached), so its JSON, ETag and compressed copies are made once per list, not per request.
 */
const serialised = new WeakMap<object, SerialisedParks>();
function serialisedParks(parks: object): SerialisedParks {
  const known = serialised.get(parks);
  if (known) return known;
  const json = Buffer.from(JSON.stringify(parks));
  let br: Buffer | undefined;
  let gz: Buffer | undefined;
  const body: SerialisedParks = {
    json,
    etag: `"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    br: () => (br ??= zlib.brotliCompressSync(json)),
    gzip: () => (gz ??= zlib.gzipSync(json, { level: 9 })),
  };
  serialised.set(parks, body);
  return body;
}

export function createPlacesRouter(deps: { places: PlacesProvider; rateLimitStore: RateLimitStore }) {
  const { places } = deps;
  const router = Router();
  const limit = (name: string, max: number) =>
    rateLimit(deps.rateLimitStore, {
      name,
      windowMs: 60_000,
      max,
      message: 'Too many searches. Please wait a minute and try again.',
    });

  router.get(
    '/geocode',
    limit('geocode', 120),
    validate({ query: geocodeQuerySchema }),
    async (_req, res) => {
      const { q } = res.locals.query as { q: string };
      res.json({ features: await places.geocode(q) });
    },
  );

  router.get('/national-parks', async (req, res) => {
    const body = serialisedParks(await places.nationalParks());
    res.setHeader('Cache-Control', 'public, max-age=1800');
    res.setHeader('ETag', body.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === body.etag) {
      res.status(304).end();
      return;
    }
    res.type('json');
    const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.send(encoding === 'br' ? body.br() : encoding === 'gzip' ? body.gzip() : body.json);
  });

  // A search around a point: its query validated, 60 a minute per address, the answer as JSON.
  const searchRoute = <Q>(path: string, name: string, schema: ZodType<Q>, search: (q: Q) => Promise<unknown>) =>
    router.get(path, limit(name, 60), validate({ query: schema }), async (_req, res) => {
      res.json(await search(res.locals.query as Q));
    });

  searchRoute('/campgrounds/search', 'campgrounds', campgroundSearchQuerySchema, (q: CampgroundSearchQuery) =>
    places.searchCampgrounds(q),
  );

  // Road services for the map layers (fuel, rest areas, dump, water, propane, overnight parking),
  // from the bundled catalogue, limited like the campground search.
  searchRoute('/services/search', 'services', servicesSearchQuerySchema, (q: ServicesSearchQuery) =>
    places.searchServices(q),
  );

  router.get(
    '/discover',
    limit('discover', 60),
    validate({ query: discoverQuerySchema }),
    async (_req, res) => {
      const { points } = res.locals.query as DiscoverQuery;
      res.json(await places.discover(points));
    },
  );

  return router;
}
