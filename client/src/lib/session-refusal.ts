/**
 * Whether `error` (or an error it was caused by) is the server refusing the session: an HTTP 401,
 * whichever client asked (the API client's ApiError, the trip store's errors). The status is read
 * from the error objects, so no client's error classes are needed here.
 */
export function isSessionRefusal(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { status?: unknown }).status === 401) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
