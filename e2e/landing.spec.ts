import { expect, test } from './support/test';
import { holdClock } from './support/clock';
import { SUPPORT_EMAIL } from '../shared/constants';

test.describe('landing page', () => {
  test('Plan Your First Trip Free scrolls to the planner and moves focus into it', async ({ page }) => {
    await page.goto('/');
    const planner = page.locator('#planner');
    await expect(planner).not.toBeInViewport();
    await page.getByRole('button', { name: 'Plan Your First Trip Free' }).click();
    await expect(planner).toBeInViewport();
    await expect(planner).toBeFocused();
  });

  test('the hero paints without the planner, which loads as its section comes near', async ({ page }) => {
    const plannerChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/home-planner-/.test(request.url())) plannerChunks.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Plan Your Next RV Adventure/ })).toBeVisible();
    await expect(page.getByTestId('planner-slot')).toBeAttached();
    await expect(page.getByTestId('mode-manual')).toHaveCount(0);
    expect(plannerChunks).toEqual([]);
    await page.locator('#planner').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('mode-manual')).toBeVisible();
    expect(plannerChunks.length).toBeGreaterThan(0);
  });

  test('Watch demo jumps to the walkthrough, which can be stepped and paused', async ({ page }) => {
    // The autoplay's frames change on the page's clock, held still here and moved by the test: on the
    // wall clock a loaded machine could take a frame's 5 s between the page's load and the first
    // look (the demo then on step 2), or more than the wait between Play and step 4.
    await holdClock(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Watch demo' }).click();
    await expect(page).toHaveURL(/#demo$/);
    const demo = page.locator('#demo');
    await expect(demo).toBeInViewport();
    await expect(demo.getByRole('img')).toHaveAccessibleName(/^Step 1 of 4: Choose your style/);

    // Choosing a step stops the autoplay and shows that frame.
    await demo.getByRole('button', { name: /^3\. Review the itinerary/ }).click();
    await expect(demo.getByRole('img')).toHaveAccessibleName(/^Step 3 of 4: Review the itinerary/);
    await expect(demo.getByRole('button', { name: /^3\. Review the itinerary/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(demo.getByRole('button', { name: 'Play demo' })).toBeVisible();

    // Playing again advances on its own.
    await demo.getByRole('button', { name: 'Play demo' }).click();
    await expect(demo.getByRole('button', { name: 'Pause demo' })).toBeVisible();
    await expect(demo.getByRole('img')).toHaveAccessibleName(/^Step 3 of 4/);
    // One frame's time (DEMO_FRAME_MS, demo-walkthrough.tsx) and no more: step 4.
    await page.clock.runFor(5000);
    await expect(demo.getByRole('img')).toHaveAccessibleName(/^Step 4 of 4/);
    await demo.getByRole('button', { name: 'Pause demo' }).click();
    await expect(demo.getByRole('button', { name: 'Play demo' })).toBeVisible();
  });

  test('features and how it works in 3 steps', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Everything a road trip needs, in one planner' }),
    ).toBeVisible();
    const steps = page.locator('#how-it-works ol > li');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Describe your trip');
    await expect(steps.nth(2)).toContainText('Hit the road');
  });

  test('footer scroll links reach Features and Pricing', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Features' }).click();
    await expect(page.locator('#features')).toBeInViewport();
    await footer.getByRole('link', { name: 'Pricing' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('pricing: the billing toggle changes the Pro price and the checkout link', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    const proButton = pricing.getByRole('link', { name: 'Start Free Trial' });
    await expect(pricing.getByText('$19.99')).toBeVisible();
    await expect(proButton).toHaveAttribute('href', '/checkout?plan=pro&billing=monthly');
    await expect(pricing.getByRole('radio', { name: /Yearly/ })).toContainText('Save 17%');

    await pricing.getByRole('radio', { name: /Yearly/ }).click();
    await expect(pricing.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
    await expect(pricing.getByText('$199', { exact: true })).toBeVisible();
    // The monthly equivalent of the yearly price is floor(199 / 12) = 16.
    await expect(pricing.getByText(/\$16\/month, billed yearly/)).toBeVisible();
    await expect(proButton).toHaveAttribute('href', '/checkout?plan=pro&billing=yearly');

    await pricing.getByRole('radio', { name: /Monthly/ }).click();
    await expect(proButton).toHaveAttribute('href', '/checkout?plan=pro&billing=monthly');
    await expect(pricing.getByText('$19.99')).toBeVisible();
  });

  test('pricing: Free scrolls to the planner, Pro opens checkout, and a link leads to contact', async ({
    page,
  }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.getByRole('button', { name: 'Get Started Free' }).click();
    await expect(page.locator('#planner')).toBeInViewport();
    await expect(page.locator('#planner')).toBeFocused();

    await pricing.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

    await page.goto('/');
    await page
      .locator('#pricing')
      .getByRole('radio', { name: /Yearly/ })
      .click();
    await page.locator('#pricing').getByRole('link', { name: 'Start Free Trial' }).click();
    // A visitor sees the checkout page itself, with a step to sign in and come back to the same plan.
    await expect(page).toHaveURL(/\/checkout\?plan=pro&billing=yearly$/);
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  });

  test('footer Contact shows the support address in an alert', async ({ page }) => {
    await page.goto('/');
    const alerts: Array<{ type: string; message: string }> = [];
    page.once('dialog', (dialog) => {
      alerts.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await page.locator('footer').getByRole('button', { name: 'Contact' }).click();
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0].type).toBe('alert');
    expect(alerts[0].message).toContain(SUPPORT_EMAIL);
  });

  test('footer pages: Help Center, About, Blog', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');

    await footer.getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    for (const topic of [
      'Planning modes',
      'Free and Pro plans',
      'Using the app offline',
      'Where the data comes from',
      'Privacy and your data',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    // A disclosure opens from the keyboard.
    const question = page.getByText('Does the app work without a signal?');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Yes, for trips you have already opened on this device/)).toBeVisible();

    await page.goto('/');
    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About RV Trip Planner' })).toBeVisible();
    await expect(page.getByText('Data: Recreation Information Database (ridb.recreation.gov)')).toBeVisible();
    await expect(
      page.getByText('Place names and coordinates: GeoNames (geonames.org), CC BY 4.0'),
    ).toBeVisible();
    await expect(page.getByText('Park information: U.S. National Park Service (nps.gov)')).toBeVisible();
    await expect(page.getByText(/U\.S\. Census Bureau/)).toBeVisible();

    await page.goto('/');
    await footer.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('article')).toHaveCount(3);
    await page
      .getByRole('navigation', { name: 'Articles' })
      .getByRole('link', { name: /Boondocking basics/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: /Boondocking basics/ })).toBeInViewport();
  });

  test('contact page checks the form and hands the message to the mail client', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    await page.getByRole('button', { name: 'Open in my email app' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Your name').fill('Robin Park');
    await page.getByLabel('Your email').fill('robin@example.com');
    await page.getByLabel('Topic').selectOption('Trip planning');
    await page.getByLabel('Message').fill('How do I add a rest day to my trip?');
    await page.getByRole('button', { name: 'Open in my email app' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your email app should open' })).toContainText(
      'robin@example.com',
    );
  });

  test('the landing page fits a 360 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/help', '/about', '/blog', '/contact']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
