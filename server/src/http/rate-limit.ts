import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

export { RateLimiterRes };
export type Limiter = RateLimiterAbstract;

export type LimiterOptions = {
  /** Namespaces the keys; two limiters with one name share their counts. */
  name: string;
  /** Requests (or failures) allowed per window. */
  points: number;
  durationSec: number;
};

/**
 * Makes fixed-window limiters on rate-limiter-flexible: in process memory, or in Redis shared by every
 * instance. Each consume is one atomic operation in the store, so parallel requests cannot slip past a
 * limit between a read and a write.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  limiter(options: LimiterOptions): Limiter;
}

export function createMemoryRateLimitStore(prefix = 'rl'): RateLimitStore {
  return {
    kind: 'memory',
    limiter: ({ name, points, durationSec }) =>
      new RateLimiterMemory({ keyPrefix: `${prefix}:${name}`, points, duration: durationSec }),
  };
}

type Warn = (message: string) => void;

/**
 * Redis-backed limiters. While Redis is unreachable each limiter falls back to this process's memory
 * (the library's insurance limiter) at once instead of waiting on Redis, and the switch is logged.
 */
export function createRedisRateLimitStore(redis: Redis, prefix = 'rl', warn: Warn = () => undefined): RateLimitStore {
  let degraded = false;
  const down = () => {
    if (degraded) return;
    degraded = true;
    warn('Redis is unreachable: rate limits fall back to this process\'s memory until it is back');
  };
  redis.on('close', down);
  redis.on('end', down);
  redis.on('ready', () => {
    if (degraded) warn('Redis is reachable again: rate limits are shared through Redis');
    degraded = false;
  });
  return {
    kind: 'redis',
    limiter: ({ name, points, durationSec }) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:${name}`,
        points,
        duration: durationSec,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${prefix}:${name}`, points, duration: durationSec }),
      }),
  };
}

/**
 * Load tests on loopback send far more requests from one IP than any person would; RATE_LIMIT_MULTIPLIER
 * multiplies every limit. It stays 1 in production.
 */
export function scaleRateLimits(store: RateLimitStore, multiplier: number): RateLimitStore {
  if (multiplier === 1) return store;
  return {
    kind: store.kind,
    limiter: (options) => store.limiter({ ...options, points: options.points * multiplier }),
  };
}

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function retryMessage(msBeforeNext: number, what = 'Too many requests'): string {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export const retryAfterSeconds = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

/** A limiter's rejection (over the limit) as opposed to a store error. */
export const isRejection = (value: unknown): value is RateLimiterRes => value instanceof RateLimiterRes;

type RateLimitOptions = {
  name: string;
  windowMs: number;
  max: number;
  key?: (req: Request) => string;
  message?: string;
};

/** Counts every request; over `max` in the window answers 429 with Retry-After and a readable message. */
export function rateLimit(store: RateLimitStore, opts: RateLimitOptions): RequestHandler {
  const limiter = store.limiter({ name: opts.name, points: opts.max, durationSec: Math.ceil(opts.windowMs / 1000) });
  return async (req, res, next) => {
    try {
      await limiter.consume(opts.key ? opts.key(req) : clientIp(req));
    } catch (rejection) {
      if (!isRejection(rejection)) throw rejection;
      res.setHeader('Retry-After', String(retryAfterSeconds(rejection.msBeforeNext)));
      res.status(429).json({ message: opts.message ?? retryMessage(rejection.msBeforeNext) });
      return;
    }
    next();
  };
}
