import { expect, test } from './support/test';
import { chooseSelect, isoDaysFromNow, pickLocation, seedStorage, storedJson } from './planner-helpers';

type StoredPlan = {
  input: { maxDrivingHoursPerDay?: number; departureTime?: string };
  dailyItinerary: Array<{ day: number; driveHours: number; distance: number }>;
};

// "3 h 45 min", "4 h", "50 min" (formatDriveTime) in hours.
const hoursOf = (text: string) => {
  const match = /(?:(\d+) h)?\s*(?:(\d+) min)?$/.exec(text.trim());
  return Number(match?.[1] ?? 0) + Number(match?.[2] ?? 0) / 60;
};

test('the planner form pace plans Denver to Moab with no day over 4 h of driving', async ({ page }) => {
  await seedStorage(page, { userTier: 'pro' });
  await page.goto('/#planner');
  await page.getByTestId('mode-ai').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickLocation(page, 'From', 'Denver, CO', /^Denver, Colorado/);
  await pickLocation(page, 'To', 'Moab, UT', /^Moab, Utah/);
  await page.getByLabel('Departure date').fill(isoDaysFromNow(14));
  await chooseSelect(page, 'Trip duration', '3 days');

  const pace = page.getByRole('group', { name: 'Pace' });
  await pace.getByRole('spinbutton', { name: 'Max driving hours a day' }).fill('4');
  await pace.getByLabel('Departure time each day').fill('08:00');

  const request = page.waitForRequest('**/api/ai/generate-trip');
  await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
  const body = (await request).postDataJSON();
  expect(body).toMatchObject({ duration: 3, maxDrivingHoursPerDay: 4, departureTime: '08:00' });
  expect(body).not.toHaveProperty('paceRule');

  await page.waitForURL(/\/results\/[A-Z0-9]{8}$/, { timeout: 20_000 });
  const id = page.url().split('/').pop() ?? '';
  const plan = await storedJson<StoredPlan>(page, `trip_${id}_ai_plan`);
  expect(plan.input).toMatchObject({ maxDrivingHoursPerDay: 4, departureTime: '08:00' });
  expect(plan.dailyItinerary).toHaveLength(3);
  // Denver to Moab is over 5 h of driving, so the limit has to split it over more than one day.
  const driveDays = plan.dailyItinerary.filter((d) => d.driveHours > 0);
  expect(driveDays.length).toBeGreaterThan(1);
  expect(driveDays.reduce((sum, d) => sum + d.driveHours, 0)).toBeGreaterThan(4);
  for (const day of plan.dailyItinerary) {
    expect(day.driveHours, `day ${day.day} driving`).toBeLessThanOrEqual(4.05);
  }

  // The day cards say the same: each drive day's time is within 4 h, and arrives by noon from 8 am.
  for (const day of driveDays) {
    const card = page.getByTestId(`day-card-${day.day}`);
    await expect(card).toBeVisible();
    const line = (await card.locator('header p').first().innerText()).split('·');
    expect(hoursOf(line[2] ?? ''), `day ${day.day} card: ${line.join('·')}`).toBeLessThanOrEqual(4.05);
    await expect(card.getByTestId(`arrival-${day.day}`)).toHaveText(/arrive about (8|9|10|11):\d\d AM|12:00 PM/);
  }
});
