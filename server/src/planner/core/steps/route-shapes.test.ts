import { describe, expect, it } from 'vitest';
import type { RouterCall } from '../../../test/planner-data';
import type { ParkRow } from '../../../catalogue/core/data';
import { parksAtEnds, scenicShape } from '../routes';
import { stateThrough, straightRouter, testContext, testPlannerData } from '../../../test/planner-data';

describe('route shapes step', () => {
  it('routes the fastest, scenic and balanced options through the injected router', async () => {
    const calls: RouterCall[] = [];
    const ctx = testContext(
      { rvType: 'class-a', avoidHighways: true },
      testPlannerData(),
      straightRouter(calls),
    );
    const state = await stateThrough(ctx, 'route shapes');
    expect(state.options.map((o) => o.shape.type)).toEqual(['fastest', 'scenic', 'balanced']);
    expect(calls.filter((c) => c.kind === 'corridor').map((c) => c.req.profile)).toEqual(['scenic']);
    const routed = calls.filter((c) => c.kind === 'route');
    expect(routed.map((c) => c.req)).toEqual(
      ['fastest', 'scenic', 'balanced'].map((profile) => ({
        profile,
        rvType: 'class-a',
        avoidHighways: true,
        // A Class A's typical rig carries propane: its routes keep out of tunnels that ban it; its
        // length and height decide the size limits it keeps off (restricted-segments.json).
        propaneOnBoard: true,
        lengthFeet: 38,
        heightFeet: 12.5,
        // A route option is drawn before its days: it carries the whole trip's dates (the seasons).
        avoidPasses: false,
        date: '2026-06-10',
        lastDate: '2026-06-12',
      })),
    );
    // Each option keeps the path its own waypoints were routed on.
    state.options.forEach((o, i) => {
      expect(routed[i].points).toEqual(o.shape.waypoints);
      expect(o.path.lat[0]).toBeCloseTo(o.shape.waypoints[0].latitude, 6);
    });
  });

  it("puts the traveller's stops on every route, in order", async () => {
    const stops = [
      { name: 'Grand Junction, CO', latitude: 39.0639, longitude: -108.5506, nights: 1 },
      { name: 'Green River, UT', latitude: 38.9953, longitude: -110.1607, nights: 0 },
    ];
    const state = await stateThrough(testContext({ stops }), 'route shapes');
    for (const o of state.options) {
      expect(o.shape.waypoints.map((w) => w.name)).toEqual([
        'Denver, CO',
        'Grand Junction, CO',
        'Green River, UT',
        'Moab, UT',
      ]);
      expect(o.shape.waypoints[2].passThrough).toBe(true);
    }
  });

  it('names the national park a trip goes to, never "no national park lies near this corridor"', () => {
    const glacier = { id: 'glac', fullName: 'Glacier National Park', latitude: 48.7, longitude: -113.8 } as ParkRow;
    const from = { name: 'Minneapolis, MN', latitude: 44.98, longitude: -93.27 };
    const to = { name: 'West Glacier, MT', latitude: 48.5, longitude: -113.98 };
    const ends = parksAtEnds(from, to, [glacier]);
    expect(ends.map((w) => w.name)).toEqual(['Glacier National Park']);
    const shape = scenicShape(from, to, [], ends);
    expect(shape.description).toContain('with time at Glacier National Park; no other national park in our data lies near');
    expect(shape.description).not.toContain('none of the national parks in our data lies near');
    // A trip with no park at either end or on the way still says so.
    expect(scenicShape(from, { name: 'Fargo, ND', latitude: 46.88, longitude: -96.79 }, [], []).description).toContain(
      'none of the national parks in our data lies near this corridor (our data holds the 63 national parks, not every National Park Service site)',
    );
  });
});
