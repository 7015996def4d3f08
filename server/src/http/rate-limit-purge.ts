import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

/** How often the expired rows of rate_limits are purged (and once at start). */
export const RATE_LIMIT_PURGE_EVERY_MS = 5 * 60 * 1000;
/** Rows deleted per statement: a short statement, then the event loop turns before the next. */
export const RATE_LIMIT_PURGE_BATCH = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Deletes the rate_limits rows whose window ended before `now` (rate-limiter-flexible leaves them:
 * the table would grow with every address and account ever counted). A batch at a time, yielding to
 * the event loop between batches, so requests keep being answered on SQLite's synchronous driver
 * too. Rows without an expiry (a limit with no window) are kept, and the outer condition is checked
 * again on the row deleted, so a count a request renewed meanwhile stays. Answers how many rows went.
 */
export async function purgeExpiredRateLimits(
  database: DatabaseHandle,
  now = Date.now(),
  batch = RATE_LIMIT_PURGE_BATCH,
): Promise<number> {
  let purged = 0;
  for (;;) {
    const result = await sql`
      delete from rate_limits where expire < ${now} and key in (
        select key from rate_limits where expire is not null and expire < ${now} limit ${batch}
      )`.execute(database.db);
    const deleted = Number(result.numAffectedRows ?? 0);
    purged += deleted;
    if (deleted < batch) return purged;
    await nextTurn();
  }
}

/**
 * Purges at once, then every `everyMs`, never two purges at a time; a failed purge is logged and
 * tried again at the next turn. The timer does not hold the process open. Answers a stop function.
 */
export function startRateLimitPurge(
  database: DatabaseHandle,
  warn: (message: string, err?: unknown) => void,
  everyMs = RATE_LIMIT_PURGE_EVERY_MS,
): () => void {
  let running = false;
  const purge = () => {
    if (running) return;
    running = true;
    purgeExpiredRateLimits(database)
      .catch((err: unknown) => warn('Could not purge expired rate limit rows', err))
      .finally(() => {
        running = false;
      });
  };
  purge();
  const timer = setInterval(purge, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
