import { describe, expect, it } from 'vitest';
import type { RouterCall } from '../../test/planner-data';
import { stateThrough, straightRouter, testContext, testPlannerData } from '../../test/planner-data';

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
});
