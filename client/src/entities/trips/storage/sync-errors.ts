/** An answer of the trip server with its HTTP status; each kind below is its own class. */
export class TripStatusError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
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
