import { expect, failedResource, test } from './support/test';

test.describe('app shell', () => {
  test('home loads with the navigation bar', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'RV Trip Planner' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });

  test('nav links go to their pages and the current one is highlighted', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Interactive Map' }).click();
    await expect(page).toHaveURL(/\/map$/);
    await expect(nav.getByRole('link', { name: 'Interactive Map' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await nav.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('mobile menu opens and closes on any link', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Interactive Map' }).click();
    await expect(page).toHaveURL(/\/map$/);
    await expect(menu).toBeHidden();
  });

  test('a tap on the menu before the app has run opens the menu once it has', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // The app's JavaScript is held: until it is let through, the page is its prerendered markup, as on
    // a slow phone in the first seconds.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    // The app has not run: nothing has opened the menu yet.
    expect(await page.evaluate(() => '__rvtpNavReady' in window)).toBe(false);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    release();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('unknown paths show the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('debug page lists the four settings', async ({ page }) => {
    await page.goto('/debug');
    for (const name of ['VITE_MAPBOX_TOKEN', 'VITE_GOOGLE_MAPS_KEY', 'VITE_WEATHER_API_KEY', 'VITE_STRIPE_PUBLISHABLE_KEY']) {
      await expect(page.getByTestId(`env-${name}`)).toContainText(/Configured|Placeholder|Missing/);
    }
    await expect(page.getByRole('heading', { name: 'Deployment troubleshooting' })).toBeVisible();
  });

  test('deep links load the app after a reload', async ({ page, expectConsoleError }) => {
    await page.goto('/debug');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Environment Debug' })).toBeVisible();
    expectConsoleError(failedResource(404, '/api/trip-plans/ABCD1234'), 'no trip has this id: the server answers 404');
    const response = await page.goto('/results/ABCD1234');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // SPEC: an unknown trip says so, with its way back.
    await expect(page.getByText('Trip Not Found')).toBeVisible();
  });
});

test.describe('API shell', () => {
  test('health reports the database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ database: 'ok', dialect: 'sqlite' });
    // Right after a start it says "starting" while the catalogue loads, then "ok".
    const status = async () => ((await (await request.get('/api/health')).json()) as { status: string }).status;
    await expect.poll(status, { timeout: 30_000 }).toBe('ok');
  });

  test('malformed JSON gets 400 with a readable message', async ({ request }) => {
    const response = await request.post('/api/health', {
      headers: { 'Content-Type': 'application/json' },
      data: '{"broken": ',
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON in request body', code: 'malformed-body' });
  });

  test('unknown API paths answer 404 JSON', async ({ request }) => {
    const response = await request.get('/api/does-not-exist');
    expect(response.status()).toBe(404);
    expect((await response.json()).message).toContain('/does-not-exist');
  });

  test('security headers are set', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
