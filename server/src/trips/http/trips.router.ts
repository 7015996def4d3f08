import { Router } from 'express';
import { z } from 'zod';
import {
  createTripInputSchema,
  shareTripInputSchema,
  tripIdSchema,
  tripListQuerySchema,
  updateTripInputSchema,
} from '@shared/schemas/trip-document';
import type { Authenticators } from '../../auth/http/authenticate';
import { currentUser } from '../../auth/http/authenticate';
import type { RateLimitStore } from '../../http/rate-limit';
import { rateLimit } from '../../http/rate-limit';
import { noStore } from '../../http/security';
import { validate } from '../../http/validate';
import { HttpError } from '../../http/errors';
import { exportFormatSchema } from '@shared/exports/formats';
import { exportTripDocument, NOTHING_TO_EXPORT_MESSAGE } from '../core/trip-exports';
import type { TripsService } from '../trips.service';

const idParams = z.object({ id: tripIdSchema });

export function createTripsRouter(deps: {
  trips: TripsService;
  auth: Authenticators;
  rateLimitStore: RateLimitStore;
}) {
  const { trips, auth } = deps;
  const router = Router();
  // The owner's documents, usage and list; a shared trip's document too, which can stop being shared.
  router.use(noStore);
  const writeLimit = rateLimit(deps.rateLimitStore, {
    name: 'trip-writes',
    windowMs: 60_000,
    max: 120,
    key: (req) => `${req.ip}`,
  });

  // A page of summaries, newest first (default 50). The body stays a plain array; the next page's
  // address is in the Link header (rel="next"), absent on the last page.
  router.get('/', auth.requireAuth, validate({ query: tripListQuerySchema }), async (req, res) => {
    const { limit, cursor } = res.locals.query as z.infer<typeof tripListQuerySchema>;
    const page = await trips.list(currentUser(res), { limit, cursor });
    if (page.next) {
      const next = new URLSearchParams({
        cursor: page.next,
        ...(req.query.limit ? { limit: String(limit) } : {}),
      });
      res.setHeader('Link', `<${req.baseUrl}?${next}>; rel="next"`);
    }
    res.json(page.trips);
  });

  router.get('/usage', auth.requireAuth, async (_req, res) => {
    res.json(await trips.usage(currentUser(res)));
  });

  router.post('/sample', auth.requireAuth, writeLimit, async (_req, res) => {
    res.status(201).json({ trips: await trips.createSamples(currentUser(res)) });
  });

  router.post(
    '/',
    auth.requireAuth,
    writeLimit,
    validate({ body: createTripInputSchema }),
    async (req, res) => {
      const { document, created } = await trips.create(currentUser(res), req.body);
      res.status(created ? 201 : 200).json(document);
    },
  );

  router.get('/:id', auth.optionalAuth, validate({ params: idParams }), async (req, res) => {
    res.json(await trips.get(res.locals.user, String(req.params.id)));
  });

  // The trip in a navigator's or calendar's format, for its owner and for a shared link's visitor
  // (the document they may read, private details as the share allows); 404 for anyone else.
  router.get(
    '/:id/export/:format',
    auth.optionalAuth,
    validate({ params: idParams.extend({ format: exportFormatSchema }) }),
    async (req, res) => {
      const document = await trips.get(res.locals.user, String(req.params.id));
      const built = exportTripDocument(document, exportFormatSchema.parse(req.params.format));
      if (!built) throw new HttpError(422, NOTHING_TO_EXPORT_MESSAGE, { code: 'nothing-to-export' });
      res.setHeader('Content-Type', built.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${built.fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(typeof built.body === 'string' ? built.body : Buffer.from(built.body));
    },
  );

  router.put(
    '/:id',
    auth.requireAuth,
    writeLimit,
    validate({ params: idParams, body: updateTripInputSchema }),
    async (req, res) => {
      res.json(await trips.update(currentUser(res), String(req.params.id), req.body));
    },
  );

  router.post(
    '/:id/share',
    auth.requireAuth,
    validate({ params: idParams, body: shareTripInputSchema }),
    async (req, res) => {
      res.json(await trips.share(currentUser(res), String(req.params.id), req.body));
    },
  );

  router.delete('/:id/share', auth.requireAuth, validate({ params: idParams }), async (req, res) => {
    res.json(await trips.unshare(currentUser(res), String(req.params.id)));
  });

  router.delete('/:id', auth.requireAuth, validate({ params: idParams }), async (req, res) => {
    await trips.remove(currentUser(res), String(req.params.id));
    res.status(204).end();
  });

  return router;
}
