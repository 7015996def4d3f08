import { describe, expect, it } from 'vitest';
import { createGridIndex, haversineMiles } from './geo';
import type { LatLng } from './geo';

// A seeded walk of numbers, so a failure is the same every run.
function numbers(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

// What the grid must answer: every item within the radius, nearest first (ties in the items' order).
const byScan = <T>(items: T[], at: (t: T) => LatLng, center: LatLng, radius: number) =>
  items
    .map((item) => ({ item, distance: haversineMiles(center, at(item)) }))
    .filter((c) => c.distance <= radius)
    .sort((a, b) => a.distance - b.distance);

describe('createGridIndex', () => {
  it('finds exactly the items a scan of all of them finds, in the same order, at any radius', () => {
    const next = numbers(7);
    const points = Array.from({ length: 3000 }, (_, id) => ({
      id,
      latitude: 24 + next() * 25,
      longitude: -125 + next() * 58,
    }));
    for (const cellDegrees of [0.5, 1]) {
      const grid = createGridIndex(points, (p) => p, cellDegrees);
      for (let q = 0; q < 40; q++) {
        const center = { latitude: 24 + next() * 25, longitude: -125 + next() * 58 };
        const radius = [1, 20, 60, 300][q % 4];
        expect(grid.near(center, radius).map((c) => c.item.id)).toEqual(
          byScan(points, (p) => p, center, radius).map((c) => c.item.id),
        );
      }
    }
  });

  it('reaches across the antimeridian, and never lists an item twice when the radius spans the globe', () => {
    const points = [
      { id: 'adak', latitude: 51.88, longitude: -176.66 },
      { id: 'attu', latitude: 52.93, longitude: 172.91 },
      { id: 'shemya', latitude: 52.72, longitude: 174.11 },
    ];
    const grid = createGridIndex(points, (p) => p, 0.5);
    expect(grid.near({ latitude: 52.9, longitude: 179.9 }, 600).map((c) => c.item.id)).toEqual(
      byScan(points, (p) => p, { latitude: 52.9, longitude: 179.9 }, 600).map((c) => c.item.id),
    );
    const all = grid.near({ latitude: 89.5, longitude: 0 }, 12_000).map((c) => c.item.id);
    expect([...all].sort()).toEqual(['adak', 'attu', 'shemya']);
  });
});
