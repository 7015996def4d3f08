import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { registerUser } from './fixtures/auth';

// A production start without Stripe keys and without DEMO_CHECKOUT: nothing can be bought. The shared
// e2e server runs in development (demo checkout on), so this spec starts its own production server.

const port = 40000 + crypto.randomInt(20000);
const baseURL = `http://127.0.0.1:${port}`;
let app: ChildProcess | undefined;
let dataDir = '';
let appLog = '';

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-e2e-nopay-'));
  app = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'nopay-e2e-secret-nopay-e2e-secret-nopay-e2e',
      BCRYPT_COST: '8',
      AUTH_RATE_LIMIT_MAX: '1000',
      STRIPE_SECRET_KEY: '',
      DEMO_CHECKOUT: '',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  app.stdout?.on('data', (d: Buffer) => (appLog += d.toString()));
  app.stderr?.on('data', (d: Buffer) => (appLog += d.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`Server exited early (${app.exitCode}):\n${appLog}`);
    try {
      if ((await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not become healthy:\n${appLog}`);
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(async () => {
  // Only this spec's own server (node runs it directly, with no process tree of its own to reap).
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app?.once('exit', resolve));
    app.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (app.exitCode === null) app.kill('SIGKILL');
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the checkout page says payments are not configured and the button stays disabled', async ({ page, request }) => {
  const user = await registerUser(page);
  await page.goto('/checkout?plan=pro&billing=monthly');
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Payments are not configured on this server yet' })).toBeVisible();
  const button = page.getByRole('button', { name: /Continue to Payment/ });
  await expect(button).toBeDisabled();
  await page.getByLabel('Full name').fill('Ann Walker');
  await expect(button).toBeDisabled();
  await expect(page).toHaveURL(/\/checkout\?plan=pro/);

  // The API agrees: 503 with the message, and the account stays free.
  const headers = { Authorization: `Bearer ${user.token}` };
  const created = await request.post('/api/stripe/create-checkout-session', {
    headers,
    data: {
      priceId: 'price_pro_monthly',
      customerEmail: user.email,
      customerName: 'Ann Walker',
      successUrl: `${baseURL}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${baseURL}/checkout?plan=pro&billing=monthly`,
    },
  });
  expect(created.status()).toBe(503);
  expect((await created.json()).message).toMatch(/Payments are not configured/);
  expect((await (await request.get('/api/auth/me', { headers })).json()).tier).toBe('free');
});
