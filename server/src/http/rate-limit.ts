import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
} from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DatabaseHandle } from '../db/database';
import { errorBody } from './errors';

export { RateLimiterRes };
export type Limiter = RateLimiterAbstract;

export type LimiterOptions = {
  /** Namespaces the keys; two limiters with one name share their counts. */
  name: string;
  /** Requests (or failures) allowed per window. */
  points: number;
  durationSec: number;
  /**
   * Counts that must hold through a Redis outage (the sign-in limits and locks): with Redis configured
   * they are kept in the database alone (the Redis store's fallback), one atomic count for all.
   */
  durable?: boolean;
};

/**
 * Makes fixed-window limiters on rate-limiter-flexible: in process memory, or in Redis shared by every
 * instance. Each consume is one atomic operation in the store, so parallel requests cannot slip past a
 * limit between a read and a write.
 */
export type RateLimitStoreKind = 'memory' | 'redis' | 'database';

export interface RateLimitStore {
  readonly kind: RateLimitStoreKind;
  /** Where the counts are kept right now: a Redis store says its fallback's kind while Redis is skipped. */
  current(): RateLimitStoreKind;
  limiter(options: LimiterOptions): Limiter;
  /**
   * A Redis store's circuit breaker, which /api/health shares: while it is open Redis counts as
   * unreachable without being asked, and a health ping that fails opens it. Absent without Redis.
   */
  readonly redisBreaker?: { isOpen(): boolean; sinceTrip(): number; trip(): void; close(): void };
}

export function createMemoryRateLimitStore(prefix = 'rl'): RateLimitStore {
  return {
    kind: 'memory',
    current: () => 'memory',
    limiter: ({ name, points, durationSec }) =>
      new RateLimiterMemory({ keyPrefix: `${prefix}:${name}`, points, duration: durationSec }),
  };
}

/**
 * Limiters in the database's rate_limits table, shared by every instance on that database and kept
 * through restarts: the fallback of the Redis store.
 */
export function createDatabaseRateLimitStore(database: DatabaseHandle, prefix = 'rl'): RateLimitStore {
  const { client } = database;
  return {
    kind: 'database',
    current: () => 'database',
    limiter: ({ name, points, durationSec }) => {
      const common = {
        keyPrefix: `${prefix}:${name}`,
        points,
        duration: durationSec,
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
      };
      return 'sqlite' in client
        ? new RateLimiterSQLite({ ...common, storeClient: client.sqlite, storeType: 'better-sqlite3' })
        : new RateLimiterPostgres({ ...common, storeClient: client.pool, storeType: 'pool' });
    },
  };
}

/** After a Redis failure (an error, or no answer within the command timeout) Redis is skipped this long. */
export const REDIS_BREAK_MS = 15_000;

/** Open after a failure: while open, limiters go straight to their fallback instead of waiting on Redis. */
function circuitBreaker(breakMs: number, onOpen: () => void) {
  let openUntil = 0;
  let trippedAt = 0;
  return {
    isOpen: () => Date.now() < openUntil,
    /** Milliseconds since the last failure opened (or held open) the breaker. */
    sinceTrip: () => Date.now() - trippedAt,
    trip() {
      if (Date.now() >= openUntil) onOpen();
      trippedAt = Date.now();
      openUntil = trippedAt + breakMs;
    },
    /** A probe found Redis answering again: the limiters use it from the next request on. */
    close() {
      openUntil = 0;
    },
  };
}
type Breaker = ReturnType<typeof circuitBreaker>;

type RedisLimiterInternals = {
  _isRedisReady(rlKey: string, isReadonly: boolean): boolean;
  _handleError(err: unknown, ...rest: unknown[]): unknown;
};
const redisInternals = RateLimiterRedis.prototype as unknown as RedisLimiterInternals;

/** A Redis limiter that skips Redis while the breaker is open and opens it on any Redis failure. */
class BrokenCircuitRedisLimiter extends RateLimiterRedis {
  constructor(
    options: ConstructorParameters<typeof RateLimiterRedis>[0],
    private readonly breaker: Breaker,
  ) {
    super(options);
  }

  _isRedisReady(rlKey: string, isReadonly: boolean): boolean {
    return !this.breaker.isOpen() && redisInternals._isRedisReady.call(this, rlKey, isReadonly);
  }

  _handleError(err: unknown, ...rest: unknown[]): unknown {
    // An open breaker's own "not ready" is no new failure: re-tripping on it would keep Redis skipped
    // for as long as traffic lasts, long after Redis is back.
    if (!(err instanceof RateLimiterRes) && !this.breaker.isOpen()) this.breaker.trip();
    return redisInternals._handleError.call(this, err, ...rest);
  }
}

type Warn = (message: string) => void;

/**
 * Redis-backed limiters. While Redis is unreachable or hung each limiter uses `fallback` at once
 * (the library's insurance limiter): the database store in production, so locks hold through an
 * outage and stay shared by every instance; this process's memory when none is given. A circuit
 * breaker skips Redis for REDIS_BREAK_MS after a failure, so a hung Redis costs one command timeout,
 * not one per request. The switches are logged.
 */
export function createRedisRateLimitStore(
  redis: Redis,
  prefix = 'rl',
  warn: Warn = () => undefined,
  fallback?: RateLimitStore,
  breakMs = REDIS_BREAK_MS,
): RateLimitStore {
  const where = fallback ? 'the database' : "this process's memory";
  let degraded = false;
  const down = () => {
    if (degraded) return;
    degraded = true;
    warn(`Redis is unreachable: rate limits fall back to ${where} until it is back`);
  };
  const breaker = circuitBreaker(breakMs, down);
  redis.on('close', down);
  redis.on('end', down);
  redis.on('ready', () => {
    if (degraded) warn('Redis is reachable again: rate limits are shared through Redis');
    degraded = false;
  });
  const fallbackKind = fallback?.kind ?? 'memory';
  return {
    kind: 'redis',
    current: () => (breaker.isOpen() || redis.status !== 'ready' ? fallbackKind : 'redis'),
    redisBreaker: breaker,
    limiter: (options) => {
      const common = {
        storeClient: redis,
        keyPrefix: `${prefix}:${options.name}`,
        points: options.points,
        duration: options.durationSec,
        rejectIfRedisNotReady: true,
      };
      // A durable limit is one atomic count in the database, shared by every instance, through Redis
      // outages and restarts. Counting it in Redis as well, with either store's refusal answering,
      // let parallel requests be refused by one store and then the other, short of the limit.
      if (options.durable && fallback) return fallback.limiter(options);
      const insuranceLimiter =
        fallback?.limiter(options) ??
        new RateLimiterMemory({ keyPrefix: common.keyPrefix, points: options.points, duration: options.durationSec });
      return new BrokenCircuitRedisLimiter({ ...common, insuranceLimiter }, breaker);
    },
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
    current: () => store.current(),
    redisBreaker: store.redisBreaker,
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
  /** What is counted; null skips this limit for the request (e.g. a per-user limit for a visitor). */
  key?: (req: Request) => string | null;
  message?: string;
};

/** Counts every request; over `max` in the window answers 429 with Retry-After and a readable message. */
export function rateLimit(store: RateLimitStore, opts: RateLimitOptions): RequestHandler {
  const limiter = store.limiter({
    name: opts.name,
    points: opts.max,
    durationSec: Math.ceil(opts.windowMs / 1000),
  });
  return async (req, res, next) => {
    const id = opts.key ? opts.key(req) : clientIp(req);
    if (id === null) return next();
    try {
      await limiter.consume(id);
    } catch (rejection) {
      if (!isRejection(rejection)) throw rejection;
      res.setHeader('Retry-After', String(retryAfterSeconds(rejection.msBeforeNext)));
      res.status(429).json(errorBody(opts.message ?? retryMessage(rejection.msBeforeNext), 'rate-limited'));
      return;
    }
    next();
  };
}
