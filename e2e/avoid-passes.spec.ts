import { expect, test } from './support/test';
import { chooseSelect, isoDaysFromNow, pickLocation, seedStorage, storedJson } from './planner-helpers';

type StoredTrip = { id: string; optimizationPreferences?: { avoidPasses?: boolean } };

// "Avoid mountain passes" in the planner's optimize step, and the day's note of what was avoided.
test('the planner keeps off mountain passes when asked, and the day says what it avoided', async ({
  page,
}) => {
  await seedStorage(page, { userTier: 'pro' });
  await page.goto('/#planner');
  await page.getByTestId('mode-hybrid').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // US-160 over Wolf Creek Pass is the direct road from Alamosa to Durango.
  await pickLocation(page, 'From', 'Alamosa, CO', /^Alamosa, Colorado/);
  await pickLocation(page, 'To', 'Durango, CO', /^Durango, Colorado/);
  await page.getByLabel('Departure date').fill(isoDaysFromNow(14));
  await chooseSelect(page, 'Trip duration', '3 days');
  await page.getByRole('button', { name: 'Generate and Optimize' }).click();
  await expect(page.getByRole('heading', { name: 'Optimize Your Trip' })).toBeVisible({ timeout: 20_000 });

  const passes = page.getByRole('switch', { name: 'Avoid mountain passes' });
  await expect(passes).toHaveAttribute('aria-checked', 'false');
  await passes.click();
  await expect(passes).toHaveAttribute('aria-checked', 'true');
  const request = page.waitForRequest('**/api/ai/generate-trip');
  await page.getByRole('button', { name: 'Optimize Trip' }).click();
  expect((await request).postDataJSON()).toMatchObject({ avoidPasses: true });
  await page.waitForURL(/\/results\/[A-Z0-9]{8}$/, { timeout: 30_000 });
  const id = page.url().split('/').pop() ?? '';

  await expect(
    // Far longer than over the pass, the note also says by how much, in miles and hours, against the
    // miles and hours over it (more than twice as long, it is one of the day's warnings). The route
    // chosen is the optimize target's (scenic: round by Great Sand Dunes, off CO-17's Cumbres and La
    // Manga passes); the pass its days kept off is named on its own day.
    page
      .getByText(
        /^Avoided [A-Z][\w' ]+ Pass \((US-160|CO-17), [\d,]+ ft\): you asked to avoid mountain passes(; the way round is about [\d,]+ miles \([^)]*\) longer than the [\d,]+ miles \([^)]*\) over it|, and the way round is more than twice as long: .+ To cross the pass instead, turn off "Avoid mountain passes")?\.$/,
      )
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  // Round Wolf Creek, the fastest option takes the balanced one's roads and nights: one card that
  // says so and names the pass its days kept off; the route chosen (the optimize target's) stays chosen.
  const routes = page.getByRole('radiogroup', { name: 'Route' });
  await expect(routes.getByRole('radio')).toHaveCount(2);
  const { selectedRoute } = await storedJson<{ selectedRoute: string }>(page, `trip_${id}_ai_plan`);
  const lead = selectedRoute === 'fastest' ? 'Fastest and Balanced' : 'Balanced and Fastest';
  const same = routes.getByRole('radio', { name: new RegExp(`^${lead}`) });
  await expect(same).toContainText(
    `${lead.replace(' B', ' b').replace(' F', ' f')} take the same roads and the same nights`,
  );
  await expect(same).toContainText('Keeps off: Wolf Creek Pass (US-160, 10,857 ft)');
  const scenic = routes.getByRole('radio', { name: /^Scenic/ });
  await expect(selectedRoute === 'scenic' ? scenic : same).toHaveAttribute('aria-checked', 'true');
  await expect(selectedRoute === 'scenic' ? same : scenic).toHaveAttribute('aria-checked', 'false');
  const trips = await storedJson<StoredTrip[]>(page, 'trips');
  expect(trips.find((t) => t.id === id)?.optimizationPreferences?.avoidPasses).toBe(true);

  // The trip settings show the choice; turned off there, the trip is re-planned without it and the
  // trip keeps it off (every later plan of it, on any dates, is asked without it).
  const roads = page.getByRole('region', { name: 'Roads' });
  await expect(roads.getByTestId('passes-summary')).toContainText('Avoid mountain passes: on');
  await roads.getByRole('button', { name: 'Change road settings' }).click();
  const setting = roads.getByRole('switch', { name: 'Avoid mountain passes' });
  await expect(setting).toHaveAttribute('aria-checked', 'true');
  await setting.click();
  const replan = page.waitForRequest('**/api/ai/generate-trip');
  await roads.getByRole('button', { name: 'Save road settings' }).click();
  expect((await replan).postDataJSON()).not.toHaveProperty('avoidPasses');
  await expect(roads.getByTestId('passes-summary')).toContainText('Avoid mountain passes: off');
  await expect
    .poll(async () => {
      const saved = (await storedJson<StoredTrip[]>(page, 'trips')).find((t) => t.id === id);
      return saved?.optimizationPreferences ? (saved.optimizationPreferences.avoidPasses ?? 'off') : 'none';
    })
    .toBe('off');
});
