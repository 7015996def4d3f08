import { expect, failedResource, test } from './support/test';
import { registerUser } from './fixtures/auth';

test.describe('Pro plan checkout with the demo provider', () => {
  test('a free user upgrades end to end and becomes pro', async ({ page, request }) => {
    const user = await registerUser(page);
    const before = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${user.token}` } });
    expect((await before.json()).tier).toBe('free');
    // Free: the AI and hybrid modes are locked and the trip quota is shown.
    await page.goto('/new-trip');
    await expect(page.getByTestId('mode-ai')).toContainText('Upgrade to Pro');
    await expect(page.getByTestId('mode-hybrid')).toContainText('Upgrade to Pro');
    await expect(page.getByTestId('trip-usage')).toHaveText('0/3');

    await page.goto('/checkout?plan=pro&billing=yearly');
    await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expect(page.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Save 17%')).toBeVisible();
    await expect(page.getByText('-$40.88')).toBeVisible();

    await page.getByRole('radio', { name: /Monthly/ }).click();
    await page.getByLabel('Full name').fill('Ann Walker');
    await page.getByRole('button', { name: 'Continue to Payment - $19.99/month' }).click();

    await expect(page).toHaveURL(/\/checkout\/demo\?session=demo_cs_/);
    await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
    await expect(page.getByText('7 days free, then $19.99/month')).toBeVisible();
    await page.getByRole('button', { name: 'Start free trial' }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?session_id=demo_cs_/);
    await expect(page.getByRole('heading', { name: 'Welcome to RV Trip Planner Pro!' })).toBeVisible();
    await expect(page.getByTestId('subscription-email')).toHaveText(user.email);
    await expect(page.getByTestId('subscription-renewal')).not.toBeEmpty();
    // The demo's 7-day free trial ends a week from today, before the first month renews.
    const trialEnds = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    await expect(page.getByTestId('subscription-trial-end')).toHaveText(
      trialEnds.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    );
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('userTier'))).toBe('pro');

    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${user.token}` } });
    expect((await me.json()).tier).toBe('pro');

    await page.goto('/settings');
    await expect(page.getByTestId('subscription-status')).toContainText('Renews on');

    // Pro: every planning mode is open and the quota is gone.
    await page.goto('/new-trip');
    await expect(page.getByText('Pro Plan', { exact: true })).toBeVisible();
    await expect(page.getByTestId('trip-usage')).toHaveText('0 (unlimited)');
    await expect(page.getByRole('meter')).toHaveCount(0);
    for (const mode of ['mode-ai', 'mode-hybrid']) {
      await expect(page.getByTestId(mode)).not.toContainText('Upgrade to Pro');
      await page.getByTestId(mode).click();
      await expect(page.getByTestId(mode)).toHaveAttribute('aria-pressed', 'true');
    }
  });

  test('cancel keeps pro until the end of the period', async ({ page, request }) => {
    const user = await registerUser(page);
    const auth = { Authorization: `Bearer ${user.token}` };
    const created = await request.post('/api/stripe/create-checkout-session', {
      headers: auth,
      data: {
        priceId: 'price_pro_monthly',
        customerEmail: user.email,
        customerName: 'Ann Walker',
        successUrl: '/checkout/success?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: '/checkout?plan=pro&billing=monthly',
      },
    });
    expect(created.ok()).toBe(true);
    const sessionId = new URL((await created.json()).sessionUrl, 'http://x').searchParams.get('session')!;
    await page.goto(`/checkout/demo?session=${sessionId}`);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to RV Trip Planner Pro!' })).toBeVisible();
    const renewal = (await page.getByTestId('subscription-renewal').textContent())!;

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(dialog).toContainText(`You keep Pro until ${renewal}.`);
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText(
      `Your subscription is cancelled. Pro stays active until ${renewal}.`,
    );
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

    // Still pro after a reload: the downgrade happens only when the period ends.
    await page.reload();
    await expect(page.getByTestId('subscription-status')).toContainText('Pro stays active until');
    expect(await page.evaluate(() => window.localStorage.getItem('userTier'))).toBe('pro');
    const me = await request.get('/api/auth/me', { headers: auth });
    expect((await me.json()).tier).toBe('pro');
  });

  test('checkout asks for the required fields', async ({ page }) => {
    await registerUser(page);
    await page.goto('/checkout');
    await page.getByLabel('Full name').fill('');
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('a failed checkout shows the inline error and the Checkout Error toast', async ({ page, expectConsoleError }) => {
    expectConsoleError(
      failedResource(500, '/api/stripe/create-checkout-session'),
      'the payment provider is made to fail: checkout is answered 500',
    );
    await registerUser(page);
    await page.route('**/api/stripe/create-checkout-session', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Stripe is down' }),
      }),
    );
    await page.goto('/checkout?plan=pro&billing=monthly');
    await page.getByLabel('Full name').fill('Ann Walker');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await expect(
      page.getByRole('main').getByText('Failed to start checkout. Please try again.'),
    ).toBeVisible();
    const toast = page.locator('[data-variant="error"]');
    await expect(toast).toContainText('Checkout Error');
    await expect(toast).toContainText('Failed to start checkout. Please try again.');
    await expect(page.getByRole('button', { name: /Continue to Payment/ })).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout\?plan=pro&billing=monthly$/);
  });

  test('an unknown plan or the free plan goes home', async ({ page }) => {
    await registerUser(page);
    await page.goto('/checkout?plan=enterprise');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/checkout?plan=free&billing=monthly');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor sees checkout with a Sign in to continue step and returns to the same plan', async ({
    page,
  }) => {
    await page.goto('/checkout?plan=pro&billing=yearly');
    await expect(page).toHaveURL(/\/checkout\?plan=pro&billing=yearly$/);
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Payment - $199/year' })).toBeDisabled();
    const user = await registerUser(page.request, { firstName: 'Wendy', lastName: 'Walker' });
    await page.getByTestId('checkout-sign-in').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout%3Fplan%3Dpro%26billing%3Dyearly$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=pro&billing=yearly$/);
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expect(page.getByLabel('Full name')).toHaveValue('Wendy Walker');
    await expect(page.getByRole('button', { name: 'Continue to Payment - $199/year' })).toBeEnabled();
  });

  test('a visitor on the success page is asked to sign in, not redirected', async ({ page }) => {
    await page.goto('/checkout/success?session_id=demo_cs_visitor');
    await expect(page).toHaveURL(/\/checkout\/success\?session_id=demo_cs_visitor$/);
    await expect(page.getByTestId('checkout-success-sign-in').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout%2Fsuccess%3Fsession_id%3Ddemo_cs_visitor',
    );
  });
});
