import request from 'supertest';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_CEILING, ACCOUNT_LOCKED_MESSAGE, DEVICE_FAILURE_LIMIT } from '../auth/http/auth.router';
import { DEVICE_COOKIE, makeDeviceCookie } from '../auth/http/device-cookie';
import { createMemoryMailer } from '../auth/mail/mailer';
import type { Config } from '../config';
import type { RateLimitStore } from '../http/rate-limit';
import { createDatabaseRateLimitStore, createMemoryRateLimitStore, createRedisRateLimitStore } from '../http/rate-limit';
import type { DatabaseHandle } from '../db/database';
import { liveTestRedis } from '../test/live-redis';
import { createTestUser } from '../test/factories';
import { createTestApp, createTestDatabase, testConfig } from '../test/test-app';
import type { TestContext } from '../test/test-app';

// The owner always gets in, the attacker never gets far (OWASP's device cookies): failed sign-ins from
// all untrusted devices together are evaluated at most ACCOUNT_FAILURE_CEILING times per hour window,
// then the account is locked to them; a device the owner signed in on (its cookie) is never stopped by
// that lock, the owner's sign-ins give the attacker no fresh allowance, and the reset link still works
// and makes its browser a trusted device.
const redis = liveTestRedis();
const stores: Array<[string, (db: DatabaseHandle) => RateLimitStore]> = [
  ['memory', () => createMemoryRateLimitStore()],
  ['SQLite database', (db) => createDatabaseRateLimitStore(db)],
];
if (redis) {
  stores.push(['Redis with the database behind it', (db) => createRedisRateLimitStore(redis, `test-ceiling:${Date.now()}`, undefined, createDatabaseRateLimitStore(db))]);
}

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});
afterAll(async () => {
  await redis?.quit();
});

const deviceCookieOf = (res: request.Response): string => {
  const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!raw) throw new Error('no device cookie was set');
  expect(raw).toMatch(/HttpOnly/i);
  expect(raw).toMatch(/SameSite=Strict/i);
  return raw.split(';')[0];
};

describe.each(stores)('the account lock with device cookies (%s store)', (_name, makeStore) => {
  it('60 addresses are evaluated at most the ceiling; the owner’s device always gets in; the reset link works', async () => {
    const mailer = createMemoryMailer();
    const database = await createTestDatabase();
    ctx = await createTestApp({
      mailer,
      database,
      rateLimitStore: makeStore(database),
      config: testConfig({ trustProxy: 'loopback' as unknown as Config['trustProxy'], authRateLimitMax: 1000 }),
    });
    const app = ctx.app;
    const { user, password } = await createTestUser(database.db, ctx.deps.config.jwtSecret);
    const signIn = (ip: string, guess: string, cookie?: string) => {
      const req = request(app).post('/api/auth/login').set('X-Forwarded-For', ip);
      if (cookie) req.set('Cookie', cookie);
      return req.send({ emailOrUsername: user.email, password: guess });
    };

    // The owner's laptop signs in once: it is a trusted device from now on.
    const first = await signIn('192.0.2.10', password);
    expect(first.status).toBe(200);
    const laptop = deviceCookieOf(first);

    // 60 addresses guess in parallel bursts, 4 each, and the owner signs in from the laptop between them.
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, i) => signIn(`203.0.113.${i + 1}`, `guess-${round}-${i}`)),
      );
      statuses.push(...burst.map((r) => r.status));
      const owner = await signIn('192.0.2.10', password, laptop);
      expect(owner.status, `the owner's sign-in after burst ${round}`).toBe(200);
      deviceCookieOf(owner);
    }
    // Every evaluated guess is a 401; past the ceiling every one is refused before any password check,
    // and the owner's four sign-ins gave back no allowance.
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FAILURE_CEILING);
    expect(statuses.filter((s) => s === 429)).toHaveLength(240 - ACCOUNT_FAILURE_CEILING);
    const locked = await signIn('203.0.113.200', password);
    expect(locked.status, 'the right password from an untrusted device is refused too').toBe(429);
    expect(locked.body.message).toBe(ACCOUNT_LOCKED_MESSAGE);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A cookie of another account, or a forged one, does not open the lock.
    const secret = ctx.deps.config.jwtSecret;
    expect((await signIn('203.0.113.201', password, `${DEVICE_COOKIE}=${makeDeviceCookie(secret, 'someone-else')}`)).status).toBe(429);
    const forged = makeDeviceCookie('not-the-secret-not-the-secret-000000', user.id);
    expect((await signIn('203.0.113.202', password, `${DEVICE_COOKIE}=${forged}`)).status).toBe(429);

    // The owner is told once, with a reset link; taking it makes the phone a trusted device that gets in.
    expect(mailer.messages).toHaveLength(1);
    expect(mailer.messages[0].text).toMatch(/locked/);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailer.messages[0].text)?.[1];
    const reset = await request(app)
      .post('/api/auth/reset-password')
      .set('X-Forwarded-For', '192.0.2.20')
      .send({ token, newPassword: 'owner took it back' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: expect.any(String) });
    const phone = deviceCookieOf(reset);
    expect((await signIn('192.0.2.20', 'owner took it back')).status, 'no cookie: still locked').toBe(429);
    expect((await signIn('192.0.2.20', 'owner took it back', phone)).status).toBe(200);
    // The old password no longer works on the laptop; the lock still holds for the guessers.
    expect((await signIn('192.0.2.10', password, laptop)).status).toBe(401);
    expect((await signIn('203.0.113.5', 'owner took it back')).status).toBe(429);

    // A trusted device has a limit of its own: past it, that cookie is an untrusted device (locked).
    for (let i = 1; i < DEVICE_FAILURE_LIMIT; i++) expect((await signIn('192.0.2.10', `typo-${i}`, laptop)).status).toBe(401);
    expect((await signIn('192.0.2.10', 'owner took it back', laptop)).status).toBe(429);
    expect((await signIn('192.0.2.20', 'owner took it back', phone)).status).toBe(200);
  }, 60_000);

  it('guesses at an unknown account are capped alike, so the lock does not tell which accounts exist', async () => {
    const database = await createTestDatabase();
    ctx = await createTestApp({
      database,
      rateLimitStore: makeStore(database),
      config: testConfig({ trustProxy: 'loopback' as unknown as Config['trustProxy'], authRateLimitMax: 1000 }),
    });
    const app = ctx.app;
    const answers = await Promise.all(
      Array.from({ length: ACCOUNT_FAILURE_CEILING + 10 }, (_, i) =>
        request(app).post('/api/auth/login').set('X-Forwarded-For', `198.51.100.${i + 1}`).send({ emailOrUsername: 'nobody@example.com', password: `g${i}` }),
      ),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(ACCOUNT_FAILURE_CEILING);
    expect(answers.filter((r) => r.status === 429).map((r) => r.body.message)).toEqual(Array(10).fill(ACCOUNT_LOCKED_MESSAGE));
  }, 30_000);
});
