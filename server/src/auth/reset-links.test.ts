import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test/app-suite';
import type { TestContext } from '../test/test-app';
import { createTestApp, createTestDatabase } from '../test/test-app';
import type { MemoryMailer } from './mail/mailer';
import { createMemoryMailer } from './mail/mailer';
import { registrationInput } from '../test/factories';

// A reset link mailed before a password change, a reset or "sign out everywhere" stops working: whoever
// held the old password or a session cannot keep a way back into the account.
describe.each(databaseTargets())('reset links on %s', (_name, databaseUrl) => {
  let ctx: TestContext | undefined;
  let mailer: MemoryMailer;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  async function accountWithResetLink() {
    mailer = createMemoryMailer();
    ctx = await createTestApp({ database: await createTestDatabase(databaseUrl), mailer });
    const app = ctx.app;
    const input = registrationInput();
    const registered = await request(app).post('/api/auth/register').send(input);
    expect(registered.status).toBe(201);
    expect((await request(app).post('/api/auth/forgot-password').send({ email: input.email })).status).toBe(
      200,
    );
    const link = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailer.messages.at(-1)?.text ?? '')?.[1];
    if (!link) throw new Error('No reset link was mailed');
    return { app, input, session: registered.body.token as string, link };
  }

  const useLink = (app: TestContext['app'], token: string) =>
    request(app).post('/api/auth/reset-password').send({ token, newPassword: 'taken over' });

  it('a password change ends every reset link mailed before it', async () => {
    const { app, input, session, link } = await accountWithResetLink();
    const changed = await request(app)
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${session}`)
      .send({
        currentPassword: input.password,
        newPassword: 'a new password',
        confirmPassword: 'a new password',
      });
    expect(changed.status).toBe(200);
    const used = await useLink(app, link);
    expect(used.status).toBe(400);
    expect(used.body).toEqual({ message: 'Invalid or expired reset link', code: 'bad-request' });
    const login = await request(app)
      .post('/api/auth/login')
      .send({ emailOrUsername: input.email, password: 'a new password' });
    expect(login.status).toBe(200);
  });

  it('signing out everywhere ends every reset link mailed before it', async () => {
    const { app, input, session, link } = await accountWithResetLink();
    expect(
      (await request(app).post('/api/auth/logout').set('Authorization', `Bearer ${session}`)).status,
    ).toBe(204);
    expect((await useLink(app, link)).status).toBe(400);
    expect(
      (
        await request(app)
          .post('/api/auth/login')
          .send({ emailOrUsername: input.email, password: input.password })
      ).status,
    ).toBe(200);
  });

  it('a reset ends the other links; a link mailed after it works', async () => {
    const { app, input, link } = await accountWithResetLink();
    await request(app).post('/api/auth/forgot-password').send({ email: input.email });
    const second =
      /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailer.messages.at(-1)?.text ?? '')?.[1] ?? '';
    expect((await useLink(app, second)).status).toBe(200);
    expect((await useLink(app, link)).status).toBe(400);
    await request(app).post('/api/auth/forgot-password').send({ email: input.email });
    const third =
      /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailer.messages.at(-1)?.text ?? '')?.[1] ?? '';
    expect(third).not.toBe(second);
    expect((await useLink(app, third)).status).toBe(200);
  });
});
