import net from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '../redis';
import { liveTestRedis } from '../test/live-redis';
import type { RateLimitStore } from './rate-limit';
import { createMemoryRateLimitStore, createRedisRateLimitStore, rateLimit, scaleRateLimits } from './rate-limit';

const redis = liveTestRedis();
afterAll(async () => {
  await redis?.quit();
});

const stores: Array<[string, () => RateLimitStore]> = [['memory', () => createMemoryRateLimitStore()]];
if (redis) stores.push(['redis', () => createRedisRateLimitStore(redis, `test:${Date.now()}:${Math.random()}`)]);

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

  it('consumes atomically: of 50 parallel requests exactly max pass', async () => {
    const limiter = makeStore().limiter({ name: 'parallel', points: 7, durationSec: 60 });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.consume('k')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
  });

  it('counts keys separately and deletes', async () => {
    const limiter = makeStore().limiter({ name: 'keys', points: 5, durationSec: 60 });
    await limiter.consume('a');
    await limiter.consume('a');
    expect((await limiter.get('a'))?.consumedPoints).toBe(2);
    expect(await limiter.get('b')).toBeNull();
    await limiter.delete('a');
    expect(await limiter.get('a')).toBeNull();
  });
});

describe('Redis store while Redis is down', () => {
  it('falls back to memory at once, keeps limiting and logs a warning', async () => {
    // A port nothing listens on: connection refused.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const dead = createRedis(`redis://127.0.0.1:${port}`);
    const warnings: string[] = [];
    try {
      const store = createRedisRateLimitStore(dead, 'dead', (m) => warnings.push(m));
      await new Promise((r) => setTimeout(r, 300));
      const limiter = store.limiter({ name: 'x', points: 2, durationSec: 60 });
      const started = Date.now();
      const results = await Promise.allSettled([limiter.consume('k'), limiter.consume('k'), limiter.consume('k')]);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect(warnings.some((w) => /fall back to this process's memory/.test(w))).toBe(true);
    } finally {
      dead.disconnect();
    }
  });
});

describe('scaleRateLimits', () => {
  it('multiplies the limit', async () => {
    const limiter = scaleRateLimits(createMemoryRateLimitStore(), 10).limiter({ name: 's', points: 3, durationSec: 60 });
    const results = await Promise.allSettled(Array.from({ length: 35 }, () => limiter.consume('k')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
  });
});
