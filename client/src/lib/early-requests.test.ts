import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestEarly, takeEarly } from './early-requests';

// A real server on loopback counts what reaches it.
let base = '';
let hits = 0;
const server = http.createServer((req, res) => {
  hits += 1;
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
