import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { holdDetailedMap, jumpTo, openDetailedMap, openMapPage, renderedFeatures } from './support/map';

// Base FamCamps are open to military ID holders only. On /map a civilian never sees one,
// neither in the park search near the map centre nor on the "RV parks" layer; the "Military ID
// holder" switch shows them (and is remembered on the device). Ft Bliss RV Park (osm-990199147, El
// Paso) is the FamCamp of our data; Hueco Tanks State Park Campground, 25 miles east, is for everyone.

test.describe.configure({ timeout: 180_000 });

const militarySwitch = (page: Page) => page.getByRole('switch', { name: /^Military ID holder/ });
const famCampMarker = (page: Page) => page.getByRole('button', { name: 'Campground: Ft Bliss RV Park' });

const openMap = (page: Page) => openMapPage(page);

type Found = Array<{ name: string; militaryOnly?: boolean }>;
const searchAnswer = (page: Page, military: boolean) =>
  page
    .waitForResponse(
      (r) =>
        r.url().includes('/api/campgrounds/search?') && r.url().includes('militaryAccess=true') === military,
    )
    .then(async (r) => (await r.json()) as Found);

test('the park search near El Paso finds Fort Bliss RV Park only with the Military ID holder switch on', async ({
  page,
}) => {
  await holdDetailedMap(page);
  await openMap(page);
  await expect(militarySwitch(page)).not.toBeChecked();
  const civilian = searchAnswer(page, false);
  await page.getByLabel('Search for a location').fill('El Paso');
  await page.getByRole('button', { name: 'Search' }).click();
  const found = await civilian;
  expect(found.length).toBeGreaterThan(3);
  expect(found.map((c) => c.name)).not.toContain('Ft Bliss RV Park');
  await expect(page.getByText(/\d+ campgrounds? within 150 miles of the map centre\./)).toBeVisible();
  // Close enough in (zoom 10) that the FamCamp, 6 miles from the centre, would be a marker of its own.
  const firstView = page.getByTestId('offline-map');
  await firstView.focus();
  for (const zoom of ['8.00', '9.00', '10.00']) {
    await page.keyboard.press('+');
    await expect(firstView).toHaveAttribute('data-zoom', zoom);
  }
  await expect(page.getByRole('button', { name: /^Campground: / }).first()).toBeVisible();
  await expect(famCampMarker(page)).toHaveCount(0);

  const military = searchAnswer(page, true);
  await militarySwitch(page).click();
  await expect(militarySwitch(page)).toBeChecked();
  const famCamp = (await military).find((c) => c.name === 'Ft Bliss RV Park');
  expect(famCamp?.militaryOnly).toBe(true);
  await expect(famCampMarker(page)).toBeVisible();
  await famCampMarker(page).click();
  const popup = page.getByRole('dialog', { name: 'Ft Bliss RV Park' });
  await expect(popup.getByTestId('military-only')).toHaveText('Military only (ID required)');

  // Remembered on this device: the switch is still on after a reload.
  await page.reload();
  await expect(militarySwitch(page)).toBeChecked();
});

test('the RV parks layer draws Fort Bliss RV Park only for a military ID holder', async ({ page }) => {
  // The catalogue layer alone: the nearby search's markers are left empty.
  await page.route('**/api/campgrounds/search?*', (route) =>
    route.fulfill({ contentType: 'application/json', body: '[]' }),
  );
  await openMap(page);
  await openDetailedMap(page);
  // Between Fort Bliss (-106.442, 31.84) and Hueco Tanks (-106.037, 31.919), both unclustered at zoom 10.
  await jumpTo(page, -106.24, 31.88, 10);
  const names = async () =>
    (await renderedFeatures(page, ['catalogue-points'])).map((p) => String(p.properties.name));
  await expect.poll(names, { timeout: 15_000 }).toContain('Hueco Tanks State Park Campground');
  expect(await names()).not.toContain('Ft Bliss RV Park');

  await militarySwitch(page).click();
  await expect.poll(names, { timeout: 15_000 }).toContain('Ft Bliss RV Park');
  expect(await names()).toContain('Hueco Tanks State Park Campground');

  await militarySwitch(page).click();
  await expect.poll(names, { timeout: 15_000 }).not.toContain('Ft Bliss RV Park');
});
