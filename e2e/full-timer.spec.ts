import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { chooseSelect, isoDaysFromNow, pickLocation, seedStorage, storedJson } from './planner-helpers';
import { seedGeneratedTrip } from './support/trips';

type StoredPlan = {
  input: { fullTimer: boolean };
  dailyItinerary: Array<{ day: number; driveHours: number; nights: number; distance: number }>;
  budgetView?: {
    daily: Record<string, number>;
    weekly: Record<string, number>;
    monthly: Record<string, number>;
  };
  recommendations: { fullTimerTips?: string[] };
  warnings: string[];
};

async function openForm(page: Page, mode: 'ai' | 'hybrid') {
  await seedStorage(page, { userTier: 'pro' });
  await page.goto('/#planner');
  await page.getByTestId(`mode-${mode}`).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function fillDenverToMoab(page: Page, duration: string) {
  await pickLocation(page, 'From', 'Denver, CO', /^Denver, Colorado/);
  await pickLocation(page, 'To', 'Moab, UT', /^Moab, Utah/);
  await page.getByLabel('Departure date').fill(isoDaysFromNow(14));
  await chooseSelect(page, 'Trip duration', duration);
}

test.describe('full-timer mode', () => {
  test('ai mode plans Denver to Moab for 14 days at a full-timer pace', async ({ page }) => {
    await openForm(page, 'ai');
    const toggle = page.getByRole('switch', { name: 'Full-timer mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(
      page.getByText('Slower pace: about 4 hours of driving a day and stays of 3 nights or more'),
    ).toBeVisible();
    await fillDenverToMoab(page, '14 days');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    const request = page.waitForRequest('**/api/ai/generate-trip');
    await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      duration: 14,
      fullTimer: true,
      planningMode: 'ai',
    });
    await page.waitForURL(/\/results\/[A-Z0-9]{8}$/, { timeout: 20_000 });
    const id = page.url().split('/').pop() ?? '';

    const trips = await storedJson<Array<{ id: string; fullTimer?: boolean }>>(page, 'trips');
    expect(trips.find((t) => t.id === id)).toMatchObject({ fullTimer: true });

    const plan = await storedJson<StoredPlan>(page, `trip_${id}_ai_plan`);
    expect(plan.input.fullTimer).toBe(true);
    expect(plan.dailyItinerary).toHaveLength(14);
    for (const day of plan.dailyItinerary) {
      expect(day.driveHours, `day ${day.day} driving`).toBeLessThanOrEqual(4.05);
      expect(day.nights, `day ${day.day} stay`).toBeGreaterThanOrEqual(3);
    }
    // Fewer, longer stays: only a couple of days on the road.
    expect(plan.dailyItinerary.filter((d) => d.distance > 0).length).toBeLessThanOrEqual(4);
    expect(plan.warnings.some((w) => /too short for stays/.test(w))).toBe(false);
    const view = plan.budgetView;
    expect(view).toBeDefined();
    expect(view?.weekly.total).toBeCloseTo(7 * (view?.daily.total ?? 0), 1);
    expect(view?.monthly.total).toBeCloseTo(30 * (view?.daily.total ?? 0), 1);
    expect(plan.recommendations.fullTimerTips?.join(' ')).toMatch(/domicile/i);

    // The results page shows the budget per day, week and month, and the tips.
    const budget = page.getByRole('region', { name: 'Full-timer budget' });
    await expect(budget).toBeVisible();
    const usd = (n: number, digits: number) =>
      n.toLocaleString('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const total = budget.getByRole('row', { name: /^Total/ });
    await expect(total).toContainText(usd(view?.daily.total ?? 0, 2));
    await expect(total).toContainText(usd(view?.weekly.total ?? 0, 0));
    await expect(total).toContainText(usd(view?.monthly.total ?? 0, 0));
    for (const category of ['Fuel', 'Camping', 'Food', 'Activities'])
      await expect(budget.getByRole('rowheader', { name: category, exact: true })).toBeVisible();
    await expect(budget.getByRole('heading', { name: 'Full-timer tips' })).toBeVisible();
    await expect(budget.getByRole('listitem')).toHaveCount(plan.recommendations.fullTimerTips?.length ?? -1);
  });

  test('the results page shows no full-timer budget for a regular plan', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/results/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: plan.overview.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'AI Travel Tips' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Full-timer budget' })).toHaveCount(0);
  });

  test('a trip too short for 3-night stays is planned with a warning', async ({ page }) => {
    await openForm(page, 'ai');
    await fillDenverToMoab(page, '5 days');
    await page.getByRole('switch', { name: 'Full-timer mode' }).click();
    await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
    await page.waitForURL(/\/results\/[A-Z0-9]{8}$/, { timeout: 20_000 });
    const id = page.url().split('/').pop() ?? '';
    const plan = await storedJson<StoredPlan>(page, `trip_${id}_ai_plan`);
    expect(plan.warnings).toContainEqual(
      expect.stringMatching(/^A 5-day trip is too short for stays of 3 nights or more/),
    );
    for (const day of plan.dailyItinerary) expect(day.driveHours).toBeLessThanOrEqual(4.05);
  });

  test('the switch is kept in the draft and starts the hybrid optimize step at 4 hours', async ({ page }) => {
    await openForm(page, 'hybrid');
    await fillDenverToMoab(page, '7 days');
    await page.getByRole('switch', { name: 'Full-timer mode' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    const draft = await storedJson<{ planner: { fullTimer: boolean } }>(page, 'tripPlannerDraft');
    expect(draft.planner.fullTimer).toBe(true);

    await page.reload();
    const toggle = page.getByRole('switch', { name: 'Full-timer mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(/^Moab, Utah/);

    await page.getByRole('button', { name: 'Generate and Optimize' }).click();
    await expect(page.getByRole('heading', { name: 'Optimize Your Trip' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('max-driving-hours')).toHaveText('4 hours');
    const request = page.waitForRequest('**/api/ai/generate-trip');
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    expect((await request).postDataJSON()).toMatchObject({ fullTimer: true, maxDrivingHoursPerDay: 4 });
    await page.waitForURL(/\/results\/[A-Z0-9]{8}$/, { timeout: 20_000 });
  });
});
