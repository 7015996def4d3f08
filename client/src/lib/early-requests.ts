/**
 * GET requests started before the code that reads their answers has loaded. A route asks for its
 * data while its chunks are still being evaluated (app/routes.tsx), and the prerendered My Trips page
 * asks for the trip list from an inline script before any chunk has arrived
 * (shared/routes/early-requests.ts); the first identical request made afterwards (same address, same
 * headers) takes the answer over instead of asking again. Kept apart from the API client so the entry
 * chunk stays small; an answer nobody takes is dropped after a minute.
 */
import { EARLY_REQUESTS_GLOBAL, TRIP_REQUEST_TIMEOUT_MS } from '@shared/routes/early-requests';

export { TRIP_REQUEST_TIMEOUT_MS };

const KEEP_MS = 60_000;

type Headers = Record<string, string>;
type Early = { url: string; response: Promise<Response>; at: number };

const early = new Map<string, Early>();

// Header names are compared by code unit, not with localeCompare: its first call loads the
// browser's collation tables, about 8 ms of the app's first task on a phone.
const keyOf = (url: string, headers: Headers = {}) =>
  JSON.stringify([
    url,
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ]);

const isHeaders = (value: unknown): value is Headers =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => typeof v === 'string');

/** Takes over the requests the page's inline script started (once; the global is emptied). */
function adoptPageRequests(): void {
  const scope = globalThis as Record<string, unknown>;
  const started: unknown = scope[EARLY_REQUESTS_GLOBAL];
  if (started === undefined) return;
  delete scope[EARLY_REQUESTS_GLOBAL];
  if (!Array.isArray(started)) return;
  for (const item of started as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { url, headers, response, at } = item as Record<string, unknown>;
    if (typeof url !== 'string' || !isHeaders(headers) || typeof at !== 'number') continue;
    if (!(response instanceof Promise)) continue;
    early.set(keyOf(url, headers), { url, response: response as Promise<Response>, at });
  }
}

/**
 * Starts `GET url` now, for the first identical request to take over; nothing when an identical
 * request is already under way (the page's inline script started it).
 */
export function requestEarly(url: string, headers: Headers, now = Date.now()): void {
  adoptPageRequests();
  const key = keyOf(url, headers);
  const started = early.get(key);
  if (started && now - started.at <= KEEP_MS) return;
  const response = fetch(url, {
    method: 'GET',
    headers,
    credentials: 'include',
    signal: AbortSignal.timeout(TRIP_REQUEST_TIMEOUT_MS),
  });
  // A failure is the taker's to handle; an answer nobody takes must not be an unhandled rejection.
  response.catch(() => undefined);
  early.set(key, { url, response, at: now });
}

/** The early answer to this exact GET, once; undefined when there is none (or it is too old). */
export function takeEarly(
  url: string,
  init: { method?: string; headers?: Headers; body?: unknown } = {},
  now = Date.now(),
): Promise<Response> | undefined {
  adoptPageRequests();
  if ((init.method ?? 'GET').toUpperCase() !== 'GET' || init.body !== undefined) return undefined;
  const key = keyOf(url, init.headers);
  const found = early.get(key);
  early.delete(key);
  return found && now - found.at <= KEEP_MS ? found.response : undefined;
}

/**
 * Forgets every early request to `url`, whatever its headers: its answer is out of date (writes
 * reached the server after it was asked), so the next request asks again.
 */
export function dropEarly(url: string): void {
  adoptPageRequests();
  for (const [key, entry] of early) if (entry.url === url) early.delete(key);
}
