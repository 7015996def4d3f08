import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '@shared/schemas/auth';
import type { Config } from '../../config';
import type { RateLimitStore } from '../../http/rate-limit';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from '../../http/rate-limit';
import { liveTestRedis } from '../../test/live-redis';
import type { TestContext } from '../../test/test-app';
import { createTestApp, createTestDatabase, testConfig } from '../../test/test-app';
import { EMAIL_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE } from '../auth.service';
import type { MemoryMailer } from '../mail/mailer';
import { createMemoryMailer } from '../mail/mailer';
import { hashResetToken } from '../password-reset.repository';
import { sharedPasswordHasher } from '../password/password-hasher';
import { registrationInput } from '../../test/factories';

const databases: Array<[string, string | undefined]> = [['sqlite', undefined]];
if (process.env.TEST_DATABASE_URL) databases.push(['postgres', process.env.TEST_DATABASE_URL]);

const redis = liveTestRedis();
afterAll(async () => {
  await redis?.quit();
});
const stores: Array<[string, () => RateLimitStore]> = [['memory', () => createMemoryRateLimitStore()]];
if (redis)
  stores.push(['redis', () => createRedisRateLimitStore(redis, `test-auth:${Date.now()}:${Math.random()}:`)]);

let ctx: TestContext | undefined;
let mailer: MemoryMailer;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function setup(
  options: { databaseUrl?: string; config?: Partial<Config>; store?: RateLimitStore } = {},
): Promise<TestContext> {
  mailer = createMemoryMailer();
  ctx = await createTestApp({
    config: testConfig(options.config),
    database: await createTestDatabase(options.databaseUrl),
    mailer,
    ...(options.store ? { rateLimitStore: options.store } : {}),
  });
  return ctx;
}

const newUser = registrationInput;

async function register(c: TestContext, overrides: Record<string, string> = {}) {
  const input = newUser(overrides);
  const res = await request(c.app).post('/api/auth/register').send(input);
  expect(res.status).toBe(201);
  return { input, token: res.body.token as string, user: res.body.user as { id: string; email: string } };
}

const resetTokenFromMail = (m: MemoryMailer) => {
  const text = m.messages.at(-1)?.text ?? '';
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`No reset link in: ${text}`);
  return match[1];
};

describe.each(databases)('auth API on %s', (_dialect, databaseUrl) => {
  describe('register', () => {
    it('creates the account and answers 201 with a token and the public user', async () => {
      const c = await setup({ databaseUrl });
      const input = newUser();
      const res = await request(c.app).post('/api/auth/register').send(input);
      expect(res.status).toBe(201);
      expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(res.body.user).toMatchObject({
        email: input.email,
        username: input.username,
        firstName: 'Ann',
        lastName: 'Rivers',
        tier: 'free',
      });
      expect(Object.keys(res.body.user).sort()).toEqual(
        ['createdAt', 'email', 'firstName', 'id', 'lastName', 'tier', 'username'].sort(),
      );
      const me = await request(c.app).get('/api/auth/me').set('Authorization', `Bearer ${res.body.token}`);
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(res.body.user.id);
      const row = await c.deps.database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$2[aby]\$04\$/);
      expect(row.password_hash).not.toContain(input.password);
    });

    it('stores blank optional names as null', async () => {
      const c = await setup({ databaseUrl });
      const res = await request(c.app)
        .post('/api/auth/register')
        .send(newUser({ firstName: '', lastName: '  ' }));
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({ firstName: null, lastName: null });
    });

    it('refuses a taken email or username regardless of case with 409', async () => {
      const c = await setup({ databaseUrl });
      const { input } = await register(c);
      const sameEmail = await request(c.app)
        .post('/api/auth/register')
        .send(newUser({ email: input.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({ message: EMAIL_TAKEN_MESSAGE, code: 'conflict' });
      const sameName = await request(c.app)
        .post('/api/auth/register')
        .send(newUser({ username: input.username.toLowerCase() }));
      expect(sameName.status).toBe(409);
      expect(sameName.body).toEqual({ message: USERNAME_TAKEN_MESSAGE, code: 'conflict' });
    });

    it.each([
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
      [{ confirmPassword: 'something else' }, "Passwords don't match"],
      [
        { password: 'é'.repeat(40), confirmPassword: 'é'.repeat(40) },
        'Password must be at most 72 bytes long',
      ],
    ])('answers 400 with the SPEC message for %o', async (overrides, message) => {
      const c = await setup({ databaseUrl });
      const res = await request(c.app).post('/api/auth/register').send(newUser(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: 'validation' });
    });

    it('answers 400, never 500, for SQL-ish, very long or wrongly typed input', async () => {
      const c = await setup({ databaseUrl });
      const bodies = [
        newUser({ username: "x' OR '1'='1" }),
        newUser({ email: "a@b.com'; DROP TABLE users; --" }),
        newUser({ username: 'u'.repeat(5000) }),
        newUser({ email: `${'a'.repeat(10_000)}@example.com` }),
        newUser({ firstName: 'f'.repeat(5000) }),
        { ...newUser(), email: { $ne: null } },
        { ...newUser(), password: ['a', 'b'] },
        {},
      ];
      for (const body of bodies) {
        const res = await request(c.app).post('/api/auth/register').send(body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
      expect(await c.deps.database.db.selectFrom('users').select('id').execute()).toEqual([]);
    });
  });

  describe('login', () => {
    it('signs in with the email or the username in any case', async () => {
      const c = await setup({ databaseUrl });
      const { input, user } = await register(c);
      for (const emailOrUsername of [input.email, input.email.toLowerCase(), input.username.toUpperCase()]) {
        const res = await request(c.app)
          .post('/api/auth/login')
          .send({ emailOrUsername, password: input.password });
        expect(res.status).toBe(200);
        expect(res.body.user.id).toBe(user.id);
        const me = await request(c.app).get('/api/auth/me').set('Authorization', `Bearer ${res.body.token}`);
        expect(me.status).toBe(200);
      }
    });

    it('gives the same 401 for an unknown user and a wrong password', async () => {
      const c = await setup({ databaseUrl });
      const { input } = await register(c);
      const wrong = await request(c.app)
        .post('/api/auth/login')
        .send({ emailOrUsername: input.email, password: 'wrong password' });
      const unknown = await request(c.app)
        .post('/api/auth/login')
        .send({ emailOrUsername: 'nobody@example.com', password: 'wrong password' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: INVALID_CREDENTIALS_MESSAGE, code: 'unauthenticated' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('does the same bcrypt work for an unknown user as for a wrong password', async () => {
      // Timing is measured in bench/, never in unit tests: here we check the work done is the same,
      // one full compare against a hash of the configured cost, which is what makes the timing equal.
      const c = await setup({ databaseUrl, config: { bcryptCost: 5 } });
      const { input } = await register(c);
      // bcrypt runs in the worker pool; the spy sits on the pool's compare, which every check goes through.
      const compare = vi.spyOn(sharedPasswordHasher(), 'compare');
      try {
        const attempt = async (emailOrUsername: string) => {
          compare.mockClear();
          const res = await request(c.app)
            .post('/api/auth/login')
            .send({ emailOrUsername, password: 'wrong password' });
          expect(res.status).toBe(401);
          expect(compare).toHaveBeenCalledTimes(1);
          const hash = String(compare.mock.calls[0][1]);
          expect(hash).toMatch(/^\$2[aby]\$05\$/);
          return hash;
        };
        const knownHash = await attempt(input.email);
        const unknownHash = await attempt('nobody@example.com');
        expect(unknownHash).not.toBe(knownHash);
        expect(unknownHash.length).toBe(knownHash.length);
      } finally {
        compare.mockRestore();
      }
    });

    it('refuses a password longer than 72 bytes even when its first 72 bytes match', async () => {
      const c = await setup({ databaseUrl });
      const password = 'p'.repeat(72);
      const { input } = await register(c, { password, confirmPassword: password });
      const res = await request(c.app)
        .post('/api/auth/login')
        .send({ emailOrUsername: input.username, password: `${password}extra` });
      expect(res.status).toBe(401);
    });

    it.each([
      [{ password: 'x' }, 'Email or username is required'],
      [{ emailOrUsername: '   ', password: 'x' }, 'Email or username is required'],
      [{ emailOrUsername: 'ann' }, 'Password is required'],
      [{ emailOrUsername: 'ann', password: '' }, 'Password is required'],
    ])('answers 400 for %o', async (body, message) => {
      const c = await setup({ databaseUrl });
      const res = await request(c.app).post('/api/auth/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: 'validation' });
    });

    it('answers 400 for SQL-ish and very long input', async () => {
      const c = await setup({ databaseUrl });
      const sqlish = await request(c.app)
        .post('/api/auth/login')
        .send({ emailOrUsername: "' OR 1=1 --", password: "' OR 1=1 --" });
      expect(sqlish.status).toBe(401);
      const long = await request(c.app)
        .post('/api/auth/login')
        .send({ emailOrUsername: 'a'.repeat(50_000), password: 'b'.repeat(40_000) });
      expect(long.status).toBe(400);
      const typed = await request(c.app)
        .post('/api/auth/login')
        .send({ emailOrUsername: { $gt: '' }, password: 1 });
      expect(typed.status).toBe(400);
    });
  });

  describe('current user', () => {
    it('answers 401 for a missing, malformed, expired, foreign, unsigned or orphaned token', async () => {
      const c = await setup({ databaseUrl });
      const { token, user } = await register(c);
      const secret = c.deps.config.jwtSecret;
      const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const candidates: Array<[string, string | undefined]> = [
        ['missing', undefined],
        ['malformed', 'Bearer not-a-token'],
        ['not bearer', `Basic ${token}`],
        ['expired', `Bearer ${jwt.sign({ tv: 0 }, secret, { subject: user.id, expiresIn: -10 })}`],
        [
          'other secret',
          `Bearer ${jwt.sign({ tv: 0 }, 'another-secret-another-secret-another', { subject: user.id, expiresIn: 60 })}`,
        ],
        [
          'alg none',
          `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.id, tv: 0, iat: now, exp: now + 3600 })}.`,
        ],
        ['tampered', `Bearer ${token.slice(0, -2)}${token.endsWith('aa') ? 'bb' : 'aa'}`],
        ['unknown user', `Bearer ${jwt.sign({ tv: 0 }, secret, { subject: 'no-such-user', expiresIn: 60 })}`],
      ];
      for (const [name, header] of candidates) {
        const req = request(c.app).get('/api/auth/me');
        const res = header ? await req.set('Authorization', header) : await req;
        expect(res.status, name).toBe(401);
        expect(typeof res.body.message, name).toBe('string');
      }
      await c.deps.database.db.deleteFrom('users').where('id', '=', user.id).execute();
      const deleted = await request(c.app).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect(deleted.status).toBe(401);
    });

    it('updates first and last name', async () => {
      const c = await setup({ databaseUrl });
      const { token } = await register(c);
      const res = await request(c.app)
        .patch('/api/auth/me')
        .set('Authorization', `Bearer ${token}`)
        .send({ firstName: '  Jo ', lastName: '' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ firstName: 'Jo', lastName: null });
      const tooLong = await request(c.app)
        .patch('/api/auth/me')
        .set('Authorization', `Bearer ${token}`)
        .send({ firstName: 'x'.repeat(101) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toEqual({ message: 'First name is too long', code: 'validation' });
      expect((await request(c.app).patch('/api/auth/me').send({ firstName: 'X' })).status).toBe(401);
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown emails and mails the link only to a known one', async () => {
      const c = await setup({ databaseUrl, config: { appUrl: 'https://rv.example.com' } });
      const { input } = await register(c);
      const known = await request(c.app)
        .post('/api/auth/forgot-password')
        .send({ email: input.email.toLowerCase() });
      const unknown = await request(c.app)
        .post('/api/auth/forgot-password')
        .send({ email: 'nobody@example.com' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      expect(unknown.body).toEqual(known.body);
      expect(mailer.messages).toHaveLength(1);
      const mail = mailer.messages[0];
      expect(mail.to).toBe(input.email);
      expect(mail.text).toMatch(/https:\/\/rv\.example\.com\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      // The link is never in the HTTP answer: not in the body, not in a header.
      const token = resetTokenFromMail(mailer);
      expect(JSON.stringify(known.body) + JSON.stringify(known.headers)).not.toContain(token);
      // Only the hash is stored.
      const rows = await c.deps.database.db.selectFrom('password_reset_tokens').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(hashResetToken(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      const ttl = Date.parse(rows[0].expires_at) - Date.parse(rows[0].created_at);
      expect(ttl).toBe(60 * 60 * 1000);
    });

    it('resets once: the old password and older sessions stop working, the token cannot be reused', async () => {
      const c = await setup({ databaseUrl });
      const { input, token: oldSession } = await register(c);
      await request(c.app).post('/api/auth/forgot-password').send({ email: input.email });
      const token = resetTokenFromMail(mailer);
      const reset = await request(c.app)
        .post('/api/auth/reset-password')
        .send({ token, newPassword: 'brand new pass' });
      expect(reset.status).toBe(200);
      expect(typeof reset.body.message).toBe('string');

      const login = (password: string) =>
        request(c.app).post('/api/auth/login').send({ emailOrUsername: input.username, password });
      expect((await login(input.password)).status).toBe(401);
      expect((await login('brand new pass')).status).toBe(200);
      expect(
        (await request(c.app).get('/api/auth/me').set('Authorization', `Bearer ${oldSession}`)).status,
      ).toBe(401);

      const reused = await request(c.app)
        .post('/api/auth/reset-password')
        .send({ token, newPassword: 'another pass' });
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({ message: 'Invalid or expired reset link', code: 'bad-request' });
      expect((await login('brand new pass')).status).toBe(200);
    });

    it('a successful reset invalidates every link issued before it', async () => {
      const c = await setup({ databaseUrl });
      const { input } = await register(c);
      await request(c.app).post('/api/auth/forgot-password').send({ email: input.email });
      const first = resetTokenFromMail(mailer);
      await request(c.app).post('/api/auth/forgot-password').send({ email: input.email });
      const second = resetTokenFromMail(mailer);
      expect(second).not.toBe(first);
      expect(
        (
          await request(c.app)
            .post('/api/auth/reset-password')
            .send({ token: second, newPassword: 'pass-two' })
        ).status,
      ).toBe(200);
      const stale = await request(c.app)
        .post('/api/auth/reset-password')
        .send({ token: first, newPassword: 'pass-one' });
      expect(stale.status).toBe(400);
      expect(stale.body.message).toBe('Invalid or expired reset link');
    });

    it('refuses an expired or unknown token and a missing one with its message', async () => {
      const c = await setup({ databaseUrl });
      const { input } = await register(c);
      await request(c.app).post('/api/auth/forgot-password').send({ email: input.email });
      const token = resetTokenFromMail(mailer);
      await c.deps.database.db
        .updateTable('password_reset_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const expired = await request(c.app)
        .post('/api/auth/reset-password')
        .send({ token, newPassword: 'brand new pass' });
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual({ message: 'Invalid or expired reset link', code: 'bad-request' });
      const unknown = await request(c.app)
        .post('/api/auth/reset-password')
        .send({ token: "x' OR '1'='1", newPassword: 'brand new pass' });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ message: 'Invalid or expired reset link', code: 'bad-request' });
      const missing = await request(c.app)
        .post('/api/auth/reset-password')
        .send({ newPassword: 'brand new pass' });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ message: 'Reset token is missing', code: 'validation' });
      const short = await request(c.app)
        .post('/api/auth/reset-password')
        .send({ token, newPassword: '12345' });
      expect(short.body).toEqual({ message: 'Password must be at least 6 characters long', code: 'validation' });
      const long = await request(c.app)
        .post('/api/auth/reset-password')
        .send({ token: 't'.repeat(90_000), newPassword: 'abcdefgh' });
      expect(long.status).toBe(400);
      expect(long.body).toEqual({ message: 'Invalid or expired reset link', code: 'validation' });
    });

    it('answers 400 for a malformed email', async () => {
      const c = await setup({ databaseUrl });
      const res = await request(c.app).post('/api/auth/forgot-password').send({ email: "x'; --" });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Please enter a valid email address', code: 'validation' });
    });
  });

  describe('change password and delete account', () => {
    it('changes the password with the current one and returns a fresh session', async () => {
      const c = await setup({ databaseUrl });
      const { input, token } = await register(c);
      const auth = `Bearer ${token}`;
      const wrong = await request(c.app)
        .post('/api/auth/change-password')
        .set('Authorization', auth)
        .send({ currentPassword: 'not it', newPassword: 'a whole new one' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'Current password is incorrect', code: 'bad-request' });
      const short = await request(c.app)
        .post('/api/auth/change-password')
        .set('Authorization', auth)
        .send({ currentPassword: input.password, newPassword: 'short' });
      expect(short.body).toEqual({ message: 'Password must be at least 8 characters', code: 'validation' });
      const ok = await request(c.app)
        .post('/api/auth/change-password')
        .set('Authorization', auth)
        .send({ currentPassword: input.password, newPassword: 'a whole new one' });
      expect(ok.status).toBe(200);
      expect((await request(c.app).get('/api/auth/me').set('Authorization', auth)).status).toBe(401);
      expect(
        (await request(c.app).get('/api/auth/me').set('Authorization', `Bearer ${ok.body.token}`)).status,
      ).toBe(200);
      const login = await request(c.app)
        .post('/api/auth/login')
        .send({ emailOrUsername: input.email, password: 'a whole new one' });
      expect(login.status).toBe(200);
      expect((await request(c.app).post('/api/auth/change-password').send({})).status).toBe(401);
    });

    it('deletes the account and its data only with the right password', async () => {
      const c = await setup({ databaseUrl });
      const { input, token, user } = await register(c);
      const other = await register(c);
      const now = new Date().toISOString();
      await c.deps.database.db
        .insertInto('trips')
        .values([
          { id: 'MINE0001', owner_id: user.id, title: 'Mine', data: '{}', created_at: now, updated_at: now },
          {
            id: 'THEIRS01',
            owner_id: other.user.id,
            title: 'Theirs',
            data: '{}',
            created_at: now,
            updated_at: now,
          },
        ])
        .execute();
      const auth = `Bearer ${token}`;
      const wrong = await request(c.app)
        .delete('/api/auth/me')
        .set('Authorization', auth)
        .send({ password: 'nope' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'Password is incorrect', code: 'bad-request' });
      const missing = await request(c.app).delete('/api/auth/me').set('Authorization', auth).send({});
      expect(missing.body).toEqual({ message: 'Password is required', code: 'validation' });
      const ok = await request(c.app)
        .delete('/api/auth/me')
        .set('Authorization', auth)
        .send({ password: input.password });
      expect(ok.status).toBe(204);
      expect((await request(c.app).get('/api/auth/me').set('Authorization', auth)).status).toBe(401);
      const login = await request(c.app)
        .post('/api/auth/login')
        .send({ emailOrUsername: input.email, password: input.password });
      expect(login.status).toBe(401);
      const trips = await c.deps.database.db.selectFrom('trips').select('id').execute();
      expect(trips).toEqual([{ id: 'THEIRS01' }]);
      // The email is free again.
      const again = await request(c.app)
        .post('/api/auth/register')
        .send({ ...newUser(), email: input.email });
      expect(again.status).toBe(201);
    });
  });
});

describe.each(stores)('auth rate limits with the %s store', (_name, makeStore) => {
  it('answers the 11th failed sign-in for one account with 429 and when to retry', async () => {
    const c = await setup({ store: makeStore() });
    const { input } = await register(c);
    for (let i = 0; i < 10; i++) {
      const res = await request(c.app)
        .post('/api/auth/login')
        .send({ emailOrUsername: input.email, password: `wrong ${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await request(c.app)
      .post('/api/auth/login')
      .send({ emailOrUsername: input.email.toUpperCase(), password: input.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another account is not affected.
    const other = await register(c);
    const ok = await request(c.app)
      .post('/api/auth/login')
      .send({ emailOrUsername: other.input.email, password: other.input.password });
    expect(ok.status).toBe(200);
  });

  it('a successful sign-in clears the account counter', async () => {
    const c = await setup({ store: makeStore() });
    const { input } = await register(c);
    const attempt = (password: string) =>
      request(c.app).post('/api/auth/login').send({ emailOrUsername: input.username, password });
    for (let i = 0; i < 9; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(input.password)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(input.password)).status).toBe(429);
  });

  it('limits sign-in failures, registrations, reset requests and reset failures per IP', async () => {
    const c = await setup({ store: makeStore(), config: { authRateLimitMax: 3 } });
    for (let i = 0; i < 3; i++)
      expect((await request(c.app).post('/api/auth/register').send(newUser())).status).toBe(201);
    const fourth = await request(c.app).post('/api/auth/register').send(newUser());
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(
      /^Too many registration attempts\. Please try again in \d+ minutes?\.$/,
    );

    for (let i = 0; i < 3; i++) {
      const res = await request(c.app)
        .post('/api/auth/login')
        .send({ emailOrUsername: `nobody${i}`, password: 'x' });
      expect(res.status).toBe(401);
    }
    const login = await request(c.app)
      .post('/api/auth/login')
      .send({ emailOrUsername: 'someone-else', password: 'x' });
    expect(login.status).toBe(429);
    expect(login.body.message).toMatch(/^Too many sign-in attempts/);

    for (let i = 0; i < 3; i++) {
      expect(
        (
          await request(c.app)
            .post('/api/auth/forgot-password')
            .send({ email: `n${i}@example.com` })
        ).status,
      ).toBe(200);
    }
    const forgot = await request(c.app).post('/api/auth/forgot-password').send({ email: 'n9@example.com' });
    expect(forgot.status).toBe(429);
    expect(forgot.body.message).toMatch(/^Too many password reset requests/);

    for (let i = 0; i < 3; i++) {
      const res = await request(c.app)
        .post('/api/auth/reset-password')
        .send({ token: `bad-${i}`, newPassword: 'abcdefgh' });
      expect(res.status).toBe(400);
    }
    const reset = await request(c.app)
      .post('/api/auth/reset-password')
      .send({ token: 'bad-x', newPassword: 'abcdefgh' });
    expect(reset.status).toBe(429);
    expect(reset.body.message).toMatch(/^Too many password reset attempts/);
  });

  it('limits reset requests for one email and wrong current passwords for one account', async () => {
    const c = await setup({ store: makeStore() });
    const { input, token } = await register(c);
    for (let i = 0; i < 10; i++) {
      expect(
        (await request(c.app).post('/api/auth/forgot-password').send({ email: input.email })).status,
      ).toBe(200);
    }
    expect((await request(c.app).post('/api/auth/forgot-password').send({ email: input.email })).status).toBe(
      429,
    );
    expect(mailer.messages).toHaveLength(10);

    const change = () =>
      request(c.app)
        .post('/api/auth/change-password')
        .set('Authorization', `Bearer ${token}`)
        .send({ currentPassword: 'wrong', newPassword: 'whatever-new' });
    for (let i = 0; i < 10; i++) expect((await change()).status).toBe(400);
    expect((await change()).status).toBe(429);
  });
});
