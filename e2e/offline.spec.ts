import type { Page } from '@playwright/test';
import { expect, failedConnection, test } from './support/test';
import type { TripPlan } from '../shared/schemas/plan';
import { registerUser } from './fixtures/auth';
import { isoDaysFromNow, seedStorage } from './planner-helpers';
import { openDetailedMap, renderedFeatures } from './support/map';
import { OFFLINE_TEXT, loadWithServiceWorker } from './support/offline';
import { generatedPlan, makeTrip, newTripId, seedGeneratedTrip } from './support/trips';

/** Waits until the worker keeps the signed-in user (it asks once more when it takes control). */
async function waitForCachedUser(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('rvtp-user')).keys()).length))
    .toBe(1);
}

/** Confirms day 1's reservation at its planned park from the results page; gives back day 1's card. */
async function confirmDay1Reservation(page: Page, plan: TripPlan) {
  const day1 = page.getByTestId('day-card-1');
  await day1.getByRole('button', { name: 'Confirm Reservation' }).click();
  await page
    .getByRole('dialog', { name: 'Day 1 Reservation' })
    .getByRole('button', { name: `Confirmed at ${plan.dailyItinerary[0].rvPark.name}` })
    .click();
  await expect(day1.getByText('Confirmed', { exact: true })).toBeVisible();
  return day1;
}

test.describe('offline use', () => {
  // playwright.config.ts blocks service workers for every other spec.
  test.use({ serviceWorkers: 'allow' });

  test('the manifest describes an installable app', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'RV Trip Planner',
      start_url: '/',
      display: 'standalone',
      theme_color: '#047857',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find(
        (i: { sizes: string; type: string }) => i.sizes === size && i.type === 'image/png',
      );
      expect(icon, `icon ${size}`).toBeTruthy();
      const response = await request.get(icon.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('the app shell opens with the network gone and shows the offline banner', async ({
    page,
    context,
  }) => {
    await loadWithServiceWorker(page);
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Plan Your Next RV Adventure/ })).toBeVisible();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();

    // A deep link never opened before still loads: the precached shell routes it on the device.
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  });

  test('a trip saved on the device opens from My Trips with the network gone', async ({
    page,
    context,
    expectConsoleError,
  }) => {
    expectConsoleError(failedConnection(), 'the network is switched off on purpose');
    await seedStorage(page, {
      demoTripsAdded: 'true',
      trips: JSON.stringify([
        {
          id: 'OFFL1NE1',
          title: 'Dead Zone Loop',
          fromLocation: 'Moab, UT',
          toLocation: 'Torrey, UT',
          departureDate: isoDaysFromNow(12),
          duration: 4,
          rvType: 'class-c',
          specialNeeds: [],
          createdAt: new Date().toISOString(),
        },
      ]),
    });
    await loadWithServiceWorker(page, '/trips');
    await expect(page.getByTestId('trip-card')).toHaveCount(1);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    const card = page.getByTestId('trip-card').filter({ hasText: 'Dead Zone Loop' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Starts in 12 days');
    await card.getByRole('link', { name: 'View itinerary' }).click();
    await expect(page).toHaveURL(/\/trip\/OFFL1NE1\/itinerary$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  });

  test('offline, a saved trip itinerary and day plans open and a reservation can be confirmed', async ({
    page,
    context,
    expectConsoleError,
  }) => {
    expectConsoleError(failedConnection(), 'the network is switched off on purpose');
    // The map on the results page was never opened online, so its parks file is not on the device:
    // MapLibre reports the failed load and the map goes on without the parks.
    expectConsoleError(/^console\.error: Map error/, 'the parks file was never kept on the device');
    const { id, plan } = await seedGeneratedTrip(page);
    await loadWithServiceWorker(page, `/trip/${id}/itinerary`);
    await expect(page.getByRole('heading', { level: 1, name: plan.overview.title })).toBeVisible();

    await context.setOffline(true);
    // Deep links reload from the device: the itinerary, its days, and the results page.
    await page.reload();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: plan.overview.title })).toBeVisible();
    await page.getByRole('tab', { name: 'Day by Day' }).click();
    await page.getByRole('navigation', { name: 'Days' }).getByRole('button', { name: /Day 2/ }).click();
    await expect(page.getByTestId('day-details')).toContainText(plan.dailyItinerary[1].rvPark.name);

    await page.goto(`/results/${id}`);
    const day1 = await confirmDay1Reservation(page, plan);
    await page.reload();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await expect(day1.getByRole('button', { name: 'Update Reservation' })).toBeVisible();
  });

  test('after one visit the map draws offline: roads, towns and the parks kept on the device', async ({
    page,
    context,
  }) => {
    // WebGL is drawn in software on the test machine.
    test.setTimeout(150_000);
    await loadWithServiceWorker(page, '/map');
    // Once the worker controls the page, the map's data, its chunk and the parks list are kept
    // (the detailed map's once the traveller has asked for it).
    await page.reload();
    await openDetailedMap(page);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('rvtp-data')).keys()).length))
      .toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('rvtp-map-data')).keys()).map((r) => new URL(r.url).pathname),
        ),
      )
      .toEqual(expect.arrayContaining(['/map-data/states.json', '/map-data/roads-low.json']));

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    // The first view draws from the device too, then the detailed map.
    await expect(page.getByTestId('atlas')).toBeVisible();
    await openDetailedMap(page);
    // Polled like the labels below: a run under load once read no road at the first idle.
    await expect
      .poll(async () => (await renderedFeatures(page, ['roads-low'])).length, { timeout: 30_000 })
      .toBeGreaterThan(10);
    // Labels are placed after the lines (a CI run under load once read none at the first idle).
    await expect
      .poll(async () => (await renderedFeatures(page, ['town-labels'])).map((l) => l.properties.n), {
        timeout: 30_000,
      })
      .toContain('Denver');
    expect(await page.getByRole('button', { name: /^National park: / }).count()).toBeGreaterThan(20);
  });

  test('a signed-in user stays signed in when the app opens offline', async ({
    page,
    context,
    expectConsoleError,
  }) => {
    expectConsoleError(failedConnection(), 'the network is switched off on purpose');
    const account = await registerUser(page, { firstName: 'Offline' });
    await loadWithServiceWorker(page, '/trips');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My Trips' })).toBeVisible();
    await waitForCachedUser(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Trips' })).toBeVisible();
    await expect(nav.getByRole('button', { name: `Account menu for ${account.firstName}` })).toBeVisible();
  });

  test('signing out drops the cached user and trips from the device', async ({ page }) => {
    await registerUser(page);
    await loadWithServiceWorker(page, '/');
    await waitForCachedUser(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Account menu/ })
      .click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await caches.keys()).filter((k) => k === 'rvtp-user' || k === 'rvtp-trips'),
        ),
      )
      .toEqual([]);
  });

  test('a reservation confirmed offline reaches the server when the network is back', async ({
    page,
    context,
    expectConsoleError,
    request,
  }) => {
    expectConsoleError(failedConnection(), 'the network is switched off on purpose');
    const user = await registerUser(page);
    const plan = await generatedPlan(request);
    const id = newTripId();
    const headers = { Authorization: `Bearer ${user.token}` };
    const created = await request.post('/api/trip-plans', {
      headers,
      data: { trip: makeTrip(id), aiPlan: plan },
    });
    expect(created.status()).toBe(201);
    const serverReservations = async () => {
      const response = await request.get(`/api/trip-plans/${id}`, { headers });
      return ((await response.json()) as { reservations?: Record<string, { confirmed?: boolean }> | null })
        .reservations;
    };

    await loadWithServiceWorker(page, `/results/${id}`);
    await expect(page.getByTestId('day-card-1')).toBeVisible();
    // Offline, the session is restored from the worker's copy of the current user.
    await waitForCachedUser(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await confirmDay1Reservation(page, plan);
    expect((await serverReservations())?.['1']?.confirmed).not.toBe(true);

    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
    await expect.poll(async () => (await serverReservations())?.['1']?.confirmed).toBe(true);
  });

  test('online, pages come from the network, not a stale copy', async ({ page }) => {
    await loadWithServiceWorker(page);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    // Network first: the service worker fetched index.html again and answered with the fresh copy.
    const headers = await response!.allHeaders();
    expect(headers['cache-control']).toBe('no-cache');
  });
});
