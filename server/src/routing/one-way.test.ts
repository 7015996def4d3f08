import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../geo';
import { sharedRoadGraph } from './graph';
import { oneWayEdgesOf } from './core/one-way';
import { oneWayParkRoads } from './one-way-roads';
import { sharedRoadRules } from './road-ferries';
import { createRoadRouter } from './road-router';
import type { LatLngLike, RoutedPath } from './core/road-types';

// The park-road overlay's one-way rows (data/park-roads.json, `oneWay`: driven in the order of the
// row's places) as the router drives them: never the other way, and drawn as driven.
const graph = sharedRoadGraph();
const router = createRoadRouter(graph, undefined, { cacheWords: 0 });
const van = { profile: 'fastest', rvType: 'class-b', lengthFeet: 19, heightFeet: 9 } as const;
const at = (longitude: number, latitude: number): LatLngLike => ({ latitude, longitude });

// The index of the path's point nearest a place, and how far it is (miles).
function nearest(path: RoutedPath, place: LatLngLike): { index: number; miles: number } {
  let best = { index: -1, miles: Infinity };
  path.lat.forEach((latitude, index) => {
    const miles = haversineMiles(place, { latitude, longitude: path.lng[index] });
    if (miles < best.miles) best = { index, miles };
  });
  return best;
}
// Whether the path passes by the place (its places are nodes, so the path goes through them).
const passes = (path: RoutedPath, place: LatLngLike) => nearest(path, place).miles < 0.05;

describe('one-way park roads', () => {
  it('finds every one-way row of the overlay on the bundled graph', () => {
    const rows = oneWayParkRoads();
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'Cades Cove Loop Road',
        'Park Loop Road',
        'Rich Mountain Road',
        'Parson Branch Road',
      ]),
    );
    const { oneWay, unmatched } = oneWayEdgesOf(graph, rows);
    expect(unmatched).toEqual([]);
    // Four stretches each, between five places.
    expect(oneWay.filter((d) => d !== 0).length).toBeGreaterThanOrEqual(8);
  });

  describe('Cades Cove Loop Road (one-way round the cove by its north side to Cable Mill, back by the south)', () => {
    const campground = at(-83.77629, 35.60272); // campgrounds.json ridb-232488
    const cableMill = at(-83.844, 35.5862);
    // The overlay's places on the loop's two sides (data/park-roads.json).
    const church = at(-83.812, 35.604); // Missionary Baptist Church, north side
    const tipton = at(-83.7975, 35.5922); // Tipton Place, south side

    it('drives round the loop from the campground by Cable Mill in its one direction, the published 11 miles', () => {
      const loop = router.route([campground, cableMill, campground], van);
      expect(Math.abs(loop.miles - 11) / 11).toBeLessThan(0.1);
      // Drawn as driven: by the north side's church, Cable Mill, then the south side's Tipton Place.
      const [c, m, t] = [church, cableMill, tipton].map((p) => nearest(loop, p));
      for (const p of [c, t]) expect(p.miles).toBeLessThan(0.05);
      expect(c.index).toBeLessThan(m.index);
      expect(m.index).toBeLessThan(t.index);
    });

    it('takes the loop forward from the campground to Cable Mill (about 5.5 miles), and on round it back', () => {
      const there = router.route([campground, cableMill], van);
      expect(Math.abs(there.miles - 5.5) / 5.5).toBeLessThan(0.1);
      expect(passes(there, church)).toBe(true);
      expect(passes(there, tipton)).toBe(false);
      // Back: on round by the Tipton Place, not back the way it came.
      const back = router.route([cableMill, campground], van);
      expect(passes(back, tipton)).toBe(true);
      expect(passes(back, church)).toBe(false);
      expect(Math.abs(there.miles + back.miles - 11) / 11).toBeLessThan(0.1);
    });

    it('reaches the Tipton Place from the campground only round the loop', () => {
      // A mile and a half back along the south side against the loop; round it, about 9 miles.
      const route = router.route([campground, tipton], van);
      expect(route.miles).toBeGreaterThan(8);
      expect(passes(route, church)).toBe(true);
      expect(passes(route, cableMill)).toBe(true);
    });
  });

  describe("Acadia's Park Loop Road (one-way clockwise from the foot of Cadillac Mountain to Wildwood Stables)", () => {
    const sandBeach = at(-68.187, 44.3355); // the entrance station
    const otterCliff = at(-68.1905, 44.315); // Otter Cliff Road junction
    const jordanPond = at(-68.253, 44.3217);
    const sieurDeMonts = at(-68.2057, 44.35926);

    it('drives from Sand Beach to Otter Cliff Road forward, the NPS two miles, and back only round the loop', () => {
      const forward = router.route([sandBeach, otterCliff], van);
      expect(Math.abs(forward.miles - 2) / 2).toBeLessThan(0.1);
      // Back: on by Wildwood Stables and the two-way road by Jordan Pond, up to the foot of Cadillac
      // Mountain and down the one-way road again by Sieur de Monts, about 17 miles.
      const back = router.route([otterCliff, sandBeach], van);
      expect(back.miles).toBeGreaterThan(12);
      expect(passes(back, jordanPond)).toBe(true);
      expect(passes(back, sieurDeMonts)).toBe(true);
      const [j, s] = [jordanPond, sieurDeMonts].map((p) => nearest(back, p).index);
      expect(j).toBeLessThan(s);
    });

    it('measures day trips and detours on the loop its way: Otter Cliff Road to Sand Beach round it', () => {
      // A 9 ft van: a typical Class C (over 10 ft 4 in) is kept off the shore section by its low
      // bridges (restricted-segments.json, acadia-park-loop-road-low-bridges).
      const req = van;
      const [ahead] = router.reachFrom(sandBeach, [otterCliff], req, 3);
      const [round] = router.reachFrom(otterCliff, [sandBeach], req, 3);
      expect(ahead.kind === 'road' && ahead.miles).toBeLessThan(2.5);
      expect(round.kind === 'road' && round.miles).toBeGreaterThan(12);
      // Hours out from a route by Otter Cliff Road to Sand Beach: round the loop too.
      const [out] = router.hoursFromRoad([{ at: otterCliff, hours: 0 }], [sandBeach], req, 3);
      const [near] = router.hoursFromRoad([{ at: sandBeach, hours: 0 }], [otterCliff], req, 3);
      expect(out!).toBeGreaterThan(near! * 4);
    });

    it('drives the two-way road either way', () => {
      const cadillacEntrance = at(-68.23951, 44.37644);
      const up = router.route([jordanPond, cadillacEntrance], van);
      const down = router.route([cadillacEntrance, jordanPond], van);
      expect(up.miles).toBeCloseTo(down.miles, 6);
      expect(up.miles).toBeLessThan(6.5);
    });
  });

  describe('Rich Mountain Road and Parson Branch Road (one-way out of Cades Cove)', () => {
    // Closed to every RV (restricted-segments.json: the RV router never drives them, park-roads.test.ts),
    // so their one way is checked on a router without those two rows: what a car would be told.
    const open = createRoadRouter(
      graph,
      sharedRoadRules().filter((s) => !['rich-mountain-road', 'parson-branch-road'].includes(s.id)),
      { cacheWords: 0 },
    );
    const church = at(-83.812, 35.604); // the overlay's place where Rich Mountain Road leaves the loop
    const gap = at(-83.8135, 35.6275); // Rich Mountain Gap, the park boundary
    const forgeCreekEnd = at(-83.84708, 35.56304); // where Parson Branch Road leaves Forge Creek Road
    const us129 = at(-83.92682, 35.49668); // Parson Branch Road's end on US-129
    const on = (route: RoutedPath, name: string) => (route.roadRuns ?? []).some((r) => r.name === name);

    it('drives Rich Mountain Road up out of the cove, never down into it', () => {
      const out = open.route([church, gap], van);
      expect(on(out, 'Rich Mountain Road')).toBe(true);
      expect(out.miles).toBeLessThan(8);
      // Back: down Old Cades Cove Road to Townsend and in by Laurel Creek Road, about 20 miles.
      const back = open.route([gap, church], van);
      expect(on(back, 'Rich Mountain Road')).toBe(false);
      expect(on(back, 'Laurel Creek Road')).toBe(true);
      expect(back.miles).toBeGreaterThan(15);
    });

    it('drives Parson Branch Road out to US-129, never back into the cove by it', () => {
      const out = open.route([forgeCreekEnd, us129], van);
      expect(on(out, 'Parson Branch Road')).toBe(true);
      expect(out.miles).toBeLessThan(9);
      const back = open.route([us129, forgeCreekEnd], van);
      expect(on(back, 'Parson Branch Road')).toBe(false);
      expect(back.miles).toBeGreaterThan(40);
      // Forge Creek Road, the way to it, is two-way.
      expect(on(back, 'Forge Creek Road')).toBe(true);
    });
  });
});
