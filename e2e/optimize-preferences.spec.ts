import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { TripPlan } from '../shared/schemas/plan';
import { GENERATE_INPUT, makeTrip, newTripId, seedStorage } from './support/trips';

// The optimize preferences change the plan, or the plan says on the day why they cannot.

const storedPlan = (page: Page, id: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
    `trip_${id}_ai_plan`,
  ) as Promise<TripPlan>;

test('optimizing with a preferred amenity and an activity category changes the parks and says what is missing', async ({
  page,
}) => {
  const response = await page.request.post('/api/ai/generate-trip', { data: GENERATE_INPUT });
  expect(response.status()).toBe(200);
  const plan = (await response.json()) as TripPlan;
  const id = newTripId();
  await seedStorage(page, [makeTrip(id)], { [id]: plan });
  await page.goto(`/results/${id}`);

  await page.getByRole('button', { name: 'Optimize Trip' }).click();
  await page.getByRole('group', { name: 'Preferred amenities' }).getByLabel('Dump Station').check();
  await page.getByRole('group', { name: 'Prioritize activities' }).getByLabel('Food & Dining').check();
  const request = page.waitForRequest('**/api/ai/generate-trip');
  await page.getByRole('button', { name: 'Optimize Trip' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    preferredAmenities: ['Dump Station'],
    prioritizeActivities: ['Food & Dining'],
  });
  await expect(page.getByTestId('day-warnings-1')).toContainText(
    'None of your prioritized activities (Food & Dining) is offered',
  );

  const optimized = await storedPlan(page, id);
  expect(optimized.input.preferredAmenities).toEqual(['Dump Station']);
  // Each night's park reports a dump station, or the day that drives there says none near does.
  for (const d of optimized.dailyItinerary) {
    const card = page.getByTestId(`day-card-${d.day}`);
    await expect(card.getByRole('region', { name: `Day ${d.day} RV park` })).toContainText(d.rvPark.name);
    if (d.rvPark.reported?.dumpStation === 'yes' || d.driveHours === 0) continue;
    await expect(page.getByTestId(`day-warnings-${d.day}`)).toContainText('dump station');
  }
  // Moab's park in the first plan reports no dump station; the optimized one does.
  const lastBefore = plan.dailyItinerary.at(-1);
  const lastAfter = optimized.dailyItinerary.at(-1);
  expect(lastBefore?.rvPark.reported?.dumpStation).not.toBe('yes');
  expect(lastAfter?.rvPark.reported?.dumpStation).toBe('yes');
  await expect(page.getByTestId(`day-card-${lastAfter?.day}`)).toContainText(lastAfter?.rvPark.name ?? '');
});
