import type { RequestListener, Server } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ERROR_CODES } from '@shared/schemas/error-codes';
import { errorResponseSchema } from '@shared/schemas/error-response';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestUser, denverMoabInput, testTrip } from '../test/factories';
import type { TestContext } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { createErrorHandler, HttpError } from './errors';
import { createHttpServer } from './http-server';

// Every error answer carries `{ message, code }` with a code from the shared list: the real app on a
// loopback port (SQLite), driven through failing requests of each kind, and the answers Node gives
// before Express sees a request.

type Answer = { status: number; headers: Headers; body: unknown };

let ctx: TestContext;
const servers: Server[] = [];
let base = '';

async function listen(handler: RequestListener): Promise<string> {
  const server = createHttpServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  ctx = await createTestApp();
  base = await listen(ctx.app);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await ctx.close();
});

async function call(
  url: string,
  init: RequestInit & { json?: unknown; token?: string } = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  const res = await fetch(url.startsWith('http') ? url : `${base}${url}`, { ...init, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A raw request on a fresh connection, for what Node answers before Express (oversized headers). */
function raw(url: string, text: string): Promise<Answer> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = new net.Socket();
    let data = '';
    socket.on('data', (chunk) => (data += String(chunk)));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        headers: new Headers(),
        body: JSON.parse(body) as unknown,
      });
    });
    socket.connect(Number(port), '127.0.0.1', () => socket.end(text));
  });
}

function expectCode(answer: Answer, status: number, code: keyof typeof ERROR_CODES) {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status, body: { code } });
  // The shared schema holds every answer: a string message and a code of the list.
  expect(errorResponseSchema.safeParse(answer.body).success).toBe(true);
}

describe('error codes on the real app', () => {
  it('answers each kind of client error with its code', async () => {
    const { token } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
    expectCode(await call('/api/auth/register', { method: 'POST', json: {} }), 400, 'validation');
    expectCode(
      await call('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"a":',
      }),
      400,
      'malformed-body',
    );
    expectCode(
      await call('/api/auth/login', { method: 'POST', json: { email: 'x'.repeat(110_000) } }),
      413,
      'payload-too-large',
    );
    expectCode(await call('/api/trip-plans'), 401, 'unauthenticated');
    expectCode(await call('/api/nope'), 404, 'not-found');
    expectCode(await call('/api/trip-plans/NOSUCH00', { token }), 404, 'not-found');
    expectCode(await call('/api/health', { method: 'OPTIONS' }), 405, 'method-not-allowed');

    const trip = testTrip();
    expect((await call('/api/trip-plans', { method: 'POST', token, json: { trip } })).status).toBe(201);
    const stale = await call(`/api/trip-plans/${trip.id}`, {
      method: 'PUT',
      token,
      json: { version: 9, notes: 'late' },
    });
    expectCode(stale, 409, 'stale-version');
    expect(stale.body).toHaveProperty('current');
    for (let i = 0; i < 2; i++)
      expect(
        (await call('/api/trip-plans', { method: 'POST', token, json: { trip: testTrip() } })).status,
      ).toBe(201);
    expectCode(
      await call('/api/trip-plans', { method: 'POST', token, json: { trip: testTrip() } }),
      403,
      'quota-exceeded',
    );

    const places = (from: string, to: string) =>
      call(`/api/road-route/places?${new URLSearchParams({ from, to })}`);
    const unknown = await places('Springfeild', 'Moab, UT');
    expectCode(unknown, 422, 'location-not-found');
    expect(unknown.body).toMatchObject({ place: 'from', location: 'Springfeild' });
    expectCode(await places('Denver, CO', 'Honolulu, HI'), 422, 'no-road-route');

    const far = (i: number) => ({
      name: `Stop ${i}`,
      latitude: 39 + i / 100,
      longitude: -106 - i / 100,
      nights: 30,
    });
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;
    const tooLong = denverMoabInput({ departureDate: nextYear, stops: [far(1), far(2), far(3)] });
    expectCode(await call('/api/ai/generate-trip', { method: 'POST', json: tooLong }), 422, 'plan-too-large');
  });

  it('answers 429 rate-limited with Retry-After', async () => {
    // The plan call allows 20 a minute per address; the limiter counts before the body is checked.
    let last: Answer | undefined;
    for (let i = 0; i < 21; i++) last = await call('/api/ai/generate-trip', { method: 'POST', json: {} });
    expectCode(last!, 429, 'rate-limited');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 503 unavailable with Retry-After when a backing service is down', async () => {
    const broken: DatabaseHandle = { ...ctx.deps.database, check: () => Promise.reject(new Error('down')) };
    const url = await listen(createApp({ ...ctx.deps, database: broken }));
    expectCode(await call(`${url}/api/health`), 503, 'unavailable');
    const app = express();
    app.get('/refused', () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get('/busy', () => {
      throw new HttpError(503, 'Busy', undefined, 7);
    });
    app.get('/boom', () => {
      throw new Error('secret');
    });
    app.use(createErrorHandler(ctx.deps.logger));
    const small = await listen(app);
    const refused = await call(`${small}/refused`);
    expectCode(refused, 503, 'unavailable');
    expect(refused.headers.get('retry-after')).toBe('5');
    const busy = await call(`${small}/busy`);
    expectCode(busy, 503, 'unavailable');
    expect(busy.headers.get('retry-after')).toBe('7');
    expectCode(await call(`${small}/boom`), 500, 'internal');
  });

  it('gives a code to what Node answers before Express', async () => {
    const big = `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expectCode(await raw(base, big), 431, 'headers-too-large');
    expectCode(await raw(base, 'NOT HTTP AT ALL\r\n\r\n'), 400, 'malformed-body');
  });
});
