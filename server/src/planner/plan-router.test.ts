import { describe, expect, it } from 'vitest';
import { createPlanRouter } from './plan-router';
import type { RoutingProvider } from '../routing/provider';
import { RouteNotFoundError } from '../routing/road-router';
import { straightPath } from '../test/planner-data';

const denver = { latitude: 39.73915, longitude: -104.9847 };
const moab = { latitude: 38.57332, longitude: -109.54984 };
const req = { profile: 'fastest' as const, rvType: 'class-c' as const };

function provider(answer: (n: number) => 'ok' | 'fail' | 'no-route'): RoutingProvider & { calls: number } {
  const p = {
    name: 'osrm' as const,
    calls: 0,
    async route(points: Parameters<RoutingProvider['route']>[0]) {
      const n = p.calls++;
      const a = answer(n);
      if (a === 'fail') throw new Error('503');
      if (a === 'no-route') throw new RouteNotFoundError();
      return { ...straightPath(points), source: 'osrm' as const };
    },
  };
  return p;
}

describe('plan router', () => {
  it('routes routes and day legs through the provider while it answers', async () => {
    const osrm = provider(() => 'ok');
    const router = createPlanRouter(osrm);
    expect((await router.route([denver, moab], req)).source).toBe('osrm');
    expect((await router.leg([denver, moab], req))?.source).toBe('osrm');
    expect(osrm.calls).toBe(2);
    expect(router.warning()).toBeUndefined();
  });

  it('routes on the bundled graph from the first failure on, and says so once', async () => {
    const osrm = provider((n) => (n === 0 ? 'fail' : 'ok'));
    const router = createPlanRouter(osrm);
    expect((await router.leg([denver, moab], req))?.source).toBe('builtin');
    expect((await router.route([denver, moab], req)).source).toBe('builtin');
    expect(osrm.calls).toBe(1);
    expect(router.warning()).toBe(
      'The OSRM routing service did not answer, so this plan is routed on the bundled highway network instead.',
    );
  }, 60_000);

  it('takes a leg the provider finds no road for as no leg, without giving up on it', async () => {
    const osrm = provider((n) => (n === 0 ? 'no-route' : 'ok'));
    const router = createPlanRouter(osrm);
    expect(await router.leg([denver, moab], req)).toBeNull();
    expect((await router.leg([denver, moab], req))?.source).toBe('osrm');
    expect(router.warning()).toBeUndefined();
  });

  it('drives a leg the service routes through a tunnel the rig must keep off on the bundled graph instead, going around it', async () => {
    const osrm = provider(() => 'ok');
    const router = createPlanRouter(osrm);
    // West of the Fort McHenry Tunnel (I-95) to east of it, straight through its crossing.
    const west = { latitude: 39.264, longitude: -76.6 };
    const east = { latitude: 39.26, longitude: -76.565 };
    const withPropane = await router.leg([west, east], { ...req, propaneOnBoard: true });
    expect(withPropane?.source).toBe('builtin');
    expect(withPropane?.restrictions?.map((r) => [r.id, r.kind])).toContainEqual([
      'fort-mchenry-tunnel',
      'avoided',
    ]);
    // Only that leg: the service still routes the next one, and the plan says nothing of a failure.
    const without = await router.route([west, east], { ...req, propaneOnBoard: false });
    expect(without.source).toBe('osrm');
    expect(without.restrictions).toBeUndefined();
    expect(router.warning()).toBeUndefined();
    expect(
      (await router.route([denver, moab], { ...req, propaneOnBoard: true })).restrictions,
    ).toBeUndefined();
  }, 60_000);

  it("keeps a service's leg through a tunnel the rig may drive on a condition, and says the condition", async () => {
    const router = createPlanRouter(provider(() => 'ok'));
    // Across Hampton Roads on I-64, straight through the bridge-tunnel's crossing.
    const west = { latitude: 36.99, longitude: -76.33 };
    const east = { latitude: 36.975, longitude: -76.285 };
    const leg = await router.leg([west, east], { ...req, propaneOnBoard: true });
    expect(leg?.source).toBe('osrm');
    expect(leg?.restrictions).toEqual([
      {
        id: 'hampton-roads-bridge-tunnel',
        kind: 'condition',
        note: 'On this drive, the Hampton Roads Bridge-Tunnel (I-64): hazardous materials are limited by hazard class (24VAC30-61-40): check your propane against the rule or ask the tunnel staff (Virginia Department of Transportation).',
        index: expect.any(Number),
      },
    ]);
    expect((await router.leg([west, east], { ...req, propaneOnBoard: false }))?.restrictions).toBeUndefined();
  });
});

describe('plan router: a service route checked against the seasons', () => {
  // A service that draws Trail Ridge Road (Estes Park to Grand Lake) whatever the date, by Deer Ridge
  // Junction and the road's bend above Forest Canyon: a straight line from Estes Park to Fall River
  // Pass would cross the Fall River valley, where Old Fall River Road climbs (restricted-segments.json).
  const estesPark = { latitude: 40.3772, longitude: -105.5217 };
  const overTheTop = [
    estesPark,
    { latitude: 40.38711, longitude: -105.61078 },
    { latitude: 40.40988, longitude: -105.71839 },
    { latitude: 40.4416, longitude: -105.7537 },
    { latitude: 40.2522, longitude: -105.823 },
  ];
  const service: RoutingProvider = {
    name: 'osrm',
    route: async () => ({ ...straightPath(overTheTop), source: 'osrm' as const }),
  };

  it('routes a leg over a seasonal road closed on the date on the bundled graph, around it', async () => {
    const router = createPlanRouter(service);
    const january = await router.leg(overTheTop, { ...req, date: '2027-01-15' });
    expect(january?.source).toBe('builtin');
    expect(january?.restrictions?.map((r) => [r.id, r.kind])).toContainEqual(['trail-ridge-road', 'avoided']);
    const july = await router.leg(overTheTop, { ...req, date: '2027-07-15' });
    expect(july?.source).toBe('osrm');
    expect(july?.restrictions).toBeUndefined();
    expect(router.warning()).toBeUndefined();
  }, 60_000);

  it("keeps the service's leg over a seasonal road in its uncertain weeks, and says so", async () => {
    const leg = await createPlanRouter(service).leg(overTheTop, { ...req, date: '2027-06-05' });
    expect(leg?.source).toBe('osrm');
    expect(leg?.restrictions?.map((r) => r.note)).toEqual([
      expect.stringMatching(/^Trail Ridge Road \(US-34\) usually opens about May 28/),
    ]);
  });
});
