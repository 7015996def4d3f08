import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { TripPlan } from '../shared/schemas/plan';
import { GENERATE_INPUT, makeTrip, newTripId, seedGeneratedTrip, seedStorage } from './support/trips';
import { addStopBySearch } from './support/stops';

// The traveller steers the plan: their parks, notes and stops survive every re-plan.

const storedPlan = (page: Page, id: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
    `trip_${id}_ai_plan`,
  ) as Promise<TripPlan>;

const dayTitles = (page: Page) => page.locator('[data-testid^="day-card-"] h3').allTextContents();

test.describe('plans the traveller steers', () => {
  test('a manual trip gets an AI plan that keeps the chosen park and the note', async ({ page }) => {
    const id = newTripId();
    await seedStorage(page, [
      makeTrip(id, {
        planningMode: 'manual',
        isEditable: true,
        travelStyle: 'custom',
        dayPlans: [
          {
            day: 1,
            date: '2026-09-01',
            rvPark: {
              id: 'ridb-saddlehorn',
              day: 1,
              name: 'Saddlehorn Campground',
              address: 'Colorado National Monument, CO',
              coordinates: [39.10481, -108.73286],
              selectedAmenities: ['Water', 'Toilets'],
              reservationStatus: 'needed',
            },
            activities: [
              {
                id: 'a1',
                day: 1,
                name: 'Rim Rock Drive at sunset',
                type: 'sightseeing',
                duration: '2 hours',
                userAdded: true,
                priority: 'high',
              },
            ],
            notes: 'Dog needs a walk every 3 hrs',
          },
        ],
      }),
    ]);
    await page.goto(`/results/${id}`);
    const request = page.waitForRequest('**/api/ai/generate-trip');
    await page.getByRole('button', { name: 'Generate AI Plan' }).click();
    // The chosen park is a stop the new route must pass.
    expect((await request).postDataJSON().stops).toEqual([
      { name: 'Saddlehorn Campground', latitude: 39.10481, longitude: -108.73286 },
    ]);
    const day = page
      .locator('[data-testid^="day-card-"]')
      .filter({ hasText: 'Saddlehorn Campground' })
      .first();
    await expect(day).toBeVisible();
    await expect(day.getByRole('heading', { level: 4, name: 'Saddlehorn Campground' })).toBeVisible();
    await expect(day.getByRole('list', { name: /^Day \d+ notes$/ })).toContainText(
      'Dog needs a walk every 3 hrs',
    );
    await expect(day.getByRole('list', { name: /activities/ })).toContainText('Rim Rock Drive at sunset');

    // They stay through an optimize too, which re-plans the whole trip.
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    await page.getByRole('radio', { name: 'Time' }).click();
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    await expect(page.getByTestId('replan-note')).toBeVisible();
    await expect(page.getByText('Dog needs a walk every 3 hrs').first()).toBeVisible();
    const plan = await storedPlan(page, id);
    const kept = plan.dailyItinerary.find((d) => d.rvPark.name === 'Saddlehorn Campground');
    expect(kept?.notes).toContain('Dog needs a walk every 3 hrs');
    expect(plan.travellerEdits?.map((e) => e.kind).sort()).toEqual(['activity', 'note', 'park']);
    // The kept park's night is where the day's drive ends: routed to the park, not to the planner's stop.
    await expect
      .poll(async () => {
        const now = await storedPlan(page, id);
        const at = now.dailyItinerary.find((d) => d.rvPark.name === 'Saddlehorn Campground');
        return at && [at.to.latitude, at.to.longitude];
      })
      .toEqual([39.10481, -108.73286]);
  });

  test('a stop added on the results page re-plans the days and the distance; Undo brings the plan back', async ({
    page,
  }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/results/${id}`);
    const distance = page.getByTestId('results-distance');
    const titles = page.locator('[data-testid^="day-card-"] h3');
    // The days render in turns: read them once every day's card is there (a read straight after the
    // page loads saw 3 of 5 under load).
    await expect(titles).toHaveCount(plan.dailyItinerary.length);
    await expect(distance).toHaveText(/\d miles/);
    const before = await distance.textContent();
    const titlesBefore = await dayTitles(page);

    const stops = page.getByTestId('stops-panel');
    const body = await addStopBySearch(page, stops, 'Durango');
    expect(body.stops[0].name).toMatch(/^Durango/);

    await expect(stops.getByTestId('trip-stop')).toHaveCount(1);
    await expect(distance).not.toHaveText(before ?? '');
    await expect(
      page.locator('[data-testid^="day-card-"] h3').filter({ hasText: 'Durango' }).first(),
    ).toBeVisible();
    expect(await dayTitles(page)).not.toEqual(titlesBefore);
    const replanned = await storedPlan(page, id);
    expect(replanned.input.stops?.[0].name).toMatch(/^Durango/);
    expect(replanned.dailyItinerary.some((d) => d.to.name.startsWith('Durango'))).toBe(true);

    // Undo of the last re-plan.
    await page.getByTestId('replan-note').getByRole('button', { name: 'Undo' }).click();
    await expect(distance).toHaveText(before ?? '');
    await expect(stops.getByTestId('trip-stop')).toHaveCount(0);
    await expect(titles).toHaveText(titlesBefore);
    expect((await storedPlan(page, id)).overview.totalDistance).toBe(plan.overview.totalDistance);
  });

  test('stops reorder by keyboard', async ({ page }) => {
    const { id } = await seedGeneratedTrip(page, (p) => {
      p.input.stops = [
        { name: 'Durango, Colorado, United States', latitude: 37.2753, longitude: -107.88007 },
        { name: 'Ouray, Colorado, United States', latitude: 38.02277, longitude: -107.67145 },
      ];
    });
    await page.goto(`/results/${id}`);
    const items = page.getByTestId('trip-stop');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveAccessibleName(/Stop 1: Durango/);
    await items.first().focus();
    const request = page.waitForRequest('**/api/ai/generate-trip');
    await page.keyboard.press('Alt+ArrowDown');
    expect((await request).postDataJSON().stops.map((s: { name: string }) => s.name)).toEqual([
      'Ouray, Colorado, United States',
      'Durango, Colorado, United States',
    ]);
    await expect(items.first()).toHaveAccessibleName(/Stop 1: Ouray/);
    await expect(items.nth(1)).toHaveAccessibleName(/Stop 2: Durango/);
    expect((await storedPlan(page, id)).input.stops?.map((s) => s.name.split(',')[0])).toEqual([
      'Ouray',
      'Durango',
    ]);
  });

  test('Scenic shows its own days, different from Fastest, and the choice persists', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    const [fastest, scenic] = plan.routeOptions;
    expect(scenic.dailyItinerary.map((d) => d.title)).not.toEqual(fastest.dailyItinerary.map((d) => d.title));
    await page.goto(`/results/${id}`);
    const routes = page.getByRole('radiogroup', { name: 'Route' });
    await routes.getByRole('radio', { name: /Fastest/ }).click();
    await expect(page.getByTestId('day-card-1')).toContainText(fastest.dailyItinerary[0].title);
    const fastestTitles = await dayTitles(page);
    await routes.getByRole('radio', { name: /Scenic/ }).click();
    await expect(routes.getByRole('radio', { name: /Scenic/ })).toHaveAttribute('aria-checked', 'true');
    await expect
      .poll(() => dayTitles(page))
      .toEqual(scenic.dailyItinerary.map((d) => `Day ${d.day}: ${d.title}`));
    expect(await dayTitles(page)).not.toEqual(fastestTitles);
    await expect(page.getByTestId('route-stops-scenic')).not.toHaveText(
      (await page.getByTestId('route-stops-fastest').textContent()) ?? '',
    );
    await page.reload();
    await expect(routes.getByRole('radio', { name: /Scenic/ })).toHaveAttribute('aria-checked', 'true');
    expect((await storedPlan(page, id)).selectedRoute).toBe('scenic');
  });

  test('an optimize at 4 h a day gives no day over 4 h', async ({ page }) => {
    // A longer trip whose planned days drive more than 4 h.
    const trip = { ...GENERATE_INPUT, toLocation: 'Las Vegas, NV', duration: 7 };
    const response = await page.request.post('/api/ai/generate-trip', { data: trip });
    expect(response.status()).toBe(200);
    const plan = (await response.json()) as TripPlan;
    expect(Math.max(...plan.dailyItinerary.map((d) => d.driveHours))).toBeGreaterThan(4);
    const id = newTripId();
    await seedStorage(page, [makeTrip(id, { toLocation: 'Las Vegas, NV', duration: 7 })], { [id]: plan });
    await page.goto(`/results/${id}`);
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    const slider = page.getByRole('slider', { name: 'Max driving hours per day' });
    await slider.focus();
    await slider.press('ArrowLeft');
    await slider.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '4');
    const request = page.waitForRequest('**/api/ai/generate-trip');
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    expect((await request).postDataJSON()).toMatchObject({ maxDrivingHoursPerDay: 4 });
    await expect(page.getByTestId('replan-note')).toContainText(
      /Longest drive: [\d.]+ h → [0-4](\.\d)? h a day/,
    );
    const optimized = await storedPlan(page, id);
    for (const d of optimized.dailyItinerary) expect(d.driveHours).toBeLessThanOrEqual(4);
    for (const d of optimized.dailyItinerary) {
      if (d.driveHours === 0) continue;
      await expect(page.getByTestId(`day-card-${d.day}`)).toContainText(d.driveTime);
    }
  });
});
