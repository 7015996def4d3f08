import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { TripPlan } from '../shared/schemas/plan';
import { registerUser } from './fixtures/auth';
import { makeTrip, newTripId, seedGeneratedTrip, seedStorage, generatedPlan } from './support/trips';
import { stopsDaysOf } from '../shared/plan/stops-days';
import { growTrip } from './support/questions';

// Derived data follows every edit of the plan (docs/decisions/0002-derived-plan-data.md): the cost of
// the route chosen, the trip's card on My Trips, the Undo of the last re-plan or edit after a reload,
// and the road stops of the days a nights change moved.

const storedPlan = (page: Page, id: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
    `trip_${id}_ai_plan`,
  ) as Promise<TripPlan>;

/** Saved once the server's answer is on the days: no stored day says its stops still wait to be re-planned. */
async function expectNoDayWaitingForRoadStops(page: Page, id: string) {
  await expect
    .poll(async () =>
      (await storedPlan(page, id)).dailyItinerary
        .flatMap((d) => d.notes)
        .filter((n) => n.startsWith('Road stops:')),
    )
    .toEqual([]);
}

/** Opens day 1's editor on the results page and returns its list of park suggestions. */
async function openDayOneParkSuggestions(page: Page) {
  await page.getByRole('button', { name: 'Edit Itinerary' }).click();
  const editor = page.getByTestId('day-editor-1');
  await editor.getByRole('button', { name: 'Edit Day 1' }).click();
  return editor.getByRole('list', { name: 'Park suggestions for day 1' });
}

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const miles = (days: TripPlan['dailyItinerary']) => Math.round(days.reduce((s, d) => s + d.distance, 0));

/** The results header's figure under a label ('Distance', 'Estimated Cost'). */
const headerFigure = (page: Page, label: string) =>
  page
    .locator('header dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

test.describe('the plan model: derived data follows the edit', () => {
  test("choosing another route card shows that route's cost and miles, on the page and stored", async ({
    page,
  }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    const other = plan.routeOptions.find(
      (r) =>
        r.type !== plan.selectedRoute && Math.round(r.estimatedCost) !== Math.round(plan.costBreakdown.total),
    );
    if (!other) throw new Error('The seeded plan needs a route option of another cost');
    await page.goto(`/results/${id}`);
    const cost = headerFigure(page, 'Estimated Cost');
    await expect(cost).toHaveText(usd(plan.overview.estimatedCost));
    const label = { fastest: /Fastest/, scenic: /Scenic/, balanced: /Balanced/ }[other.type];
    const routes = page.getByRole('radiogroup', { name: 'Route' });
    await routes.getByRole('radio', { name: label }).click();
    await expect(routes.getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
    // The route's cost, within a dollar: the breakdown's parts are rounded one by one.
    await expect(cost).not.toHaveText(usd(plan.overview.estimatedCost));
    const shown = Number((await cost.textContent())?.replace(/[$,]/g, ''));
    expect(Math.abs(shown - other.estimatedCost)).toBeLessThanOrEqual(1);
    await expect(headerFigure(page, 'Distance')).toHaveText(
      `${other.distance.toLocaleString('en-US')} miles`,
    );
    await expect.poll(async () => (await storedPlan(page, id)).selectedRoute).toBe(other.type);
    const stored = await storedPlan(page, id);
    expect(stored.overview.estimatedCost).toBe(stored.costBreakdown.total);
    expect(stored.overview.totalDistance).toBe(miles(other.dailyItinerary));
    expect(stored.routeOptions.find((r) => r.type === other.type)?.estimatedCost).toBe(
      stored.costBreakdown.total,
    );
  });

  test("a trip's card on My Trips shows its plan as it is now: miles, stays and activities", async ({
    page,
  }) => {
    const plan = await generatedPlan(page.request);
    const other = plan.routeOptions.find(
      (r) => r.type !== plan.selectedRoute && r.distance !== plan.overview.totalDistance,
    );
    if (!other) throw new Error('The seeded plan needs a route option of other miles');
    // The trip's own copies of the figures were written when it was planned and are stale now.
    const id = newTripId();
    const trip = makeTrip(id, { numberOfStops: 9, mainActivities: ['A park no longer in the plan'] });
    await seedStorage(page, [trip], { [id]: plan });
    await page.goto(`/results/${id}`);
    const routes = page.getByRole('radiogroup', { name: 'Route' });
    const label = { fastest: /Fastest/, scenic: /Scenic/, balanced: /Balanced/ }[other.type];
    await routes.getByRole('radio', { name: label }).click();
    await expect.poll(async () => (await storedPlan(page, id)).selectedRoute).toBe(other.type);
    const now = await storedPlan(page, id);

    await page.goto('/trips');
    const card = page.getByTestId('trip-card').filter({ hasText: trip.title });
    await expect(card).toHaveCount(1);
    const figure = (name: string) =>
      card
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: name }) })
        .locator('dd');
    await expect(figure('Distance')).toHaveText(`${miles(now.dailyItinerary).toLocaleString('en-US')} mi`);
    const stays = now.dailyItinerary.filter(
      (d, i, all) => i === 0 || all[i - 1].to.name !== d.to.name,
    ).length;
    await expect(figure('Stops')).toHaveText(String(stays));
    await expect(figure('Cost')).toHaveText(usd(now.costBreakdown.total));
    await expect(card.getByRole('list', { name: 'Main activities' })).not.toContainText(
      'A park no longer in the plan',
    );
    const first = now.dailyItinerary.flatMap((d) => d.activities)[0];
    if (first) await expect(card.getByRole('list', { name: 'Main activities' })).toContainText(first);
  });

  test('the Undo of an Optimize is still there after a reload, and undoes it', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/results/${id}`);
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    await page.getByRole('radio', { name: 'Time' }).click();
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    const note = page.getByTestId('replan-note');
    await expect(note.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect.poll(async () => (await storedPlan(page, id)).overview.title).toMatch(/\(Optimized\)$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('(Optimized)');
    await expect(note.getByRole('button', { name: 'Undo' })).toBeVisible();
    await note.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.overview.title);
    await expect.poll(async () => (await storedPlan(page, id)).overview.title).toBe(plan.overview.title);
  });

  test('signed in, the Undo of an Optimize is kept with the trip on the server and survives a reload', async ({
    page,
    browser,
  }) => {
    const user = await registerUser(page);
    const plan = await generatedPlan(page.request);
    const id = newTripId();
    const created = await page.request.post('/api/trip-plans', {
      headers: { Authorization: `Bearer ${user.token}` },
      data: {
        trip: makeTrip(id, { numberOfStops: 9, mainActivities: ['A park no longer in the plan'] }),
        aiPlan: plan,
      },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/results/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.overview.title);
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    await page.getByRole('radio', { name: 'Time' }).click();
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    const note = page.getByTestId('replan-note');
    await expect(note.getByRole('button', { name: 'Undo' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('(Optimized)');
    await expect(note.getByRole('button', { name: 'Undo' })).toBeVisible();

    // Another device of the same traveller (a fresh browser context) has the Undo too.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/api/health');
    await second.evaluate((t) => localStorage.setItem('authToken', t), user.token);
    await second.goto(`/results/${id}`);
    await expect(second.getByRole('heading', { level: 1 })).toContainText('(Optimized)');
    await expect(second.getByTestId('replan-note').getByRole('button', { name: 'Undo' })).toBeVisible();
    await other.close();

    await note.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.overview.title);
    // The card on My Trips reads the plan as it is now, through the server's list.
    await page.goto('/trips');
    const card = page.getByTestId('trip-card').filter({ hasText: 'Denver to Moab' });
    await expect(card.getByRole('list', { name: 'Main activities' })).not.toContainText(
      'A park no longer in the plan',
    );
    const stays = plan.dailyItinerary.filter(
      (d, i, all) => i === 0 || all[i - 1].to.name !== d.to.name,
    ).length;
    await expect(card.locator('dl > div').filter({ hasText: 'Stops' }).locator('dd')).toHaveText(
      String(stays),
    );
  });

  test("a park swap gives the day the new park's road stops and sentences, none of the old park's", async ({
    page,
  }) => {
    const SENTINEL_STOP = 'Old Park Fuel Sentinel';
    const { id, plan } = await seedGeneratedTrip(page, (p) => {
      // The old park's own sentences and a road stop the old drive had, to be sure they go.
      const d1 = p.dailyItinerary[0];
      const old = d1.rvPark.name;
      const stop = {
        kind: 'fuel' as const,
        name: SENTINEL_STOP,
        latitude: 39.5,
        longitude: -105.5,
        mile: 5,
        detourMiles: 0.5,
        source: 'OSM',
      };
      p.dailyItinerary[0] = {
        ...d1,
        notes: [...d1.notes, `Tonight: ${old}, 2 mi from town.`, 'Fuel: an old fuel sentence.'],
        warnings: [...(d1.warnings ?? []), `${old} reports no sewer hook-up.`],
        roadStops: [...(d1.roadStops ?? []), stop],
      };
      p.routeOptions = p.routeOptions.map((r) =>
        r.type === p.selectedRoute ? { ...r, dailyItinerary: p.dailyItinerary } : r,
      );
    });
    const oldPark = plan.dailyItinerary[0].rvPark.name;
    await page.goto(`/results/${id}`);
    const list = await openDayOneParkSuggestions(page);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const choose = list.getByRole('button', { name: /^Choose / }).last();
    const chosen = ((await choose.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
    expect(chosen).not.toBe(oldPark);
    const replanned = page.waitForResponse(
      (r) => r.url().includes('/api/plan/road-stops') && r.request().method() === 'POST' && r.ok(),
    );
    await choose.click();
    await expect(
      page.getByTestId('day-editor-1').getByRole('button', { name: `${chosen} selected` }),
    ).toBeDisabled();
    await replanned;
    await expectNoDayWaitingForRoadStops(page, id);
    const stored = await storedPlan(page, id);
    const stay = stored.dailyItinerary.filter((d) => d.rvPark.name === chosen);
    expect(stay.length).toBeGreaterThan(0);
    for (const d of stored.dailyItinerary.slice(0, 3)) {
      expect([...d.notes, ...(d.warnings ?? [])].filter((t) => t.includes(oldPark))).toEqual([]);
      expect((d.roadStops ?? []).map((s) => s.name)).not.toContain(SENTINEL_STOP);
      expect(d.notes).not.toContain('Fuel: an old fuel sentence.');
    }
    // The days' stops are the planner's for the plan as it is now.
    const fresh = await page.request.post('/api/plan/road-stops', {
      data: {
        input: stored.input,
        days: stopsDaysOf(stored),
        changedDays: [1],
      },
    });
    expect(fresh.status()).toBe(200);
    const { days } = (await fresh.json()) as { days: Array<{ day: number; roadStops: unknown[] }> };
    for (const d of days)
      expect(stored.dailyItinerary.find((s) => s.day === d.day)?.roadStops ?? []).toEqual(d.roadStops);
    // And on the page: day 1's card no longer lists the old stop.
    await page.getByRole('button', { name: 'Back to Itinerary' }).click();
    await expect(page.getByTestId('day-card-1')).not.toContainText(SENTINEL_STOP);
  });

  test('a stay given one more night has the road stops of the trip re-planned from its first drive, and rest days none', async ({
    page,
  }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    const days = plan.dailyItinerary;
    // A stay on the way (its first day and nights) with a drive the day after it.
    const firsts = days.filter((d, i) => i === 0 || days[i - 1].to.name !== d.to.name);
    const nightsOf = (d: (typeof days)[number]) =>
      days.filter((o) => o.to.name === d.to.name && o.day >= d.day).length;
    const stay = firsts.find((d) => (days.find((o) => o.day === d.day + nightsOf(d))?.distance ?? 0) > 0);
    if (!stay) throw new Error('The seeded plan needs a stay on the way');
    const nights = nightsOf(stay);
    // Road stops carry across days (tanks, fuel) and propane reads the whole trip: re-planned from its first drive.
    const drive = days.find((d) => d.distance > 0)?.day ?? 1;
    await page.goto(`/results/${id}`);
    const asked = page.waitForRequest(
      (r) => r.url().includes('/api/plan/road-stops') && r.method() === 'POST',
    );
    await page
      .getByTestId('stops-panel')
      .getByLabel(`Nights at ${stay.to.name} (day ${stay.day})`)
      .selectOption(String(nights + 1));
    await growTrip(page);
    // The road stops are asked for from the trip's first drive on.
    const request = (await asked).postDataJSON() as { changedDays: number[] };
    expect(request.changedDays).toEqual([drive]);
    await expectNoDayWaitingForRoadStops(page, id);
    const stored = await storedPlan(page, id);
    expect(stored.dailyItinerary).toHaveLength(days.length + 1);
    for (const d of stored.dailyItinerary)
      if (d.distance === 0) expect(d.roadStops, `day ${d.day}`).toBeUndefined();
    const fresh = await page.request.post('/api/plan/road-stops', {
      data: { input: stored.input, days: stopsDaysOf(stored), changedDays: [drive] },
    });
    expect(fresh.status()).toBe(200);
    const answer = (await fresh.json()) as { days: Array<{ day: number; roadStops: unknown[] }> };
    expect(answer.days.map((d) => d.day)[0]).toBe(drive);
    for (const d of answer.days)
      expect(stored.dailyItinerary.find((s) => s.day === d.day)?.roadStops ?? []).toEqual(d.roadStops);
  });

  test('the Undo of a park swap is still there after a reload, and gives back the park and its road stops', async ({
    page,
  }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    const oldPark = plan.dailyItinerary[0].rvPark.name;
    await page.goto(`/results/${id}`);
    const list = await openDayOneParkSuggestions(page);
    const choose = list.getByRole('button', { name: /^Choose / }).last();
    await expect(choose).toBeVisible();
    await choose.click();
    const note = page.getByTestId('edit-undo-note');
    await expect(note).toContainText('Park changed on day 1');
    // The swap's road stops arrive as derived data: the Undo stays with them.
    await expect
      .poll(async () => {
        const now = await storedPlan(page, id);
        const waiting = now.dailyItinerary.some((d) => d.notes.some((n) => n.startsWith('Road stops:')));
        return !waiting && now.dailyItinerary[0].rvPark.name !== oldPark && now.lastEdit !== undefined;
      })
      .toBe(true);
    await page.reload();
    await expect(note.getByRole('button', { name: 'Undo' })).toBeVisible();
    await note.getByRole('button', { name: 'Undo' }).click();
    await expect(note).toHaveCount(0);
    await expect(page.getByTestId('day-card-1')).toContainText(oldPark);
    await expect.poll(async () => (await storedPlan(page, id)).lastEdit).toBeUndefined();
    const stored = await storedPlan(page, id);
    expect(stored.dailyItinerary.map((d) => d.rvPark.name)).toEqual(
      plan.dailyItinerary.map((d) => d.rvPark.name),
    );
    expect(stored.dailyItinerary.map((d) => d.roadStops ?? [])).toEqual(
      plan.dailyItinerary.map((d) => d.roadStops ?? []),
    );
    expect(stored.costBreakdown).toEqual(plan.costBreakdown);
    expect(stored.travellerEdits ?? []).toEqual(plan.travellerEdits ?? []);
  });
});
