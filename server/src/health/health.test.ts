import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabaseRateLimitStore, createRedisRateLimitStore } from '../http/rate-limit';
import type { RateLimitStore } from '../http/rate-limit';
import type { TestContext } from '../test/test-app';
import { createTestApp, createTestDatabase } from '../test/test-app';
import type { StartState } from './core/warm-up';
import { BREAKER_PROBE_MS } from './http/health.router';

// Liveness (/api/health) and readiness (/api/ready). A hung Redis costs health one ping timeout per
// break of the rate-limit store's breaker, not 0.5 s on every call: checks share one ping at a time,
// a failed ping opens the breaker, and while it is open health answers from it without asking Redis.
// Readiness answers 503 until the start-up warm-up is done, where health answers 200 "starting".

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** A Redis connection that is open ('ready') but never answers (until told to), counting pings. */
function hungRedis() {
  const fake = Object.assign(new EventEmitter(), {
    status: 'ready',
    pings: 0,
    answering: false,
    ping: () => {
      fake.pings += 1;
      return fake.answering ? Promise.resolve('PONG') : new Promise<string>(() => undefined);
    },
  });
  return fake;
}

async function appWithHungRedis() {
  const database = await createTestDatabase();
  const redis = hungRedis();
  const rateLimitStore: RateLimitStore = createRedisRateLimitStore(
    redis as unknown as Redis,
    'rl',
    () => undefined,
    createDatabaseRateLimitStore(database),
  );
  ctx = await createTestApp({ database, redis: redis as unknown as Redis, rateLimitStore });
  return { app: ctx.app, redis, rateLimitStore };
}

describe('/api/health with a hung Redis', () => {
  it('sends one ping at a time, whatever the number of checks waiting', async () => {
    const { app, redis } = await appWithHungRedis();
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(app).get('/api/health')));
    expect(redis.pings).toBe(1);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'degraded', redis: 'unreachable', rateLimits: 'database' });
    }
  });

  it('answers from the open breaker at once, without asking Redis', async () => {
    const { app, redis, rateLimitStore } = await appWithHungRedis();
    // The first check's ping times out and opens the breaker the limiters use.
    await request(app).get('/api/health');
    expect(rateLimitStore.redisBreaker?.isOpen()).toBe(true);
    for (let i = 0; i < 5; i++) {
      const res = await request(app).get('/api/health');
      expect(res.body).toMatchObject({ redis: 'unreachable', rateLimits: 'database' });
    }
    // No check after the first asked Redis, so none waited on a ping's timeout (a wall-clock bound
    // here failed on a loaded machine without saying anything the count does not).
    expect(redis.pings).toBe(1);
  });

  it('a breaker a limiter opened is reused: no ping at all', async () => {
    const { app, redis, rateLimitStore } = await appWithHungRedis();
    rateLimitStore.redisBreaker?.trip();
    const res = await request(app).get('/api/health');
    expect(res.body).toMatchObject({ status: 'degraded', redis: 'unreachable', rateLimits: 'database' });
    expect(redis.pings).toBe(0);
  });
});

describe('/api/health when Redis answers again', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries Redis once the probe period has passed since the last failure, and closes the breaker', async () => {
    const { app, redis, rateLimitStore } = await appWithHungRedis();
    rateLimitStore.redisBreaker?.trip();
    redis.answering = true;
    // Within the probe period: the open breaker answers, Redis is not asked.
    expect((await request(app).get('/api/health')).body).toMatchObject({ redis: 'unreachable' });
    expect(redis.pings).toBe(0);
    // Past it (the clock moved, only Date): one ping, Redis answers, the limiters are back on it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + BREAKER_PROBE_MS + 1 });
    const res = await request(app).get('/api/health');
    expect(res.body).toMatchObject({ status: 'ok', redis: 'ok', rateLimits: 'redis' });
    expect(redis.pings).toBe(1);
    expect(rateLimitStore.redisBreaker?.isOpen()).toBe(false);
  });
});

describe('/api/ready beside /api/health', () => {
  const withState = async (state: StartState) => {
    ctx = await createTestApp({ startState: () => state });
    return ctx.app;
  };

  it('answers 503 with JSON while starting, where health stays 200 "starting"', async () => {
    const app = await withState('starting');
    const ready = await request(app).get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.body).toMatchObject({ status: 'starting', message: expect.stringMatching(/loading/) });
    const health = await request(app).get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('starting');
  });

  it('answers 503 when the start-up loading failed', async () => {
    const ready = await request(await withState('failed')).get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('failed');
  });

  it('answers 200 once ready, and follows the state as it changes', async () => {
    let state: StartState = 'starting';
    ctx = await createTestApp({ startState: () => state });
    expect((await request(ctx.app).get('/api/ready')).status).toBe(503);
    state = 'ready';
    const ready = await request(ctx.app).get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });
});
