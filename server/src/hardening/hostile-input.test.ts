import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { TestContext } from '../test/test-app';

// Every API route gets random and hostile input: wrong types, huge strings, deep nesting, unicode,
// negative and NaN numbers, prototype-pollution keys. Never a 5xx, always a JSON message, and
// nothing is stored from a rejected request. Routes added by later areas are listed here too.

type Route = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; auth?: boolean };

const routes: Route[] = [
  { method: 'post', path: '/api/health' },
  { method: 'get', path: '/api/geocode' },
  { method: 'get', path: '/api/national-parks' },
  { method: 'get', path: '/api/campgrounds/search' },
  { method: 'get', path: '/api/discover' },
  { method: 'get', path: '/api/road-route' },
  { method: 'post', path: '/api/road-route/legs' },
  { method: 'get', path: '/api/weather' },
  { method: 'post', path: '/api/ai/generate-trip' },
  { method: 'get', path: '/api/trip-plans', auth: true },
  { method: 'post', path: '/api/trip-plans', auth: true },
  { method: 'post', path: '/api/trip-plans', auth: false },
  { method: 'get', path: '/api/trip-plans/ABCDEFGH', auth: true },
  { method: 'put', path: '/api/trip-plans/ABCDEFGH', auth: true },
  { method: 'delete', path: '/api/trip-plans/ABCDEFGH', auth: true },
  { method: 'post', path: '/api/trip-plans/ABCDEFGH/share', auth: true },
  { method: 'post', path: '/api/auth/register' },
  { method: 'post', path: '/api/auth/login' },
  { method: 'post', path: '/api/auth/forgot-password' },
  { method: 'post', path: '/api/auth/reset-password' },
  { method: 'get', path: '/api/auth/me', auth: true },
  { method: 'patch', path: '/api/auth/me', auth: true },
  { method: 'post', path: '/api/auth/change-password', auth: true },
  { method: 'delete', path: '/api/auth/me', auth: true },
  { method: 'post', path: '/api/stripe/create-checkout-session', auth: true },
  { method: 'get', path: '/api/stripe/verify-session/cs_test_123', auth: true },
  { method: 'post', path: '/api/stripe/webhook' },
];

const protoKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');
const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '\u0000', 'NaN', '-1', '1e309', '🚐🏕️'),
  fc.integer({ min: 10_000, max: 60_000 }).map((n) => 'x'.repeat(n)),
);
const weirdNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, -Number.MAX_VALUE));
const leaf = fc.oneof(weirdString, weirdNumber, fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('node'), { maxLength: 4 }), tie('object')),
  object: fc.dictionary(fc.oneof(weirdString, protoKey, fc.constantFrom('trip', 'id', 'email', 'password', 'version', 'lat', 'lng', 'q')), tie('node'), { maxKeys: 5 }),
})).node;
const deepNesting = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
});
const body = fc.oneof(value, deepNesting);
// Query strings stay under Node's 16 kB header limit: past it Node itself answers 431 before the app
// runs (index.ts gives that answer a JSON body too).
const query = fc.dictionary(
  fc.oneof(fc.constantFrom('q', 'lat', 'lng', 'radius', 'points', '__proto__'), fc.string({ maxLength: 8 })),
  weirdString.map((v) => v.slice(0, 2000)),
  { maxKeys: 4 },
);

describe('hostile input on every API route', () => {
  let ctx: TestContext;
  let token = '';
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const tripCount = async () => (await ctx.deps.database.db.selectFrom('trips').select('id').execute()).length;
  const userCount = async () => (await ctx.deps.database.db.selectFrom('users').select('id').execute()).length;

  for (const route of routes) {
    it(`${route.method.toUpperCase()} ${route.path}${route.auth ? ' (signed in)' : ''}`, async () => {
      await fc.assert(
        fc.asyncProperty(body, query, fc.boolean(), async (payload, params, rawText) => {
          const beforeTrips = await tripCount();
          const beforeUsers = await userCount();
          let req = request(ctx.app)[route.method](route.path).query(params);
          if (route.auth) req = req.set('Authorization', `Bearer ${token}`);
          const res = rawText
            ? await req.set('Content-Type', 'application/json').send(String(JSON.stringify(payload)).slice(0, -1))
            : await req.set('Content-Type', 'application/json').send(JSON.stringify(payload) ?? 'null');
          expect(res.status, `${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
          expect(res.headers['content-type'] ?? '', `${res.status} ${res.text.slice(0, 200)}`).toMatch(/json/);
          if (res.status >= 400) {
            expect(typeof res.body.message).toBe('string');
            expect(res.body.message.length).toBeGreaterThan(0);
            expect(res.text).not.toMatch(/at .*\.ts:\d+/);
            expect(await tripCount()).toBe(beforeTrips);
            expect(await userCount()).toBe(beforeUsers);
          }
          // Prototype pollution never reaches ordinary objects.
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        {
          numRuns: 25,
          seed: 20261122,
          // Counterexamples hold 60 kB strings; report a readable excerpt instead.
          asyncReporter: async (details) => {
            if (details.failed) {
              const example = JSON.stringify(details.counterexample).slice(0, 300);
              throw new Error(`${String(details.errorInstance).slice(0, 500)}\nCounterexample (excerpt): ${example}`);
            }
          },
        },
      );
    }, 60_000);
  }
});
