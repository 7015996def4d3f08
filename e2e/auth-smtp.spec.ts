import type { AddressInfo } from 'node:net';
import { expect, failedResource, test } from './support/test';
import { SMTPServer } from 'smtp-server';
import { createTestUser, submitRegisterForm } from './fixtures/auth';
import { holdClock } from './support/clock';
import { TIMINGS } from '../shared/constants';
import type { AppServer } from './support/app-server';
import { SERVER_START_GUARD_MS, randomAppPort, startAppServer } from './support/app-server';

// The product configured through SMTP_URL, delivering to a real SMTP server on loopback. The
// shared e2e server has no SMTP_URL, so this spec starts its own server process.

type Received = { to: string[]; raw: string };

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let smtp: SMTPServer;
let server: AppServer | undefined;
let baseURL = '';
const received: Received[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A guard, not the bound that decides: the start polls /api/ready and returns once it answers, and
  // gives up on the process's state (app-server.ts); the margin covers stopping a server that failed.
  test.setTimeout(SERVER_START_GUARD_MS + 30_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  const smtpPort = await new Promise<number>((resolve) => {
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port));
  });

  server = await startAppServer('smtp', randomAppPort(), {
    // Nothing here plans or searches a place: the plan threads would start only if something did.
    PLAN_START: 'on-demand',
    NODE_ENV: 'development',
    JWT_SECRET: 'smtp-e2e-secret-smtp-e2e-secret-smtp-e2e',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'RV Trip Planner <no-reply@rv.test>',
  });
  baseURL = server.baseURL;
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('registers, signs out, resets the password through a real SMTP mail and signs in with the new one', async ({
  page,
  expectConsoleError,
}) => {
  const user = createTestUser();
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.goto(`${baseURL}/register`);
  await submitRegisterForm(page, user);
  await expect(page).toHaveURL(`${baseURL}/`);

  await nav.getByRole('button', { name: `Account menu for ${user.firstName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await nav.getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(user.email);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/forgot-password'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  await expect.poll(() => received.filter((m) => m.to.includes(user.email)).length, { timeout: 15_000 }).toBe(1);
  const mail = received.find((m) => m.to.includes(user.email));
  expect(mail?.raw).toMatch(/^Subject: Reset your RV Trip Planner password$/m);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail?.raw ?? '')?.[0] ?? '';
  expect(link.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);
  const token = new URL(link).searchParams.get('token') ?? '';
  // The link went only to the mailbox.
  expect(await (await answer).text()).not.toContain(token);

  // The redirect's 3 s on the page's clock, held and moved here (holdClock), not on the wall clock.
  await holdClock(page);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('smtp-new-password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('smtp-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await page.clock.runFor(TIMINGS.resetRedirectMs);
  await expect(page).toHaveURL(`${baseURL}/login`);
  await page.clock.resume();

  // The old password no longer signs in: the server answers 401.
  expectConsoleError(failedResource(401, '/api/auth/login'), 'the old password is tried on purpose after the reset');
  await page.getByLabel('Email or username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email/username or password' })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('smtp-new-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(nav.getByRole('button', { name: `Account menu for ${user.firstName}` })).toBeVisible();

  // The link works once.
  const reused = await page.request.post(`${baseURL}/api/auth/reset-password`, { data: { token, newPassword: 'again-123' } });
  expect(reused.status()).toBe(400);
});
