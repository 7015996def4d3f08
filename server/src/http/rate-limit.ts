import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';

export type RateLimitHit = { count: number; resetAt: number };

export interface RateLimitStore {
  /** Adds one hit to `key` in a fixed window of `windowMs` and returns the window's count. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Reads the count without adding to it. */
  peek(key: string): Promise<RateLimitHit | null>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, RateLimitHit>();
  const sweep = () => {
    const t = now();
    for (const [key, value] of windows) if (value.resetAt <= t) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const t = now();
      if (windows.size > 50_000) sweep();
      const current = windows.get(key);
      if (!current || current.resetAt <= t) {
        const fresh = { count: 1, resetAt: t + windowMs };
        windows.set(key, fresh);
        return fresh;
      }
      current.count += 1;
      return { ...current };
    },
    async peek(key) {
      const current = windows.get(key);
      if (!current || current.resetAt <= now()) return null;
      return { ...current };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisRateLimitStore(redis: Redis, prefix = 'rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      if (count === null || ttl <= 0) return null;
      return { count: Number(count), resetAt: Date.now() + ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Load tests on loopback send far more requests from one IP than any person would; RATE_LIMIT_MULTIPLIER
 * scales every limit by dividing the counts the store reports. It stays 1 in production.
 */
export function scaleRateLimits(store: RateLimitStore, multiplier: number): RateLimitStore {
  if (multiplier === 1) return store;
  const scale = (hit: RateLimitHit | null) => (hit ? { ...hit, count: Math.ceil(hit.count / multiplier) } : null);
  return {
    hit: async (key, windowMs) => scale(await store.hit(key, windowMs)) as RateLimitHit,
    peek: async (key) => scale(await store.peek(key)),
    reset: (key) => store.reset(key),
  };
}

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function retryMessage(resetAt: number, what = 'Too many requests'): string {
  const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000));
  return `${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

type RateLimitOptions = {
  name: string;
  windowMs: number;
  max: number;
  /** What is counted; null skips this limit for the request (e.g. a per-user limit for a visitor). */
  key?: (req: Request) => string | null;
  message?: string;
};

/** Counts every request; over `max` in the window answers 429 with Retry-After and a readable message. */
export function rateLimit(store: RateLimitStore, opts: RateLimitOptions): RequestHandler {
  return async (req, res, next) => {
    const id = opts.key ? opts.key(req) : clientIp(req);
    if (id === null) return next();
    const key = `${opts.name}:${id}`;
    const { count, resetAt } = await store.hit(key, opts.windowMs);
    if (count > opts.max) {
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
      res.status(429).json({ message: opts.message ?? retryMessage(resetAt) });
      return;
    }
    next();
  };
}
