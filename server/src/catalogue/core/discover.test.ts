import { describe, expect, it } from 'vitest';
import { loadBundledData } from '../bundled-data';
import { discoverAlongRoute, spreadAlongRoute } from './discover';
import { haversineMiles } from '../../geo';

describe('spreadAlongRoute', () => {
  it('takes the best entry of each stretch of the route before a second one from any stretch', () => {
    const ranked = [
      { id: 'a', at: 0 },
      { id: 'b', at: 1 },
      { id: 'c', at: 5 },
      { id: 'd', at: 9 },
    ];
    expect(spreadAlongRoute(ranked, 10).map((r) => r.id)).toEqual(['a', 'c', 'd']);
  });

  it('fills from the best of the rest when a stretch has nothing', () => {
    const ranked = [
      { id: 'a', at: 0 },
      { id: 'b', at: 1 },
      { id: 'c', at: 9 },
    ];
    expect(spreadAlongRoute(ranked, 10).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('discoverAlongRoute', () => {
  it('spreads the town searches along a Denver to Moab route instead of naming only the first town', () => {
    const data = loadBundledData();
    const points = [
      { latitude: 39.739, longitude: -104.985 }, // Denver
      { latitude: 39.55, longitude: -107.32 }, // Glenwood Springs
      { latitude: 39.064, longitude: -108.55 }, // Grand Junction
      { latitude: 38.573, longitude: -109.55 }, // Moab
    ];
    const result = discoverAlongRoute(points, data);
    const restaurants = result.categories.find((c) => c.category === 'restaurants')!.locations;
    expect(restaurants).toHaveLength(3);
    // Each search sits near a different stop: the nearest route point of each differs.
    const nearestStop = (l: { latitude: number; longitude: number }) =>
      points.reduce((best, p, i) => (haversineMiles(p, l) < haversineMiles(points[best]!, l) ? i : best), 0);
    expect(new Set(restaurants.map(nearestStop)).size).toBe(3);
    // In route order, first stretch first.
    const order = restaurants.map(nearestStop);
    expect([...order].sort()).toEqual(order);
    for (const l of restaurants) expect(l.kind).toBe('town');
  });
});
