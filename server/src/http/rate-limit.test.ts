import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '../redis';
import type { RateLimitStore } from './rate-limit';
import { createMemoryRateLimitStore, createRedisRateLimitStore, rateLimit, scaleRateLimits } from './rate-limit';

const redis = process.env.TEST_REDIS_URL ? createRedis(process.env.TEST_REDIS_URL) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const stores: Array<[string, () => RateLimitStore]> = [['memory', () => createMemoryRateLimitStore()]];
if (redis) stores.push(['redis', () => createRedisRateLimitStore(redis, `test:${Date.now()}:${Math.random()}:`)]);

describe.each(stores)('rate limit with the %s store', (_name, makeStore) => {
  it('allows max requests in the window, then answers 429 with Retry-After', async () => {
    const app = express();
    app.get('/x', rateLimit(makeStore(), { name: 'x', windowMs: 60_000, max: 3 }), (_req, res) => {
      res.json({ ok: true });
    });
    for (let i = 0; i < 3; i++) expect((await request(app).get('/x')).status).toBe(200);
    const blocked = await request(app).get('/x');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/try again in 1 minute/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts keys separately and resets', async () => {
    const store = makeStore();
    await store.hit('a', 60_000);
    await store.hit('a', 60_000);
    expect((await store.peek('a'))?.count).toBe(2);
    expect(await store.peek('b')).toBeNull();
    await store.reset('a');
    expect(await store.peek('a')).toBeNull();
  });
});

describe('memory store window', () => {
  it('starts a new window after the old one ends', async () => {
    let t = 1000;
    const store = createMemoryRateLimitStore(() => t);
    await store.hit('k', 100);
    await store.hit('k', 100);
    t += 101;
    expect((await store.hit('k', 100)).count).toBe(1);
  });
});

describe('scaleRateLimits', () => {
  it('multiplies the limit by dividing the counts', async () => {
    const store = scaleRateLimits(createMemoryRateLimitStore(), 10);
    let last = 0;
    for (let i = 0; i < 25; i++) last = (await store.hit('k', 60_000)).count;
    expect(last).toBe(3);
  });
});
