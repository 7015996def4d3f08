import { beforeEach, describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { createRoadRouter } from './road-router';
import type { RouteRequest } from './road-router';

// Road miles between two places as the router remembers them (a park's ways in are chosen by them):
// the route's own miles, Infinity where no road joins them, and asked again without a search.
const graph = sharedRoadGraph();
const denver = { latitude: 39.7392, longitude: -104.9903 };
const moab = { latitude: 38.5733, longitude: -109.5498 };
const honolulu = { latitude: 21.3069, longitude: -157.8583 };
const req: RouteRequest = { profile: 'fastest', rvType: 'class-c', date: '2027-07-01' };
// One router for the file (making one reads the hierarchies): each test starts from its cache cleared.
const router = createRoadRouter(graph);
beforeEach(() => router.clearCache!());

describe('routeMiles', () => {
  it("is the route's own miles, remembered: asked again, no search runs", () => {
    const miles = router.routeMiles(denver, moab, req);
    expect(miles).toBeCloseTo(router.route([denver, moab], req).miles, 6);
    expect(miles).toBeGreaterThan(330);
    const before = router.searchStats!().searches;
    expect(router.routeMiles(denver, moab, req)).toBe(miles);
    expect(router.searchStats!().searches).toBe(before);
    // Forgotten with the router's other answers: asked again, it searches.
    router.clearCache!();
    expect(router.routeMiles(denver, moab, req)).toBe(miles);
    expect(router.searchStats!().searches).toBeGreaterThan(before);
  });

  it('is kept per request: a winter date or another rig is its own answer', () => {
    const summer = router.routeMiles(denver, moab, req);
    const before = router.searchStats!().searches;
    router.routeMiles(denver, moab, { ...req, date: '2027-01-05', avoidPasses: true });
    expect(router.searchStats!().searches).toBeGreaterThan(before);
    expect(router.routeMiles(denver, moab, req)).toBe(summer);
  });

  it('is Infinity where no road joins the places, asked once or again', () => {
    expect(router.routeMiles(denver, honolulu, req)).toBe(Infinity);
    expect(router.routeMiles(denver, honolulu, req)).toBe(Infinity);
  });
});

describe('nearestNode', () => {
  it('answers a place asked again as the first time, with a copy the caller may change', () => {
    const first = router.nearestNode(moab);
    const { node, miles } = first;
    expect(node).toBeGreaterThanOrEqual(0);
    first.node = -1;
    expect(router.nearestNode(moab)).toEqual({ node, miles });
  });
});
