import type { Redis } from 'ioredis';

/** A small TTL cache: process memory by default, Redis when REDIS_URL is set (shared by instances). */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
}

export function createMemoryCache(maxEntries = 5000, now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    async set(key, value, ttlMs) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
  };
}

export function createRedisCache(redis: Redis, prefix = 'cache:'): Cache {
  return {
    async get<T>(key: string) {
      try {
        const raw = await redis.get(prefix + key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      } catch {
        // A cache outage only costs a fresh fetch.
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await redis.set(prefix + key, JSON.stringify(value), 'PX', ttlMs);
      } catch {
        // ignored: see get()
      }
    },
  };
}
