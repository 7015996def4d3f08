import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress';
import { TRIP_PREVIEW_SLOT } from '@shared/routes/route-pages';
import { planFromDenver, testPlannerData } from '../test/planner-data';
import { createTestUser, testTrip } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { TestContext } from '../test/test-app';
import { acceptedEncodings } from './static-files';

// A small production build: precompressed exactly as the Vite plugin does it, served by createApp.
const dir = path.join(os.tmpdir(), `rvtp-static-${crypto.randomBytes(4).toString('hex')}`);
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const html = `<!doctype html><html><head><title>RV</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(50)}</body></html>`;
let ctx: TestContext;

let server: http.Server;

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
/** The bytes exactly as sent (supertest would decode them), over real HTTP on loopback. */
function get(urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'assets/index-AbCd1234.js'), script);
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'sw.js'), script);
  fs.writeFileSync(path.join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const totals = precompressDir(dir);
  expect(totals.files).toBe(3);
  ctx = await createTestApp({ spa: { dir } });
  server = ctx.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompressed build files', () => {
  it('sends brotli when accepted, with the original type, Vary and a year of immutable caching', async () => {
    const res = await get('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 5);
  });

  it('sends gzip to a client without brotli and the plain file to one accepting neither', async () => {
    const gz = await get('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('serves index.html compressed for any app route and revalidates it, with 304 on a matching ETag', async () => {
    const res = await get('/trips/anything', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(html);

    const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': String(res.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('revalidates the service worker instead of caching it, and leaves images alone', async () => {
    const sw = await get('/sw.js', { 'Accept-Encoding': 'br' });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const png = await get('/icon.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.status).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('never hands out files outside the build', async () => {
    const missing = await request(ctx.app).get('/assets/missing-XyZ.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.body).toEqual({ message: 'No file at /assets/missing-XyZ.js', code: 'not-found' });
    const escape = await request(ctx.app).get('/..%2f..%2fetc%2fpasswd').set('Accept-Encoding', 'br');
    expect(escape.text ?? '').not.toMatch(/root:/);
  });

  it('answers every /assets miss or error in JSON { message }', async () => {
    for (const [method, url, status] of [
      ['get', '/assets/', 404],
      ['head', '/assets/old-chunk-Zz99.css', 404],
      ['get', '/assets/%E0%A4%A', 404],
      ['get', '/assets/..%2f..%2fetc%2fpasswd', 404],
      ['post', '/assets/index-AbCd1234.js', 405],
    ] as const) {
      const res = await request(ctx.app)[method](url);
      expect([method, url, res.status]).toEqual([method, url, status]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      if (method !== 'head') expect(typeof res.body.message).toBe('string');
    }
  });

  it('compresses JSON answers above 1 kB and leaves small ones plain', async () => {
    const parks = await request(ctx.app).get('/api/national-parks').set('Accept-Encoding', 'br');
    expect(parks.status).toBe(200);
    expect(parks.headers['content-encoding']).toBe('br');
    const health = await request(ctx.app).get('/api/health').set('Accept-Encoding', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('acceptedEncodings', () => {
  it('reads q-values and wildcards', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('a build with the landing page prerendered', () => {
  // scripts/prerender.ts writes the landing page's markup into index.html and the empty shell beside it.
  const prerenderDir = path.join(os.tmpdir(), `rvtp-prerendered-${crypto.randomBytes(4).toString('hex')}`);
  const landing = html.replace(
    '<div id="root"></div>',
    '<div id="root" data-prerendered="/"><h1>Plan</h1></div>',
  );
  // A route page (shared/routes/route-pages.ts): the results page's loading view.
  const resultsPage = html.replace(
    '<div id="root"></div>',
    `<div id="root" data-placeholder="/results/:id">${TRIP_PREVIEW_SLOT}<p>Loading your itinerary</p></div>`,
  );
  // The trip details page's loading view: no preview slot.
  const tripPage = html.replace(
    '<div id="root"></div>',
    '<div id="root" data-placeholder="/trip/:id"><p>Loading</p></div>',
  );
  let app: TestContext;

  beforeAll(async () => {
    fs.mkdirSync(path.join(prerenderDir, 'pages'), { recursive: true });
    fs.writeFileSync(path.join(prerenderDir, 'index.html'), landing);
    fs.writeFileSync(path.join(prerenderDir, 'app-shell.html'), html);
    fs.writeFileSync(path.join(prerenderDir, 'pages/results-id.html'), resultsPage);
    fs.writeFileSync(path.join(prerenderDir, 'pages/trip-id.html'), tripPage);
    // Listed but never built, and a path outside the build: neither is ever sent.
    fs.writeFileSync(
      path.join(prerenderDir, 'route-pages.json'),
      JSON.stringify([
        { pattern: '/results/:id', file: 'pages/results-id.html' },
        { pattern: '/trip/:id', file: 'pages/trip-id.html' },
        { pattern: '/trips', file: 'pages/trips.html' },
        { pattern: '/no-such-page', file: '../outside.html' },
      ]),
    );
    fs.writeFileSync(path.join(os.tmpdir(), 'outside.html'), 'outside');
    precompressDir(prerenderDir);
    app = await createTestApp({ spa: { dir: prerenderDir } });
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(prerenderDir, { recursive: true, force: true });
  });

  it('answers / with the prerendered page, a route with its page and every other route with the empty shell, compressed', async () => {
    const home = await request(app.app).get('/').set('Accept-Encoding', 'gzip');
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(home.text).toBe(landing);

    for (const route of ['/results/AB12CD34', '/results/ZZ/']) {
      const page = await request(app.app).get(route).set('Accept-Encoding', 'br');
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).toBe(resultsPage);
    }

    for (const route of ['/trips', '/results', '/results/AB12CD34/more', '/no-such-page']) {
      const page = await request(app.app).get(route).set('Accept-Encoding', 'br');
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).toBe(html);
    }

    const plain = await request(app.app).get('/trips').set('Accept-Encoding', 'identity');
    expect(plain.text).toBe(html);
  });

  it("answers a shared trip's results page with its title and description, and a private trip's with the plain page", async () => {
    const { token } = await createTestUser(app.deps.database.db, app.deps.config.jwtSecret);
    const auth = { Authorization: `Bearer ${token}` };
    const planned = await planFromDenver(testPlannerData(), { duration: 3 });
    const aiPlan = {
      ...planned,
      overview: { ...planned.overview, title: 'Denver to <Moab>', description: 'Seven days of red rock.' },
    };
    const shared = testTrip();
    const owned = testTrip();
    for (const trip of [shared, owned]) {
      expect((await request(app.app).post('/api/trip-plans').set(auth).send({ trip, aiPlan })).status).toBe(
        201,
      );
    }
    expect((await request(app.app).post(`/api/trip-plans/${shared.id}/share`).set(auth)).status).toBe(200);

    const page = await request(app.app).get(`/results/${shared.id}`).set('Accept-Encoding', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<h1 class="text-3xl font-bold">Denver to &lt;Moab&gt;</h1>');
    expect(page.text).toContain('<p class="mt-2 max-w-3xl text-stone-700">Seven days of red rock.</p>');
    expect(page.text).not.toContain(TRIP_PREVIEW_SLOT);
    expect(page.text).toContain('<meta property="og:title" content="Denver to &lt;Moab&gt;" />');

    // The trip details link of the same trip: the link preview's tags, no header.
    const details = await request(app.app).get(`/trip/${shared.id}`).set('Accept-Encoding', 'br');
    expect(details.text).toContain('<meta property="og:description" content="Seven days of red rock." />');
    expect(details.text).toContain('<p>Loading</p>');
    expect(details.text).not.toContain('<header>');

    // A private trip's page shows nothing of it, even to its owner's browser (a page load has no token).
    for (const headers of [{}, auth]) {
      const other = await request(app.app)
        .get(`/results/${owned.id}`)
        .set(headers)
        .set('Accept-Encoding', 'br');
      expect(other.text).toBe(resultsPage);
    }
  });
});
