import polyline from '@mapbox/polyline';
import type { Page } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { expect, failedResource, test } from './support/test';
import { reviewShot } from './support/screenshots';
import { seedGeneratedTrip } from './support/trips';
import { NATIONAL_LAYERS } from '../client/src/features/map/lib/map-style';
import {
  INTERSTATE_RGB,
  ROUTE_RGB,
  blockDetailedMap,
  clickMapAt,
  countPixels,
  detailedToggle,
  dragMap,
  featuresNear,
  holdDetailedMap,
  jumpTo,
  layerOrder,
  mapContainer,
  mapZoom,
  openDetailedMap,
  openMapPage,
  parkMarkers,
  project,
  renderedFeatures,
  shownMap,
  waitForMapIdle,
} from './support/map';

// The e2e build has no VITE_MAPBOX_TOKEN: the first view is the SVG map and the detailed map is
// the token-free MapLibre map. Tests about the first view hold the detailed map's code back, so the
// map under test cannot change while they run.
const shot = (page: Page, name: string) =>
  reviewShot(page, `e2e/screenshots/map-${name}.png`, { fullPage: true });

const offlineMap = (page: Page) => shownMap(page);
const toast = (page: Page) => page.locator('.toast-root');

async function mapCenter(page: Page) {
  const map = offlineMap(page);
  return {
    lat: Number(await map.getAttribute('data-center-lat')),
    lng: Number(await map.getAttribute('data-center-lng')),
    zoom: Number(await map.getAttribute('data-zoom')),
  };
}

const openMap = openMapPage;

// WebGL is drawn in software (SwiftShader) on the test machine: map tests get more time.
test.describe.configure({ timeout: 180_000 });

test.describe('the first view, then the detailed map', () => {
  test('the first view paints markers without MapLibre, keeps answering while the detailed map loads, which then opens at the same place', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const mapCode = () => requested.filter((p) => /maplibre|\/map-data\//.test(p));
    const release = await holdDetailedMap(page);
    await openMap(page);
    const first = page.getByTestId('offline-map');
    await expect(first).toHaveAttribute('data-renderer', 'svg');
    await expect(page.getByTestId('atlas')).toBeVisible();
    expect(await parkMarkers(page).count()).toBeGreaterThan(10);
    await page.waitForLoadState('networkidle');
    expect(mapCode()).toEqual([]);
    await expect(detailedToggle(page)).toBeVisible();

    // The first press on the map asks for the detailed map; the first view pans all the same.
    const start = await mapCenter(page);
    await dragMap(first, [0.5, 0.5], [0.4, 0.5], 5);
    await expect.poll(async () => (await mapCenter(page)).lng).toBeGreaterThan(start.lng);
    await expect(page.getByRole('button', { name: 'Loading the detailed map…' })).toBeVisible();
    await expect.poll(() => mapCode().some((p) => /\/assets\/maplibre-map-.*\.js$/.test(p))).toBe(true);
    // Keys and the wheel still move the first view while the code is on its way.
    await first.focus();
    const dragged = await mapCenter(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await mapCenter(page)).lat).toBeGreaterThan(dragged.lat);
    await page.keyboard.press('+');
    await expect(first).toHaveAttribute('data-zoom', '5.00');
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await mapCenter(page)).zoom).toBeGreaterThan(5);
    await expect(first).toBeVisible();
    const handed = await mapCenter(page);

    await release();
    await expect(mapContainer(page)).toBeVisible({ timeout: 60_000 });
    await expect(first).toHaveCount(0);
    await waitForMapIdle(page);
    const detailed = await mapCenter(page);
    expect(detailed.lat).toBeCloseTo(handed.lat, 1);
    expect(detailed.lng).toBeCloseTo(handed.lng, 1);
    // The same ground scale: web zoom levels differ from the first view's by under one level here.
    expect(Math.abs(detailed.zoom - handed.zoom)).toBeLessThan(1);
    // Keyboard focus was on the map and stays there.
    await expect(
      page.getByRole('application', { name: 'Map of national parks and campgrounds' }),
    ).toBeFocused();
    await expect(detailedToggle(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Loading the detailed map…' })).toHaveCount(0);
    await shot(page, 'detailed-after-first-view');
  });

  test('a popup open on the first view is still open on the detailed map', async ({ page }) => {
    const release = await holdDetailedMap(page);
    await openMap(page);
    // The park marker nearest the middle of the map, so it is in view on both maps.
    const box = (await offlineMap(page).boundingBox())!;
    const markers = await parkMarkers(page).all();
    const distances = await Promise.all(
      markers.map(async (m) => {
        const b = (await m.boundingBox())!;
        return Math.hypot(b.x - box.x - box.width / 2, b.y - box.y - box.height / 2);
      }),
    );
    const marker = markers[distances.indexOf(Math.min(...distances))];
    const name = (await marker.getAttribute('aria-label'))!.replace('National park: ', '');
    await marker.click();
    const popup = page.getByRole('dialog', { name });
    await expect(popup).toBeVisible();
    await expect(popup).toBeFocused();
    await release();
    await expect(mapContainer(page)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('offline-map')).toHaveCount(0);
    await expect(popup).toBeVisible();
    await expect(popup).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.getByRole('button', { name: `National park: ${name}` })).toBeFocused();
  });

  test('when the detailed map cannot load, the first view stays without an error', async ({
    page,
    expectConsoleError,
  }) => {
    // Chromium itself reports the refused request; the page must add no error of its own (the
    // fixture fails the test on any other).
    expectConsoleError(
      /^console\.error: Failed to load resource: net::ERR_FAILED \(https?:\/\/[^/]+\/assets\/maplibre-map-/,
      'the test refuses the detailed map chunk',
    );
    await blockDetailedMap(page);
    await openMap(page);
    await detailedToggle(page).click();
    await expect(detailedToggle(page)).toHaveCount(0);
    const first = page.getByTestId('offline-map');
    await expect(first).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await first.focus();
    await page.keyboard.press('+');
    await expect(first).toHaveAttribute('data-zoom', '5.00');
  });
});

test.describe('interactive map without a token', () => {
  test('draws highways, town labels and park markers, with a one-line token notice', async ({ page }) => {
    await openMap(page, '/interactive-map');
    await expect(page).toHaveTitle(/Interactive RV Map/);
    await expect(page.getByText('Detailed street map available with a Mapbox token')).toBeVisible();
    await expect(page.getByText(/VITE_MAPBOX_TOKEN/)).toHaveCount(0);
    await openDetailedMap(page);
    const map = offlineMap(page);
    await expect(map).toHaveAttribute('data-renderer', 'maplibre');
    // Shown, every layer of the national view is in, in drawing order (client/src/features/map/lib/map-style.ts).
    await expect(map).toHaveAttribute('data-layers', 'complete');
    // Drawn out of sight at a quarter of the pixels' ratio, it is shown sharp: at the page's own ratio.
    const canvas = await page.evaluate(() => {
      const c = (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap.getCanvas();
      return {
        width: c.width,
        expected: Math.floor(c.clientWidth * devicePixelRatio),
        hidden: getComputedStyle(c.parentElement as Element).contentVisibility,
      };
    });
    expect(canvas.width).toBe(canvas.expected);
    expect(canvas.hidden).toBe('visible');
    const base = ['water', 'land', 'coast', ...NATIONAL_LAYERS.map((layer) => layer.id)];
    expect(base.length).toBeGreaterThan(3);
    expect((await layerOrder(page)).filter((id) => base.includes(id))).toEqual(base);
    // Interstates are drawn: their features are on screen and their colour fills many pixels.
    const roads = await renderedFeatures(page, ['roads-low']);
    expect(roads.map((r) => r.properties.ref)).toEqual(expect.arrayContaining(['I-70', 'I-80', 'I-40']));
    const [interstatePixels] = await countPixels(page, [INTERSTATE_RGB]);
    expect(interstatePixels).toBeGreaterThan(1500);
    // Big cities are labelled on the national view; small towns wait for closer zooms.
    const labels = (await renderedFeatures(page, ['town-labels'])).map((l) => l.properties.n);
    expect(labels).toContain('Denver');
    expect(labels.length).toBeGreaterThanOrEqual(5);
    expect(labels).not.toContain('Moab');
    await jumpTo(page, -109.55, 38.57, 9.5);
    const close = (await renderedFeatures(page, ['town-labels', 'small-town-labels'])).map(
      (l) => l.properties.n,
    );
    expect(close).toContain('Moab');
    // US highways show at regional zooms (US-191 runs through Moab).
    const regional = (await renderedFeatures(page, ['roads-high'])).map((r) => r.properties.ref);
    expect(regional).toContain('US-191');
    await reviewShot(page, 'e2e/screenshots/map-moab-close.png');
    await jumpTo(page, -98.58, 39.83, 4);
    expect(await parkMarkers(page).count()).toBeGreaterThan(20);
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'National Parks' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Campgrounds' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find Your Spot' })).toBeVisible();
    await expect(page.getByText('Zoom in to level 6 or closer to see campgrounds.')).toBeVisible();
    await shot(page, 'no-token-overview');
  });

  test('search moves the view and loads campgrounds after the debounce', async ({ page }) => {
    await holdDetailedMap(page);
    await openMap(page);
    const before = await mapCenter(page);
    expect(before.zoom).toBe(4);
    await page.getByLabel('Search for a location').fill('Denver');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(offlineMap(page)).toHaveAttribute('data-zoom', '7.00');
    const after = await mapCenter(page);
    expect(after.lat).toBeCloseTo(39.74, 0);
    expect(after.lng).toBeCloseTo(-104.99, 0);
    await expect(page.getByRole('img', { name: /Denver/ })).toBeVisible();
    // (The interim 'Looking for campgrounds…' line is not waited for: on a loaded machine the
    // camera animation can outlast it. The debounce itself is unit tested in use-campgrounds-for-view.)
    // The search waits 2 s after the view settles.
    await expect(page.getByText(/\d+ campgrounds? within 150 miles of the map centre\./)).toBeVisible({
      timeout: 8000,
    });
    await expect(page.getByRole('button', { name: /^Campground: / }).first()).toBeVisible();
    await shot(page, 'search-denver');
  });

  test('a failed search shows the search error', async ({ page, expectConsoleError }) => {
    expectConsoleError(failedResource(500, '/api/geocode'), 'the place search is made to fail with 500');
    await page.route('**/api/geocode?*', (route) =>
      route.fulfill({ status: 500, body: '{"message":"boom"}' }),
    );
    await openMap(page);
    await page.getByLabel('Search for a location').fill('Moab');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(toast(page)).toContainText('Search Error');
    await expect(toast(page)).toContainText('Unable to search locations. Please try again.');
    // A swipe to the right closes it, as on a phone.
    const box = await toast(page).boundingBox();
    if (!box) throw new Error('the toast has no box');
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    // Well before the 5 s it would close by itself (and the pointer on it holds that wait).
    await expect(toast(page)).toHaveCount(0, { timeout: 2000 });
  });

  test('clicking a park marker opens its popup with the text limits', async ({ page }) => {
    // On the first view: the popup is the same on both maps (the test above keeps one open from the
    // first view into the detailed map), and the detailed map, WebGL drawn in software here, is not
    // opened for it.
    await holdDetailedMap(page);
    await openMap(page);
    // Acadia, on the coast of Maine, is east of the first view of a wide screen.
    await page.getByLabel('Search for a location').fill('Bar Harbor, ME');
    await page.getByRole('button', { name: 'Search' }).click();
    const marker = page.getByRole('button', { name: 'National park: Acadia National Park' });
    // The park's marker is on the page before the search has moved the view to it: clicked then, the
    // click could land where the marker was, not where the view puts it. The view at the place first.
    await expect(offlineMap(page)).toHaveAttribute('data-zoom', '7.00');
    await expect(marker).toBeInViewport();
    await marker.click();
    const popup = page.getByRole('dialog', { name: 'Acadia National Park' });
    await expect(popup).toBeVisible();
    const activities = popup.getByRole('list', { name: 'Activities' }).getByRole('listitem');
    await expect(activities).toHaveCount(4);
    await expect(activities.last()).toHaveText(/^\+\d+ more$/);
    const description = await popup.locator('p').nth(1).innerText();
    expect(description.length).toBeLessThanOrEqual(151);
    await shot(page, 'park-popup');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(marker).toBeFocused();
  });

  test('overlapping parks are grouped and a group zooms in when opened', async ({ page }) => {
    await holdDetailedMap(page);
    await openMap(page);
    const clusters = page.getByRole('button', { name: /^\d+ national parks here, zoom in$/ });
    expect(await clusters.count()).toBeGreaterThan(0);
    // Yellowstone and Grand Teton share a group at zoom 4.
    const yellowstone = page.getByRole('button', { name: 'National park: Yellowstone National Park' });
    await expect(yellowstone).toHaveCount(0);
    await clusters.first().click();
    await expect.poll(async () => (await mapCenter(page)).zoom).toBeGreaterThan(5);
    await page.getByLabel('Search for a location').fill('Cody, WY');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(yellowstone).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'National park: Grand Teton National Park' }),
    ).toBeVisible();
    await shot(page, 'cluster-zoomed');
  });

  test('campground markers open their popups too', async ({ page }) => {
    await holdDetailedMap(page);
    await openMap(page);
    await page.getByLabel('Search for a location').fill('Moab');
    await page.getByRole('button', { name: 'Search' }).click();
    // The view at the place before a marker is picked: one picked while the view still moved could
    // be another by the time it is clicked.
    await expect(offlineMap(page)).toHaveAttribute('data-zoom', '7.00');
    const campground = page.getByRole('button', { name: /^Campground: / }).first();
    await expect(campground).toBeVisible({ timeout: 8000 });
    const name = (await campground.getAttribute('aria-label'))!.replace('Campground: ', '');
    await campground.click();
    const popup = page.getByRole('dialog', { name });
    await expect(popup).toBeVisible();
    // The popup opens with a spinner and grows when its content arrives; above its marker it grows
    // upward and its close button moves. A close click while it moved fell between the two: the
    // press on the button, the release beside it, no click, and the popup stayed open. The content
    // first, then the click.
    await expect(popup.getByRole('status')).toHaveCount(0);
    await shot(page, 'campground-popup');
    await popup.getByRole('button', { name: 'Close popup' }).click();
    await expect(popup).toBeHidden();
  });

  test('the first view pans and zooms with the keyboard and the zoom buttons', async ({ page }) => {
    await holdDetailedMap(page);
    await openMap(page);
    const map = offlineMap(page);
    await map.focus();
    const start = await mapCenter(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await mapCenter(page)).lng).toBeGreaterThan(start.lng);
    await page.keyboard.press('+');
    await expect(map).toHaveAttribute('data-zoom', '5.00');
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect(map).toHaveAttribute('data-zoom', '6.00');
    await page.getByRole('button', { name: 'Zoom out', exact: true }).click();
    await expect(map).toHaveAttribute('data-zoom', '5.00');
    // Dragging pans the other way.
    const before = await mapCenter(page);
    await dragMap(map, [0.5, 0.5], [0.4, 0.5], 5);
    await expect.poll(async () => (await mapCenter(page)).lng).toBeGreaterThan(before.lng);
    // The wheel zooms in.
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await mapCenter(page)).zoom).toBeGreaterThan(5);
  });

  test('a 429 from the campground search shows the rate-limited notice', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(
      failedResource(429, '/api/campgrounds/search'),
      'the park search is made to answer 429',
    );
    await page.route('**/api/campgrounds/search?*', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"message":"Too many searches."}',
      }),
    );
    await openMap(page);
    await page.getByLabel('Search for a location').fill('Denver');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Campground search is rate limited.')).toBeVisible({ timeout: 8000 });
    await shot(page, 'rate-limited');
  });

  test('the detailed map takes over in place: focus moves to it without scrolling the page', async ({ page }) => {
    await openMap(page);
    await detailedToggle(page).click();
    // Read after the click (which scrolled its button, low on the map, into view); the map is not
    // wholly in view then, so a focus() that scrolls would move the page to show it.
    const y = await page.evaluate(() => window.scrollY);
    const box = (await page.getByTestId('offline-map').boundingBox())!;
    const wholly = box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
    expect(wholly, `the first view's box: ${JSON.stringify(box)}`).toBe(false);
    await expect(mapContainer(page)).toBeVisible({ timeout: 100_000 });
    await expect(mapContainer(page)).toBeFocused();
    // Three frames on: a smooth scroll started by the focus would have moved the page by then.
    const after = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let frames = 3;
          const next = () => (--frames === 0 ? resolve(window.scrollY) : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    expect(after).toBe(y);
  });

  test('fits a 360 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await holdDetailedMap(page);
    await openMap(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const marker = parkMarkers(page).first();
    const name = (await marker.getAttribute('aria-label'))!.replace('National park: ', '');
    await marker.click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await shot(page, 'mobile-360');
  });
});

test.describe('the campground catalogue on the token-free map', () => {
  test('clusters expand on click and a campground popup shows what is reported', async ({ page }) => {
    // The explorer's own nearby search (150 miles) is emptied so the catalogue layer draws every
    // campground itself instead of leaving them to the marker buttons; the popup's details request
    // (a 2-mile search at the point) goes to the real API.
    await page.route('**/api/campgrounds/search?*', (route) =>
      new URL(route.request().url()).searchParams.get('radius') === '150'
        ? route.fulfill({ contentType: 'application/json', body: '[]' })
        : route.continue(),
    );
    await openMap(page);
    await openDetailedMap(page);
    // The national view groups the catalogue's per-degree summary: `n` campgrounds a group.
    await expect
      .poll(async () => (await renderedFeatures(page, ['catalogue-summary'])).length)
      .toBeGreaterThan(3);
    // Everything the page loads for this view (the parks, the emptied nearby search, the catalogue's
    // index) is in and drawn before a group is chosen: a marker or a status line that arrived later
    // could cover or move the chosen point.
    await page.waitForLoadState('networkidle');
    await waitForMapIdle(page);
    const clusters = await renderedFeatures(page, ['catalogue-summary']);
    // The biggest group not covered by a park marker (those are buttons above the canvas), with a
    // margin: a group whose centre is a few pixels from a marker's edge could be read as on the canvas
    // and then clicked on the marker (a CI run opened Yosemite's popup so). One evaluation for all.
    const box = (await mapContainer(page).boundingBox())!;
    const bare = await page.evaluate(
      (points) =>
        points.map(([px, py]) =>
          [-10, 0, 10].every((dx) =>
            [-10, 0, 10].every((dy) => document.elementFromPoint(px + dx, py + dy)?.tagName === 'CANVAS'),
          ),
        ),
      clusters.map((c) => [box.x + c.point![0], box.y + c.point![1]] as [number, number]),
    );
    const open = clusters.filter((_, i) => bare[i]);
    const biggest = open.sort((a, b) => Number(b.properties.n) - Number(a.properties.n))[0];
    expect(Number(biggest.properties.n)).toBeGreaterThan(10);
    const before = await mapZoom(page);
    // What is at the point as it is clicked, for the failure message should the zoom not change.
    const hit = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px, py)?.outerHTML.slice(0, 120) ?? 'nothing',
      [box.x + biggest.point![0], box.y + biggest.point![1]],
    );
    await clickMapAt(page, biggest.point!);
    await expect
      .poll(() => mapZoom(page), { timeout: 15_000, message: `zoom after a click on ${hit}` })
      .toBeGreaterThan(before + 0.5);
    await waitForMapIdle(page);
    // Closer in, single campgrounds come out of their clusters: Red Desert RV Park, south of Moab,
    // an OpenStreetMap record that reports hook-ups, a dump station, a fee and reservations.
    await jumpTo(page, -109.45794, 38.48059, 13);
    const redDesert = async () =>
      (await renderedFeatures(page, ['catalogue-points'])).find(
        (p) => p.properties.name === 'Red Desert RV Park',
      );
    await expect.poll(redDesert, { timeout: 15_000 }).toBeDefined();
    await waitForMapIdle(page);
    const camp = await redDesert();
    await clickMapAt(page, camp!.point!);
    const popup = page.getByRole('dialog', { name: 'Red Desert RV Park' });
    await expect(popup).toBeVisible();
    const details = popup.getByRole('list', { name: 'Reported details' });
    await expect(details).toContainText('Electric hookups: Yes');
    await expect(details).toContainText('Dump station: Yes');
    await expect(details).toContainText('Fee:');
    await expect(details).toContainText('Reservations: Taken');
    await expect(popup.getByText('As reported by the source; call ahead to confirm.')).toBeVisible();
    await expect(popup.getByRole('link', { name: /435.?260.?7674/ })).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.reddesertrvpark\.com\/?$/,
    );
    await expect(popup.getByRole('link', { name: /OpenStreetMap contributors/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    await shot(page, 'catalogue-popup');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('offers RV parks only: staff housing near an RV park is not drawn as a campground', async ({
    page,
  }) => {
    await page.route('**/api/campgrounds/search?*', (route) =>
      route.fulfill({ contentType: 'application/json', body: '[]' }),
    );
    await openMap(page);
    await openDetailedMap(page);
    // Hill Country, Texas: "Staff Housing" (osm-458863120) lies 2.3 miles east of Peach Country RV Park.
    await jumpTo(page, -98.64, 30.2356, 12);
    const names = async () =>
      (await renderedFeatures(page, ['catalogue-points'])).map((p) => String(p.properties.name));
    await expect.poll(names, { timeout: 15_000 }).toContain('Peach Country RV Park');
    expect(await names()).not.toContain('Staff Housing');
  });

  test('the map chunk and its data load only when the traveller asks for the detailed map', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const mapFiles = () => requested.filter((p) => /maplibre|\/map-data\//.test(p));
    for (const path of ['/', '/trips', '/new-trip', '/about']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(mapFiles()).toEqual([]);
    // The map screen's first view needs neither.
    await openMap(page);
    await page.waitForLoadState('networkidle');
    expect(mapFiles()).toEqual([]);
    await openDetailedMap(page);
    expect(mapFiles().some((p) => /\/assets\/maplibre-map-.*\.js$/.test(p))).toBe(true);
    expect(mapFiles()).toEqual(
      expect.arrayContaining([
        '/map-data/states.json',
        '/map-data/roads-low.json',
        '/map-data/campgrounds/index.json',
      ]),
    );
    // The national view draws the catalogue from its index: no national file, no cell.
    expect(mapFiles().filter((p) => p.startsWith('/map-data/campgrounds'))).toEqual([
      '/map-data/campgrounds/index.json',
    ]);
  });
});

/** The catalogue campgrounds MapLibre drew (single or grouped), with their longitude and latitude. */
const drawnCampgrounds = (page: Page) =>
  page.evaluate(() => {
    const map = (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap;
    return map
      .queryRenderedFeatures({ layers: ['catalogue-points', 'catalogue-clusters'] })
      .map((f) => (f.geometry as unknown as { coordinates: [number, number] }).coordinates);
  });

test.describe('the catalogue streams by region', () => {
  // What is drawn here is which cells load, not how they look: a smaller canvas for software WebGL.
  test.use({ viewport: { width: 900, height: 560 } });
  test('zooming into a state fetches its cells, and panning brings the next region in', async ({ page }) => {
    await page.route('**/api/campgrounds/search?*', (route) =>
      route.fulfill({ contentType: 'application/json', body: '[]' }),
    );
    const cells: string[] = [];
    page.on('request', (r) => {
      const cell = /\/map-data\/campgrounds\/(-?\d+_-?\d+)\.json$/.exec(new URL(r.url()).pathname)?.[1];
      if (cell) cells.push(cell);
    });
    await openMap(page);
    await openDetailedMap(page);
    expect(cells).toEqual([]);
    // Zoom in on Utah (with the zoom-in key, from the state's middle): Utah's cells come, not Maine's.
    await jumpTo(page, -111.7, 39.3, 6);
    await mapContainer(page).focus();
    await page.keyboard.press('+');
    await expect.poll(() => mapZoom(page)).toBeGreaterThanOrEqual(6.9);
    await expect
      .poll(async () => (await drawnCampgrounds(page)).length, { timeout: 15_000 })
      .toBeGreaterThan(5);
    expect(cells).toEqual(expect.arrayContaining(['-28_9', '-29_9']));
    expect(cells).not.toContain('-18_11');
    const utah = await drawnCampgrounds(page);
    expect(utah.every(([lng, lat]) => lng < -104 && lng > -120 && lat > 33 && lat < 46)).toBe(true);
    // Pan east by dragging the map across, twice: campgrounds of Colorado's plains appear.
    for (let i = 0; i < 2; i++) {
      await dragMap(mapContainer(page), [0.85, 0.5], [0.15, 0.5], 8);
      await waitForMapIdle(page);
    }
    const centre = await mapCenter(page);
    expect(centre.lng).toBeGreaterThan(-108);
    await expect
      .poll(async () => (await drawnCampgrounds(page)).filter(([lng]) => lng > -104).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(cells).toEqual(expect.arrayContaining(['-26_9']));
    // Every cell once: coming back is served from memory.
    expect(new Set(cells).size).toBe(cells.length);
  });
});

test.describe('trip maps', () => {
  test("draw the plan's road line, numbered stops and campgrounds along the corridor", async ({ page }) => {
    // A road line that leaves the straight path: Denver north to Laramie, then west and south to Moab.
    const laramie: [number, number] = [41.31, -105.59];
    const geometry = polyline.encode(
      [[39.74, -104.99], laramie, [40.5, -107.5], [39.06, -108.55], [38.57, -109.55]],
      5,
    );
    const { id } = await seedGeneratedTrip(page, (plan) => {
      const selected = plan.routeOptions.find((o) => o.type === plan.selectedRoute)!;
      selected.geometry = geometry;
    });
    await page.goto(`/trip-test/${id}`);
    const routeMap = page.getByRole('application', { name: 'Route map' });
    await expect(routeMap).toBeVisible();
    // The first view draws the line and the stops at once; the detailed map is one press away.
    await expect(routeMap.getByTestId('route-line')).toBeVisible();
    await expect(routeMap.getByRole('button', { name: /^Start\b/ })).toBeVisible();
    await openDetailedMap(page);
    await expect(routeMap.getByRole('button', { name: /^Start\b/ })).toBeVisible();
    // The line follows the geometry (through Laramie), not straight segments between the stops.
    const atLaramie = await project(page, laramie[1], laramie[0]);
    expect(await featuresNear(page, atLaramie, ['route-line'], 6)).toContain('route-line');
    const [blue] = await countPixels(page, [ROUTE_RGB], 30);
    expect(blue).toBeGreaterThan(300);
    // Campgrounds near the road are shown (as markers or groups), the first map screen only.
    await expect(
      routeMap.getByRole('button', { name: /^(Campground: |\d+ campgrounds here)/ }).first(),
    ).toBeVisible({ timeout: 15_000 });
    await reviewShot(routeMap, 'e2e/screenshots/map-trip-road-line.png');
  });
});

test.describe('locate me', () => {
  test('with permission granted the map centres on the position', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 44.428, longitude: -110.5885 });
    await holdDetailedMap(page);
    await openMap(page);
    await page.getByRole('button', { name: 'My Location' }).click();
    await expect(offlineMap(page)).toHaveAttribute('data-zoom', '7.00');
    const view = await mapCenter(page);
    expect(view.lat).toBeCloseTo(44.43, 1);
    expect(view.lng).toBeCloseTo(-110.59, 1);
    await expect(page.getByRole('img', { name: 'Your location' })).toBeVisible();
    await shot(page, 'locate-granted');
  });

  test('with permission denied it explains how to enable location services', async ({ page, context }) => {
    await context.clearPermissions();
    await openMap(page);
    await page.getByRole('button', { name: 'My Location' }).click();
    await expect(toast(page)).toContainText('Location Error');
    await expect(toast(page)).toContainText('enable location services');
    expect((await mapCenter(page)).zoom).toBe(4);
    await shot(page, 'locate-denied');
  });

  test('without geolocation support it says location is not available', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined, configurable: true });
    });
    await openMap(page);
    await page.getByRole('button', { name: 'My Location' }).click();
    await expect(toast(page)).toContainText('Location Not Available');
  });
});
