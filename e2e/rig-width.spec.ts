import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { chooseSelect, isoDaysFromNow, pickLocation, seedStorage, storedJson } from './planner-helpers';
import { newTripId } from './support/trips';

// The rig's width (optional, mirrors included): validated in the form, saved with the trip, sent with
// every plan of it, and the day's drive follows it (the Zion-Mount Carmel Highway bars rigs over
// 7 ft 10 in wide).

type StoredPlan = {
  input: { rig?: { widthFeet?: number } };
  routeOptions: Array<{ dailyItinerary: Array<{ notes: string[] }> }>;
};

const rigGroup = (page: Page) => page.getByRole('group', { name: 'Your rig' });
const zionAvoided = (page: Page) => page.getByText(/^Avoided the Zion-Mount Carmel Highway \(UT-9\)/).first();

// A 3-day Class C trip from Kanab to Springdale, 11 ft high, as the form sends it (departure 21 days on).
const rigOf = (widthFeet: number) => ({
  lengthFeet: 28,
  heightFeet: 11,
  widthFeet,
  fuel: 'gas',
  tankGallons: 55,
  mpg: 11,
  towingCar: false,
  propaneOnBoard: true,
});
const kanabToSpringdale = (widthFeet: number) => ({
  fromLocation: 'Kanab, Utah, United States',
  toLocation: 'Springdale, Utah, United States',
  departureDate: isoDaysFromNow(21),
  duration: 3,
  rvType: 'class-c',
  travelStyle: 'balanced',
  specialNeeds: [],
  planningMode: 'ai',
  fullTimer: false,
  rig: rigOf(widthFeet),
});

test("the rig's width is validated in the form, saved with the trip, and the day's road follows it", async ({ page }) => {
  await seedStorage(page, { userTier: 'pro' });
  await page.goto('/#planner');
  await page.getByTestId('mode-ai').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickLocation(page, 'From', 'Kanab, UT', /^Kanab, Utah/);
  await pickLocation(page, 'To', 'Springdale, UT', /^Springdale, Utah/);
  await page.getByLabel('Departure date').fill(isoDaysFromNow(21));
  await chooseSelect(page, 'Trip duration', '3 days');
  await chooseSelect(page, 'RV type', 'Class C Motorhome');

  const rig = rigGroup(page);
  const width = rig.getByLabel('Width (ft)');
  await expect(width).toHaveValue('');
  await rig.getByLabel('Height (ft)').fill('11');
  await width.fill('12');
  await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
  await expect(rig.getByText('Rig width (ft) must be between 6 and 10')).toBeVisible();
  await expect(width).toHaveAttribute('aria-invalid', 'true');
  await width.fill('8.5');

  const request = page.waitForRequest('**/api/ai/generate-trip');
  await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
  expect((await request).postDataJSON()).toMatchObject({ rvType: 'class-c', rig: { heightFeet: 11, widthFeet: 8.5 } });
  await page.waitForURL(/\/results\/[A-Z0-9]{8}$/, { timeout: 30_000 });
  const id = page.url().split('/').pop() ?? '';
  const trips = await storedJson<Array<{ id: string; rig?: { widthFeet?: number } }>>(page, 'trips');
  expect(trips.find((t) => t.id === id)?.rig?.widthFeet).toBe(8.5);

  // 8 ft 6 in is over the highway's 7 ft 10 in: the day went round, and says why.
  await expect(zionAvoided(page)).toContainText('your rig is 8 ft 6 in wide', { timeout: 20_000 });
  const panel = page.getByRole('region', { name: 'Rig and costs' });
  await expect(panel.getByTestId('rig-summary')).toContainText('8.5 ft wide');
});

test("a narrower rig set in the trip's settings is re-planned over the highway", async ({ page, request }) => {
  // The trip the test above plans in the form, planned here through the API and stored as the app stores it.
  const input = kanabToSpringdale(8.5);
  const generated = await request.post('/api/ai/generate-trip', { data: input });
  expect(generated.status()).toBe(200);
  const id = newTripId();
  const trip = { ...input, id, title: 'Kanab to Springdale', status: 'upcoming', createdAt: new Date().toISOString() };
  await seedStorage(page, {
    userTier: 'pro',
    trips: JSON.stringify([{ ...trip, isEditable: false }]),
    [`trip_${id}_ai_plan`]: JSON.stringify(await generated.json()),
  });
  await page.goto(`/results/${id}`);
  await expect(zionAvoided(page)).toContainText('your rig is 8 ft 6 in wide');
  const panel = page.getByRole('region', { name: 'Rig and costs' });
  await expect(panel.getByTestId('rig-summary')).toContainText('8.5 ft wide');

  // Trip settings: a narrower rig is re-planned over the highway, and the day no longer goes round.
  await panel.getByRole('button', { name: 'Change rig and costs' }).click();
  await expect(panel.getByLabel('Width (ft)')).toHaveValue('8.5');
  await panel.getByLabel('Width (ft)').fill('7.5');
  const replan = page.waitForRequest('**/api/ai/generate-trip');
  await panel.getByRole('button', { name: 'Save rig and costs' }).click();
  expect((await replan).postDataJSON()).toMatchObject({ rig: { widthFeet: 7.5 } });
  await expect(panel.getByTestId('rig-summary')).toContainText('7.5 ft wide', { timeout: 20_000 });
  // The new plan is stored (made for the 7 ft 6 in rig), and neither it nor the page goes round.
  await expect
    .poll(async () => (await storedJson<StoredPlan>(page, `trip_${id}_ai_plan`)).input.rig?.widthFeet, {
      timeout: 20_000,
    })
    .toBe(7.5);
  const replanned = await storedJson<StoredPlan>(page, `trip_${id}_ai_plan`);
  const notes = replanned.routeOptions.flatMap((o) => o.dailyItinerary.flatMap((d) => d.notes));
  expect(notes.filter((n) => n.includes('Zion-Mount Carmel'))).toEqual([]);
  await expect(zionAvoided(page)).toHaveCount(0);
  await expect
    .poll(async () => {
      const saved = await storedJson<Array<{ id: string; rig?: { widthFeet?: number } }>>(page, 'trips');
      return saved.find((t) => t.id === id)?.rig?.widthFeet;
    })
    .toBe(7.5);
});
