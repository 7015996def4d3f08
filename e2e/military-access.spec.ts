import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { chooseSelect, isoDaysFromNow, pickLocation, seedStorage, storedJson } from './planner-helpers';

type StoredPlan = {
  dailyItinerary: Array<{ day: number; rvPark: { name: string; militaryOnly?: boolean } }>;
};

// Military access as the traveller's setting: the planner form's "Military ID holder"
// switch, saved with the trip, opens base FamCamps. Las Cruces to El Paso: Ft Bliss RV Park (the
// FamCamp of our data) is offered, marked "Military only (ID required)", only with the switch on.
const FT_BLISS = 'Ft Bliss RV Park';
test.describe.configure({ timeout: 120_000 });

async function planToElPaso(page: Page, military: boolean) {
  await seedStorage(page, { userTier: 'pro' });
  await page.goto('/#planner');
  await page.getByTestId('mode-ai').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickLocation(page, 'From', 'Las Cruces, NM', /^Las Cruces, New Mexico/);
  await pickLocation(page, 'To', 'El Paso, TX', /^El Paso, Texas/);
  await page.getByLabel('Departure date').fill(isoDaysFromNow(14));
  await chooseSelect(page, 'Trip duration', '3 days');
  const who = page.getByRole('group', { name: 'Who travels' });
  const swtch = who.getByRole('switch', { name: 'Military ID holder (military campgrounds, FamCamps)' });
  await expect(swtch).toHaveAttribute('aria-checked', 'false');
  if (military) await swtch.click();
  await expect(swtch).toHaveAttribute('aria-checked', String(military));

  const request = page.waitForRequest('**/api/ai/generate-trip');
  await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
  const sent = (await request).postDataJSON() as { militaryAccess?: boolean };
  expect(sent.militaryAccess).toBe(military ? true : undefined);
  await page.waitForURL(/\/results\/[A-Z0-9]{8}$/, { timeout: 30_000 });
  const id = page.url().split('/').pop() ?? '';
  const trips = await storedJson<Array<{ id: string; militaryAccess?: boolean }>>(page, 'trips');
  expect(trips.find((t) => t.id === id)?.militaryAccess).toBe(military ? true : undefined);
  return storedJson<StoredPlan>(page, `trip_${id}_ai_plan`);
}

test('a military ID holder is offered the El Paso FamCamp, marked military only', async ({ page }) => {
  const plan = await planToElPaso(page, true);
  const night = plan.dailyItinerary.find((d) => d.rvPark.name === FT_BLISS);
  expect(night?.rvPark.militaryOnly).toBe(true);
  const park = page.getByRole('region', { name: `Day ${night?.day} RV park` });
  await expect(park).toContainText(FT_BLISS);
  await expect(park.getByTestId('military-only')).toHaveText('Military only (ID required)');
  await expect(page.getByTestId('place-access-summary')).toContainText('FamCamps): yes.');
});

test('a civilian is never offered the FamCamp, in the plan or the day editor’s park suggestions', async ({
  page,
}) => {
  const plan = await planToElPaso(page, false);
  expect(plan.dailyItinerary.map((d) => d.rvPark.name)).not.toContain(FT_BLISS);
  await expect(page.getByText(FT_BLISS)).toHaveCount(0);
  const last = plan.dailyItinerary[plan.dailyItinerary.length - 1];
  await page.getByRole('button', { name: 'Edit Itinerary' }).click();
  const card = page.getByTestId(`day-editor-${last.day}`);
  await card.getByRole('button', { name: `Edit Day ${last.day}` }).click();
  const suggestions = card.getByRole('list', { name: `Park suggestions for day ${last.day}` });
  await expect(suggestions.getByRole('listitem').first()).toBeVisible();
  await expect(suggestions).not.toContainText(FT_BLISS);
  await expect(page.getByTestId('military-only')).toHaveCount(0);
});

test('the manual planner’s park search finds the FamCamp only with the trip’s military setting on', async ({
  page,
}) => {
  await page.goto('/#planner');
  await page.getByTestId('mode-manual').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Trip title').fill('Border run');
  await pickLocation(page, 'From', 'Las Cruces, NM', /^Las Cruces, New Mexico/);
  await pickLocation(page, 'To', 'El Paso, TX', /^El Paso, Texas/);
  await page.getByLabel('Departure date').fill(isoDaysFromNow(14));
  await chooseSelect(page, 'Trip duration', '3 days');
  const swtch = page.getByRole('switch', { name: 'Military ID holder (military campgrounds, FamCamps)' });
  await expect(swtch).toHaveAttribute('aria-checked', 'false');

  const searchDay3 = async () => {
    await page.getByRole('button', { name: 'Next: Plan Days' }).click();
    const day3 = page.getByTestId('day-card-3');
    await day3.getByLabel('Search RV parks near').fill('El Paso, TX');
    const request = page.waitForRequest('**/api/campgrounds/search?*');
    await day3.getByRole('button', { name: 'Search Parks' }).click();
    const sent = new URL((await request).url()).searchParams.get('militaryAccess');
    const list = day3.getByRole('list', { name: /RV parks near/ });
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    return { day3, list, sent };
  };

  const civilian = await searchDay3();
  expect(civilian.sent).toBeNull();
  await expect(civilian.list).not.toContainText(FT_BLISS);
  await expect(page.getByTestId('military-only')).toHaveCount(0);

  await page.getByRole('button', { name: 'Back' }).click();
  await swtch.click();
  await expect(swtch).toHaveAttribute('aria-checked', 'true');
  const veteran = await searchDay3();
  expect(veteran.sent).toBe('true');
  const famCamp = veteran.list.getByRole('listitem').filter({ hasText: FT_BLISS });
  await expect(famCamp.getByTestId('military-only')).toHaveText('Military only (ID required)');
  await famCamp.getByRole('button', { name: `Select ${FT_BLISS}` }).click();
  await expect(veteran.day3.getByTestId('military-only')).toHaveText('Military only (ID required)');

  await page.getByRole('button', { name: 'Save Trip' }).click();
  await page.waitForURL(/\/trip\/[A-Z0-9]{8}$/);
  const id = page.url().split('/').pop() ?? '';
  type StoredTrip = { id: string; militaryAccess?: boolean; dayPlans: StoredPlan['dailyItinerary'] };
  const trip = (await storedJson<StoredTrip[]>(page, 'trips')).find((t) => t.id === id);
  expect(trip?.militaryAccess).toBe(true);
  expect(trip?.dayPlans.find((d) => d.day === 3)?.rvPark).toMatchObject({ name: FT_BLISS, militaryOnly: true });
});
