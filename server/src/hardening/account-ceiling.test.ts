import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_CEILING, ACCOUNT_PACE_SEC } from '../auth/auth.router';
import { createMemoryMailer } from '../auth/mail/mailer';
import type { Config } from '../config';
import { createTestUser } from '../test/factories';
import { createTestApp, testConfig } from '../test/test-app';
import type { TestContext } from '../test/test-app';

// Failed sign-ins to one account are capped across all addresses: past the ceiling the account is
// slowed to one attempt per ACCOUNT_PACE_SEC from anywhere, never locked, and its reset link works.
// The owner gets one notice mail per window, with a reset link of its own.
describe('the account-wide ceiling on failed sign-ins', () => {
  let ctx: TestContext;
  afterAll(async () => {
    await ctx.close();
  });

  it('slows guessing from many addresses, and the owner still gets in and can reset', async () => {
    const mailer = createMemoryMailer();
    ctx = await createTestApp({
      mailer,
      config: testConfig({ trustProxy: 'loopback' as unknown as Config['trustProxy'] }),
    });
    const { user, password } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
    const from = (ip: string, guess: string) =>
      request(ctx.app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ emailOrUsername: user.email, password: guess });

    // Nine guesses from each address stay under every per-address limit.
    let address = 0;
    for (let failures = 0; failures < ACCOUNT_FAILURE_CEILING; failures++) {
      if (failures % 9 === 0) address += 1;
      expect((await from(`203.0.113.${address}`, `wrong-${failures}`)).status).toBe(401);
    }
    expect(mailer.messages).toEqual([]);
    // Past the ceiling: one more guess goes through, then every address waits its turn.
    expect((await from('198.51.100.1', 'wrong-a')).status).toBe(401);
    const slowed = await from('198.51.100.2', 'wrong-b');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_PACE_SEC);
    expect((await from('198.51.100.3', password)).status).toBe(429);

    // The owner is told once, with a reset link that works, however many more attempts are slowed.
    expect(mailer.messages).toHaveLength(1);
    const notice = mailer.messages[0];
    expect(notice).toMatchObject({ to: user.email, subject: 'Failed sign-in attempts on your RV Trip Planner account' });
    expect(notice.text).toMatch(/many failed attempts to sign in/);
    const noticeToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(notice.text)?.[1];
    expect(noticeToken).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, ACCOUNT_PACE_SEC * 1000 + 200));
    expect((await from('198.51.100.4', 'wrong-e')).status).toBe(401);
    expect((await from('198.51.100.5', 'wrong-f')).status).toBe(429);
    expect(mailer.messages).toHaveLength(1);
    const noticeReset = await request(ctx.app)
      .post('/api/auth/reset-password')
      .set('X-Forwarded-For', '192.0.2.49')
      .send({ token: noticeToken, newPassword: 'owner took the notice' });
    expect(noticeReset.status).toBe(200);

    // The reset link is never held back by the account's failures.
    await request(ctx.app).post('/api/auth/forgot-password').set('X-Forwarded-For', '192.0.2.50').send({ email: user.email });
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailer.messages.at(-1)?.text ?? '')?.[1];
    const reset = await request(ctx.app)
      .post('/api/auth/reset-password')
      .set('X-Forwarded-For', '192.0.2.50')
      .send({ token, newPassword: 'owner is back' });
    expect(reset.status).toBe(200);

    // After the pace, the owner signs in from a new address; that success clears the account's count.
    await new Promise((resolve) => setTimeout(resolve, ACCOUNT_PACE_SEC * 1000 + 200));
    expect((await from('192.0.2.51', 'owner is back')).status).toBe(200);
    expect((await from('192.0.2.52', 'wrong-c')).status).toBe(401);
    expect((await from('192.0.2.53', 'wrong-d')).status).toBe(401);
  }, 40_000);
});
