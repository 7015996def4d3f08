import { expect, test } from './support/test';
import { chooseSelect, isoDaysFromNow, pickLocation, seedStorage, storedJson } from './planner-helpers';

type StoredDay = { day: number; nights: number; rvPark: { name: string; freeOvernight?: unknown } };
type StoredPlan = {
  input: { travellers?: unknown; preferFreeOvernights?: boolean };
  dailyItinerary: StoredDay[];
  routeOptions: Array<{ type: string; dailyItinerary?: StoredDay[] }>;
};

// Who travels and free overnights where allowed, from the planner form to
// the results page.
test('the planner form sends who travels and free overnights, and the results show a transit night at a store', async ({
  page,
}) => {
  await seedStorage(page, { userTier: 'pro' });
  await page.goto('/#planner');
  await page.getByTestId('mode-ai').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickLocation(page, 'From', 'Chicago, IL', /^Chicago, Illinois/);
  await pickLocation(page, 'To', 'Denver, CO', /^Denver, Colorado/);
  await page.getByLabel('Departure date').fill(isoDaysFromNow(14));
  await chooseSelect(page, 'Trip duration', '5 days');

  const who = page.getByRole('group', { name: 'Who travels' });
  await expect(who.getByLabel('Adults')).toHaveValue('2');
  // A bad age is refused with its message, then corrected.
  await who.getByLabel("Children's ages").fill('6, nine');
  await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
  await expect(
    page.getByText("Children's ages must be whole numbers from 0 to 17, separated by commas"),
  ).toBeVisible();
  await who.getByLabel("Children's ages").fill('6, 9');
  await who.getByLabel('Pets').fill('1');
  const free = page.getByRole('switch', { name: 'Free overnights where allowed' });
  await expect(free).toHaveAttribute('aria-checked', 'false');
  await free.click();
  await expect(free).toHaveAttribute('aria-checked', 'true');
  const military = who.getByRole('switch', { name: 'Military ID holder (military campgrounds, FamCamps)' });
  await expect(military).toHaveAttribute('aria-checked', 'false');
  await military.click();

  const request = page.waitForRequest('**/api/ai/generate-trip');
  await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    travellers: { adults: 2, childAges: [6, 9], pets: 1 },
    preferFreeOvernights: true,
    militaryAccess: true,
  });
  await page.waitForURL(/\/results\/[A-Z0-9]{8}$/, { timeout: 30_000 });
  const id = page.url().split('/').pop() ?? '';
  const trips = await storedJson<Array<{ id: string; preferFreeOvernights?: boolean }>>(page, 'trips');
  expect(trips.find((t) => t.id === id)).toMatchObject({ preferFreeOvernights: true, militaryAccess: true });

  const plan = await storedJson<StoredPlan>(page, `trip_${id}_ai_plan`);
  const transit = plan.dailyItinerary.find((d) => d.rvPark.freeOvernight);
  expect(transit, 'a transit night at a free overnight location').toBeDefined();
  const night = page.getByRole('region', { name: `Day ${transit?.day} free overnight` });
  await expect(night).toBeVisible();
  await expect(night).toContainText('Free overnight: not a campground');
  await expect(night).toContainText(transit?.rvPark.name ?? '-');
  await expect(night).toContainText('$0 for the night');
  await expect(night.getByRole('list', { name: 'Rules for the night' })).toContainText(
    'Ask the store manager',
  );
  // The trip settings say who travels.
  await expect(page.getByTestId('travellers-summary')).toHaveText('2 adults, 2 children (aged 6, 9), 1 pet.');
  await expect(page.getByTestId('place-access-summary')).toContainText('FamCamps): yes.');
});

// Free camping on public land as a free overnight: a snowbird's January drive from Phoenix at 3 h a
// day on the fastest route (I-10) spends its first night at a BLM camping area by Quartzsite,
// reported free in OpenStreetMap. (The balanced route goes in by Joshua Tree's West Entrance on CA-62.)
test('a transit night on free public land shows what it is, its rules and the map data credit', async ({ page }) => {
  await seedStorage(page, { userTier: 'pro' });
  await page.goto('/#planner');
  await page.getByTestId('mode-ai').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickLocation(page, 'From', 'Phoenix, AZ', /^Phoenix, Arizona/);
  await pickLocation(page, 'To', 'Los Angeles, CA', /^Los Angeles, California/);
  // Next January, whatever today's date: the desert's winter season.
  await page.getByLabel('Departure date').fill(`${new Date().getFullYear() + 1}-01-12`);
  await chooseSelect(page, 'Trip duration', '3 days');
  await page.getByRole('spinbutton', { name: 'Max driving hours a day' }).fill('3');
  await page.getByRole('switch', { name: 'Free overnights where allowed' }).click();
  await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
  await page.waitForURL(/\/results\/[A-Z0-9]{8}$/, { timeout: 30_000 });
  const id = page.url().split('/').pop() ?? '';

  const routes = page.getByRole('radiogroup', { name: 'Route' });
  await routes.getByRole('radio', { name: /Fastest/ }).click();
  await expect(routes.getByRole('radio', { name: /Fastest/ })).toHaveAttribute('aria-checked', 'true');
  const plan = await storedJson<StoredPlan>(page, `trip_${id}_ai_plan`);
  const fastest = plan.routeOptions.find((o) => o.type === 'fastest')?.dailyItinerary ?? [];
  const land = fastest.find(
    (d) => (d.rvPark.freeOvernight as { kind?: string } | undefined)?.kind === 'public-land',
  );
  expect(land, 'a transit night on free public land').toBeDefined();
  const night = page.getByRole('region', { name: `Day ${land?.day} free overnight` });
  await expect(night).toContainText('Free overnight: public land, no hook-ups');
  await expect(night).toContainText(land?.rvPark.name ?? '-');
  await expect(night).toContainText('$0 for the night');
  await expect(night.getByRole('list', { name: 'Rules for the night' })).toContainText(
    'OpenStreetMap reports no fee',
  );
  // The stay-limit rule cites its regulation's page: a link there, its address its text, in a new tab.
  const ecfr = /^https:\/\/www\.ecfr\.gov\/.*8365\.1-2$/;
  const regulation = night
    .getByRole('list', { name: 'Rules for the night' })
    .getByRole('link', { name: ecfr });
  await expect(regulation).toHaveAttribute('href', ecfr);
  await expect(regulation).toHaveAttribute('target', '_blank');
  await expect(regulation).toHaveAttribute('rel', /noopener/);
  await expect(night.getByTestId('osm-credit')).toContainText('OpenStreetMap contributors');
});
