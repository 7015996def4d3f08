import polyline from '@mapbox/polyline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTripWithProvider } from '../planner/engine';
import type { FakeRoutingService } from '../test/routing-service';
import { FAKE_MAPBOX_TOKEN, startFakeRoutingService } from '../test/routing-service';
import { createMapboxProvider, createOsrmProvider, createRoutingProvider } from './provider';

// A loopback server speaking the OSRM route service and Mapbox Directions v5 protocols: it answers
// a fixed line from the first to the last requested coordinate through a bend, with steps.
let service: FakeRoutingService;
let base = '';
beforeAll(async () => {
  service = await startFakeRoutingService();
  base = service.url;
});
afterAll(() => service.close());

const denver = { latitude: 39.73915, longitude: -104.9847 };
const moab = { latitude: 38.57332, longitude: -109.54984 };
const data = loadBundledData();
const input = generateTripInputSchema.parse({
  fromLocation: 'Denver, CO',
  toLocation: 'Moab, UT',
  departureDate: '2026-06-10',
  duration: 4,
});

describe('routing providers', () => {
  it('OSRM: routes through its HTTP API and converts miles, RV hours, line and roads', async () => {
    service.requests.length = 0;
    service.mode = 'ok';
    const p = await createOsrmProvider(base).route([denver, moab], { profile: 'fastest', rvType: 'class-a' });
    expect(service.requests[0]).toMatch(
      /^\/route\/v1\/driving\/-104\.98470,39\.73915;-109\.54984,38\.57332\?/,
    );
    expect(service.requests[0]).toContain('geometries=polyline');
    expect(p.source).toBe('osrm');
    expect(p.miles).toBeCloseTo(300000 / 1609.344, 3);
    // A Class A runs slower than the car time the service reports (3 h).
    expect(p.hours).toBeGreaterThan(3.3);
    expect(p.lat).toHaveLength(21);
    expect(p.cumMiles.at(-1)).toBeCloseTo(p.miles, 6);
    expect(p.roads).toEqual(['I-70', 'US-191']);
  });

  it('Mapbox Directions: sends the server token and converts the answer', async () => {
    service.requests.length = 0;
    service.mode = 'ok';
    const p = await createMapboxProvider(FAKE_MAPBOX_TOKEN, { baseUrl: base }).route([denver, moab], {
      profile: 'fastest',
      rvType: 'class-b',
    });
    expect(service.requests[0]).toMatch(
      /^\/directions\/v5\/mapbox\/driving\/-104\.98470,39\.73915;-109\.54984,38\.57332\?/,
    );
    expect(p.source).toBe('mapbox');
    expect(p.hours).toBeCloseTo((3 * 65) / 60, 3);
    await expect(
      createMapboxProvider('wrong', { baseUrl: base }).route([denver, moab], {
        profile: 'fastest',
        rvType: 'class-b',
      }),
    ).rejects.toThrow(/401/);
  });

  it('plans with the configured service, day legs and all', async () => {
    service.mode = 'ok';
    // The loopback service answers at once, but the planner's own synchronous work runs on this same
    // thread between its calls: on a loaded machine that held the answer unread past the default 5 s,
    // and the plan fell back as if the service had not answered. The fallback has its own test below;
    // here the service's timeout is out of the way so the test checks what it names.
    const osrm = createOsrmProvider(base, { timeoutMs: 120_000 });
    // What the service's calls threw, if any: the fallback below hides it.
    const thrown: string[] = [];
    const recorded = {
      ...osrm,
      route: (...args: Parameters<typeof osrm.route>) =>
        osrm.route(...args).catch((err: unknown) => {
          thrown.push(String(err));
          throw err;
        }),
    };
    const plan = await planTripWithProvider(input, data, recorded);
    expect(thrown).toEqual([]);
    expect(plan.warnings.join(' ')).not.toMatch(/did not answer/);
    const fastest = plan.routeOptions[0];
    expect(fastest.distance).toBe(Math.round(300000 / 1609.344));
    expect(polyline.decode(fastest.geometry ?? '', 5).length).toBeGreaterThan(5);
    // A whole plan on this thread: 10-13 s alone, over the default 20 s beside other suites.
  }, 120_000);

  it('falls back to the bundled graph when the service fails, and says so', async () => {
    service.mode = 'fail';
    const plan = await planTripWithProvider(input, data, createOsrmProvider(base));
    expect(plan.warnings[0]).toBe(
      'The OSRM routing service did not answer, so this plan is routed on the bundled highway network instead.',
    );
    expect(plan.routeOptions[0].roads?.slice(0, 2)).toEqual(['I-70', 'US-191']);
    service.mode = 'ok';
  });

  it('chooses OSRM, then Mapbox, then the built-in graph from the configuration', () => {
    expect(createRoutingProvider({ osrmUrl: base, mapboxAccessToken: 'x' }).name).toBe('osrm');
    expect(createRoutingProvider({ mapboxAccessToken: 'x' }).name).toBe('mapbox');
    expect(createRoutingProvider({}).name).toBe('builtin');
  });
});
