import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { createTestUser } from './fixtures/auth';

// The product configured through SMTP_URL, delivering to a real SMTP server on loopback. The
// shared e2e server has no SMTP_URL, so this spec starts its own server process.

type Received = { to: string[]; raw: string };

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let smtp: SMTPServer;
let app: ChildProcess | undefined;
let baseURL = '';
let dataDir = '';
let appLog = '';
const received: Received[] = [];

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early (${child.exitCode}):\n${appLog}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Server did not become healthy:\n${appLog}`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
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

  const port = 40000 + crypto.randomInt(20000);
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-e2e-smtp-'));
  app = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    // Its own process group, so stopping it also stops anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'smtp-e2e-secret-smtp-e2e-secret-smtp-e2e',
      BCRYPT_COST: '8',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'RV Trip Planner <no-reply@rv.test>',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  app.stdout?.on('data', (d: Buffer) => (appLog += d.toString()));
  app.stderr?.on('data', (d: Buffer) => (appLog += d.toString()));
  await waitForHealth(baseURL, app);
});

test.afterAll(async () => {
  if (app?.pid && app.exitCode === null) {
    const exited = new Promise((resolve) => app?.once('exit', resolve));
    process.kill(-app.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (app.exitCode === null) process.kill(-app.pid, 'SIGKILL');
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('registers, signs out, resets the password through a real SMTP mail and signs in with the new one', async ({ page }) => {
  const user = createTestUser();
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.goto(`${baseURL}/register`);
  await page.getByLabel('First name (optional)').fill(user.firstName ?? '');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
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

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('smtp-new-password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('smtp-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/login`, { timeout: 6000 });

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
