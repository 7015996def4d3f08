import type { APIRequestContext, Page } from '@playwright/test';
import { expect, failedResource, test } from './support/test';
import { registerUser, signInWithToken } from './fixtures/auth';
import { generatedPlan, makeTrip, newTripId, seedStorage } from './support/trips';

// The owner's Share control: a share leaves out notes, expenses and confirmation numbers unless the
// owner includes private details; Stop sharing makes the link answer "not found" again.

const PRIVATE_DETAILS = 'Include private details (notes, stop names and anything typed, expenses, confirmation numbers)';
const CONFIRMATION = 'CONF-4821';

/** The document the link serves to a signed-out reader, straight from the API. */
async function readAsVisitor(visitor: Page, id: string) {
  return visitor.evaluate(async (tripId) => {
    const response = await fetch(`/api/trip-plans/${tripId}`);
    const body = (await response.json()) as { notes?: string; expenses?: unknown[] };
    return { status: response.status, notes: body.notes, expenses: body.expenses };
  }, id);
}

/** A trip with a generated plan, saved to a new account and shared: the link a visitor opens. */
async function sharedTrip(request: APIRequestContext) {
  const owner = await registerUser(request);
  const plan = await generatedPlan(request);
  const trip = makeTrip(newTripId());
  const auth = { Authorization: `Bearer ${owner.token}` };
  expect((await request.post('/api/trip-plans', { headers: auth, data: { trip, aiPlan: plan } })).status()).toBe(201);
  expect((await request.post(`/api/trip-plans/${trip.id}/share`, { headers: auth, data: {} })).status()).toBe(200);
  return { trip, plan, auth, owner };
}

/** The page's GET requests for one trip's document, as they are made. */
function tripReadsOf(page: Page, tripId: string): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/trip-plans/${tripId}`)
      reads.push(request.url());
  });
  return reads;
}

test('the owner shares without private details, then with them, then stops sharing', async ({
  browser,
  request,
  baseURL,
  expectConsoleError,
}) => {
  // Six loads of the results page in two browsers: on a loaded two-core test machine (two test
  // workers, the server's plan threads) that is more than the default 45 s.
  test.setTimeout(120_000);
  const owner = await registerUser(request);
  const plan = await generatedPlan(request);
  const trip = makeTrip(newTripId(), { title: 'Canyon secrets' });
  const created = await request.post('/api/trip-plans', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: {
      trip,
      aiPlan: plan,
      reservations: {
        '1': { confirmed: true, reservedElsewhere: { name: 'Lakeside RV', confirmationNumber: CONFIRMATION } },
      },
      expenses: [{ id: 'x1', category: 'fuel', amount: 80, description: 'Diesel in Grand Junction', date: '2026-09-01' }],
      notes: 'Gate code 1234',
    },
  });
  expect(created.status()).toBe(201);
  const link = `${baseURL}/results/${trip.id}`;

  const ownerContext = await browser.newContext();
  await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const ownerPage = await ownerContext.newPage();
  await signInWithToken(ownerPage, owner.token);
  await ownerPage.goto(`/results/${trip.id}`);
  // The day card and the booking board both name the confirmation.
  await expect(ownerPage.getByTestId('day-card-1').getByText(`Confirmation #${CONFIRMATION}`)).toBeVisible();
  await expect(ownerPage.getByTestId('booking-confirmation')).toContainText(`Confirmation #${CONFIRMATION}`);

  const openShare = async () => {
    await ownerPage.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Share trip' });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  // Not shared yet: the dialog says so; share without private details.
  let dialog = await openShare();
  await expect(dialog.getByText('Not shared: only you can open this trip.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: PRIVATE_DETAILS })).not.toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Trip link' })).toHaveValue(link);
  await dialog.getByRole('button', { name: 'Share and copy link' }).click();
  await expect(ownerPage.getByText('Trip link copied to clipboard!', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Shared: the link opens for anyone, without private details.')).toBeVisible();
  expect(await ownerPage.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorTripReads = tripReadsOf(visitor, trip.id);
  await visitor.goto(link);
  // Day 1 shows as confirmed; the park's typed name and the confirmation number stay private.
  await expect(visitor.getByTestId('day-card-1').getByRole('img', { name: 'Reservation confirmed' })).toBeVisible();
  // Asked for before the page's code loaded, and that one answer used: the trip is read once.
  expect(visitorTripReads).toHaveLength(1);
  await expect(visitor.getByText('Lakeside RV')).toHaveCount(0);
  await expect(visitor.getByText(CONFIRMATION)).toHaveCount(0);
  expect(await readAsVisitor(visitor, trip.id)).toEqual({ status: 200, notes: '', expenses: [] });

  // The state comes from the server: after a reload the dialog still says shared, box unticked.
  await ownerPage.reload();
  dialog = await openShare();
  await expect(dialog.getByText('Shared: the link opens for anyone, without private details.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: PRIVATE_DETAILS }).click();
  await dialog.getByRole('button', { name: 'Update and copy link' }).click();
  await expect(dialog.getByText('Shared: the link opens for anyone, with private details.')).toBeVisible();

  await visitor.reload();
  // The day card and the booking board both name the confirmation.
  await expect(visitor.getByTestId('day-card-1').getByText(`Confirmation #${CONFIRMATION}`)).toBeVisible();
  await expect(visitor.getByTestId('booking-confirmation')).toContainText(`Confirmation #${CONFIRMATION}`);
  const withDetails = await readAsVisitor(visitor, trip.id);
  expect(withDetails).toMatchObject({ status: 200, notes: 'Gate code 1234' });
  expect(withDetails.expenses).toHaveLength(1);

  // Stop sharing asks first, then ends the share.
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  const confirm = dialog.getByRole('alertdialog', { name: 'Stop sharing?' });
  await confirm.getByRole('button', { name: 'Yes, stop sharing' }).click();
  await expect(dialog.getByText('Not shared: only you can open this trip.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: PRIVATE_DETAILS })).not.toBeChecked();

  // A trip no longer shared is not found for the visitor: the server answers 404.
  expectConsoleError(failedResource(404, `/api/trip-plans/${trip.id}`), 'the visitor opens a trip no longer shared');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Trip Not Found' })).toBeVisible();
  await expect(visitor.getByText(CONFIRMATION)).toHaveCount(0);
  expect((await readAsVisitor(visitor, trip.id)).status).toBe(404);

  // The owner still has the trip.
  await ownerPage.reload();
  // The day card and the booking board both name the confirmation.
  await expect(ownerPage.getByTestId('day-card-1').getByText(`Confirmation #${CONFIRMATION}`)).toBeVisible();
  await expect(ownerPage.getByTestId('booking-confirmation')).toContainText(`Confirmation #${CONFIRMATION}`);
  await ownerContext.close();
  await visitorContext.close();
});

test('signed out, Share copies the link of a trip kept on this device', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const plan = await generatedPlan(page.request);
  const trip = makeTrip(newTripId());
  await seedStorage(page, [trip], { [trip.id]: plan });
  const tripReads = tripReadsOf(page, trip.id);
  await page.goto(`/results/${trip.id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Trip link copied to clipboard!', { exact: true })).toBeVisible();
  // The trip is on this device: the server is never asked for it.
  expect(tripReads).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/results/${trip.id}`);
});

test('a visitor opening a shared link gets the trip asked for before the trip store has loaded', async ({
  page,
  request,
}) => {
  const { trip, plan } = await sharedTrip(request);

  // The trip store's code is held back until the trip has been asked for: the page must ask first.
  let releaseStore = () => {};
  const storeHeld = new Promise<void>((resolve) => (releaseStore = resolve));
  await page.route('**/assets/trip-store-*.js', async (route) => {
    await storeHeld;
    await route.continue();
  });
  const tripReads = tripReadsOf(page, trip.id);
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === `/api/trip-plans/${trip.id}`);
  const opening = page.goto(`/results/${trip.id}`);
  await asked;
  releaseStore();
  await opening;
  await expect(page.getByRole('heading', { level: 1, name: plan.overview.title })).toBeVisible();
  // That early answer is the one the page used: the trip was read once.
  expect(tripReads).toHaveLength(1);
});

test('a visitor opening a shared link reads its title and description before any script runs, where the itinerary keeps them', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const { trip, plan, auth } = await sharedTrip(request);

  // The page as it first arrives: no script runs.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const first = await noScript.newPage();
  await first.goto(`${baseURL}/results/${trip.id}`);
  await expect(first.getByRole('heading', { level: 1, name: plan.overview.title })).toBeVisible();
  await expect(first.getByText(plan.overview.description)).toBeVisible();
  await expect(first.locator('meta[property="og:title"]')).toHaveAttribute('content', plan.overview.title);
  const before = await first.getByText(plan.overview.description).boundingBox();
  await noScript.close();

  // The client renders the whole itinerary over it; the description stays where it was.
  await page.goto(`/results/${trip.id}`);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: plan.overview.title })).toHaveCount(1);
  const after = await page.getByText(plan.overview.description).boundingBox();
  expect(before).not.toBeNull();
  expect(after?.y).toBeCloseTo(before!.y, 0);
  expect(after?.height).toBeCloseTo(before!.height, 0);

  // A trip that is not shared: its page shows nothing of it.
  const hidden = makeTrip(newTripId());
  expect((await request.post('/api/trip-plans', { headers: auth, data: { trip: hidden, aiPlan: plan } })).status()).toBe(201);
  const html = await (await request.get(`/results/${hidden.id}`)).text();
  expect(html).not.toContain(plan.overview.description);
});

test("a shared trip's read-only page loads no settings form it has no button for; the owner's page warms all three", async ({
  page,
  request,
}) => {
  const { trip, plan, owner } = await sharedTrip(request);
  const formChunks: string[] = [];
  page.on('request', (r) => {
    const name = /\/assets\/(rig-costs-form|who-form|roads-form)-[\w-]+\.js$/.exec(new URL(r.url()).pathname)?.[1];
    if (name) formChunks.push(name);
  });
  /** Two rounds of the browser's idle callbacks: the page's own, asked for as it rendered, have run. */
  const idle = () =>
    page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
    );

  await page.goto(`/results/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1, name: plan.overview.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rig and costs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Who travels' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Roads' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Change (rig and costs|who travels|road settings)$/ })).toHaveCount(0);
  await idle();
  expect(formChunks).toEqual([]);

  // The owner can open the three forms: the page loads them once the browser is idle (offline, Change
  // then still opens them).
  await signInWithToken(page, owner.token);
  await page.goto(`/results/${trip.id}`);
  await expect(page.getByRole('button', { name: 'Change rig and costs' })).toBeVisible();
  await idle();
  await expect.poll(() => [...formChunks].sort()).toEqual(['rig-costs-form', 'roads-form', 'who-form']);
});
