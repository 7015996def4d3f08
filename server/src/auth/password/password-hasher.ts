import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { HttpError } from '../../http/errors';

export const HASHER_BUSY_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';
export const HASHER_BUSY_RETRY_SECONDS = 5;

/** bcrypt behind a bounded worker pool: a full queue answers 503 with Retry-After instead of waiting. */
export interface PasswordHasher {
  hash(password: string, cost: number): Promise<string>;
  compare(password: string, hash: string): Promise<boolean>;
  close(): Promise<void>;
}

export type PasswordHasherOptions = {
  /** Worker threads (default: all cores but one, at least 1, at most 4). */
  threads?: number;
  /** Tasks waiting beyond the running ones; one more is refused with 503. */
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

const isQueueFull = (error: unknown) =>
  error instanceof Error && /Task queue is at limit|No task queue available/.test(error.message);

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const threads = options.threads ?? Math.max(1, Math.min(4, os.availableParallelism() - 1));
  const pool = new Piscina({
    filename: resolveWorkerFile(),
    minThreads: 0,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? threads * 16,
    // Threads end after a quiet minute, so an idle server (or a test run) holds none.
    idleTimeout: 60_000,
  });
  const run = async <T>(task: Record<string, unknown>): Promise<T> => {
    try {
      return (await pool.run(task)) as T;
    } catch (error) {
      if (isQueueFull(error)) throw new HttpError(503, HASHER_BUSY_MESSAGE, undefined, HASHER_BUSY_RETRY_SECONDS);
      throw error;
    }
  };
  return {
    hash: (password, cost) => run<string>({ op: 'hash', password, cost }),
    compare: (password, hash) => run<boolean>({ op: 'compare', password, hash }),
    close: () => pool.destroy(),
  };
}

let shared: PasswordHasher | undefined;

/** One pool per process, made on first use. */
export function sharedPasswordHasher(): PasswordHasher {
  shared ??= createPasswordHasher();
  return shared;
}
