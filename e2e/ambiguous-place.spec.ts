import type { Page, Response } from '@playwright/test';
import { expect, failedResource, test } from './support/test';
import { chooseSelect, isoDaysFromNow, pickLocation, seedStorage as seedDevice } from './planner-helpers';
import type { Trip } from '../shared/schemas/trip';
import { makeTrip, newTripId, seedStorage } from './support/trips';

// "Twin Lakes, CO" is two towns (the Denver suburb and the village below Independence Pass). The
// town the traveller chooses is kept with the trip: every later plan of it (optimize here) is of that
// town, never answered with the choices again.

const LAKE = 'Twin Lakes (Lake County), Colorado, United States';

const storedTrip = (page: Page, id: string) =>
  page.evaluate(
    (tripId) => (JSON.parse(localStorage.getItem('trips') ?? '[]') as Trip[]).find((t) => t.id === tripId),
    id,
  );

const planAnswer = (page: Page) =>
  page.waitForResponse(
    (r: Response) => new URL(r.url()).pathname === '/api/ai/generate-trip' && r.request().method() === 'POST',
  );

/** Optimizes the trip on its results page: the plan asked again from the trip's saved start and end. */
async function optimizeAgain(page: Page) {
  await page.getByRole('button', { name: 'Optimize Trip' }).click();
  const answer = planAnswer(page);
  await page.getByRole('button', { name: 'Optimize Trip' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ toLocation: LAKE });
  await expect(page.getByText('Trip optimized successfully!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a town picked from the choices in the planner is kept: the trip re-plans without being asked', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(failedResource(422, '/api/road-route/places'), 'the bare name is two towns on purpose');
  await seedDevice(page, { userTier: 'pro' });
  await page.goto('/#planner');
  await page.getByTestId('mode-ai').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickLocation(page, 'From', 'Denver, CO', /^Denver, Colorado/);
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  await to.fill('Twin Lakes, CO');
  await page.getByLabel('Departure date').fill(isoDaysFromNow(30));
  await chooseSelect(page, 'Trip duration', '3 days');
  await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
  await expect(page.getByText(/^There is more than one Twin Lakes, CO: .+ Please choose one\.$/)).toBeVisible();

  // The refused field lists the towns it may mean; the traveller picks one.
  await to.focus();
  await page.getByRole('option', { name: LAKE }).click();
  await expect(to).toHaveValue(LAKE);
  const first = planAnswer(page);
  await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
  expect((await first).status()).toBe(200);
  await page.waitForURL(/\/results\/[A-Z0-9]{8}$/, { timeout: 30_000 });
  const id = page.url().split('/').pop() ?? '';
  expect((await storedTrip(page, id))?.toLocation).toBe(LAKE);

  await optimizeAgain(page);
});

test('a saved trip whose end is two towns asks once which, keeps it, and re-plans without asking', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(failedResource(422, '/api/ai/generate-trip'), 'the trip was saved with a name of two towns');
  const id = newTripId();
  await seedStorage(page, [
    makeTrip(id, { title: 'Denver to Twin Lakes', toLocation: 'Twin Lakes, CO', duration: 3 }),
  ]);
  await page.goto(`/results/${id}`);

  const refused = planAnswer(page);
  await page.getByRole('button', { name: 'Generate AI Plan' }).click();
  expect((await refused).status()).toBe(422);
  const dialog = page.getByRole('dialog', { name: 'Where is your trip going?' });
  await expect(dialog).toContainText('There is more than one Twin Lakes, CO');
  const planned = planAnswer(page);
  await dialog.getByRole('button', { name: 'Twin Lakes (Lake County), CO' }).click();
  const response = await planned;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ toLocation: LAKE });
  await expect(page.getByTestId('day-card-1')).toBeVisible();
  await expect.poll(async () => (await storedTrip(page, id))?.toLocation).toBe(LAKE);

  // After a reload, from the saved trip alone.
  await page.reload();
  await optimizeAgain(page);
});
