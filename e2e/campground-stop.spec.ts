import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { TripPlan } from '../shared/schemas/plan';
import { seedGeneratedTrip } from './support/trips';

// A campground from the catalogue is a place like any other: found by name, credited when its
// data is OpenStreetMap's, and planned through as a stop.

const storedPlan = (page: Page, id: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
    `trip_${id}_ai_plan`,
  ) as Promise<TripPlan>;

const KOA = {
  label: 'Mount Rushmore KOA Resort at Palmer Gulch Resort, South Dakota, United States',
  latitude: 43.90489,
  longitude: -103.53516,
};

test('a campground found by name on the results page is credited and becomes a stop', async ({ page }) => {
  const { id, plan } = await seedGeneratedTrip(page);
  await page.goto(`/results/${id}`);
  const distance = page.getByTestId('results-distance');
  const before = await distance.textContent();

  const stops = page.getByTestId('stops-panel');
  await stops.getByLabel('Add a stop').fill('Mount Rushmore KOA');
  await stops.getByRole('button', { name: 'Search' }).click();
  const add = stops.getByRole('button', { name: `Add ${KOA.label}` });
  await expect(add).toBeVisible();
  const credit = stops.getByRole('link', { name: '© OpenStreetMap contributors' });
  await expect(credit).toHaveCount(1);
  await expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');

  const request = page.waitForRequest('**/api/ai/generate-trip');
  await add.click();
  expect((await request).postDataJSON().stops).toEqual([
    { name: KOA.label, latitude: KOA.latitude, longitude: KOA.longitude },
  ]);

  await expect(stops.getByTestId('trip-stop')).toHaveCount(1);
  await expect(stops.getByTestId('trip-stop')).toContainText('Mount Rushmore KOA');
  await expect(distance).not.toHaveText(before ?? '');
  const replanned = await storedPlan(page, id);
  expect(replanned.input.stops?.[0]?.name).toBe(KOA.label);
  // The new route passes the campground itself.
  const passes = replanned.routeOptions[0]!.waypoints.some(
    (w) => Math.abs(w.latitude - KOA.latitude) < 0.01 && Math.abs(w.longitude - KOA.longitude) < 0.01,
  );
  expect(passes).toBe(true);
  expect(replanned.overview.totalDistance).toBeGreaterThan(plan.overview.totalDistance);
});
