import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, failedResource, test } from './support/test';
import type { RegisteredUser } from './fixtures/auth';
import { registerUser } from './fixtures/auth';

// A signed-in traveller's trip submit: the places are checked (a read, so a plan that cannot be made
// leaves no trip behind), the trip is saved, then planned straight into it on the server (two
// writes); a retry after a failed plan plans into the same trip.

const bearer = (user: RegisteredUser) => ({ Authorization: `Bearer ${user.token}` });

/** A registered user upgraded to Pro through the demo checkout (ai mode is a Pro mode). */
async function registerProUser(page: Page): Promise<RegisteredUser> {
  const user = await registerUser(page);
  const created = await page.request.post('/api/stripe/create-checkout-session', {
    headers: bearer(user),
    data: {
      priceId: 'price_pro_monthly',
      customerEmail: user.email,
      customerName: 'Casey Traveller',
      successUrl: '/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/checkout?plan=pro&billing=monthly',
    },
  });
  expect(created.ok()).toBe(true);
  const sessionId = new URL((await created.json()).sessionUrl, 'http://x').searchParams.get('session');
  const completed = await page.request.post('/api/stripe/demo/complete', {
    headers: bearer(user),
    data: { sessionId },
  });
  expect(completed.ok()).toBe(true);
  // The success page's verify call is what makes the account Pro.
  const verified = await page.request.get(`/api/stripe/verify-session/${sessionId}`, { headers: bearer(user) });
  expect(verified.ok()).toBe(true);
  return user;
}

async function serverTrips(request: APIRequestContext, user: RegisteredUser) {
  const response = await request.get('/api/trip-plans', { headers: bearer(user) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Array<{ id: string; hasPlan: boolean }>;
}

async function openAiForm(page: Page) {
  await page.goto('/new-trip');
  await expect(page.getByText('Pro Plan', { exact: true })).toBeVisible();
  await page.getByTestId('mode-ai').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Try a sample trip' }).click();
}

test.describe('one trip request', () => {
  test('a signed-in trip submit makes a place check and two writes, and the plan is stored in the trip on the server', async ({
    page,
  }) => {
    const user = await registerProUser(page);
    await openAiForm(page);
    await page.waitForLoadState('networkidle');
    const api: string[] = [];
    const count = (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) api.push(`${r.method()} ${url.pathname}`);
    };
    page.on('request', count);
    await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
    const ready = page.getByText(/^Your AI itinerary is ready! Trip ID: [A-Z0-9]{8}$/);
    await expect(ready).toBeVisible({ timeout: 30_000 });
    page.off('request', count);
    expect(api).toEqual(['GET /api/road-route/places', 'POST /api/trip-plans', 'POST /api/ai/generate-trip']);

    const id = ((await ready.textContent()) ?? '').slice(-8);
    const doc = await page.request.get(`/api/trip-plans/${id}`, { headers: bearer(user) });
    const body = (await doc.json()) as {
      version: number;
      aiPlan: { dailyItinerary: unknown[] } | null;
      trip: { mainActivities?: string[] };
    };
    expect(body.version).toBe(2);
    expect(body.aiPlan?.dailyItinerary.length).toBeGreaterThan(0);
    expect(body.trip.mainActivities?.length).toBeGreaterThan(0);
    // The results page shows the stored plan: the device took the server's new version.
    await page.waitForURL(new RegExp(`/results/${id}$`));
    await expect(page.getByText('No AI itinerary yet')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Day 1/ }).first()).toBeVisible();
  });

  test('a retry after a failed plan plans into the trip already saved and leaves one trip', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(failedResource(503, '/api/ai/generate-trip'), 'the first plan is made to answer 503');
    const user = await registerProUser(page);
    let attempts = 0;
    await page.route('**/api/ai/generate-trip', (route) => {
      attempts += 1;
      return attempts === 1 ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.continue();
    });
    await openAiForm(page);
    await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
    const failed = page.getByText(
      /^Trip saved successfully! Trip ID: [A-Z0-9]{8} \(AI features temporarily unavailable\)$/,
    );
    await expect(failed).toBeVisible({ timeout: 30_000 });
    const id = ((await failed.textContent()) ?? '').match(/Trip ID: ([A-Z0-9]{8})/)?.[1];
    await page.waitForURL(/\/trips$/);

    // Back to the planner: the draft is there, and submitting it again plans into the saved trip.
    await page.goto('/new-trip');
    await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
    await expect(page.getByText(`Your AI itinerary is ready! Trip ID: ${id}`)).toBeVisible({ timeout: 30_000 });
    expect(attempts).toBe(2);
    const trips = await serverTrips(page.request, user);
    expect(trips).toEqual([expect.objectContaining({ id, hasPlan: true })]);
    const usage = await page.request.get('/api/trip-plans/usage', { headers: bearer(user) });
    expect((await usage.json()).count).toBe(1);
  });
});
