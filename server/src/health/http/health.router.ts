import { Router } from 'express';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/database';
import type { RateLimitStore, RateLimitStoreKind } from '../../http/rate-limit';
import type { ErrorCode } from '@shared/schemas/error-codes';
import { errorBody } from '../../http/errors';
import type { StartState } from '../core/warm-up';

export type HealthReport = {
  /** `starting` while the catalogue and road graph load after a start: plans still work, slower. */
  status: 'ok' | 'degraded' | 'starting';
  database: 'ok' | 'unreachable';
  /** `not configured` without REDIS_URL: limits and caches live in process memory. */
  redis: 'ok' | 'unreachable' | 'not configured';
  dialect: DatabaseHandle['dialect'];
  /** Where rate limit counts are kept right now: Redis, or its fallback while Redis fails. */
  rateLimits?: RateLimitStoreKind;
  message?: string;
};

/** /api/ready: 200 `ready`, or 503 with why not (still loading, loading failed, no database). */
export type ReadyReport = { status: 'ready' | 'starting' | 'failed' | 'unavailable'; message?: string };

const REDIS_PING_TIMEOUT_MS = 500;
const STARTING_MESSAGE = 'Starting: loading the campground catalogue and road graph.';
export const START_FAILED_MESSAGE =
  'The planner could not load its data at start: plans and searches may fail. See the server log.';

type RedisBreaker = NonNullable<RateLimitStore['redisBreaker']>;

async function pingRedis(redis: Redis): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis ping timed out')), REDIS_PING_TIMEOUT_MS);
      }),
    ]);
    return answer === 'PONG';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** How long an open breaker is left alone before a health check tries Redis again (half-open). */
export const BREAKER_PROBE_MS = 2_000;

/**
 * Redis's state for a health check. While the rate-limit store's breaker is open (a limiter or an
 * earlier ping found Redis failing) the answer is `unreachable` at once, with no ping, until
 * BREAKER_PROBE_MS have passed since the last failure: then one ping tries Redis again, and an answer
 * closes the breaker, so the limiters are back on Redis within seconds of it returning, not a whole
 * break later. One ping at a time, shared by every check that comes meanwhile; a failed ping opens
 * the breaker (again). A hung Redis so costs one ping timeout per probe period, not 0.5 s a call.
 */
function redisProbe(redis: Redis | undefined, breaker: RedisBreaker | undefined) {
  let inFlight: Promise<boolean> | undefined;
  return async (): Promise<HealthReport['redis']> => {
    if (!redis) return 'not configured';
    if (redis.status !== 'ready') return 'unreachable';
    if (breaker?.isOpen() && breaker.sinceTrip() < BREAKER_PROBE_MS && !inFlight) return 'unreachable';
    inFlight ??= pingRedis(redis).then((ok) => {
      inFlight = undefined;
      if (ok) breaker?.close();
      else breaker?.trip();
      return ok;
    });
    return (await inFlight) ? 'ok' : 'unreachable';
  };
}

/**
 * Reports the database and Redis separately. Without the database nothing works: 503. Without Redis
 * the server keeps working (rate limits fall back to memory, caches refetch), so it answers 200 with
 * status `degraded`, which monitoring can alert on without a load balancer pulling every instance.
 * Otherwise, until the start-up warm-up is done, it answers 200 with status `starting`: the server is
 * alive and answers every request, the first plans just wait for the data they need. A warm-up that
 * failed (a plan thread could not load the graph or the catalogue) is `degraded` too, with a message.
 */
export function createHealthRouter(
  database: DatabaseHandle,
  redis?: Redis,
  rateLimitStore?: RateLimitStore,
  startState: () => StartState = () => 'ready',
): Router {
  const router = Router();
  const redisState = redisProbe(redis, rateLimitStore?.redisBreaker);
  router.get('/health', async (_req, res) => {
    const [databaseOk, redisNow] = await Promise.all([
      database.check().then(
        () => true,
        () => false,
      ),
      redisState(),
    ]);
    const start = startState();
    const healthy = databaseOk && redisNow !== 'unreachable' && start !== 'failed';
    const starting = healthy && start === 'starting';
    const report: HealthReport = {
      status: !healthy ? 'degraded' : starting ? 'starting' : 'ok',
      database: databaseOk ? 'ok' : 'unreachable',
      redis: redisNow,
      dialect: database.dialect,
      ...(rateLimitStore ? { rateLimits: rateLimitStore.current() } : {}),
    };
    if (!databaseOk) {
      res.status(503).json(errorBody('The database is unreachable. Please try again shortly.', 'unavailable', report));
      return;
    }
    if (redisNow === 'unreachable') {
      const fallback = rateLimitStore?.current() === 'database' ? 'the database' : 'process memory';
      report.message = `Redis is unreachable: rate limits use ${fallback} until it is back.`;
    }
    if (starting) report.message = STARTING_MESSAGE;
    if (start === 'failed') report.message = START_FAILED_MESSAGE;
    res.json(report);
  });
  // Readiness, beside the liveness above: 200 only once the plan threads and the data are loaded
  // and the database answers, so a load balancer sends no traffic to an instance still starting.
  router.get('/ready', async (_req, res) => {
    const start = startState();
    const databaseOk = await database.check().then(
      () => true,
      () => false,
    );
    if (start === 'ready' && databaseOk) {
      res.json({ status: 'ready' } satisfies ReadyReport);
      return;
    }
    const report: ReadyReport = !databaseOk
      ? { status: 'unavailable', message: 'The database is unreachable. Please try again shortly.' }
      : start === 'failed'
        ? { status: 'failed', message: START_FAILED_MESSAGE }
        : { status: 'starting', message: STARTING_MESSAGE };
    res.setHeader('Retry-After', '5');
    res.status(503).json({ ...report, code: 'unavailable' satisfies ErrorCode });
  });
  return router;
}
