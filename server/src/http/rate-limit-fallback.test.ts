import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '../redis';
import { startTcpProxy } from '../test/tcp-proxy';
import { databaseTargets } from '../test/app-suite';
import { createTestDatabase } from '../test/test-app';
import { createDatabaseRateLimitStore, createRedisRateLimitStore } from './rate-limit';

// Limits that hold without Redis: the database store counts atomically and is shared by every
// instance on the database; a Redis store falls back to it when Redis is down or hung, skipping a hung
// Redis after one timeout, and says which store is in use.

/** A port nothing listens on: connection refused. */
async function deadRedisUrl() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `redis://127.0.0.1:${port}`;
}

describe.each(databaseTargets())('the database rate limit store on %s', (_name, url) => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const handle of opened) await handle.close();
  });

  it('consumes atomically and shares its counts between instances', async () => {
    const database = await createTestDatabase(url);
    opened.push(database);
    const one = createDatabaseRateLimitStore(database).limiter({ name: 'db', points: 7, durationSec: 60 });
    const two = createDatabaseRateLimitStore(database).limiter({ name: 'db', points: 7, durationSec: 60 });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).consume('k')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect((await two.get('k'))?.consumedPoints).toBeGreaterThanOrEqual(7);
  });

  it('a Redis store falls back to it: a lock made during an outage holds on every instance and after it', async () => {
    const database = await createTestDatabase(url);
    opened.push(database);
    const dead = createRedis(await deadRedisUrl());
    const warnings: string[] = [];
    try {
      const instance = () =>
        createRedisRateLimitStore(dead, 'rl', (m) => warnings.push(m), createDatabaseRateLimitStore(database));
      const [a, b] = [instance(), instance()];
      await new Promise((r) => setTimeout(r, 300));
      expect(a.current()).toBe('database');
      const options = { name: 'login', points: 3, durationSec: 60 };
      const results = await Promise.allSettled([
        a.limiter(options).consume('acct'),
        b.limiter(options).consume('acct'),
        a.limiter(options).consume('acct'),
        b.limiter(options).consume('acct'),
      ]);
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
      // A restarted instance (a fresh store) still sees the lock.
      await expect(instance().limiter(options).consume('acct')).rejects.toMatchObject({ remainingPoints: 0 });
      expect(warnings.some((w) => /fall back to the database/.test(w))).toBe(true);
    } finally {
      dead.disconnect();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('a hung Redis', () => {
  it('is used again once it answers, however steady the traffic while the breaker is open', async () => {
    const target = new URL(process.env.TEST_REDIS_URL ?? '');
    const proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
    const redis = createRedis(`redis://127.0.0.1:${proxy.port}`);
    const database = await createTestDatabase();
    try {
      await new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve())));
      const breakMs = 300;
      const prefix = `recover:${Date.now()}`;
      const store = createRedisRateLimitStore(redis, prefix, () => undefined, createDatabaseRateLimitStore(database), breakMs);
      const limiter = store.limiter({ name: 'x', points: 1000, durationSec: 60 });
      await proxy.cut();
      for (let i = 0; i < 50 && redis.status === 'ready'; i++) await new Promise((r) => setTimeout(r, 20));
      await limiter.consume('k');
      expect(store.current()).toBe('database');
      await proxy.restore();
      for (let i = 0; i < 100 && redis.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 20));
      expect(redis.status).toBe('ready');
      // A request every 20 ms, well inside the break: the breaker still closes after one break.
      const since = Date.now();
      while (store.current() !== 'redis' && Date.now() - since < 10 * breakMs) {
        await limiter.consume('k');
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(store.current()).toBe('redis');
      // And the counts are in Redis again.
      await limiter.consume('k');
      expect(await redis.exists(`${prefix}:x:k`)).toBe(1);
    } finally {
      redis.disconnect();
      await proxy.close();
      await database.close();
    }
  });

  it('costs one command timeout, then is skipped for the database', async () => {
    const target = new URL(process.env.TEST_REDIS_URL ?? '');
    // A proxy that stops passing requests on when paused: the connection stays open, no answer comes.
    let paused = false;
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      client.on('data', (chunk) => paused || upstream.write(chunk));
      upstream.pipe(client);
      for (const s of [client, upstream]) s.on('error', () => s.destroy());
      client.on('close', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const redis = createRedis(`redis://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`);
    const database = await createTestDatabase();
    try {
      await new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve())));
      const store = createRedisRateLimitStore(redis, `hung:${Date.now()}`, () => undefined, createDatabaseRateLimitStore(database));
      const limiter = store.limiter({ name: 'x', points: 100, durationSec: 60 });
      await limiter.consume('k');
      expect(store.current()).toBe('redis');
      paused = true;
      const first = Date.now();
      await limiter.consume('k');
      expect(Date.now() - first).toBeGreaterThanOrEqual(400);
      expect(store.current()).toBe('database');
      const next = Date.now();
      for (let i = 0; i < 5; i++) await limiter.consume('k');
      expect(Date.now() - next).toBeLessThan(200);
    } finally {
      redis.disconnect();
      proxy.close();
      await database.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('a durable limit across a Redis outage', () => {
  it('counts parallel requests once, in one store: exactly its points pass with Redis up', async () => {
    const redis = createRedis(process.env.TEST_REDIS_URL ?? '');
    const database = await createTestDatabase();
    try {
      await new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve())));
      const instance = () =>
        createRedisRateLimitStore(redis, `parallel:${Date.now()}`, () => undefined, createDatabaseRateLimitStore(database));
      const [one, two] = [instance(), instance()].map((store) => store.limiter({ name: 'acct', points: 10, durationSec: 60, durable: true }));
      const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).consume('owner')));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    } finally {
      redis.disconnect();
      await database.close();
    }
  });

  it('a lock made in Redis holds through the outage, and one made during it holds after it', async () => {
    const target = new URL(process.env.TEST_REDIS_URL ?? '');
    const proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
    const redis = createRedis(`redis://127.0.0.1:${proxy.port}`);
    const database = await createTestDatabase();
    const waitFor = async (ok: () => boolean) => {
      for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(ok()).toBe(true);
    };
    try {
      await waitFor(() => redis.status === 'ready');
      const store = createRedisRateLimitStore(redis, `durable:${Date.now()}`, () => undefined, createDatabaseRateLimitStore(database), 300);
      const limiter = store.limiter({ name: 'login', points: 3, durationSec: 60, durable: true });
      for (let i = 0; i < 3; i++) await limiter.consume('before');
      await expect(limiter.consume('before')).rejects.toMatchObject({ remainingPoints: 0 });

      await proxy.cut();
      await waitFor(() => redis.status !== 'ready');
      expect(store.current()).toBe('database');
      await expect(limiter.consume('before')).rejects.toMatchObject({ remainingPoints: 0 });
      for (let i = 0; i < 3; i++) await limiter.consume('during');
      await expect(limiter.consume('during')).rejects.toMatchObject({ remainingPoints: 0 });

      await proxy.restore();
      await waitFor(() => store.current() === 'redis');
      // Redis never saw 'during' fail: the database's count still answers.
      await expect(limiter.consume('during')).rejects.toMatchObject({ remainingPoints: 0 });
      // Clearing a count clears it in both.
      await limiter.delete('during');
      await limiter.consume('during');
    } finally {
      redis.disconnect();
      await proxy.close();
      await database.close();
    }
  });
});
