import { createHash } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from './app';
import type { DatabaseHandle } from './db/database';
import { createErrorHandler, HttpError } from './http/errors';
import { createTestApp } from './test/test-app';
import { EARLY_TRIP_LIST_SCRIPT } from '@shared/routes/early-requests';
import type { TestContext } from './test/test-app';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('createApp', () => {
  it('reports database health', async () => {
    ctx = await createTestApp();
    const res = await request(ctx.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', redis: 'not configured', dialect: 'sqlite', rateLimits: 'memory' });
  });

  it('answers 503 with a message when the database is unreachable', async () => {
    ctx = await createTestApp();
    const broken: DatabaseHandle = {
      ...ctx.deps.database,
      check: () => Promise.reject(new Error('connection refused')),
    };
    const app = createApp({ ...ctx.deps, database: broken });
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/unreachable/);
  });

  it('turns malformed JSON into 400 with a readable message', async () => {
    ctx = await createTestApp();
    const res = await request(ctx.app)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON in request body', code: 'malformed-body' });
  });

  it('rejects bodies over 100 kB with 413', async () => {
    ctx = await createTestApp();
    const res = await request(ctx.app)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ big: 'x'.repeat(110 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large', code: 'payload-too-large' });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    ctx = await createTestApp();
    const res = await request(ctx.app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No API route for GET /nope');
  });

  it('hides the detail of unexpected errors and maps HttpError and ZodError', async () => {
    ctx = await createTestApp();
    const app = express();
    app.get('/boom', () => {
      throw new Error('secret internal detail');
    });
    app.get('/missing', () => {
      throw new HttpError(404, 'Trip not found');
    });
    app.get('/invalid', () => {
      z.object({ name: z.string({ error: 'Name is required' }) }).parse({});
    });
    app.use(createErrorHandler(ctx.deps.logger));
    const boom = await request(app).get('/boom');
    expect(boom.status).toBe(500);
    expect(boom.text).not.toContain('secret internal detail');
    expect(boom.body.message).toMatch(/Something went wrong/);
    const missing = await request(app).get('/missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Trip not found', code: 'not-found' });
    const invalid = await request(app).get('/invalid');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: 'Name is required', code: 'validation' });
  });

  it('sets security headers with a strict script policy', async () => {
    ctx = await createTestApp();
    const res = await request(ctx.app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    // No inline script runs but My Trips' early list request, allowed by the hash of its exact text.
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const hash = createHash('sha256').update(EARLY_TRIP_LIST_SCRIPT).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('backing service outages', () => {
  it('answer 503 with a message instead of 500', async () => {
    const ctx = await createTestApp();
    const app = express();
    app.get('/pg', () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
    app.get('/refused', () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get('/redis', () => {
      throw new Error('Reached the max retries per request limit (which is 2).');
    });
    app.use(createErrorHandler(ctx.deps.logger));
    for (const path of ['/pg', '/refused', '/redis']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/temporarily unavailable/);
    }
    await ctx.close();
  });
});
