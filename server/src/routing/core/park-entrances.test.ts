import { describe, expect, it } from 'vitest';
import type { ParkEntrances } from './park-entrances';
import { entranceOnWayIn, gatesOnWayIn, routePoints } from './park-entrances';
import type { LatLngLike } from './road-types';

// The way in to a park with entrance rows, as the rule picks it from given miles: a made-up park
// with two gates, one a little nearer the start in a straight line, the other nearer by road.
const near: LatLngLike = { latitude: 45, longitude: -110 };
const far: LatLngLike = { latitude: 44.5, longitude: -110 };
const parks = new Map<string, ParkEntrances>([
  [
    'test',
    {
      at: { latitude: 44.7, longitude: -110.5 },
      entrances: [
        { name: 'straight-line gate', at: near },
        { name: 'road gate', at: far },
      ],
    },
  ],
]);
const park = { name: 'Test Park', parkId: 'test', latitude: 44.7, longitude: -110.5 };
const start = { latitude: 45.5, longitude: -107 };
const key = (p: LatLngLike) => `${p.latitude},${p.longitude}`;
// Road miles from the start: the straight-line gate lies over a road that goes round (or is closed).
const byRoad = (roads: Record<string, number>) => (a: LatLngLike, b: LatLngLike) =>
  roads[key(b)] ?? roads[key(a)] ?? 1;

describe('the entrance a drive meets a park by', () => {
  it('is the one nearest the start in a straight line without road miles', () => {
    expect(entranceOnWayIn(park, start, parks)).toEqual(near);
  });

  it('is the one nearest by road when the road miles are given', () => {
    expect(
      entranceOnWayIn(park, start, parks, undefined, byRoad({ [key(near)]: 240, [key(far)]: 190 })),
    ).toEqual(far);
    expect(
      entranceOnWayIn(park, start, parks, undefined, byRoad({ [key(near)]: 180, [key(far)]: 190 })),
    ).toEqual(near);
  });

  it('skips a gate no road reaches, and falls back to the straight line when none is reached', () => {
    expect(
      entranceOnWayIn(park, start, parks, undefined, byRoad({ [key(near)]: Infinity, [key(far)]: 500 })),
    ).toEqual(far);
    expect(entranceOnWayIn(park, start, parks, undefined, () => Infinity)).toEqual(near);
  });

  it('keeps the straight line for a park the route goes on from', () => {
    const next = { latitude: 46, longitude: -104 };
    const roads = byRoad({ [key(near)]: 1000, [key(far)]: 1 });
    expect(entranceOnWayIn(park, start, parks, next, roads)).toEqual(near);
    expect(routePoints([start, park, next], parks, roads)[1]).toEqual(near);
    // The last place of a route (no next) is met by road.
    expect(routePoints([start, park], parks, roads)[1]).toEqual(far);
  });

  it('skips a gate the rig reaches but cannot drive on into the park from', () => {
    // The straight-line gate's road on in (to a point 10 miles inside) is closed to the rig: the
    // only way to that point is round by other roads, 120 miles (Zion's East Entrance for a rig
    // over 11 ft 4 in, barred from the Zion-Mount Carmel Highway beyond it).
    const inside = { latitude: 44.9, longitude: -110.15 };
    const gated = new Map<string, ParkEntrances>([
      [
        'test',
        {
          ...parks.get('test')!,
          entrances: [
            { name: 'east', at: near, inside },
            { name: 'south', at: far },
          ],
        },
      ],
    ]);
    const roads = (onIn: number) => (a: LatLngLike, b: LatLngLike) =>
      key(a) === key(near) && key(b) === key(inside) ? onIn : key(b) === key(near) ? 30 : 80;
    expect(entranceOnWayIn(park, start, gated, undefined, roads(120))).toEqual(far);
    // Open to the rig (11 road miles on in), the nearer gate is its way in.
    expect(entranceOnWayIn(park, start, gated, undefined, roads(11))).toEqual(near);
    // Without road miles (no rig, no date) every gate counts.
    expect(entranceOnWayIn(park, start, gated)).toEqual(near);
  });

  it('lists every gate open to the rig with its road miles, nearest first', () => {
    const roads = byRoad({ [key(near)]: 240, [key(far)]: 190 });
    expect(gatesOnWayIn(park, start, parks, roads)).toEqual([
      { name: 'road gate', at: far, miles: 190 },
      { name: 'straight-line gate', at: near, miles: 240 },
    ]);
    expect(gatesOnWayIn({ latitude: 40, longitude: -100 }, start, parks)).toEqual([]);
  });

  it('is undefined for a place that is no park with entrance rows', () => {
    expect(entranceOnWayIn({ latitude: 40, longitude: -100 }, start, parks)).toBeUndefined();
  });
});
