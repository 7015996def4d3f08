import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createOrderedPool } from '../../compute/ordered-pool';

export const HASHER_BUSY_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';
export const HASHER_BUSY_RETRY_SECONDS = 5;

/**
 * bcrypt behind a bounded worker pool of its own: sign-ins are hashed in the order they came, and a
 * full queue answers 503 with Retry-After instead of waiting.
 */
export interface PasswordHasher {
  hash(password: string, cost: number): Promise<string>;
  compare(password: string, hash: string): Promise<boolean>;
  close(): Promise<void>;
}

export type PasswordHasherOptions = {
  /** Worker threads (default: one per core, at most 4). */
  threads?: number;
  /** Tasks waiting beyond the running ones (default 32 per thread); one more is refused with 503. */
  maxQueue?: number;
};

const WORKER_NAME = 'password-worker.mjs';

/**
 * The worker file beside this module under tsx (server/src/auth/password/), or, when the server is
 * bundled into one file, copied beside the bundle or left in the source tree next to it.
 */
export function resolveWorkerFile(base: string = import.meta.url): string {
  const candidates = [
    new URL(`./${WORKER_NAME}`, base),
    new URL(`./auth/password/${WORKER_NAME}`, base),
    new URL(`../server/src/auth/password/${WORKER_NAME}`, base),
    new URL(`../../server/src/auth/password/${WORKER_NAME}`, base),
  ].map((url) => fileURLToPath(url));
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`The password worker ${WORKER_NAME} was not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Waiting sign-ins per thread: at cost 12 (about 0.4 s a hash) the last of them waits about 13 s. */
export const HASHES_WAITING_PER_THREAD = 32;

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  // As many threads as the plan pool has (one per core), at a higher priority than plans (WORKER_NICE
  // against PLAN_WORKER_NICE): while both are busy, sign-ins get about three quarters of the cores,
  // so they keep pace while plans run, and take every core alone.
  const threads = options.threads ?? Math.max(1, Math.min(4, os.availableParallelism()));
  const pool = createOrderedPool({
    filename: resolveWorkerFile(),
    threads,
    maxWaiting: options.maxQueue ?? threads * HASHES_WAITING_PER_THREAD,
    busy: { message: HASHER_BUSY_MESSAGE, retryAfterSeconds: HASHER_BUSY_RETRY_SECONDS },
    // Threads end after a quiet minute, so an idle server (or a test run) holds none.
    idleTimeoutMs: 60_000,
  });
  return {
    hash: (password, cost) => pool.run<string>({ op: 'hash', password, cost }),
    compare: (password, hash) => pool.run<boolean>({ op: 'compare', password, hash }),
    close: () => pool.close(),
  };
}

let shared: PasswordHasher | undefined;

/** One pool per process, made on first use. */
export function sharedPasswordHasher(): PasswordHasher {
  shared ??= createPasswordHasher();
  return shared;
}
