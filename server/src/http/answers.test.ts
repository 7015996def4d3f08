import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, testTrip } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { TestContext } from '../test/test-app';
import { SERVER_TIMEOUTS, createHttpServer } from './http-server';

// Every answer of the server is JSON outside the pages (OPTIONS, unknown methods, slow requests),
// answers holding an account's own data are never cached, and slow senders are cut off.
let ctx: TestContext;
const dir = path.join(os.tmpdir(), `rvtp-answers-${crypto.randomBytes(4).toString('hex')}`);
let withPages: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  withPages = await createTestApp({ spa: { dir } });
});
afterAll(async () => {
  await ctx.close();
  await withPages.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('answers', () => {
  it('marks the current user and private trip documents no-store', async () => {
    const { token } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
    const me = await request(ctx.app).get('/api/auth/me').set(bearer(token));
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const trip = testTrip();
    const created = await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip, notes: 'mine' });
    expect(created.headers['cache-control']).toBe('no-store');
    for (const path of [`/api/trip-plans/${trip.id}`, '/api/trip-plans', '/api/trip-plans/usage']) {
      const res = await request(ctx.app).get(path).set(bearer(token));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const edited = await request(ctx.app).put(`/api/trip-plans/${trip.id}`).set(bearer(token)).send({ version: 1, notes: 'x' });
    expect(edited.headers['cache-control']).toBe('no-store');
  });

  it('marks every /api/stripe answer no-store, refusals included', async () => {
    const { token } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
    const answers = [
      await request(ctx.app).get('/api/stripe/config'),
      await request(ctx.app).get('/api/stripe/subscription').set(bearer(token)),
      await request(ctx.app).get('/api/stripe/subscription'),
      await request(ctx.app).post('/api/stripe/cancel').set(bearer(token)),
      await request(ctx.app).post('/api/stripe/webhook').set('Content-Type', 'application/json').send('{}'),
      await request(ctx.app).get('/api/stripe/no-such-route'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 401, expect.any(Number), 400, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers OPTIONS on the API in JSON', async () => {
    for (const path of ['/api/trip-plans', '/api/auth/login', '/api/no-such-route', '/api/health']) {
      const res = await request(ctx.app).options(path);
      expect(res.status).toBe(405);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('answers other methods than GET outside the API, and unknown paths without pages, in JSON', async () => {
    for (const app of [ctx.app, withPages.app]) {
      for (const method of ['post', 'put', 'delete', 'patch'] as const) {
        const res = await request(app)[method]('/');
        expect(res.status).toBe(405);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers.allow).toBe('GET, HEAD');
      }
    }
    const missing = await request(ctx.app).get('/trips');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect((await request(withPages.app).get('/trips')).status).toBe(200);
  });

  it('does not say that a taken email has an account', async () => {
    const { user } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
    const res = await request(ctx.app).post('/api/auth/register').send({
      email: user.email.toUpperCase(),
      username: `fresh_${crypto.randomBytes(3).toString('hex')}`,
      password: 'long enough',
      confirmPassword: 'long enough',
      firstName: '',
      lastName: '',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).not.toMatch(/email|exists/i);
  });
});

describe('slow senders', () => {
  /** Opens a raw connection, sends `first`, keeps it open; resolves with what came back when it closed. */
  async function sendSlowly(first: string) {
    const server = createHttpServer(ctx.app, { headersMs: 400, requestMs: 800, checkEveryMs: 100, keepAliveMs: 5_000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const started = Date.now();
    try {
      return await new Promise<{ answer: string; ms: number }>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(first));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
        socket.on('error', reject);
        // One more byte now and then keeps a naive timeout from firing.
        const drip = setInterval(() => socket.writable && socket.write(' '), 200);
        socket.on('close', () => clearInterval(drip));
      });
    } finally {
      server.close();
    }
  }

  it('cuts a request whose body arrives too slowly with 408 in JSON', async () => {
    const { answer, ms } = await sendSlowly(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('Content-Type: application/json');
    expect(ms).toBeLessThan(3000);
  });

  it('cuts a request whose headers arrive too slowly', async () => {
    const { answer, ms } = await sendSlowly('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: a');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3000);
  });
});

describe('idle keep-alive connections', () => {
  it('are kept longer than a load balancer or client keeps one idle (60 s), so the server never closes first', () => {
    const server = createHttpServer(ctx.app);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
  });

  it('answers the next request on a connection idle for longer than the headers limit, then closes it once idle for the keep-alive time', async () => {
    // Scaled down: a 150 ms headers limit, a 1.5 s keep-alive.
    const server = createHttpServer(ctx.app, { headersMs: 150, requestMs: 300, checkEveryMs: 50, keepAliveMs: 1_500 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const answers = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if ((received.match(/HTTP\/1\.1 200/g) ?? []).length >= n) resolve();
        };
        socket.on('data', (chunk) => {
          received += chunk.toString();
          check();
        });
        socket.on('error', reject);
        socket.on('close', () => reject(new Error(`closed after ${received.length} bytes`)));
      });
    const ask = 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n';
    try {
      socket.write(ask);
      await answers(1);
      // Idle for twice the headers limit: the connection must still be open for the next request.
      await new Promise((r) => setTimeout(r, 400));
      const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
      socket.write(ask);
      await answers(2);
      const secondAt = Date.now();
      // ... and closed by the server once idle for the keep-alive time.
      expect((await closed) - secondAt).toBeGreaterThanOrEqual(1_400);
    } finally {
      socket.destroy();
      server.close();
    }
  });
});
