import crypto from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, failedConnection, failedResource, test } from './support/test';
import type { RegisteredUser } from './fixtures/auth';
import { registerUser, signInWithToken } from './fixtures/auth';

// Trips saved on the server follow the user to any device; shared links open for anyone;
// concurrent edits merge; the dashboard and its expenses card.

const tripId = () =>
  Array.from(crypto.randomBytes(8), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('');

function isoDay(daysFromToday: number): string {
  const d = new Date();
  d.setDate(d.getDate() + daysFromToday);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function tripData(overrides: Record<string, unknown> = {}) {
  return {
    id: tripId(),
    title: 'Red Rock Loop',
    fromLocation: 'Denver, CO',
    toLocation: 'Moab, UT',
    departureDate: isoDay(12),
    duration: 5,
    rvType: 'class-c',
    travelStyle: 'scenic',
    specialNeeds: [],
    planningMode: 'manual',
    status: 'upcoming',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

const bearer = (user: RegisteredUser) => ({ Authorization: `Bearer ${user.token}` });

async function createOnServer(request: APIRequestContext, user: RegisteredUser, trip = tripData()) {
  const response = await request.post('/api/trip-plans', { headers: bearer(user), data: { trip } });
  expect(response.status()).toBe(201);
  return trip;
}

async function serverDocument(request: APIRequestContext, user: RegisteredUser, id: string) {
  const response = await request.get(`/api/trip-plans/${id}`, { headers: bearer(user) });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    version: number;
    trip: { title: string };
    expenses: Array<{ description: string; amount: number }>;
  };
}

async function signedInPage(browser: Browser, user: RegisteredUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithToken(page, user.token);
  return page;
}

async function addExpense(
  page: Page,
  category: string,
  amount: string,
  description: string,
  waitForList = true,
) {
  const form = page.getByRole('form', { name: 'Add expense' });
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await form.getByLabel('Amount ($)').fill(amount);
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Add Expense' }).click();
  if (waitForList)
    await expect(page.getByRole('list', { name: 'Recent expenses' })).toContainText(description);
}

test.describe('trips on the server', () => {
  test('a trip saved on device A while signed out is uploaded at sign-in and appears on device B after sign-in', async ({
    browser,
    request,
  }) => {
    const user = await registerUser(request);
    const trip = tripData({ title: 'Made on device A' });

    // Device A: the trip and an expense are saved on the device before signing in.
    const contextA = await browser.newContext();
    const pageA = await contextA.newPage();
    await pageA.goto('/api/health');
    await pageA.evaluate(
      ({ trip: t }) => {
        window.localStorage.setItem('trips', JSON.stringify([t]));
        window.localStorage.setItem(
          `trip_${t.id}_expenses`,
          JSON.stringify([
            {
              id: 'exp-a',
              category: 'fuel',
              amount: 61.25,
              description: 'Diesel before sign-in',
              date: t.departureDate,
            },
          ]),
        );
      },
      { trip },
    );
    await signInWithToken(pageA, user.token);
    await pageA.goto('/dashboard');
    await expect(pageA.getByRole('list', { name: 'Recent trips' })).toContainText('Made on device A');

    // Device B signs in through the form and sees the trip, with its expense.
    const contextB = await browser.newContext();
    const pageB = await contextB.newPage();
    await pageB.goto('/login');
    await pageB.getByLabel('Email or username').fill(user.email);
    await pageB.getByLabel('Password', { exact: true }).fill(user.password);
    await pageB.getByRole('button', { name: 'Sign In' }).click();
    await expect(pageB).toHaveURL(/\/$/);
    await pageB.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(pageB.getByRole('list', { name: 'Recent trips' })).toContainText('Made on device A');
    await expect(pageB.getByTestId('total-trips')).toHaveText('1');
    await expect(pageB.getByRole('list', { name: 'Recent expenses' })).toContainText('Diesel before sign-in');

    // Uploaded once: signing in again on A does not duplicate it.
    await pageA.reload();
    await expect(pageA.getByTestId('total-trips')).toHaveText('1');
    const list = await request.get('/api/trip-plans', { headers: bearer(user) });
    expect(await list.json()).toHaveLength(1);
    await contextA.close();
    await contextB.close();
  });

  test('a shared trip can be read by a signed-out visitor; an unshared one cannot', async ({
    browser,
    request,
    expectConsoleError,
  }) => {
    const owner = await registerUser(request);
    const trip = await createOnServer(request, owner, tripData({ title: 'Shared with friends' }));
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/api/health');
    const read = (id: string) =>
      visitor.evaluate(async (tripIdToRead) => {
        const response = await fetch(`/api/trip-plans/${tripIdToRead}`);
        return {
          status: response.status,
          body: (await response.json()) as { readOnly?: boolean; trip?: { title: string } },
        };
      }, id);
    expectConsoleError(failedResource(404, `/api/trip-plans/${trip.id}`), 'a trip not shared yet is not found for a visitor');
    expect((await read(trip.id)).status).toBe(404);
    expect(
      (await request.post(`/api/trip-plans/${trip.id}/share`, { headers: bearer(owner) })).status(),
    ).toBe(200);
    const shared = await read(trip.id);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ readOnly: true, trip: { title: 'Shared with friends' } });
    // The link itself opens in the app for the visitor, who has no copy of the trip.
    await visitor.goto(`/trip/${trip.id}`);
    await expect(visitor.getByRole('heading', { name: 'Shared with friends' })).toBeVisible();
    await visitor.goto(`/results/${trip.id}`);
    await expect(visitor.getByRole('heading', { name: 'Shared with friends' })).toBeVisible();
    // Read-only: the visitor gets no editing controls.
    await expect(visitor.getByText('The owner of this shared trip has not generated an itinerary for it yet.')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Generate AI Plan' })).toHaveCount(0);
    expect(await visitor.evaluate(() => window.localStorage.getItem('trips'))).toBeNull();
    await visitor.context().close();
  });

  test('an edit on A while B edits the same trip loses nothing', async ({ browser, request, expectConsoleError }) => {
    const user = await registerUser(request);
    const trip = await createOnServer(request, user);
    const pageA = await signedInPage(browser, user);
    const pageB = await signedInPage(browser, user);
    await pageA.goto('/dashboard');
    await pageB.goto('/dashboard');
    await expect(pageA.getByText('No expenses recorded yet.')).toBeVisible();
    await expect(pageB.getByText('No expenses recorded yet.')).toBeVisible();

    // B's write reaches the server only after A's: B's version is stale, the server answers 409
    // and B merges its expense onto A's.
    let heldOnce = false;
    let releaseB: () => void = () => undefined;
    const bHeld = new Promise<void>((resolve) => (releaseB = resolve));
    await pageB.route(`**/api/trip-plans/${trip.id}`, async (route) => {
      if (route.request().method() === 'PUT' && !heldOnce) {
        heldOnce = true;
        await bHeld;
      }
      await route.continue();
    });
    expectConsoleError(failedResource(409, `/api/trip-plans/${trip.id}`), "B's stale write is answered 409, then merged");
    const conflicts: number[] = [];
    pageB.on('response', (response) => {
      if (response.request().method() === 'PUT') conflicts.push(response.status());
    });

    await addExpense(pageB, 'Camping', '42', 'Campsite from B', false);
    await expect.poll(() => heldOnce).toBe(true);
    await addExpense(pageA, 'Fuel', '55.40', 'Diesel from A');
    await expect(pageA.getByRole('list', { name: 'Recent expenses' })).toContainText('Diesel from A');
    releaseB();
    await expect(pageB.getByRole('list', { name: 'Recent expenses' })).toContainText('Campsite from B');
    await expect.poll(() => conflicts).toEqual([409, 200]);

    const doc = await serverDocument(request, user, trip.id);
    expect(doc.expenses.map((e) => e.description).sort()).toEqual(['Campsite from B', 'Diesel from A']);
    for (const page of [pageA, pageB]) {
      await page.reload();
      const recent = page.getByRole('list', { name: 'Recent expenses' });
      await expect(recent).toContainText('Diesel from A');
      await expect(recent).toContainText('Campsite from B');
      await expect(page.getByTestId('expenses-total')).toHaveText('$97.40');
    }
  });
});

test('an expense added offline stays on the device and reaches the server when the browser is back online', async ({
  page,
  context,
  request,
  expectConsoleError,
}) => {
  expectConsoleError(failedConnection(), 'the network is switched off on purpose');
  const user = await registerUser(page);
  const trip = await createOnServer(request, user);
  await page.goto('/dashboard');
  await expect(page.getByText('No expenses recorded yet.')).toBeVisible();
  await context.setOffline(true);
  await addExpense(page, 'Food', '18.75', 'Diner while offline');
  expect((await serverDocument(request, user, trip.id)).expenses).toEqual([]);
  await context.setOffline(false);
  await expect
    .poll(async () => (await serverDocument(request, user, trip.id)).expenses.map((e) => e.description))
    .toEqual(['Diner while offline']);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Recent expenses' })).toContainText('Diner while offline');
});

test("/new-trip's meter shows the server's monthly count, mirrored to monthlyTripCount", async ({
  page,
  request,
}) => {
  const user = await registerUser(page);
  await page.evaluate(() => window.localStorage.setItem('monthlyTripCount', '0'));
  await createOnServer(request, user, tripData({ title: 'One' }));
  await createOnServer(request, user, tripData({ title: 'Two' }));
  await page.goto('/new-trip');
  await expect(page.getByTestId('trip-usage')).toHaveText('2/3');
  expect(await page.evaluate(() => window.localStorage.getItem('monthlyTripCount'))).toBe('2');
  await createOnServer(request, user, tripData({ title: 'Three' }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Monthly Trip Limit Reached' })).toBeVisible();
  const fourth = await request.post('/api/trip-plans', {
    headers: bearer(user),
    data: { trip: tripData({ title: 'Four' }) },
  });
  expect(fourth.status()).toBe(403);
  expect(await fourth.json()).toEqual({ message: 'Monthly Trip Limit Reached', code: 'quota-exceeded' });
});

test.describe('dashboard', () => {
  test('signed out it links to sign in and registration without redirecting', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  });

  test('shows the cards, creates sample trips and links to the next trip', async ({ page, expectConsoleError }) => {
    const user = await registerUser(page, { firstName: 'Robin' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome back, Robin!' })).toBeVisible();
    await expect(page.getByTestId('total-trips')).toHaveText('0');
    await expect(page.getByTestId('next-trip-days')).toHaveText('None planned');
    await expect(page.getByText('coming soon')).toBeVisible();
    await expect(page.getByText('No upcoming trips.')).toBeVisible();

    // A failing sample call shows its error toast ('Failed to create sample trips. Please try again.').
    expectConsoleError(failedResource(500, '/api/trip-plans/sample'), 'the sample call is made to answer 500');
    await page.route('**/api/trip-plans/sample', (route) =>
      route.fulfill({ status: 500, body: '{"message":"boom"}' }),
    );
    await page.getByRole('button', { name: 'Create Sample Trips' }).click();
    await expect(
      page.getByText('Failed to create sample trips. Please try again.', { exact: true }),
    ).toBeVisible();
    await page.unroute('**/api/trip-plans/sample');

    const sampleRequest = page.waitForRequest((r) => r.url().endsWith('/api/trip-plans/sample'));
    await page.getByRole('button', { name: 'Create Sample Trips' }).click();
    const sent = await sampleRequest;
    expect(sent.postData()).toBeNull();
    expect(sent.headers()['authorization']).toBe(`Bearer ${user.token}`);
    expect(sent.headers()['content-type']).toBe('application/json');
    await expect(page.getByText('Sample trips created!', { exact: true })).toBeVisible();
    await expect(
      page.getByText('3 sample trips have been added to your account.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('total-trips')).toHaveText('3');

    // A trip departing in 4 days becomes the next one (samples leave later).
    const soon = await createOnServer(
      page.request,
      user,
      tripData({ title: 'Weekend at the Lake', departureDate: isoDay(4) }),
    );
    await page.reload();
    await expect(page.getByTestId('total-trips')).toHaveText('4');
    await expect(page.getByTestId('next-trip-days')).toHaveText('4 days away');
    const adventure = page.getByRole('heading', { name: 'Next Adventure' }).locator('..');
    await expect(adventure).toContainText('Weekend at the Lake');
    await expect(adventure.getByRole('link', { name: 'View Itinerary' })).toHaveAttribute(
      'href',
      `/results/${soon.id}`,
    );
    await expect(adventure.getByRole('link', { name: 'Trip Details' })).toHaveAttribute(
      'href',
      `/trip/${soon.id}`,
    );

    const recent = page.getByRole('list', { name: 'Recent trips' }).getByRole('link');
    await expect(recent).toHaveCount(3);
    await expect(recent.first()).toHaveAttribute('href', `/trip/${soon.id}`);

    await expect(page.getByText('Weather service not configured')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plan New Trip' })).toHaveAttribute('href', '/new-trip');
    await expect(page.getByRole('link', { name: 'View All Trips' })).toHaveAttribute('href', '/trips');
  });

  test('expenses: add, refuse an incomplete add with its reasons, list, total by category, delete; stored with the trip', async ({
    page,
  }) => {
    const user = await registerUser(page);
    const trip = await createOnServer(page.request, user);
    await page.goto('/dashboard');
    await expect(page.getByText('No expenses recorded yet.')).toBeVisible();

    await addExpense(page, 'Fuel', '45.50', 'Diesel in Grand Junction');
    await addExpense(page, 'Food', '23.10', 'Groceries');
    await addExpense(page, 'Fuel', '30', 'Top-up in Moab');
    const recent = page.getByRole('list', { name: 'Recent expenses' });
    await expect(recent.getByRole('listitem')).toHaveCount(3);

    // Refused without a category or a description, each field saying why; what was typed stays.
    const form = page.getByRole('form', { name: 'Add expense' });
    await form.getByLabel('Amount ($)').fill('9.99');
    await form.getByRole('button', { name: 'Add Expense' }).click();
    await expect(form.getByText('Choose a category.')).toBeVisible();
    await expect(form.getByText('Enter a description.')).toBeVisible();
    await expect(form.getByLabel('Amount ($)')).toHaveValue('9.99');
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await form.getByLabel('Amount ($)').fill('');

    const totals = page.getByRole('definition');
    await expect(page.getByLabel('Total by category')).toContainText('Fuel$75.50');
    await expect(page.getByLabel('Total by category')).toContainText('Food$23.10');
    await expect(page.getByTestId('expenses-total')).toHaveText('$98.60');
    await expect(totals.first()).toBeVisible();

    await page.getByRole('button', { name: 'Delete expense Groceries' }).click();
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('expenses-total')).toHaveText('$75.50');

    // Stored with the trip on the server, so it is there after a reload and on other devices.
    await expect
      .poll(async () =>
        (await serverDocument(page.request, user, trip.id)).expenses.map((e) => e.amount).sort(),
      )
      .toEqual([30, 45.5]);
    await page.reload();
    await expect(page.getByTestId('expenses-total')).toHaveText('$75.50');
  });
});

test.describe('expenses on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a long word wraps instead of widening the page; a long description is counted, kept and refused', async ({
    page,
  }) => {
    const user = await registerUser(page);
    await createOnServer(page.request, user);
    await page.goto('/dashboard');
    await expect(page.getByText('No expenses recorded yet.')).toBeVisible();
    const word = 'Supercalifragilistic'.repeat(12);
    await addExpense(page, 'Other', '12', word);
    await expect(page.getByRole('list', { name: 'Recent expenses' }).getByText(word)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    const form = page.getByRole('form', { name: 'Add expense' });
    const long = 'x'.repeat(530);
    await form.getByLabel('Description').fill(long);
    await expect(form.getByText('530 / 500 characters')).toBeVisible();
    await form.getByLabel('Amount ($)').fill('3');
    await form.getByRole('button', { name: 'Add Expense' }).click();
    await expect(
      form.getByText('A description can be at most 500 characters: this one has 530.'),
    ).toBeVisible();
    await expect(form.getByLabel('Description')).toHaveValue(long);
    await expect(page.getByRole('list', { name: 'Recent expenses' }).getByRole('listitem')).toHaveCount(1);
  });
});
