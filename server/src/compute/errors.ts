/**
 * The pool's own refusals. compute/ knows no HTTP: the app's edge (domain-errors.ts) answers them
 * (a busy pool is a 503 `unavailable` with Retry-After).
 */

/** The queue (or the client's share of it) is full: the task was refused at once, not run. */
export class ComputeBusyError extends Error {
  /** When to try again, in seconds. */
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'ComputeBusyError';
  }
}
