import { Redis } from 'ioredis';

/**
 * Fails fast while Redis is down: no offline queue (a command fails at once instead of waiting for a
 * reconnect), short connect and command timeouts, one retry. Callers fall back (rate limits to memory,
 * caches to a fresh fetch) instead of holding requests for 10 seconds or more.
 */
export function createRedis(url: string, { commandTimeoutMs = 500 } = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: commandTimeoutMs,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(200 * times, 2000),
  });
  // ioredis reconnects by itself; without a listener an outage would crash the process.
  redis.on('error', () => undefined);
  return redis;
}
