import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutingProvider } from '../routing/provider';
import { createMapboxProvider, createOsrmProvider } from '../routing/provider';
import type { RouteRequest, RoutedPath } from '../routing/road-router';
import { segmentsOnLine } from '../routing/restricted-segments';
import { asSegment, sharedSeasonTables } from '../routing/seasons';
import type { FakeRoutingService } from '../test/routing-service';
import { FAKE_MAPBOX_TOKEN, startFakeRoutingService } from '../test/routing-service';
import type { ServiceLineName } from '../test/service-lines';
import { SERVICE_LINES, asService, endsOf, lineArrays } from '../test/service-lines';
import { createPlanRouter } from './plan-router';

// A loopback routing service (OSRM's and Mapbox Directions' protocols) that draws, for any leg, the
// line named in `drawing` (test/service-lines.ts): a real road's course beside or over a row of the
// tables, about 50 m off the points traced, as a service's own drawing lies. The plan router checks
// it against the rows' own roads (routing/service-rows.ts): a line over a row the rig must keep off
// gives way to the bundled router's leg; a line beside one, or through the box round it, does not.
let service: FakeRoutingService;
let drawing: ServiceLineName = 'packwoodToOhanapecosh';
beforeAll(async () => {
  service = await startFakeRoutingService(() => asService(SERVICE_LINES[drawing]));
});
afterAll(() => service.close());

const providers: Array<[string, () => RoutingProvider]> = [
  ['OSRM', () => createOsrmProvider(service.url, { timeoutMs: 120_000 })],
  [
    'Mapbox Directions',
    () => createMapboxProvider(FAKE_MAPBOX_TOKEN, { baseUrl: service.url, timeoutMs: 120_000 }),
  ],
];
const classC: RouteRequest = { profile: 'fastest', rvType: 'class-c' };
const january = { ...classC, date: '2027-01-15' };
const july = { ...classC, date: '2027-07-15' };

/** The leg the plan router gives for the named line's ends, the service drawing that line. */
async function legOver(name: ServiceLineName, req: RouteRequest, provider = providers[0][1]) {
  drawing = name;
  const router = createPlanRouter(provider());
  const leg = await router.leg(endsOf(name), req);
  expect(router.warning()).toBeUndefined();
  return leg;
}
const marks = (p: RoutedPath | null) => p?.restrictions?.map((r) => [r.id, r.kind]);
/** The least straight-line distance (miles, an equirectangular estimate) from a path's points to a point. */
const nearestMiles = (p: RoutedPath | null, at: { lat: number; lng: number }) =>
  Math.min(
    ...(p?.lat ?? []).map((lat, i) => {
      const dLat = (lat - at.lat) * 69.05;
      const dLng = ((p?.lng[i] ?? 0) - at.lng) * 69.17 * Math.cos((at.lat * Math.PI) / 180);
      return Math.hypot(dLat, dLng);
    }),
  );

/** Whether the box round a season row (its point and radius) takes the line in: the check before this one. */
const inBox = (name: ServiceLineName, id: string) => {
  const row = sharedSeasonTables().roads.find((r) => r.id === id)!;
  return segmentsOnLine(lineArrays(asService(SERVICE_LINES[name])), [asSegment(row)], {}).length > 0;
};

describe("Mount Rainier's Stevens Canyon Road, closed for the winter", () => {
  it.each(providers)(
    "%s: a January line up US-12 and WA-123 to Ohanapecosh, inside the road's box, keeps the service's leg",
    async (_name, provider) => {
      expect(inBox('packwoodToOhanapecosh', 'stevens-canyon-road')).toBe(true);
      const leg = await legOver('packwoodToOhanapecosh', january, provider);
      expect(leg?.source).toBe(provider().name);
      expect(leg?.restrictions).toBeUndefined();
    },
    60_000,
  );

  it.each(providers)(
    "%s: a January line over the road is the bundled router's leg, around it; in July the service's",
    async (_name, provider) => {
      const winter = await legOver('paradiseToPackwood', january, provider);
      expect(winter?.source).toBe('builtin');
      expect(marks(winter)).toContainEqual(['stevens-canyon-road', 'avoided']);
      const summer = await legOver('paradiseToPackwood', july, provider);
      expect(summer?.source).toBe(provider().name);
      expect(summer?.restrictions).toBeUndefined();
    },
    60_000,
  );

  it("keeps a 13 ft rig's July line over the road off its tunnel (12 ft 6 in), on the bundled router", async () => {
    const tall = await legOver('paradiseToPackwood', { ...july, heightFeet: 13 });
    expect(tall?.source).toBe('builtin');
    expect(marks(tall)).toContainEqual(['stevens-canyon-road-tunnel', 'avoided']);
  }, 60_000);
});

describe('the Newport Pell and Jamestown Verrazzano bridges (RITBA wind rules for RVs)', () => {
  it.each(providers)(
    "%s: a line over the bridges keeps the service's leg with the bridges' note; one across RI-138 on Jamestown has none",
    async (_name, provider) => {
      const over = await legOver('overNewportPell', july, provider);
      expect(over?.source).toBe(provider().name);
      expect(marks(over)).toEqual([['newport-pell-jamestown-bridges', 'condition']]);
      expect(over?.restrictions?.[0].note).toMatch(
        /^On this drive, the Newport Pell and Jamestown Verrazzano Bridges \(RI-138\): the Rhode Island Turnpike and Bridge Authority warns/,
      );
      const across = await legOver('jamestownNorthRoad', july, provider);
      expect(across?.source).toBe(provider().name);
      expect(across?.restrictions).toBeUndefined();
    },
    60_000,
  );
});

describe('the Eisenhower-Johnson tunnels and Loveland Pass (I-70 and US-6)', () => {
  const propane = { ...july, propaneOnBoard: true };

  it("keeps a propane rig's July line through the tunnels with their note, and one over Loveland Pass with none", async () => {
    const tunnels = await legOver('i70Tunnels', propane);
    expect(tunnels?.source).toBe('osrm');
    expect(marks(tunnels)).toEqual([['eisenhower-johnson-tunnels', 'condition']]);
    const pass = await legOver('overLovelandPass', propane);
    expect(pass?.source).toBe('osrm');
    expect(pass?.restrictions).toBeUndefined();
  }, 60_000);

  it('in January, takes the line over Loveland Pass for a drive over the pass, and the bundled router routes it', async () => {
    const pass = await legOver('overLovelandPass', { ...january, propaneOnBoard: true });
    expect(pass?.source).toBe('builtin');
  }, 60_000);
});

describe("Rocky Mountain's Old Fall River Road (over 25 ft prohibited) beside Trail Ridge Road", () => {
  const long = { ...july, rvType: 'class-a' as const, lengthFeet: 35 };

  it("keeps a 35 ft rig's July line over Trail Ridge Road, by the old road's end at Fall River Pass", async () => {
    const leg = await legOver('trailRidgeRoad', long);
    expect(leg?.source).toBe('osrm');
    expect(leg?.restrictions).toBeUndefined();
  }, 60_000);

  it("routes a 35 ft rig's line up the old road on the bundled router, around it; a 20 ft van's stays the service's", async () => {
    const leg = await legOver('oldFallRiverRoad', long);
    expect(leg?.source).toBe('builtin');
    // The old road is the slow class (15 mph): the bundled router's fastest way up is Trail Ridge Road
    // whatever the rig, so it has nothing to say it avoided; its line never comes near the old road's
    // middle (a point of its drawn shape, park-roads.json).
    expect(leg?.lat.length).toBeGreaterThan(1);
    expect(nearestMiles(leg, { lat: 40.4275, lng: -105.7 })).toBeGreaterThan(1);
    expect(marks(leg) ?? []).not.toContainEqual(['old-fall-river-road', 'avoided']);
    const van = await legOver('oldFallRiverRoad', { ...july, rvType: 'class-b', lengthFeet: 20 });
    expect(van?.source).toBe('osrm');
  }, 60_000);
});
