import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW,
  describeView,
  fitPoints,
  invertPoint,
  kFromZoom,
  panBy,
  projectLngLat,
  toAtlas,
  toScreen,
  viewAt,
  zoomAt,
  zoomFromK,
  webViewFor,
} from './offline-view';

const size = { width: 800, height: 500 };

describe('offline map view', () => {
  it('projects places onto the atlas and back', () => {
    const denver = projectLngLat(-104.99, 39.74)!;
    expect(denver[0]).toBeGreaterThan(0);
    expect(denver[0]).toBeLessThan(975);
    const back = invertPoint(denver)!;
    expect(back.lat).toBeCloseTo(39.74, 4);
    expect(back.lng).toBeCloseTo(-104.99, 4);
    // Anchorage and Honolulu land in the insets; London is off the atlas.
    expect(projectLngLat(-149.9, 61.2)).not.toBeNull();
    expect(projectLngLat(-157.86, 21.31)).not.toBeNull();
    expect(projectLngLat(-0.12, 51.5)).toBeNull();
  });

  it('reports web-map zoom levels: the whole country at 4', () => {
    expect(zoomFromK(1)).toBe(4);
    expect(zoomFromK(4)).toBe(6);
    expect(kFromZoom(7)).toBe(8);
    expect(describeView(DEFAULT_VIEW).zoom).toBe(4);
  });

  it('converts between screen and atlas coordinates', () => {
    const view = { cx: 300, cy: 200, k: 3 };
    const screen = toScreen(view, size, [320, 210]);
    expect(toAtlas(view, size, screen)).toEqual([expect.closeTo(320, 6), expect.closeTo(210, 6)]);
    expect(toScreen(view, size, [300, 200])).toEqual([400, 250]);
  });

  it('zooms around an anchor point, which stays put on screen', () => {
    const anchor: [number, number] = [600, 100];
    const atlasPoint = toAtlas(DEFAULT_VIEW, size, anchor);
    const zoomed = zoomAt(DEFAULT_VIEW, size, 2, anchor);
    expect(zoomed.k).toBe(2);
    const after = toScreen(zoomed, size, atlasPoint);
    expect(after[0]).toBeCloseTo(600, 6);
    expect(after[1]).toBeCloseTo(100, 6);
  });

  it('keeps zoom between 3 (one level past the whole country) and 12 and the centre over the atlas', () => {
    expect(zoomFromK(zoomAt(DEFAULT_VIEW, size, 0.1).k)).toBe(3);
    expect(zoomFromK(zoomAt({ ...DEFAULT_VIEW, k: 200 }, size, 10).k)).toBe(12);
    const panned = panBy(DEFAULT_VIEW, size, 100000, -100000);
    expect(panned.cx).toBe(0);
    expect(panned.cy).toBe(610);
  });

  it('pans opposite to the drag', () => {
    const panned = panBy({ ...DEFAULT_VIEW, k: 2 }, size, -100, 0);
    expect(panned.cx).toBeGreaterThan(DEFAULT_VIEW.cx);
    expect(panned.cy).toBe(DEFAULT_VIEW.cy);
  });

  it('centres on a place at a zoom level, or refuses places off the atlas', () => {
    const view = viewAt(39.74, -104.99, 7)!;
    expect(view.k).toBe(8);
    expect(describeView(view).center!.lat).toBeCloseTo(39.74, 4);
    expect(viewAt(51.5, -0.12, 7)).toBeNull();
  });

  it('fits a set of places inside the padded screen', () => {
    const points = [
      projectLngLat(-104.99, 39.74)!,
      projectLngLat(-112.07, 33.45)!,
      projectLngLat(-111.89, 40.76)!,
    ];
    const view = fitPoints(points, size, 40);
    for (const p of points) {
      const [x, y] = toScreen(view, size, p);
      expect(x).toBeGreaterThanOrEqual(39.9);
      expect(x).toBeLessThanOrEqual(760.1);
      expect(y).toBeGreaterThanOrEqual(39.9);
      expect(y).toBeLessThanOrEqual(460.1);
    }
    expect(fitPoints([], size)).toEqual(DEFAULT_VIEW);
    // A single place is shown close up, not at infinite zoom.
    expect(zoomFromK(fitPoints([points[0]], size).k)).toBeCloseTo(9, 6);
  });
});

// Web Mercator pixel position at a zoom (512 px tiles), written out independently of the code under test.
function mercator(lng: number, lat: number, zoom: number): [number, number] {
  const world = 512 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * world, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world];
}

describe('handing the offline view to a web map', () => {
  const distance = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

  it.each([
    { size: { width: 360, height: 360 }, zoom: 4 },
    { size: { width: 1200, height: 600 }, zoom: 4 },
    { size: { width: 800, height: 500 }, zoom: 8 },
  ])('keeps the centre and the ground scale ($size.width x $size.height, zoom $zoom)', ({ size, zoom }) => {
    const view = viewAt(39.74, -104.99, zoom)!;
    const web = webViewFor(view, size)!;
    expect(web.center.lat).toBeCloseTo(39.74, 4);
    expect(web.center.lng).toBeCloseTo(-104.99, 4);
    // Denver to Colorado Springs (about 100 km south) spans the same number of pixels on both maps.
    const [denver, springs] = [projectLngLat(-104.99, 39.74)!, projectLngLat(-104.82, 38.83)!];
    const offline = distance(toScreen(view, size, denver), toScreen(view, size, springs));
    const onWeb = distance(mercator(-104.99, 39.74, web.zoom), mercator(-104.82, 38.83, web.zoom));
    expect(onWeb / offline).toBeGreaterThan(0.95);
    expect(onWeb / offline).toBeLessThan(1.05);
  });

  it('a narrow phone screen gets a lower web zoom than a wide one for the same offline view', () => {
    const phone = webViewFor(DEFAULT_VIEW, { width: 360, height: 360 })!;
    const desktop = webViewFor(DEFAULT_VIEW, { width: 1200, height: 600 })!;
    expect(phone.zoom).toBeLessThan(desktop.zoom - 0.5);
  });
});
