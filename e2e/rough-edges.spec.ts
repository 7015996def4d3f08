import type { APIRequestContext } from '@playwright/test';
import { expect, failedResource, test } from './support/test';
import type { RegisteredUser } from './fixtures/auth';
import { registerUser } from './fixtures/auth';
import { isoDaysFromNow, pickLocation } from './planner-helpers';
import { collectAlerts, openedUrls, recordWindowOpen } from './support/browser';
import { defaultResultsDeparture } from '../shared/schemas/plan-dates';
import { makeTrip, newTripId, seedGeneratedTrip, seedStorage } from './support/trips';

// The rough edges travellers met and the SPEC items that differed: each checked in a real browser.

const bearer = (user: RegisteredUser) => ({ Authorization: `Bearer ${user.token}` });
const LIST_URL = /\/api\/trip-plans(\?[^/]*)?$/;

async function serverTripIds(request: APIRequestContext, user: RegisteredUser): Promise<string[]> {
  const response = await request.get('/api/trip-plans', { headers: bearer(user) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Array<{ id: string }> | { items: Array<{ id: string }> };
  return (Array.isArray(body) ? body : body.items).map((t) => t.id);
}

test.describe('My Trips never puts demo trips into an account it could not read', () => {
  test('a failed list on a new device shows the SPEC error, seeds nothing and uploads nothing', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(failedResource(500, '/api/trip-plans'), 'the trip list is made to answer 500');
    const user = await registerUser(page);
    const ids = [newTripId(), newTripId()];
    for (const id of ids) {
      const response = await page.request.post('/api/trip-plans', {
        headers: bearer(user),
        data: { trip: makeTrip(id, { title: `Own trip ${id}` }) },
      });
      expect(response.status()).toBe(201);
    }
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/trip-plans')) uploads.push(r.url());
    });
    await page.route(LIST_URL, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { message: 'Internal server error' } })
        : route.fallback(),
    );
    await page.goto('/trips');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load trips' })).toHaveText(
      'Failed to load trips. Please try refreshing the page.',
    );
    await expect(page.getByTestId('trip-card')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('demoTripsAdded'))).toBeNull();

    await page.unroute(LIST_URL);
    await page.reload();
    await expect(page.getByTestId('trip-card')).toHaveCount(2);
    expect(uploads).toEqual([]);
    expect((await serverTripIds(page.request, user)).sort()).toEqual([...ids].sort());
  });
});

test.describe('/new-trip usage meter', () => {
  test("shows the server's count at once after a save, without navigating", async ({ page }) => {
    await registerUser(page);
    await page.goto('/new-trip');
    await expect(page.getByTestId('trip-usage')).toHaveText('0/3');
    await expect(page.getByTestId('trips-remaining')).toContainText('3 of 3 free trips left this month.');
    await page.getByTestId('mode-manual').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Trip title').fill('Meter Check');
    await pickLocation(page, 'From', 'Denver, CO', /^Denver, Colorado/);
    await pickLocation(page, 'To', 'Moab, UT', /^Moab, Utah/);
    await page.getByLabel('Departure date').fill(isoDaysFromNow(20));
    await page.getByRole('button', { name: 'Next: Plan Days' }).click();
    await page.getByRole('button', { name: 'Save Trip' }).click();
    await expect(page.getByText('Trip basics saved')).toBeVisible();
    // Still on /new-trip (the success panel waits before moving on): the meter already counts it.
    await expect(page).toHaveURL(/\/new-trip$/);
    await expect(page.getByTestId('trip-usage')).toHaveText('1/3', { timeout: 1500 });
  });
});

test.describe('a stored plan with one malformed GPS value', () => {
  test('loads; only that day reports the invalid coordinates', async ({ page }) => {
    await recordWindowOpen(page);
    const { id } = await seedGeneratedTrip(page, (p) => {
      // Stored before coordinates were numbers: "lat, lng" text, and here one that cannot be read.
      const asText = (day: number, text: string) => {
        const { latitude: _lat, longitude: _lng, ...park } = p.dailyItinerary[day].rvPark;
        (p.dailyItinerary[day] as { rvPark: unknown }).rvPark = { ...park, gpsCoordinates: text };
      };
      asText(0, '38.45889, -107.33000');
      asText(1, 'somewhere near Moab');
    });
    await page.goto(`/results/${id}`);
    await expect(page.getByTestId('day-card-2')).toBeVisible();
    await expect(page.getByText('No AI itinerary yet')).toHaveCount(0);
    const alerts = collectAlerts(page);
    await page.getByTestId('day-card-2').getByRole('button', { name: 'Open GPS Navigation' }).click();
    // Told in an error toast, not a browser alert.
    await expect(page.locator('[data-variant="error"]')).toContainText(
      'Invalid GPS coordinates. Please try again.',
    );
    expect(alerts).toEqual([]);
    await page.getByTestId('day-card-1').getByRole('button', { name: 'Open GPS Navigation' }).click();
    expect(await openedUrls(page)).toEqual([
      'https://www.google.com/maps/dir/?api=1&destination=38.45889,-107.33',
    ]);
    expect(alerts).toEqual([]);
  });
});

test.describe('a trip without a departure date', () => {
  test('shows in My Trips and opens on results with the default departure and style (2025-08-01 or the next 1 August, scenic)', async ({
    page,
  }) => {
    const id = newTripId();
    const trip: Record<string, unknown> = {
      ...makeTrip(id, { title: 'Someday Trip' }),
      travelStyle: undefined,
    };
    delete trip.departureDate;
    await seedStorage(page, [trip as never]);
    await page.evaluate(() => localStorage.setItem('demoTripsAdded', 'true'));
    await page.goto('/trips');
    const card = page.getByTestId('trip-card').filter({ hasText: 'Someday Trip' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('No departure date yet');

    const sent: Array<Record<string, unknown>> = [];
    await page.route('**/api/ai/generate-trip', async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.continue();
    });
    await page.goto(`/results/${id}`);
    await page.getByRole('button', { name: 'Generate AI Plan' }).click();
    await expect.poll(() => sent.length).toBe(1);
    // 2025-08-01 (the default departure on results) while a new plan may still depart then (a year back at most), else the next
    // 1 August: the same rule as the client's.
    expect(sent[0]).toMatchObject({ departureDate: defaultResultsDeparture(), travelStyle: 'scenic' });
    await expect(page.getByTestId('day-card-1')).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('a trip with no planned days', () => {
  test('offers both ways to plan, exports its dates to a calendar and says coming soon neutrally', async ({
    page,
  }) => {
    const id = newTripId();
    await seedStorage(page, [
      makeTrip(id, { title: 'Unplanned Loop', departureDate: '2030-06-01', duration: 4 }),
    ]);
    await page.goto(`/trip/${id}/itinerary`);
    await page.getByRole('tab', { name: 'Day by Day' }).click();
    await expect(page.getByText('No days are planned for this trip yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Generate a plan' })).toHaveAttribute(
      'href',
      `/results/${id}`,
    );
    await expect(page.getByRole('button', { name: 'Plan days by hand' })).toBeVisible();

    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Calendar \(\.ics\)/ }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray();
    const ics = Buffer.concat(text as Buffer[]).toString('utf8');
    expect(ics).toContain('DTSTART;VALUE=DATE:20300601');
    expect(ics).toContain('DTEND;VALUE=DATE:20300605');

    // GPX has no route yet: a neutral notice, not a red error.
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('button', { name: /Garmin RV navigator \(\.gpx\)/ }).click();
    const notice = page.locator('[data-variant]').filter({ hasText: 'Export feature coming soon!' });
    await expect(notice).toHaveAttribute('data-variant', 'info');
    await expect(notice).not.toHaveClass(/bg-red/);

    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Plan days by hand' }).click();
    await expect(page).toHaveURL(/\/new-trip$|\/login/);
  });
});

test.describe('trip details on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('Day by Day fits the screen with no horizontal overflow', async ({ page }) => {
    const { id } = await seedGeneratedTrip(page);
    await page.goto(`/trip/${id}/itinerary`);
    await page.getByRole('tab', { name: 'Day by Day' }).click();
    await expect(page.getByTestId('day-details')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
