import { expect, test } from './support/test';
import { registerUser } from './fixtures/auth';
import type { AppServer } from './support/app-server';
import { SERVER_START_GUARD_MS, randomAppPort, startAppServer } from './support/app-server';

// A production start without Stripe keys and without DEMO_CHECKOUT: nothing can be bought. The shared
// e2e server runs in development (demo checkout on), so this spec starts its own production server.

const port = randomAppPort();
const baseURL = `http://127.0.0.1:${port}`;
let server: AppServer | undefined;

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A guard, not the bound that decides: the start polls /api/ready and returns once it answers, and
  // gives up on the process's state (app-server.ts); the margin covers stopping a server that failed.
  test.setTimeout(SERVER_START_GUARD_MS + 30_000);
  server = await startAppServer('nopay', port, {
    // Nothing here plans or searches a place: the plan threads would start only if something did.
    PLAN_START: 'on-demand',
    NODE_ENV: 'production',
    JWT_SECRET: 'nopay-e2e-secret-nopay-e2e-secret-nopay-e2e',
    AUTH_RATE_LIMIT_MAX: '1000',
    STRIPE_SECRET_KEY: '',
    DEMO_CHECKOUT: '',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('the checkout page says payments are not configured and the button stays disabled', async ({
  page,
  request,
}) => {
  const user = await registerUser(page);
  await page.goto('/checkout?plan=pro&billing=monthly');
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Payments are not configured on this server yet' }),
  ).toBeVisible();
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
