import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_REQUESTS_GLOBAL, EARLY_TRIP_LIST_SCRIPT, TRIP_LIST_URL } from '@shared/routes/early-requests';
import { dropEarly, requestEarly, takeEarly } from './early-requests';

// A real server on loopback counts what reaches it.
let base = '';
let hits = 0;
const seen: string[] = [];
const server = http.createServer((req, res) => {
  hits += 1;
  seen.push(`${req.url} ${req.headers.authorization ?? ''}`);
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ path: req.url, auth: req.headers.authorization ?? null }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('early requests', () => {
  it('gives the early answer to the first identical GET only, with headers in any case and order', async () => {
    hits = 0;
    requestEarly(`${base}/api/trip-plans/AB12CD34`, { Accept: 'application/json' });
    const taken = takeEarly(`${base}/api/trip-plans/AB12CD34`, {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    expect(taken).toBeDefined();
    expect(await (await taken!).json()).toEqual({ path: '/api/trip-plans/AB12CD34', auth: null });
    expect(takeEarly(`${base}/api/trip-plans/AB12CD34`, { headers: { Accept: 'application/json' } })).toBeUndefined();
    expect(hits).toBe(1);
  });

  it('never hands an answer to a request that differs: other headers, another method, a body, another address', async () => {
    const url = `${base}/api/trip-plans/ZZ99ZZ99`;
    requestEarly(url, { Accept: 'application/json' });
    expect(takeEarly(url, { headers: { Accept: 'application/json', Authorization: 'Bearer t' } })).toBeUndefined();
    expect(takeEarly(url, { method: 'PUT', headers: { Accept: 'application/json' } })).toBeUndefined();
    expect(takeEarly(url, { headers: { Accept: 'application/json' }, body: '{}' })).toBeUndefined();
    expect(takeEarly(`${url}/share`, { headers: { Accept: 'application/json' } })).toBeUndefined();
    // Still there for the identical one.
    expect(takeEarly(url, { headers: { Accept: 'application/json' } })).toBeDefined();
  });

  it('drops an answer nobody took within a minute', () => {
    const url = `${base}/api/trip-plans/OLD00000`;
    requestEarly(url, {}, 1_000);
    expect(takeEarly(url, {}, 1_000 + 60_001)).toBeUndefined();
  });
});

describe("the page's inline early request (shared/routes/early-requests.ts)", () => {
  /** Runs the page's script as the browser would, with this storage; returns what it left behind. */
  function runPageScript(storage: { getItem(key: string): string | null }) {
    const scope: Record<string, unknown> = {
      localStorage: storage,
      // The page asks for its own origin: a relative address, here the test server's.
      fetch: (url: string, init: RequestInit) => fetch(`${base}${url}`, init),
      AbortSignal,
      Date,
    };
    scope.window = scope;
    vm.runInNewContext(EARLY_TRIP_LIST_SCRIPT, scope);
    return scope[EARLY_REQUESTS_GLOBAL];
  }

  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  });

  it('signed in, asks for the list once; the trip store takes that answer and the route does not ask again', async () => {
    const started = runPageScript({ getItem: (key) => (key === 'authToken' ? 'tok-1' : null) });
    expect(started).toHaveLength(1);
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = started;
    // app/routes.tsx asks exactly so, then the trip store's transport does.
    const headers = { Accept: 'application/json', Authorization: 'Bearer tok-1' };
    requestEarly(TRIP_LIST_URL, headers);
    const taken = takeEarly(TRIP_LIST_URL, { method: 'GET', headers });
    expect(taken).toBeDefined();
    expect(await (await taken!).json()).toEqual({ path: TRIP_LIST_URL, auth: 'Bearer tok-1' });
    expect(seen.filter((s) => s.endsWith('Bearer tok-1'))).toEqual([`${TRIP_LIST_URL} Bearer tok-1`]);
    expect((globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL]).toBeUndefined();
  });

  it('signed out, or without storage, asks for nothing and throws nothing', () => {
    expect(runPageScript({ getItem: () => null })).toBeUndefined();
    expect(
      runPageScript({
        getItem: () => {
          throw new Error('storage disabled');
        },
      }),
    ).toBeUndefined();
  });

  it('an answer to another token is not taken; a dropped one is gone', () => {
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = runPageScript({ getItem: () => 'old' });
    expect(takeEarly(TRIP_LIST_URL, { headers: { Accept: 'application/json', Authorization: 'Bearer new' } })).toBeUndefined();
    dropEarly(TRIP_LIST_URL);
    expect(takeEarly(TRIP_LIST_URL, { headers: { Accept: 'application/json', Authorization: 'Bearer old' } })).toBeUndefined();
  });
});
