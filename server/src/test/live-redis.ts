import type { Redis } from 'ioredis';
import { createRedis } from '../redis';

/**
 * The test Redis (TEST_REDIS_URL) for tests that count what one store saw, or undefined without it.
 * The product's 500 ms command timeout runs on the process's own timers: a test process starved of
 * CPU (CI runs the unit and e2e suites side by side, at load averages up to 20 on a busy machine) read
 * a Redis answer after its timer had fired, the breaker opened, the fallback store counted the rest
 * again, and 20 guesses reached bcrypt where the limit is 10 (brute-force.test.ts, 4 December 2026).
 * These tests are not about timeouts: a hung or dead Redis is tested with the product's own settings
 * (rate-limit-fallback.test.ts, rate-limit.test.ts).
 */
export function liveTestRedis(): Redis | undefined {
  const url = process.env.TEST_REDIS_URL;
  return url ? createRedis(url, { commandTimeoutMs: 10_000 }) : undefined;
}
