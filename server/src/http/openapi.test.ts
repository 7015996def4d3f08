import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { apiOperations } from './openapi';

// The contract stays true: every documented operation exists (never the API's 404), every operation
// marked as needing a session answers 401 without one, and every documented request body is validated.
const examples: Record<string, string> = { id: 'ABCDEFGH', sessionId: 'demo_cs_0123456789abcdef0123456789abcdef' };
const operations = Object.entries(apiOperations).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    path,
    method: method as 'get' | 'post' | 'put' | 'patch' | 'delete',
    op: op!,
    url: path.replace(/\{(\w+)\}/g, (_, name: string) => examples[name] ?? 'x'),
  })),
);

describe('GET /api/openapi.json', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves an OpenAPI 3.1 document with every operation and the bearer scheme', async () => {
    const res = await request(ctx.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const { path, method } of operations) expect(res.body.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const login = res.body.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(login)).toContain('emailOrUsername');
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s exists', async (_name, { method, url }) => {
    const res = await request(ctx.app)[method](url).send({});
    expect(res.body?.message ?? '').not.toMatch(/^No API route for/);
  });

  it.each(operations.filter((o) => o.op.auth).map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s needs a session',
    async (_name, { method, url }) => {
      expect((await request(ctx.app)[method](url).send({})).status).toBe(401);
    },
  );

  it.each(operations.filter((o) => o.op.body && !o.op.auth).map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s validates its documented body',
    async (_name, { method, url }) => {
      const res = await request(ctx.app)[method](url).send({ unexpected: ['nothing', 'documented'] });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    },
  );

  it('documents the road routes and the query parameters of every route that reads its query', async () => {
    const paths = (await request(ctx.app).get('/api/openapi.json')).body.paths;
    expect(paths['/api/road-route/legs']?.post?.requestBody).toBeDefined();
    const names = (path: string) =>
      ((paths[path]?.get?.parameters ?? []) as Array<{ in: string; name: string }>)
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();
    expect(names('/api/road-route')).toEqual(
      ['avoidHighways', 'avoidPasses', 'date', 'from', 'rig', 'routeType', 'rvType', 'to'],
    );
    expect(names('/api/road-route/places')).toEqual(['from', 'to']);
    expect(names('/api/discover')).toEqual(['lat', 'lng', 'points']);
    expect(names('/api/weather')).toEqual(['lat', 'lng', 'q']);
    expect(names('/api/trip-plans')).toEqual(['cursor', 'limit']);
    expect(names('/api/geocode').length).toBeGreaterThan(0);
    expect(names('/api/campgrounds/search').length).toBeGreaterThan(0);
    const webhook = (paths['/api/stripe/webhook'].post.parameters ?? []) as Array<{ in: string; name: string }>;
    expect(webhook).toContainEqual(expect.objectContaining({ in: 'header', name: 'stripe-signature' }));
  });
});
