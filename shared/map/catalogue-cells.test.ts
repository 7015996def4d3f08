import { describe, expect, it } from 'vitest';
import { CELL_DEGREES, cellBounds, cellOf, cellsAlongLine, cellsForView, cellsInBounds } from './catalogue-cells';

const contains = (id: string, lng: number, lat: number) => {
  const [w, s, e, n] = cellBounds(id);
  return lng >= w && lng < e && lat >= s && lat < n;
};

describe('catalogue cells for a view', () => {
  it('names the cell a point falls in, and its bounds hold the point', () => {
    for (const [lng, lat] of [
      [-109.55, 38.57], // Moab
      [-149.9, 61.22], // Anchorage
      [-157.86, 21.31], // Honolulu
      [-80.19, 25.76], // Miami
      [-68.2, 44.35], // Acadia
    ]) {
      const id = cellOf(lng, lat);
      expect(contains(id, lng, lat), `${id} holds ${lng},${lat}`).toBe(true);
      const [w, s, e, n] = cellBounds(id);
      expect(e - w).toBe(CELL_DEGREES);
      expect(n - s).toBe(CELL_DEGREES);
    }
  });

  it('a zoomed state view (Utah) needs a handful of cells, all touching it', () => {
    const utah: [number, number, number, number] = [-114.1, 37, -109, 42];
    const ids = cellsForView(utah, 0);
    expect(ids.sort()).toEqual(['-29_10', '-29_9', '-28_10', '-28_9'].sort());
    // The margin adds the ring around it, no more.
    const withMargin = cellsForView(utah, 0.25);
    expect(withMargin).toEqual(expect.arrayContaining(ids));
    expect(withMargin.length).toBeLessThanOrEqual(9);
  });

  it('Alaska and Hawaii views get their own cells, not the lower 48', () => {
    const alaska = cellsForView([-170, 52, -130, 71]);
    expect(alaska).toContain(cellOf(-149.9, 61.22));
    expect(alaska.every((id) => cellBounds(id)[3] > 45)).toBe(true);
    const hawaii = cellsForView([-160.5, 18.8, -154.7, 22.3]);
    expect(hawaii).toContain(cellOf(-157.86, 21.31));
    expect(hawaii).toContain(cellOf(-155.5, 19.6)); // the Big Island
    expect(hawaii.every((id) => cellBounds(id)[2] <= -148 && cellBounds(id)[1] < 28)).toBe(true);
  });

  it('a world-sized box is clamped to the map instead of running past 180 degrees', () => {
    const ids = cellsInBounds([-400, -100, 400, 100]);
    const xs = ids.map((id) => Number(id.split('_')[0]));
    expect(Math.min(...xs)).toBe(-45);
    expect(Math.max(...xs)).toBe(44);
  });

  it('cells along a line: every cell a long straight segment crosses, none far from it', () => {
    // Denver to Salt Lake City as one straight segment: more than 7 degrees of longitude.
    const ids = cellsAlongLine(
      [
        [-104.99, 39.74],
        [-111.89, 40.76],
      ],
      25,
    );
    for (const lng of [-105, -107, -109, -111]) expect(ids).toContain(cellOf(lng, 40));
    expect(ids).not.toContain(cellOf(-100, 40));
    expect(ids).not.toContain(cellOf(-108, 46));
  });
});
