import net from 'node:net';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../auth/password/password-hasher';
import { createPasswordHasher, HASHER_BUSY_MESSAGE, sharedPasswordHasher } from '../auth/password/password-hasher';
import type { Config } from '../config';
import type { RateLimitStore } from '../http/rate-limit';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from '../http/rate-limit';
import { createRedis } from '../redis';
import { liveTestRedis } from '../test/live-redis';
import type { TestContext } from '../test/test-app';
import { createTestApp, createTestDatabase, testConfig } from '../test/test-app';

// Brute force and overload: limits are consumed before any hashing, keyed by the account whatever
// identifier is typed, never lock the owner out from elsewhere, and bcrypt runs in a bounded pool.
const databases: Array<[string, string | undefined]> = [['sqlite', undefined]];
if (process.env.TEST_DATABASE_URL) databases.push(['postgres', process.env.TEST_DATABASE_URL]);
const redis = liveTestRedis();
const stores: Array<[string, () => RateLimitStore]> = [['memory', () => createMemoryRateLimitStore()]];
if (redis) stores.push(['redis', () => createRedisRateLimitStore(redis, `test-bf:${Date.now()}:${Math.random()}`)]);
const targets = databases.flatMap(([db, url]) => stores.map(([store, make]) => [`${db} with the ${store} store`, url, make] as const));

afterAll(async () => {
  await redis?.quit();
});

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** Counts what reaches bcrypt. */
function countingHasher(inner: PasswordHasher = sharedPasswordHasher()) {
  const calls = { hash: 0, compare: 0 };
  const hasher: PasswordHasher = {
    hash: (password, cost) => {
      calls.hash += 1;
      return inner.hash(password, cost);
    },
    compare: (password, hash) => {
      calls.compare += 1;
      return inner.compare(password, hash);
    },
    close: () => inner.close(),
  };
  return { hasher, calls };
}

async function setup(opts: { databaseUrl?: string; store?: RateLimitStore; config?: Partial<Config>; passwords?: PasswordHasher }) {
  ctx = await createTestApp({
    config: testConfig(opts.config),
    database: await createTestDatabase(opts.databaseUrl),
    rateLimitStore: opts.store ?? createMemoryRateLimitStore(),
    ...(opts.passwords ? { passwords: opts.passwords } : {}),
  });
  return ctx;
}

let n = 0;
async function register(c: TestContext) {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  const input = {
    email: `bf${id}@example.com`,
    username: `bf_${id}`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
  };
  const res = await request(c.app).post('/api/auth/register').send(input);
  expect(res.status).toBe(201);
  return { input, token: res.body.token as string };
}

describe.each(targets)('sign-in limits on %s', (_name, databaseUrl, makeStore) => {
  it('60 parallel wrong guesses for one account: only 10 reach bcrypt, the rest answer 429', async () => {
    const { hasher, calls } = countingHasher();
    const c = await setup({ databaseUrl, store: makeStore(), passwords: hasher, config: { authRateLimitMax: 1000 } });
    const { input } = await register(c);
    calls.compare = 0;
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        request(c.app)
          .post('/api/auth/login')
          .send({ emailOrUsername: i % 2 ? input.email : input.username.toUpperCase(), password: `wrong ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(50);
    expect(calls.compare).toBe(10);
  });

  it('counts the email and the username of one account together', async () => {
    const c = await setup({ databaseUrl, store: makeStore() });
    const { input } = await register(c);
    for (let i = 0; i < 10; i++) {
      const emailOrUsername = i < 5 ? input.email : input.username;
      expect((await request(c.app).post('/api/auth/login').send({ emailOrUsername, password: 'wrong' })).status).toBe(401);
    }
    const eleventh = await request(c.app).post('/api/auth/login').send({ emailOrUsername: input.username, password: 'wrong' });
    expect(eleventh.status).toBe(429);
  });

  it('a lock from one address never locks the owner out elsewhere', async () => {
    const c = await setup({ databaseUrl, store: makeStore(), config: { trustProxy: 'loopback' as unknown as Config['trustProxy'] } });
    const { input } = await register(c);
    const from = (ip: string, password: string) =>
      request(c.app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ emailOrUsername: input.email, password });
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.9', 'wrong')).status).toBe(401);
    expect((await from('203.0.113.9', input.password)).status).toBe(429);
    expect((await from('198.51.100.7', input.password)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so: rotating it does not reset the per-IP limit', async () => {
    const c = await setup({ databaseUrl, store: makeStore(), config: { authRateLimitMax: 3 } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await request(c.app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', `10.0.0.${i + 1}`)
        .send({ emailOrUsername: `nobody${i}`, password: 'x' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe.each(databases)('hashing off the event loop on %s', (_name, databaseUrl) => {
  it('reset-password checks the token before hashing: bogus resets never reach bcrypt', async () => {
    const { hasher, calls } = countingHasher();
    const c = await setup({ databaseUrl, passwords: hasher, config: { authRateLimitMax: 1000 } });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        request(c.app).post('/api/auth/reset-password').send({ token: `bogus-token-${i}`, newPassword: 'a new password' }),
      ),
    );
    expect(results.every((r) => r.status === 400)).toBe(true);
    expect(calls.hash).toBe(0);
  });

  it('a full hashing queue answers 503 with Retry-After, and the server keeps answering meanwhile', async () => {
    const pool = createPasswordHasher({ threads: 1, maxQueue: 1 });
    try {
      const c = await setup({ databaseUrl, passwords: pool, config: { authRateLimitMax: 1000, bcryptCost: 10 } });
      const registrations = Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          request(c.app)
            .post('/api/auth/register')
            .send({
              email: `q${i}${Date.now()}@example.com`,
              username: `q${i}_${Date.now()}`,
              password: 'correct horse battery',
              confirmPassword: 'correct horse battery',
            }),
        ),
      );
      const health = await request(c.app).get('/api/health');
      expect(health.status).toBe(200);
      const results = await registrations;
      const busy = results.filter((r) => r.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0].body).toEqual({ message: HASHER_BUSY_MESSAGE, code: 'unavailable' });
      expect(Number(busy[0].headers['retry-after'])).toBeGreaterThan(0);
      expect(results.filter((r) => r.status === 201).length).toBeGreaterThan(0);
      expect(results.every((r) => r.status === 201 || r.status === 503)).toBe(true);
    } finally {
      await pool.close();
    }
  });
});

describe.each(databases)('sessions on %s', (_name, databaseUrl) => {
  it('sign out everywhere ends every session issued before it', async () => {
    const c = await setup({ databaseUrl });
    const { token, input } = await register(c);
    const second = await request(c.app).post('/api/auth/login').send({ emailOrUsername: input.email, password: input.password });
    expect((await request(c.app).get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    expect((await request(c.app).post('/api/auth/logout').set('Authorization', `Bearer ${token}`)).status).toBe(204);
    for (const t of [token, second.body.token as string]) {
      expect((await request(c.app).get('/api/auth/me').set('Authorization', `Bearer ${t}`)).status).toBe(401);
    }
    const fresh = await request(c.app).post('/api/auth/login').send({ emailOrUsername: input.email, password: input.password });
    expect((await request(c.app).get('/api/auth/me').set('Authorization', `Bearer ${fresh.body.token}`)).status).toBe(200);
    expect((await request(c.app).post('/api/auth/logout')).status).toBe(401);
  });

  it('refuses a correctly signed token without exp', async () => {
    const c = await setup({ databaseUrl });
    const { token } = await register(c);
    const { sub } = jwt.decode(token) as { sub: string };
    const forever = jwt.sign({ tv: 0 }, c.deps.config.jwtSecret, { subject: sub, algorithm: 'HS256' });
    expect((await request(c.app).get('/api/auth/me').set('Authorization', `Bearer ${forever}`)).status).toBe(401);
  });
});

describe('health with Redis down', () => {
  it('reports the database and Redis separately and stays 200 (limits fall back to memory)', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const dead = createRedis(`redis://127.0.0.1:${port}`);
    try {
      const c = await setup({ store: createRedisRateLimitStore(dead, 'dead') });
      c.deps.redis = dead;
      const app = (await createTestApp({ ...c.deps })).app;
      const started = Date.now();
      const health = await request(app).get('/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'degraded', database: 'ok', redis: 'unreachable' });
      // Sign-in still answers, at once, through the memory fallback.
      const login = await request(app).post('/api/auth/login').send({ emailOrUsername: 'nobody', password: 'x' });
      expect(login.status).toBe(401);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      dead.disconnect();
    }
  });

  it.runIf(redis)('reports Redis ok when it answers', async () => {
    const c = await setup({});
    const app = (await createTestApp({ ...c.deps, redis })).app;
    const health = await request(app).get('/api/health');
    expect(health.body).toMatchObject({ status: 'ok', database: 'ok', redis: 'ok' });
    const none = await request(c.app).get('/api/health');
    expect(none.body).toMatchObject({ status: 'ok', redis: 'not configured' });
  });
});
