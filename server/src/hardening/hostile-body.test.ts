import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { MAX_JSON_DEPTH, NUL_MESSAGE, TOO_DEEP_MESSAGE } from '../http/body-rules';
import { createTestUser, testTrip } from '../test/factories';
import type { TestContext } from '../test/test-app';
import { createTestApp, createTestDatabase } from '../test/test-app';

// One body rule for every JSON route (nesting at most 64 deep, no NUL anywhere: 400 with a message),
// and the 4xx of Express's own middleware kept: missing assets 404, bad encodings 400. On both databases.
const targets: Array<[string, string | undefined]> = [['sqlite', undefined]];
if (process.env.TEST_DATABASE_URL) targets.push(['postgres', process.env.TEST_DATABASE_URL]);

/** A JSON text nested `depth` deep, built as text (serialising such a value would overflow the client). */
const nested = (depth: number) => `${'{"a":['.repeat(Math.ceil(depth / 2))}"deep"${']}'.repeat(Math.ceil(depth / 2))}`;

/** POSTs exact bytes (supertest would serialise a Buffer as JSON) on a loopback listener. */
async function rawPost(app: TestContext['app'], url: string, headers: Record<string, string>, body: Buffer) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', headers, body: new Uint8Array(body) });
    return { status: res.status, body: (await res.json().catch(() => null)) as { message?: string } | null };
  } finally {
    server.close();
  }
}

describe.each(targets)('hostile bodies on %s', (_name, databaseUrl) => {
  let ctx: TestContext;
  let auth: string;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-spa-'));
    fs.mkdirSync(path.join(spaDir, 'assets'));
    fs.writeFileSync(path.join(spaDir, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>x</title>');
    ctx = await createTestApp({ database: await createTestDatabase(databaseUrl), spa: { dir: spaDir } });
    const { token } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
    auth = `Bearer ${token}`;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const tripCount = async () => (await ctx.deps.database.db.selectFrom('trips').select('id').execute()).length;

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} in aiPlan and savedItinerary with 400, stores nothing`, async () => {
    for (const field of ['aiPlan', 'savedItinerary']) {
      for (const depth of [MAX_JSON_DEPTH + 1, 10_000]) {
        const res = await request(ctx.app)
          .post('/api/trip-plans')
          .set('Authorization', auth)
          .set('Content-Type', 'application/json')
          .send(`{"trip":${JSON.stringify(testTrip())},"${field}":{"nested":${nested(depth)}}}`);
        expect(res.status, `${field} ${depth}`).toBe(400);
        expect(res.body).toEqual({ message: TOO_DEEP_MESSAGE, code: 'bad-request' });
      }
    }
    const shallow = await request(ctx.app)
      .post('/api/trip-plans')
      .set('Authorization', auth)
      .set('Content-Type', 'application/json')
      .send(`{"trip":${JSON.stringify(testTrip())},"aiPlan":{"nested":${nested(20)}}}`);
    expect(shallow.status).toBe(201);
    expect(await tripCount()).toBe(1);
  });

  it('refuses a NUL character anywhere with 400 on every route, whatever else the body holds', async () => {
    const withNul = fc
      .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
      .map(([a, b]) => `${a}\u0000${b}`);
    const before = await tripCount();
    await fc.assert(
      fc.asyncProperty(withNul, async (text) => {
        const attempts = [
          request(ctx.app).post('/api/trip-plans').set('Authorization', auth).send({ trip: testTrip({ title: text }) }),
          request(ctx.app).post('/api/auth/register').send({
            email: 'nul@example.com',
            username: 'nul_user',
            firstName: text,
            password: 'correct horse battery',
            confirmPassword: 'correct horse battery',
          }),
          request(ctx.app).post('/api/auth/login').send({ emailOrUsername: text, password: 'whatever' }),
          request(ctx.app).patch('/api/auth/me').set('Authorization', auth).send({ firstName: text }),
          request(ctx.app).post('/api/stripe/create-checkout-session').set('Authorization', auth).send({
            priceId: 'price_pro_monthly',
            customerEmail: 'a@example.com',
            customerName: text,
            successUrl: '/checkout/success',
            cancelUrl: '/checkout',
          }),
          request(ctx.app).post('/api/trip-plans').set('Authorization', auth).send({ trip: testTrip(), notes: 'ok', [text]: 1 }),
          request(ctx.app).get(`/api/geocode?q=${encodeURIComponent(text)}`),
        ];
        for (const res of await Promise.all(attempts)) {
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ message: NUL_MESSAGE, code: 'bad-request' });
        }
      }),
      { numRuns: 15 },
    );
    expect(await tripCount()).toBe(before);
    expect(await ctx.deps.database.db.selectFrom('users').select('id').where('username', '=', 'nul_user').execute()).toEqual([]);
  });

  it('answers 404 for any missing asset and 4xx for traversal, never 500', async () => {
    // '.' and '..' name the folder itself (a redirect), not a file.
    const names = fc.stringMatching(/^[A-Za-z0-9._-]{1,30}$/).filter((n) => n !== 'app.js' && !/^\.+$/.test(n));
    await fc.assert(
      fc.asyncProperty(names, async (name) => {
        const res = await request(ctx.app).get(`/assets/${name}`);
        expect(res.status).toBe(404);
      }),
      { numRuns: 20 },
    );
    expect((await request(ctx.app).get('/assets/app.js')).status).toBe(200);
    for (const p of ['/assets/..%2F..%2Fpackage.json', '/assets/%2e%2e/%2e%2e/etc/passwd', '/assets/a%00b.js', '/assets/%E0%A4%A']) {
      const res = await request(ctx.app).get(p);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.status, p).toBeLessThan(500);
    }
  });

  it('answers 400 for a bad gzip or deflate body and 415 for an unknown encoding', async () => {
    const json = { 'Content-Type': 'application/json' };
    for (const encoding of ['gzip', 'deflate']) {
      const res = await rawPost(ctx.app, '/api/auth/login', { ...json, 'Content-Encoding': encoding }, Buffer.from('not compressed'));
      expect(res.status, encoding).toBe(400);
      expect(typeof res.body?.message).toBe('string');
      // A valid header with a cut-off stream.
      const cut = zlib.gzipSync(JSON.stringify({ emailOrUsername: 'nobody', password: 'x' })).subarray(0, 15);
      expect((await rawPost(ctx.app, '/api/auth/login', { ...json, 'Content-Encoding': 'gzip' }, cut)).status).toBe(400);
    }
    const good = await rawPost(
      ctx.app,
      '/api/auth/login',
      { ...json, 'Content-Encoding': 'gzip' },
      zlib.gzipSync(JSON.stringify({ emailOrUsername: 'nobody', password: 'x' })),
    );
    expect(good.status).toBe(401);
    const unknown = await rawPost(ctx.app, '/api/auth/login', { ...json, 'Content-Encoding': 'br-unknown' }, Buffer.from('{}'));
    expect(unknown.status).toBe(415);
  });
});

describe('SQLite file modes', () => {
  it('creates the database owner-only (0600) even with a permissive umask', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-mode-'));
    const file = path.join(dir, 'app.db');
    // A worker thread (the test pool) cannot set the umask: a child process opens and migrates the
    // database under umask 000, the most permissive there is, and lists the files' modes while open.
    const dbModule = pathToFileURL(path.join(repoRoot, 'server/src/db/database.ts')).href;
    const script = path.join(dir, 'open.mts');
    fs.writeFileSync(
      script,
      [
        `import fs from 'node:fs';`,
        `const { openDatabase, migrateToLatest } = await import(${JSON.stringify(dbModule)});`,
        `const file = ${JSON.stringify(file)};`,
        `const database = await openDatabase({ sqliteFile: file });`,
        `await migrateToLatest(database.db);`,
        `const modes = Object.fromEntries([file, file + '-wal', file + '-shm'].filter((f) => fs.existsSync(f)).map((f) => [f, fs.statSync(f).mode & 0o777]));`,
        `await database.close();`,
        `console.log(JSON.stringify(modes));`,
      ].join('\n'),
    );
    const run = spawnSync('sh', ['-c', `umask 000 && exec "$0" --import tsx "$1"`, process.execPath, script], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const modes = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<string, number>;
    expect(modes[file]).toBe(0o600);
    for (const [f, mode] of Object.entries(modes)) expect(mode, f).toBe(0o600);
  });
});
