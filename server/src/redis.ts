import { Redis } from 'ioredis';

export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    connectTimeout: 5000,
    lazyConnect: false,
  });
  // ioredis reconnects by itself; without a listener an outage would crash the process.
  redis.on('error', () => undefined);
  return redis;
}
