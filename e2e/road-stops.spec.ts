import type { Page } from '@playwright/test';
import type { TripPlan } from '../shared/schemas/plan';
import { ROAD_STOP_WORDS, orderedRoadStops, roadStopText } from '../shared/trips/road-stops';
import { openDetailedMap, openMapPage } from './support/map';
import { serveServicesIfMissing, withRoadStops } from './support/road-stops';
import { OFFLINE_TEXT, loadWithServiceWorker } from './support/offline';
import { expect, failedConnection, test } from './support/test';
import { reviewShot } from './support/screenshots';
import { seedGeneratedTrip } from './support/trips';

// The road stops (fuel, rest areas, dump, water, propane, overnight parking) on the
// day cards, the trip map and /map, on a desktop and on a 390 px phone.

const pageWidth = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);

/** The first driving day with road stops, and its stops in route order. */
function firstStopDay(plan: TripPlan) {
  const day = plan.dailyItinerary.find((d) => (d.roadStops ?? []).length > 0)!;
  return { day, stops: orderedRoadStops(day.roadStops ?? []) };
}

async function expectStrip(page: Page, plan: TripPlan, scope = page.getByTestId('day-card-1')) {
  const { day, stops } = firstStopDay(plan);
  const strip = scope.getByRole('list', { name: `Day ${day.day} road stops` });
  await expect(strip).toBeVisible();
  const items = strip.getByRole('listitem');
  await expect(items).toHaveCount(stops.length);
  for (const [i, stop] of stops.entries()) await expect(items.nth(i)).toContainText(roadStopText(stop));
  for (const stop of stops.filter((s) => s.note))
    await expect(scope.getByRole('list', { name: `Day ${day.day} road stop notes` })).toContainText(
      stop.note!,
    );
  await expect(scope.getByTestId('road-stop-credits').first()).toContainText(
    stops[0].attribution ?? stops[0].source,
  );
}

async function expectRoadStopMarkers(page: Page, plan: TripPlan) {
  const routeMap = page.getByRole('application', { name: 'Route map' });
  const { stops } = firstStopDay(plan);
  const first = stops[0];
  const marker = routeMap.getByRole('button', {
    name: new RegExp(
      `^(${ROAD_STOP_WORDS[first.kind].item}: |\\d+ ${ROAD_STOP_WORDS[first.kind].layer.toLowerCase()} here)`,
    ),
  });
  await expect(marker.first()).toBeVisible();
  // The toggles are the legend: one per kind on the trip, each switching its markers.
  const toggles = page.getByRole('group', { name: 'Road stops on the map' });
  const toggle = toggles.getByRole('button', {
    name: new RegExp(`^${ROAD_STOP_WORDS[first.kind].layer} \\(\\d+\\)$`),
  });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(marker).toHaveCount(0);
  await toggle.press('Enter');
  await expect(marker.first()).toBeVisible();
  return { routeMap, first, marker };
}

test.describe('road stops on a desktop', () => {
  test('the day card strip in route order with notes and credits, printed with the day', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page, withRoadStops);
    await page.goto(`/results/${id}`);
    await expectStrip(page, plan);
    await page.emulateMedia({ media: 'print' });
    await expectStrip(page, plan);
    await page.emulateMedia({ media: 'screen' });

    // The trip's Day by Day tab shows the same strip.
    await page.goto(`/trip/${id}/itinerary`);
    await page.getByRole('tab', { name: 'Day by Day' }).click();
    await expectStrip(page, plan, page.getByTestId('day-details'));
  });

  test('the trip map: an icon per road stop, toggled per kind, on the first view and the detailed map', async ({
    page,
  }) => {
    // The detailed map is WebGL drawn in software on the test machine.
    test.setTimeout(120_000);
    const { id, plan } = await seedGeneratedTrip(page, withRoadStops);
    await page.goto(`/trip-test/${id}`);
    const { routeMap, first } = await expectRoadStopMarkers(page, plan);
    await openDetailedMap(page);
    const marker = routeMap.getByRole('button', {
      name: `${ROAD_STOP_WORDS[first.kind].item}: ${first.name}`,
    });
    await marker.first().press('Enter');
    const popup = page.getByRole('dialog', { name: first.name });
    await expect(popup).toContainText(`Day ${firstStopDay(plan).day.day}, mile ${Math.round(first.mile)}`);
    await expect(popup).toContainText(first.attribution ?? first.source);
    await reviewShot(routeMap, 'e2e/screenshots/trip-map-road-stops.png');
  });

  test('/map: a layer per kind near the view, off at first, with popups and credits', async ({ page }) => {
    await serveServicesIfMissing(page);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/services/search')) searches.push(new URL(r.url()).search);
    });
    await openMapPage(page);
    const toggles = page.getByRole('group', { name: 'Road services on the map' });
    await expect(toggles.getByRole('button')).toHaveCount(6);
    await page.getByLabel('Search for a location').fill('Moab');
    await page.getByRole('button', { name: 'Search' }).click();
    await toggles.getByRole('button', { name: 'Fuel stops' }).click();
    await toggles.getByRole('button', { name: 'Propane' }).click();
    const status = page.getByTestId('service-status');
    await expect(status).toContainText(/Fuel stops: [1-9]\d* · Propane: \d+/);
    expect(searches.some((s) => s.includes('kind=fuel'))).toBe(true);
    expect(searches.every((s) => !s.includes('kind=rest'))).toBe(true);
    const map = page.getByRole('application', { name: 'Map of national parks and campgrounds' });
    const fuel = map.getByRole('button', { name: /^(Fuel stop: |\d+ fuel stops here)/ }).first();
    await expect(fuel).toBeVisible();
    await expect(status.getByTestId('road-stop-credits')).toBeVisible();
    // A single place (not a group) opens its popup: what its source reports, and the credit.
    const name = (await fuel.getAttribute('aria-label')) ?? '';
    if (name.startsWith('Fuel stop: ')) {
      await fuel.press('Enter');
      const popup = page.getByRole('dialog', { name: name.replace('Fuel stop: ', '') });
      await expect(popup).toContainText('Fuel stop');
      await expect(popup.getByTestId('road-stop-credits')).toBeVisible();
      await popup.getByRole('button', { name: 'Close popup' }).click();
    }
    // Turning a layer off takes its markers away.
    await toggles.getByRole('button', { name: 'Fuel stops' }).click();
    await expect(map.getByRole('button', { name: /^(Fuel stop: |\d+ fuel stops here)/ })).toHaveCount(0);
  });

  test("/map: a rest area's popup links the state's own rule page its note cites", async ({ page }) => {
    // Coso Junction (US DOT rest areas, US-395 in California) stands alone in the data at this view:
    // its note cites Caltrans's rest-area rule page (data/rest-area-overnight.json).
    const source = 'http://www.dot.ca.gov/dist3/departments/mtce/safetyrest.htm';
    await openMapPage(page);
    await page.getByLabel('Search for a location').fill('Ridgecrest, CA');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('group', { name: 'Road services on the map' })
      .getByRole('button', { name: 'Rest areas' })
      .click();
    const map = page.getByRole('application', { name: 'Map of national parks and campgrounds' });
    await map.getByRole('button', { name: 'Rest area: Coso Junction' }).press('Enter');
    const popup = page.getByRole('dialog', { name: 'Coso Junction' });
    await expect(popup).toContainText('California (Caltrans)');
    const link = popup.getByRole('link', { name: source });
    await expect(link).toHaveAttribute('href', source);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });
});

test.describe('road stops on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the strip wraps on the day card and the trip map toggles fit a thumb', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page, withRoadStops);
    await page.goto(`/results/${id}`);
    await expectStrip(page, plan);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await page.goto(`/trip-test/${id}`);
    await expectRoadStopMarkers(page, plan);
    const toggle = page.getByRole('group', { name: 'Road stops on the map' }).getByRole('button').first();
    const box = await toggle.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  test('/map layers on a phone', async ({ page }) => {
    await serveServicesIfMissing(page);
    await openMapPage(page);
    // The explorer loads in its own chunk: typing before it is there would be lost.
    const toggles = page.getByRole('group', { name: 'Road services on the map' });
    await expect(toggles.getByRole('button')).toHaveCount(6);
    await page.getByLabel('Search for a location').fill('Moab');
    await page.getByRole('button', { name: 'Search' }).tap();
    await toggles.getByRole('button', { name: 'Fuel stops' }).tap();
    await expect(page.getByTestId('service-status')).toContainText(/Fuel stops: [1-9]/);
    const map = page.getByRole('application', { name: 'Map of national parks and campgrounds' });
    await expect(
      map.getByRole('button', { name: /^(Fuel stop: |\d+ fuel stops here)/ }).first(),
    ).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});

test.describe('road stops offline', () => {
  // playwright.config.ts blocks service workers for every other spec.
  test.use({ serviceWorkers: 'allow' });

  test('after one visit a trip shows its strip and map icons with the network gone', async ({
    page,
    context,
    expectConsoleError,
  }) => {
    expectConsoleError(failedConnection(), 'the network is switched off on purpose');
    const { id, plan } = await seedGeneratedTrip(page, withRoadStops);
    await loadWithServiceWorker(page, `/trip/${id}`);
    await expect(page.getByRole('group', { name: 'Road stops on the map' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await expectRoadStopMarkers(page, plan);
    await page.goto(`/results/${id}`);
    await expectStrip(page, plan);
  });
});
