import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { createNodeIndex, milesBetween } from './core/node-index';
import { createRoadRouter } from './road-router';
import type { LatLngLike, RouteRequest, RoutedPath } from './road-router';

// Gateway towns that lie midway along one of the graph's long edges (junction to junction), far
// from any node: a route must start and end on the road at the town, not at a junction miles away.
const graph = sharedRoadGraph();
const router = createRoadRouter(graph, undefined, { cacheWords: 0 });
const nearestNode = createNodeIndex(graph);
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
const mountCarmelJunction = at(37.2336, -112.6766);
const springdale = at(37.1889, -112.9986); // Zion's gateway, on UT-9
const hurricane = at(37.1753, -113.2899);
const tropic = at(37.6264, -112.0824);
const escalante = at(37.7703, -111.6021); // Grand Staircase-Escalante, on UT-12
const hailey = at(43.5196, -114.3153);
const ketchum = at(43.6807, -114.3637); // Sun Valley and the Sawtooths, on ID-75
const rig = (heightFeet: number): RouteRequest => ({
  profile: 'fastest',
  rvType: 'class-a',
  heightFeet,
  lengthFeet: 36,
});
const endsAt = (p: RoutedPath, place: LatLngLike, miles: number) => {
  const n = p.lat.length - 1;
  return milesBetween(p.lat[n], p.lng[n], place.latitude, place.longitude) <= miles;
};
const passes = (p: RoutedPath, place: LatLngLike, miles: number) =>
  p.lat.some((lat, i) => milesBetween(lat, p.lng[i], place.latitude, place.longitude) <= miles);

describe('gateway towns midway along a long edge', () => {
  it('are far from any junction of the graph', () => {
    // What made routes end miles away: the nearest node is over 10 miles off.
    for (const town of [springdale, escalante, ketchum]) expect(nearestNode(town).miles).toBeGreaterThan(10);
  });

  it('Mount Carmel Junction to Springdale: about 24 miles through the tunnel for a 10 ft rig, with its condition', () => {
    const p = router.route([mountCarmelJunction, springdale], rig(10));
    expect(p.miles).toBeGreaterThan(19);
    expect(p.miles).toBeLessThan(28);
    expect(endsAt(p, springdale, 1)).toBe(true);
    expect(p.restrictions?.map((r) => [r.id, r.kind])).toEqual([['zion-mount-carmel-tunnel', 'condition']]);
    expect(p.restrictions?.[0].note).toMatch(/escort and a \$15 tunnel permit/);
  });

  it('a 13 ft 6 in rig keeps out of the tunnel and goes the long way round by Hurricane', () => {
    const p = router.route([mountCarmelJunction, springdale], rig(13.5));
    expect(p.restrictions?.map((r) => [r.id, r.kind])).toEqual([['zion-mount-carmel-tunnel', 'avoided']]);
    expect(p.restrictions?.[0].note).toMatch(
      /^Avoided the Zion-Mount Carmel Tunnel \(UT-9\): your rig is 13 ft 6 in high/,
    );
    // Round by Kanab, Fredonia and AZ-389/UT-59 (the park's own advice for large vehicles), into
    // Springdale from the west along UT-9.
    expect(p.miles).toBeGreaterThan(80);
    expect(p.miles).toBeLessThan(140);
    expect(passes(p, hurricane, 3)).toBe(true);
    expect(endsAt(p, springdale, 1)).toBe(true);
    // The same the other way.
    const back = router.route([springdale, mountCarmelJunction], rig(13.5));
    expect(back.miles).toBeCloseTo(p.miles, 0);
    expect(back.restrictions?.map((r) => r.kind)).toEqual(['avoided']);
  });

  it('Tropic to Escalante along UT-12 (about 38 miles), and Hailey to Ketchum along ID-75 (about 12)', () => {
    const utah = router.route([tropic, escalante], rig(10));
    expect(utah.miles).toBeGreaterThan(34);
    expect(utah.miles).toBeLessThan(42);
    expect(utah.roads).toEqual(['UT-12']);
    expect(endsAt(utah, escalante, 0.5)).toBe(true);
    const idaho = router.route([hailey, ketchum], rig(10));
    expect(idaho.miles).toBeGreaterThan(10);
    expect(idaho.miles).toBeLessThan(14);
    expect(endsAt(idaho, ketchum, 0.5)).toBe(true);
  });

  it('minutes from camp reach the town along its own road', () => {
    const [fromHurricane] = router.reachFrom(
      hurricane,
      [springdale],
      { profile: 'fastest', rvType: 'class-c' },
      2,
    );
    expect(fromHurricane.kind).toBe('road');
    // Hurricane to Springdale is about 21 miles on UT-9.
    if (fromHurricane.kind === 'road') {
      expect(fromHurricane.miles).toBeGreaterThan(17);
      expect(fromHurricane.miles).toBeLessThan(26);
    }
  });
});

// Towns midway along the long US-highway edges of the open West, 15 to 37 miles from the nearest
// junction of the graph: each is reached on its own highway and the route ends at the town.
describe('towns midway along a long US highway edge (NV, WY, MT)', () => {
  const cases = [
    { town: 'Jackpot, NV', at: at(41.9833, -114.6747), from: at(42.563, -114.4609), road: 'US-93' }, // from Twin Falls, ID
    { town: 'Jeffrey City, WY', at: at(42.496, -107.8251), from: at(42.833, -108.7307), road: 'US-287' }, // from Lander
    { town: 'Saco, MT', at: at(48.4578, -107.3412), from: at(48.3597, -107.8743), road: 'US-2' }, // from Malta
  ];
  it.each(cases)('$town: far from a junction, the route ends within a mile of it on $road', (c) => {
    expect(nearestNode(c.at).miles).toBeGreaterThan(10);
    const p = router.route([c.from, c.at], rig(10));
    expect(endsAt(p, c.at, 1)).toBe(true);
    expect(p.roadRuns?.[p.roadRuns.length - 1]?.name).toBe(c.road);
    // A road is never shorter than the straight line, and these run nearly straight.
    const straight = milesBetween(c.from.latitude, c.from.longitude, c.at.latitude, c.at.longitude);
    expect(p.miles).toBeGreaterThan(straight);
    expect(p.miles).toBeLessThan(straight * 1.3);
  });
});
