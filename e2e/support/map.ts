import type { Locator, Page, Route } from '@playwright/test';
import { expect } from '@playwright/test';
import { whenMapIdle } from './map-idle';
import type { Map as MaplibreMap } from 'maplibre-gl';

// Map screens open on the SVG first view (data-testid offline-map); the detailed map is MapLibre
// drawing our bundled data into a WebGL canvas (data-testid detailed-map), loaded when the traveller
// reaches for the map. Its instance is exposed as window.__rvtpMap so tests can ask what it drew
// (queryRenderedFeatures) and read the canvas pixels right after a frame.

type Rgb = [number, number, number];

/** The detailed (MapLibre) map, also while it is still loading out of sight. */
/** The first view's national-park markers: drawn by the app, never by the page's placeholder. */
export const parkMarkers = (page: Page) => page.getByRole('button', { name: /^National park: / });

/**
 * Opens /map (or a path that shows it) and waits for the app's own explorer. The page's placeholder
 * (the build's render of the route) already has the search box and the road-service toggles, so
 * waiting for those can end before the app renders over them: typing then raced the render and was
 * lost between the two search boxes (road-stops.spec timed out on it once, with an empty box and
 * Search disabled). The park markers are drawn only by the app.
 */
export async function openMapPage(page: Page, path = '/map'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Interactive RV Map' })).toBeVisible();
  await expect(parkMarkers(page).first()).toBeVisible();
}

export const mapContainer = (page: Page | Locator) => page.getByTestId('detailed-map');

/** Whichever map is on screen: the first view or the detailed map. */
export const shownMap = (page: Page | Locator) =>
  page.getByTestId(/^(offline|detailed)-map$/).filter({ visible: true });

export const detailedToggle = (page: Page | Locator) =>
  page.getByRole('button', { name: 'Show roads and towns' });

// The chunk of the detailed map (maplibre-map-<hash>.js); its CSS and MapLibre's worker are separate.
const DETAILED_CHUNK = /\/assets\/maplibre-map-[^/]*\.js$/;

/** The detailed map cannot be fetched: the first view must carry on alone. */
export const blockDetailedMap = (page: Page) => page.route(DETAILED_CHUNK, (route) => route.abort());

/** Holds the detailed map's code back until the returned function is called. */
export async function holdDetailedMap(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(DETAILED_CHUNK, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/**
 * Drags a map with the mouse from one point to another, each given as a fraction of the map's width
 * and height. Done through the map's locator, the press waits until the map has stopped moving on the
 * page and the point takes the pointer. Page coordinates read once from its box went stale while the
 * page still scrolled: under load, the smooth scroll a focus() starts (html has scroll-behavior:
 * smooth) was still running when a click scrolled a zoom button into view, the two added up, and the
 * press landed on the sticky navigation bar above the map; the drag was lost.
 */
export async function dragMap(
  map: Locator,
  from: [number, number],
  to: [number, number],
  steps: number,
): Promise<void> {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const at = ([x, y]: [number, number]) => ({ x: box.width * x, y: box.height * y });
  await map.dragTo(map, { sourcePosition: at(from), targetPosition: at(to), steps });
}

/**
 * Asks for the detailed map with its button and waits until it is on screen and settled, and until
 * the hand-over is over: focus, which was on the button, moved to the map (after the map is shown).
 */
export async function openDetailedMap(page: Page): Promise<void> {
  await detailedToggle(page).click();
  await expect(mapContainer(page)).toBeVisible({ timeout: 100_000 });
  await expect(mapContainer(page)).toBeFocused();
  await waitForMapIdle(page);
}

/** Waits until the map has loaded its style and data and stopped moving. */
export async function waitForMapIdle(page: Page): Promise<void> {
  await expect(mapContainer(page)).toHaveAttribute('data-loaded', 'true', { timeout: 60_000 });
  await whenMapIdle(page, 60_000);
}

/** The map's layers, bottom to top. */
export const layerOrder = (page: Page) =>
  page.evaluate(() => (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap.getLayersOrder());

/** The features of these layers MapLibre drew (symbols: only those placed, not hidden by collisions). */
export function renderedFeatures(page: Page, layers: string[]) {
  return page.evaluate((layers) => {
    const map = (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap;
    const present = layers.filter((id) => map.getLayer(id));
    if (present.length === 0) return [];
    return map.queryRenderedFeatures({ layers: present }).map((f) => ({
      layer: f.layer.id,
      properties: f.properties as Record<string, string | number>,
      point:
        f.geometry.type === 'Point'
          ? (({ x, y }) => [x, y] as [number, number])(
              map.project(f.geometry.coordinates as [number, number]),
            )
          : null,
    }));
  }, layers);
}

/** How many canvas pixels are within `tolerance` of each colour, read right after a repaint. */
export function countPixels(page: Page, colours: Rgb[], tolerance = 40): Promise<number[]> {
  return page.evaluate(
    ({ colours, tolerance }) =>
      new Promise<number[]>((resolve) => {
        const map = (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap;
        map.once('render', () => {
          const canvas = map.getCanvas();
          const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext;
          const { width, height } = canvas;
          const pixels = new Uint8Array(width * height * 4);
          gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
          const counts = colours.map(() => 0);
          for (let i = 0; i < pixels.length; i += 4)
            colours.forEach(([r, g, b], c) => {
              if (
                Math.abs(pixels[i] - r) <= tolerance &&
                Math.abs(pixels[i + 1] - g) <= tolerance &&
                Math.abs(pixels[i + 2] - b) <= tolerance
              )
                counts[c] += 1;
            });
          resolve(counts);
        });
        map.triggerRepaint();
      }),
    { colours, tolerance },
  );
}

/**
 * Moves the map without animation and waits for it to settle. The page function returns nothing:
 * returning jumpTo()'s value (the map itself) had Playwright serialise the whole MapLibre object
 * graph, its style, sources and tiles, blocking the page for seconds of CPU on every jump (a jump
 * back to the national view took 10.8 s to return, its map idle after 4.9 s).
 */
export async function jumpTo(page: Page, lng: number, lat: number, zoom: number): Promise<void> {
  // Settled means the map's own 'idle' after this jump: right after jumpTo() the tiles of the old view
  // still count as loaded (the new view's are asked for on the next frame), and a check made then
  // passed before the new view's labels were placed (map.spec's Moab label, seen under load).
  await page.evaluate(
    ({ lng, lat, zoom }) =>
      new Promise<void>((resolve) => {
        const map = (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap;
        map.once('idle', () => resolve());
        map.jumpTo({ center: [lng, lat], zoom });
        map.triggerRepaint();
      }),
    { lng, lat, zoom },
  );
  await waitForMapIdle(page);
}

/**
 * Clicks a point of the map canvas given in map container pixels. Through the map's locator: the
 * press waits until the map has stopped moving on the page, and the page scrolls to the point when
 * it is out of view. Page coordinates read from the box once went stale while the page still scrolled,
 * and the click landed beside the point (a cluster's click that zoomed nothing).
 */
export async function clickMapAt(page: Page, [x, y]: [number, number]): Promise<void> {
  await mapContainer(page).click({ position: { x, y } });
}

/** The screen point (map container pixels) of a place. */
export function project(page: Page, lng: number, lat: number): Promise<[number, number]> {
  return page.evaluate(
    ({ lng, lat }) => {
      const { x, y } = (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap.project([lng, lat]);
      return [x, y] as [number, number];
    },
    { lng, lat },
  );
}

/** Features of these layers drawn within `radius` pixels of a screen point. */
export function featuresNear(page: Page, [x, y]: [number, number], layers: string[], radius = 4) {
  return page.evaluate(
    ({ x, y, layers, radius }) =>
      (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap
        .queryRenderedFeatures(
          [
            [x - radius, y - radius],
            [x + radius, y + radius],
          ],
          { layers },
        )
        .map((f) => f.layer.id),
    { x, y, layers, radius },
  );
}

export const mapZoom = (page: Page) =>
  page.evaluate(() => (window as unknown as { __rvtpMap: MaplibreMap }).__rvtpMap.getZoom());

export const INTERSTATE_RGB: Rgb = [0xc2, 0x41, 0x0c];
export const ROUTE_RGB: Rgb = [0x1d, 0x4e, 0xd8];
