import type { Page } from '@playwright/test';
import { expect, failedResource, test } from './support/test';
import { registerUser } from './fixtures/auth';
import { WCAG_21_AA, axeOn } from './support/axe';

// Every route of the app (with a sample id where the route takes one) and the footer pages.
const ROUTES = [
  '/',
  '/trips',
  '/new-trip',
  '/dashboard',
  '/map',
  '/interactive-map',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/reset-password?token=sample-token',
  '/checkout',
  '/checkout?plan=pro&billing=yearly',
  '/checkout/success',
  '/checkout/demo',
  '/trip/AB12CD34',
  '/trip/AB12CD34/itinerary',
  '/trip-test/AB12CD34',
  '/results/AB12CD34',
  '/debug',
  '/profile',
  '/settings',
  '/contact',
  '/help',
  '/about',
  '/blog',
  '/no/such/page',
];

/** ROUTES in `count` groups of nearly equal size, in order. */
function routeGroups(count: number): string[][] {
  const at = (i: number) => Math.floor((i * ROUTES.length) / count);
  return Array.from({ length: count }, (_, i) => ROUTES.slice(at(i), at(i + 1)));
}

type Finding = { route: string; id: string; impact: string; help: string; targets: string[] };

async function seriousViolations(page: Page, route: string): Promise<Finding[]> {
  await page.goto(route, { waitUntil: 'domcontentloaded' });
  // Let lazy chunks and first queries settle; a page that keeps a request open is still checked.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // Lazy pages show a spinner first; wait until the page has put its heading up.
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  const results = await axeOn(page).withTags(WCAG_21_AA).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      route,
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

test.describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(({ expectConsoleError }) => {
    // The sample id names no saved trip: the trip routes ask the server for it and get 404.
    expectConsoleError(failedResource(404, '/api/trip-plans/AB12CD34'), 'the sample trip id does not exist');
  });

  // The routes in six groups, each group a test signed out and a test signed in: the groups spread
  // over the workers and each test walks 4-5 pages against its limit, not 27 (the single walk took
  // 165-190 s under load and timed out at 180 s). Groups, not one test a route: each test opens a
  // fresh browser context, whose empty cache loads and compiles the app again (1.8x the work).
  for (const group of routeGroups(6)) {
    const names = `${group[0]} to ${group[group.length - 1]}`;
    test(`routes ${names} signed out have no serious or critical violations`, async ({ page }) => {
      const findings: Finding[] = [];
      for (const route of group) findings.push(...(await seriousViolations(page, route)));
      expect(findings).toEqual([]);
    });

    test(`routes ${names} signed in have no serious or critical violations`, async ({ page }) => {
      await registerUser(page);
      const findings: Finding[] = [];
      for (const route of group) findings.push(...(await seriousViolations(page, route)));
      expect(findings).toEqual([]);
    });
  }

  test('the page scrolls smoothly only for those who have not asked for reduced motion', async ({ page }) => {
    const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    expect(await scrollBehavior()).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollBehavior()).toBe('auto');
  });

  test('the landing page on a phone and with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const findings = await seriousViolations(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const results = await axeOn(page).include('nav').analyze();
    findings.push(
      ...results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          route: '/ (menu)',
          id: v.id,
          impact: v.impact ?? '',
          help: v.help,
          targets: v.nodes.map((n) => n.target.join(' ')),
        })),
    );
    expect(findings).toEqual([]);
  });
});
