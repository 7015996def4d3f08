import { describe, expect, it } from 'vitest';
import type { RouterCall } from '../../../test/planner-data';
import type { PlanRouter } from '../../plan-router';
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
        // It tows no car: rows whose rule bans towed vehicles or counts combinations leave it be.
        towingCar: false,
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

  describe('a park detour that meets a mountain pass the fastest option does not', () => {
    // A router whose lines through a national park go over (or around) a pass: the mark the bundled
    // router puts on a line in winter, or whenever the traveller keeps off passes (road-seasons.ts).
    // Black Canyon of the Gunnison lies between Denver and Moab: the scenic and balanced options' detour.
    const blackCanyon: ParkRow = {
      id: 'blca',
      parkCode: 'blca',
      fullName: 'Black Canyon of the Gunnison National Park',
      states: ['CO'],
      latitude: 38.5754,
      longitude: -107.7416,
      description: '',
      activities: ['Hiking', 'Scenic Driving'],
      url: 'https://www.nps.gov/blca/',
      sourced: true,
    };
    const data = () => testPlannerData({ parks: [blackCanyon] });
    function passCountry(calls: RouterCall[], kind: 'passes' | 'avoided'): PlanRouter {
      const straight = straightRouter(calls);
      return {
        ...straight,
        route: async (points, req) => {
          const path = await straight.route(points, req);
          if (!points.some((p, i) => i > 0 && i < points.length - 1 && 'parkId' in p && p.parkId)) return path;
          return { ...path, restrictions: [{ id: 'high-pass', kind, note: 'a pass', index: 1, pass: true as const }] };
        },
      };
    }

    it.each(['passes', 'avoided'] as const)('(%s) gives way: the option is routed again without it and says why', async (kind) => {
      const calls: RouterCall[] = [];
      const state = await stateThrough(testContext({ departureDate: '2026-12-28' }, data(), passCountry(calls, kind)), 'route shapes');
      const detoured = state.options.filter((o) => o.shape.type !== 'fastest');
      expect(detoured.some((o) => o.shape.description.includes('It goes without'))).toBe(true);
      for (const o of detoured) {
        expect(o.shape.waypoints.slice(1, -1).filter((w) => w.parkId)).toEqual([]);
        expect(o.path.restrictions ?? []).toEqual([]);
      }
      const balanced = detoured.find((o) => o.shape.type === 'balanced')!;
      expect(balanced.shape.description).toMatch(
        /^A near-direct route at an easier pace, with time for breaks along the way\. It goes without Black Canyon of the Gunnison National Park: in this season the way there is over or around a mountain pass that the direct route never meets\.$/,
      );
      // The first three routes and one more for each option that gave way.
      const routed = calls.filter((c) => c.kind === 'route');
      expect(routed.length).toBe(3 + detoured.filter((o) => o.shape.description.includes('It goes without')).length);
    });

    it('keeps the detour in summer when no pass is met', async () => {
      const state = await stateThrough(testContext({}, data(), straightRouter()), 'route shapes');
      const balanced = state.options.find((o) => o.shape.type === 'balanced')!;
      expect(balanced.shape.waypoints.map((w) => w.name)).toContain('Black Canyon of the Gunnison National Park');
    });

    it("keeps the traveller's own stops, whatever the passes", async () => {
      const stops = [{ name: 'Grand Junction, CO', latitude: 39.0639, longitude: -108.5506, nights: 1, parkId: 'x' }];
      const calls: RouterCall[] = [];
      const state = await stateThrough(testContext({ stops, departureDate: '2026-12-28' }, data(), passCountry(calls, 'passes')), 'route shapes');
      for (const o of state.options) expect(o.shape.waypoints.map((w) => w.name)).toEqual(['Denver, CO', 'Grand Junction, CO', 'Moab, UT']);
      expect(calls.filter((c) => c.kind === 'route')).toHaveLength(3);
    });
  });
});
