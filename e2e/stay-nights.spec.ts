import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { TripPlan, Day } from '../shared/schemas/plan';
import { milesBetween } from '../client/src/entities/trips/plan/plan-edits';
import { SAME_PLACE_MILES } from '../client/src/entities/trips/plan/edit-merge';
import { seedGeneratedTrip } from './support/trips';
import { applyNewPlan, growTrip } from './support/questions';
import { ROAD_STOPS_NOT_REPLANNED } from '../shared/plan/day-texts';

// Nights the traveller sets at an overnight stay are their own edit: a re-plan keeps them, a plan
// that no longer stays there asks first, and Undo brings the nights back as they were.

const storedPlan = (page: Page, id: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
    `trip_${id}_ai_plan`,
  ) as Promise<TripPlan>;

/** The days whose road stops wait to be re-planned after an edit. */
const staleDays = (plan: TripPlan) =>
  plan.dailyItinerary.filter((d) => d.notes.includes(ROAD_STOPS_NOT_REPLANNED)).map((d) => d.day);

/** The stays of a list of days in order: place and nights. */
type Stay = { place: string; nights: number; day: number; to: Day['to'] };
const staysOf = (days: readonly Day[]) =>
  days.reduce<Stay[]>((out, d) => {
    const last = out[out.length - 1];
    if (last && last.place === d.to.name) last.nights += 1;
    else out.push({ place: d.to.name, nights: 1, day: d.day, to: d.to });
    return out;
  }, []);

/** The scenic route chosen, then 3 nights at a stay on the way (not the destination) that `pick` chooses. */
async function threeNightsOnTheWay(page: Page, pick: (stays: Stay[], plan: TripPlan) => Stay | undefined) {
  const { id, plan } = await seedGeneratedTrip(page);
  const scenic = plan.routeOptions.find((r) => r.type === 'scenic')!.dailyItinerary;
  const stay = pick(staysOf(scenic).slice(0, -1), plan);
  expect(stay, 'the scenic route has such a stay on the way').toBeDefined();
  const { place, day } = stay!;
  await page.goto(`/results/${id}`);
  await page
    .getByRole('radiogroup', { name: 'Route' })
    .getByRole('radio', { name: /Scenic/ })
    .click();
  await applyNewPlan(page);
  const panel = page.getByTestId('stops-panel');
  await panel.getByLabel(`Nights at ${place} (day ${day})`).selectOption('3');
  // Two more nights there are two more days: the traveller says so.
  if (stay!.nights < 3) await growTrip(page);
  const length = scenic.length + 3 - stay!.nights;
  await expect(page.locator('[data-testid^="day-card-"]')).toHaveCount(length);
  // The nights move the drives after the stay: their road stops are re-planned by the server, and
  // saved after the edit. The plan as edited is the one with them.
  await expect
    .poll(async () => staleDays(await storedPlan(page, id)), {
      message: 'the road stops of the days after the stay are re-planned',
    })
    .toEqual([]);
  const edited = await storedPlan(page, id);
  expect(staysOf(edited.dailyItinerary).find((s) => s.place === place)?.nights).toBe(3);
  return { id, place, day, length, edited, panel };
}

async function optimizeFor(page: Page, target: 'Activities' | 'Time') {
  await page.getByRole('button', { name: 'Optimize Trip' }).click();
  await page.getByRole('radio', { name: target }).click();
  const request = page.waitForRequest('**/api/ai/generate-trip');
  await page.getByRole('button', { name: 'Optimize Trip' }).click();
  return (await request).postDataJSON() as { duration: number; routeType: string };
}

test.describe('nights the traveller sets', () => {
  test('3 nights at a stay survive Optimize; Undo brings the plan before it back', async ({ page }) => {
    // A one-night stay: the planner, asked again, would not put 3 nights there by itself.
    const { id, place, day, length, edited, panel } = await threeNightsOnTheWay(page, (stays) =>
      stays.find((s) => s.nights === 1),
    );

    // Activities keeps the chosen route; the planner is asked for the trip's length with the nights.
    const body = await optimizeFor(page, 'Activities');
    expect(body).toMatchObject({ duration: length, routeType: 'scenic' });
    await applyNewPlan(page);
    await expect(page.getByTestId('replan-note')).toBeVisible();
    const optimized = await storedPlan(page, id);
    const stay = staysOf(optimized.dailyItinerary).find((s) => s.place === place);
    expect(stay?.nights).toBe(3);
    expect(optimized.dailyItinerary).toHaveLength(length);
    expect(optimized.overview.title).toMatch(/\(Optimized\)$/);
    expect(optimized.travellerEdits).toEqual([
      expect.objectContaining({ kind: 'nights', nights: 3, at: expect.objectContaining({ name: place }) }),
    ]);
    await expect(panel.getByLabel(`Nights at ${place} (day ${stay!.day})`)).toHaveValue('3');
    await expect(page.locator('[data-testid^="day-card-"]')).toHaveCount(length);

    await page.getByTestId('replan-note').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('replan-note')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('(Optimized)');
    await expect(panel.getByLabel(`Nights at ${place} (day ${day})`)).toHaveValue('3');
    const undone = await storedPlan(page, id);
    expect(undone.dailyItinerary).toEqual(edited.dailyItinerary);
    expect(undone.travellerEdits).toEqual(edited.travellerEdits);
  });

  test('a plan that no longer stays there says so first, and keeping the current plan keeps the nights', async ({
    page,
  }) => {
    // Time takes the fastest route: a stay with no fastest overnight near it is gone from the new plan.
    const { id, place, edited } = await threeNightsOnTheWay(page, (stays, plan) => {
      const fastest = plan.routeOptions.find((r) => r.type === 'fastest')!.dailyItinerary;
      return stays.find(
        (s) => s.nights !== 3 && fastest.every((d) => milesBetween(d.to, s.to) > SAME_PLACE_MILES),
      );
    });

    await optimizeFor(page, 'Time');
    const dialog = page.getByRole('dialog', { name: 'The new plan changes what you set' });
    await expect(dialog.getByTestId('replan-conflicts')).toContainText(`your 3 nights at ${place}`);
    await dialog.getByRole('button', { name: 'Keep my current plan' }).click();
    await expect(dialog).toHaveCount(0);
    const kept = await storedPlan(page, id);
    expect(kept.dailyItinerary).toEqual(edited.dailyItinerary);
    expect(kept.selectedRoute).toBe('scenic');
  });
});
