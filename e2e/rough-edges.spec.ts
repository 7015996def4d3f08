import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { RegisteredUser } from './fixtures/auth';
import { registerUser } from './fixtures/auth';
import { makeTrip, newTripId } from './support/trips';

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
  }) => {
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
