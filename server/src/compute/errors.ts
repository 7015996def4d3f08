/**
 * The pool's own refusals. compute/ knows no HTTP: the app's edge (domain-errors.ts) answers them
 * (a busy pool is a 503 `unavailable` with Retry-After).
 */

/** A task the pool did not finish now: worth asking again after `retryAfterSeconds`. */
abstract class ComputeRetryError extends Error {
  /** When to try again, in seconds. */
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The queue (or the client's share of it) is full: the task was refused at once, not run. */
export class ComputeBusyError extends ComputeRetryError {
  override readonly name = 'ComputeBusyError';
}

/**
 * The thread running the task went over its heap limit (the pool's `resourceLimits`): V8 ended the
 * thread, the pool started another in its place (it loads and warms up meanwhile), and the task was
 * not finished.
 */
export class ComputeOutOfMemoryError extends ComputeRetryError {
  override readonly name = 'ComputeOutOfMemoryError';
}

/** Node's code for a worker thread V8 ended at its heap limit. */
export const WORKER_OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';

export const isWorkerOutOfMemory = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === WORKER_OUT_OF_MEMORY;
