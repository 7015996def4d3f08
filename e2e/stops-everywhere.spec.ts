import type { Page } from '@playwright/test';
import { expect, failedConnection, test } from './support/test';
import type { TripPlan, TripStop } from '../shared/schemas/plan';
import { seedGeneratedTrip } from './support/trips';
import { addStopBySearch } from './support/stops';
import { WCAG_21_AA, axeOn } from './support/axe';
import { applyNewPlan, growTrip } from './support/questions';

// The stops panel works wherever the traveller edits the plan: the results page and the day editor,
// on a phone with the buttons (drag is not a touch gesture), and offline for changes that need no
// new route.

const storedPlan = (page: Page, id: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
    `trip_${id}_ai_plan`,
  ) as Promise<TripPlan>;

const DURANGO: TripStop = {
  name: 'Durango, Colorado, United States',
  latitude: 37.2753,
  longitude: -107.88007,
};
const OURAY: TripStop = { name: 'Ouray, Colorado, United States', latitude: 38.02277, longitude: -107.67145 };
const SILVERTON: TripStop = {
  name: 'Silverton, Colorado, United States',
  latitude: 37.81194,
  longitude: -107.66451,
};

const stopNames = (plan: TripPlan) => (plan.input.stops ?? []).map((s) => s.name.split(',')[0]);
const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);

/** Serious or critical WCAG 2.1 A/AA findings inside the stops panel. */
async function stopsPanelViolations(page: Page) {
  const results = await axeOn(page).include('[data-testid="stops-panel"]').withTags(WCAG_21_AA).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Counts the planner calls the page makes from now on. */
function countPlannerCalls(page: Page) {
  const calls = { count: 0 };
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ai/generate-trip')) calls.count += 1;
  });
  return calls;
}

test.describe('the stops panel in the day editor', () => {
  test('a stop added there re-plans the trip, keeps a note made in the editor, and Undo works there', async ({
    page,
  }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/results/${id}`);
    await page.getByRole('button', { name: 'Edit Itinerary' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Itinerary' })).toBeVisible();
    const day1 = page.getByTestId('day-editor-1');
    await day1.getByRole('button', { name: 'Edit Day 1' }).click();
    await day1.getByLabel('New note for day 1').fill('Dog needs a walk every 3 hrs');
    await day1.getByRole('button', { name: 'Add Note' }).click();

    const stops = page.getByTestId('stops-panel');
    await expect(stops).toBeVisible();
    const body = await addStopBySearch(page, stops, 'Durango');
    expect(body.stops[0].name).toMatch(/^Durango/);
    await applyNewPlan(page);

    // Still in the day editor, with the re-planned days.
    await expect(page.getByTestId('replan-note')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Itinerary' })).toBeVisible();
    await expect(stops.getByTestId('trip-stop')).toHaveCount(1);
    await expect(
      page.locator('[data-testid^="day-editor-"] h3').filter({ hasText: 'Durango' }).first(),
    ).toBeVisible();
    const replanned = await storedPlan(page, id);
    expect(replanned.dailyItinerary.some((d) => d.to.name.startsWith('Durango'))).toBe(true);
    expect(replanned.dailyItinerary.flatMap((d) => d.notes)).toContain('Dog needs a walk every 3 hrs');
    expect(replanned.overview.totalDistance).not.toBe(plan.overview.totalDistance);

    await page.getByTestId('replan-note').getByRole('button', { name: 'Undo' }).click();
    await expect(stops.getByTestId('trip-stop')).toHaveCount(0);
    const undone = await storedPlan(page, id);
    expect(undone.input.stops ?? []).toEqual([]);
    expect(undone.overview.totalDistance).toBe(plan.overview.totalDistance);
    expect(undone.dailyItinerary.flatMap((d) => d.notes)).toContain('Dog needs a walk every 3 hrs');
  });
});

test.describe('the stops panel on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('fits without sideways scrolling, and a stop moved with its button re-plans', async ({ page }) => {
    const { id } = await seedGeneratedTrip(page, (p) => {
      p.input.stops = [DURANGO, OURAY];
    });
    await page.goto(`/results/${id}`);
    const stops = page.getByTestId('stops-panel');
    await expect(stops.getByTestId('trip-stop')).toHaveCount(2);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(390);

    // Touch-size buttons: the phone's way to reorder and remove.
    for (const name of [
      'Move Durango, Colorado, United States down',
      'Remove Durango, Colorado, United States',
    ]) {
      const box = await stops.getByRole('button', { name }).boundingBox();
      expect(box?.width, name).toBeGreaterThanOrEqual(44);
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }

    const request = page.waitForRequest('**/api/ai/generate-trip');
    await stops.getByRole('button', { name: 'Move Durango, Colorado, United States down' }).tap();
    expect((await request).postDataJSON().stops.map((s: TripStop) => s.name.split(',')[0])).toEqual([
      'Ouray',
      'Durango',
    ]);
    await expect(page.getByTestId('replan-note')).toBeVisible();
    await expect(stops.getByTestId('trip-stop').first()).toHaveAccessibleName(/Stop 1: Ouray/);
    expect(stopNames(await storedPlan(page, id))).toEqual(['Ouray', 'Durango']);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(390);

    // The day editor with its stops panel fits too.
    await page.getByRole('button', { name: 'Edit Itinerary' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Itinerary' })).toBeVisible();
    await expect(stops).toBeVisible();
    await page.getByTestId('day-editor-1').getByRole('button', { name: 'Edit Day 1' }).tap();
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(390);
    expect(await stopsPanelViolations(page)).toEqual([]);
  });
});

test.describe('steering offline', () => {
  test('nights, notes and activities change with the network gone', async ({ page, context, expectConsoleError }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/results/${id}`);
    await expect(page.getByTestId('stops-panel')).toBeVisible();
    expectConsoleError(failedConnection(), 'the network is switched off on purpose');
    await context.setOffline(true);

    // One more night at the first stay: a rest day there, the later days moved on by one.
    const first = plan.dailyItinerary[0];
    const nights = plan.dailyItinerary.findIndex((d) => d.to.name !== first.to.name);
    expect(nights).toBeGreaterThan(0);
    await page
      .getByTestId('stops-panel')
      .getByLabel(`Nights at ${first.to.name} (day 1)`)
      .selectOption(String(nights + 1));
    await growTrip(page);
    await expect(page.getByTestId(`day-card-${plan.dailyItinerary.length + 1}`)).toBeVisible();

    await page.getByRole('button', { name: 'Edit Itinerary' }).click();
    const day1 = page.getByTestId('day-editor-1');
    await day1.getByRole('button', { name: 'Edit Day 1' }).click();
    await day1.getByLabel('New activity for day 1').fill('Sunset on the rim');
    await day1.getByRole('button', { name: 'Add Activity' }).click();
    await day1.getByLabel('New note for day 1').fill('Fill the fresh water tank');
    await day1.getByRole('button', { name: 'Add Note' }).click();
    await expect(day1.getByRole('list', { name: 'Day 1 notes' })).toContainText('Fill the fresh water tank');

    const stored = await storedPlan(page, id);
    expect(stored.dailyItinerary).toHaveLength(plan.dailyItinerary.length + 1);
    expect(stored.dailyItinerary.slice(0, nights + 1).every((d) => d.to.name === first.to.name)).toBe(true);
    expect(stored.dailyItinerary[nights + 1].to.name).not.toBe(first.to.name);
    expect(stored.dailyItinerary[0].activities).toContain('Sunset on the rim');
    expect(stored.dailyItinerary[0].notes).toContain('Fill the fresh water tank');
    expect(stored.travellerEdits?.map((e) => e.kind).sort()).toEqual(['activity', 'nights', 'note']);
    await expect(page.getByTestId('stops-notice')).toHaveCount(0);
  });

  test('a reorder back to an order planned before works offline; a new order says it needs a connection', async ({
    page,
    context,
    expectConsoleError,
  }) => {
    const { id } = await seedGeneratedTrip(page, (p) => {
      p.input.stops = [DURANGO, OURAY, SILVERTON];
    });
    await page.goto(`/results/${id}`);
    const stops = page.getByTestId('stops-panel');
    const items = stops.getByTestId('trip-stop');
    await expect(items).toHaveCount(3);

    // Online: a new order, routed by the planner.
    const request = page.waitForRequest('**/api/ai/generate-trip');
    await stops.getByRole('button', { name: `Move ${DURANGO.name} down` }).click();
    await request;
    await applyNewPlan(page);
    await expect(page.getByTestId('replan-note')).toBeVisible();
    await expect(items.first()).toHaveAccessibleName(/Stop 1: Ouray/);
    const reordered = await storedPlan(page, id);
    expect(stopNames(reordered)).toEqual(['Ouray', 'Durango', 'Silverton']);

    // Offline from here on: a note in the day editor, then the stop moved back there.
    expectConsoleError(failedConnection(), 'the network is switched off on purpose');
    await context.setOffline(true);
    const calls = countPlannerCalls(page);
    await page.getByRole('button', { name: 'Edit Itinerary' }).click();
    const day1 = page.getByTestId('day-editor-1');
    await day1.getByRole('button', { name: 'Edit Day 1' }).click();
    await day1.getByLabel('New note for day 1').fill('Dump tanks before leaving');
    await day1.getByRole('button', { name: 'Add Note' }).click();
    await expect(day1.getByRole('list', { name: 'Day 1 notes' })).toContainText('Dump tanks before leaving');

    await stops.getByRole('button', { name: `Move ${DURANGO.name} up` }).click();
    await applyNewPlan(page);
    await expect(items.first()).toHaveAccessibleName(/Stop 1: Durango/);
    await expect(page.getByTestId('replan-note')).toBeVisible();
    await expect(page.getByTestId('stops-notice')).toHaveCount(0);
    const movedBack = await storedPlan(page, id);
    expect(stopNames(movedBack)).toEqual(['Durango', 'Ouray', 'Silverton']);
    expect(movedBack.dailyItinerary.flatMap((d) => d.notes)).toContain('Dump tanks before leaving');
    expect(
      movedBack.travellerEdits?.some((e) => e.kind === 'note' && e.text === 'Dump tanks before leaving'),
    ).toBe(true);

    // An order never planned: nothing changes, and the panel says why.
    await stops.getByRole('button', { name: `Move ${SILVERTON.name} up` }).click();
    await expect(page.getByTestId('stops-notice')).toHaveText(
      /Reordering these stops needs a connection to route the new legs\./,
    );
    await expect(items.first()).toHaveAccessibleName(/Stop 1: Durango/);
    await expect(items.nth(2)).toHaveAccessibleName(/Stop 3: Silverton/);
    expect(await storedPlan(page, id)).toEqual(movedBack);

    // The Undo of the offline re-plan works offline too.
    await page.getByTestId('replan-note').getByRole('button', { name: 'Undo' }).click();
    await expect(items.first()).toHaveAccessibleName(/Stop 1: Ouray/);
    expect(stopNames(await storedPlan(page, id))).toEqual(['Ouray', 'Durango', 'Silverton']);
    expect(calls.count).toBe(0);
  });

  test('when the planner cannot be reached, the panel says so and the plan stays as it was', async ({
    page,
    expectConsoleError,
  }) => {
    const { id } = await seedGeneratedTrip(page, (p) => {
      p.input.stops = [DURANGO, OURAY];
    });
    await page.goto(`/results/${id}`);
    const before = await storedPlan(page, id);
    // The browser believes it is online, but no answer comes (a dead hotspot, a tunnel).
    await page.route('**/api/ai/generate-trip', (route) => route.abort('internetdisconnected'));
    expectConsoleError(failedConnection('/api/ai/generate-trip'), 'the planner request is cut off on purpose');
    const stops = page.getByTestId('stops-panel');
    await stops.getByRole('button', { name: `Move ${DURANGO.name} down` }).click();
    await expect(page.getByTestId('stops-notice')).toHaveText(
      /Reordering these stops needs a connection to route the new legs\./,
    );
    await expect(stops.getByTestId('trip-stop').first()).toHaveAccessibleName(/Stop 1: Durango/);
    await expect(page.getByTestId('replan-note')).toHaveCount(0);
    expect(await storedPlan(page, id)).toEqual(before);
  });
});
