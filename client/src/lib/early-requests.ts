/**
 * GET requests started before the code that reads their answers has loaded. A route asks for its
 * data while its chunks are still being evaluated (app/routes.tsx); the first identical request made
 * afterwards (same address, same headers) takes the answer over instead of asking again. Kept apart
 * from the API client so the entry chunk stays small; an answer nobody takes is dropped after a minute.
 */
const KEEP_MS = 60_000;
/** A trip request that hangs (a dead connection) counts as offline after this long (the trip store's rule too). */
export const TRIP_REQUEST_TIMEOUT_MS = 15_000;

type Headers = Record<string, string>;
type Early = { response: Promise<Response>; at: number };

const early = new Map<string, Early>();

const keyOf = (url: string, headers: Headers = {}) =>
  JSON.stringify([
    url,
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value])
      .sort(([a], [b]) => a.localeCompare(b)),
  ]);

/** Starts `GET url` now, for the first identical request to take over. */
export function requestEarly(url: string, headers: Headers, now = Date.now()): void {
  const response = fetch(url, {
    method: 'GET',
    headers,
    credentials: 'include',
    signal: AbortSignal.timeout(TRIP_REQUEST_TIMEOUT_MS),
  });
  // A failure is the taker's to handle; an answer nobody takes must not be an unhandled rejection.
  response.catch(() => undefined);
  early.set(keyOf(url, headers), { response, at: now });
}

/** The early answer to this exact GET, once; undefined when there is none (or it is too old). */
export function takeEarly(
  url: string,
  init: { method?: string; headers?: Headers; body?: unknown } = {},
  now = Date.now(),
): Promise<Response> | undefined {
  if ((init.method ?? 'GET').toUpperCase() !== 'GET' || init.body !== undefined) return undefined;
  const key = keyOf(url, init.headers);
  const found = early.get(key);
  early.delete(key);
  return found && now - found.at <= KEEP_MS ? found.response : undefined;
}
