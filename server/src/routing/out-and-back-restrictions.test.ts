import { describe, expect, it } from 'vitest';
import type { LatLngLike, RouteRequest, RoutedPath } from './core/road-types';
import { sharedRoadGraph } from './graph';
import { createRoadRouter } from './road-router';

// An out-and-back drive by the same restricted segment: the way back goes around it (or drives it
// on its condition) again, on its own day, in the same words as the way out. The route said each
// segment once over the whole line (one set of segments per route), so the day back, past the
// Hampton Roads Bridge-Tunnel with propane or around Zion's tunnel with a tall rig, said nothing.
// Each leg now says its own; one leg still says each once.
const router = createRoadRouter(sharedRoadGraph(), undefined, { cacheWords: 0 });
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
const norfolk = at(36.8508, -76.2859);
const hampton = at(37.0299, -76.3452);
const kanab = at(37.0475, -112.5263);
const springdale = at(37.1889, -112.9986);
const propane: RouteRequest = { profile: 'fastest', rvType: 'class-a', propaneOnBoard: true };
const tall: RouteRequest = { profile: 'fastest', rvType: 'class-a', lengthFeet: 38, heightFeet: 13.5 };

/** A segment's notes on each leg's stretch, as a day reads them (past its start, to its end). */
function perLeg(p: RoutedPath, id: string): string[][] {
  const ends = p.waypointIndex;
  return ends.map((end, k) =>
    (p.restrictions ?? [])
      .filter((r) => r.id === id && (k === 0 || r.index > ends[k - 1]) && r.index <= end)
      .map((r) => `${r.kind}: ${r.note}`),
  );
}

describe('an out-and-back drive by the same restricted segment', () => {
  it('with propane through the Hampton Roads Bridge-Tunnel: each leg says its condition, once', () => {
    const legs = perLeg(router.route([norfolk, hampton, norfolk], propane), 'hampton-roads-bridge-tunnel');
    expect(legs.map((l) => l.length)).toEqual([1, 1]);
    expect(legs[1]).toEqual(legs[0]);
    expect(legs[0][0]).toMatch(/^condition: On this drive, the Hampton Roads Bridge-Tunnel \(I-64\)/);
    // Three legs over it: each of the three.
    const three = perLeg(router.route([norfolk, hampton, norfolk, hampton], propane), 'hampton-roads-bridge-tunnel');
    expect(three.map((l) => l.length)).toEqual([1, 1, 1]);
  });

  it("a tall rig to Zion's west side and back: each leg says the tunnel it went around, once", () => {
    const legs = perLeg(router.route([kanab, springdale, kanab], tall), 'zion-mount-carmel-highway');
    expect(legs.map((l) => l.length)).toEqual([1, 1]);
    expect(legs[1]).toEqual(legs[0]);
    expect(legs[0][0]).toMatch(/^avoided: Avoided the Zion-Mount Carmel Highway \(UT-9\): your rig is 38 ft long and 13 ft 6 in high/);
  });

  it('one leg says each segment once', () => {
    const one = perLeg(router.route([norfolk, hampton], propane), 'hampton-roads-bridge-tunnel');
    expect(one).toEqual([[expect.stringMatching(/^condition: /)]]);
  });
});
