import request from 'supertest';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, denverMoabInput, registrationInput, testTrip } from '../test/factories';
import type { TestContext } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { errorCodes, isErrorCode } from '@shared/schemas/error-codes';
import { openApiDocument } from './openapi';

// The OpenAPI document lists the client errors the API really gives: a sample of real 403, 404, 409,
// 413 and 422 answers, each held to the document's entry for its method and path, so a
// client generated from the document knows every answer it can meet.

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
const doc = openApiDocument() as Document;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;

describe('the client errors in the OpenAPI document', () => {
  it('lists every 4xx a sample of real requests is answered with', async () => {
    const { token } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
    const { token: other } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
    const app = ctx.app;
    const trip = testTrip();
    expect((await request(app).post('/api/trip-plans').set(bearer(token)).send({ trip })).status).toBe(201);
    const registration = registrationInput();
    expect((await request(app).post('/api/auth/register').send(registration)).status).toBe(201);
    await request(app).post('/api/trip-plans/sample').set(bearer(token));
    const far = (i: number) => ({ name: `Stop ${i}`, latitude: 39 + i / 100, longitude: -106 - i / 100, nights: 30 });

    // [documented method and path, the answer, the status it must be]
    const samples: Array<[string, string, Response, number]> = [
      ['post', '/api/auth/register', await request(app).post('/api/auth/register').send(registration), 409],
      ['post', '/api/trip-plans', await request(app).post('/api/trip-plans').set(bearer(other)).send({ trip }), 409],
      [
        'post',
        '/api/trip-plans',
        await request(app)
          .post('/api/trip-plans')
          .set(bearer(token))
          .send({ trip: testTrip(), notes: 'x'.repeat(20_000), aiPlan: { filler: 'x'.repeat(590_000) } }),
        413,
      ],
      ['post', '/api/trip-plans/sample', await request(app).post('/api/trip-plans/sample').set(bearer(token)), 403],
      ['get', '/api/trip-plans/{id}', await request(app).get('/api/trip-plans/NOSUCH00').set(bearer(token)), 404],
      ['get', '/api/trip-plans/{id}', await request(app).get(`/api/trip-plans/${trip.id}`).set(bearer(other)), 404],
      [
        'put',
        '/api/trip-plans/{id}',
        await request(app).put(`/api/trip-plans/${trip.id}`).set(bearer(token)).send({ version: 9, notes: 'late' }),
        409,
      ],
      ['delete', '/api/trip-plans/{id}', await request(app).delete('/api/trip-plans/NOSUCH00').set(bearer(token)), 404],
      ['post', '/api/trip-plans/{id}/share', await request(app).post('/api/trip-plans/NOSUCH00/share').set(bearer(token)).send({}), 404],
      ['get', '/api/trip-plans/{id}/export/{format}', await request(app).get(`/api/trip-plans/${trip.id}/export/gpx`).set(bearer(token)), 422],
      [
        'post',
        '/api/ai/generate-trip',
        await request(app)
          .post('/api/ai/generate-trip')
          .send(denverMoabInput({ departureDate: nextYear, stops: [far(1), far(2), far(3)] })),
        422,
      ],
      [
        'post',
        '/api/ai/generate-trip',
        await request(app)
          .post('/api/ai/generate-trip')
          .set(bearer(other))
          .send(denverMoabInput({ departureDate: nextYear, tripId: trip.id })),
        404,
      ],
      ['post', '/api/auth/login', await request(app).post('/api/auth/login').set('Content-Type', 'application/json').send(JSON.stringify({ email: 'x'.repeat(110_000) })), 413],
      ['get', '/api/stripe/verify-session/{sessionId}', await request(app).get('/api/stripe/verify-session/cs_test_nosuch').set(bearer(token)), 404],
    ];
    const problems: string[] = [];
    for (const [method, path, res, status] of samples) {
      const where = `${method.toUpperCase()} ${path}`;
      if (res.status !== status) problems.push(`${where}: answered ${res.status}, expected ${status}`);
      if (typeof res.body?.message !== 'string') problems.push(`${where}: ${res.status} without a JSON message`);
      if (!isErrorCode(res.body?.code)) problems.push(`${where}: ${res.status} without a known code`);
      const responses = doc.paths[path]?.[method]?.responses ?? {};
      if (!(String(res.status) in responses)) problems.push(`${where}: ${res.status} is not in the document`);
    }
    expect(problems).toEqual([]);
  });

  it('documents the code of every error answer', () => {
    type Schema = { properties?: Record<string, { enum?: string[] }>; required?: string[] };
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const [status, answer] of Object.entries(op.responses)) {
          if (Number(status) < 400) continue;
          const schema = (answer as { content?: Record<string, { schema?: Schema }> }).content?.['application/json']?.schema;
          const code = schema?.properties?.code;
          if (!code || !schema?.required?.includes('code') || JSON.stringify(code.enum) !== JSON.stringify(errorCodes))
            missing.push(`${method} ${path}: ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents a 404 for every path parameter and a 413 for every JSON body', () => {
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const withBody = 'requestBody' in op;
        if (path.includes('{') && !('404' in op.responses)) missing.push(`${method} ${path}: 404`);
        if (withBody && !('413' in op.responses)) missing.push(`${method} ${path}: 413`);
      }
    }
    expect(missing).toEqual([]);
  });
});
