import type { ErrorCode } from '@shared/schemas/error-codes';
import { codeForStatus } from '@shared/schemas/error-codes';

/** An answer of the trip server with its HTTP status and error code; each kind below is its own class. */
export class TripStatusError extends Error {
  readonly status: number;
  /** The server's stable error code (the status's general one when it sent none): decide on this. */
  readonly code: ErrorCode;
  constructor(status: number, message: string, code: ErrorCode = codeForStatus(status)) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The server refused a write for good (too large, invalid); the local copy is kept. */
export class TripSyncError extends TripStatusError {
  override name = 'TripSyncError';
}

/** The trip could not be read (the server failed and this device has no copy): not a "not found". */
export class TripLoadError extends Error {
  constructor(id: string, options?: { cause?: unknown }) {
    super(`Failed to load trip ${id}`, options);
    this.name = 'TripLoadError';
  }
}

/** Signed in, the server's list could not be read and this device holds no copy of it. */
export class TripListUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Failed to load trips. Please try refreshing the page.', options);
    this.name = 'TripListUnavailableError';
  }
}
