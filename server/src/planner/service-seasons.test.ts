import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import type { RoutingProvider } from '../routing/provider';
import { builtinRoutingProvider, createMapboxProvider, createOsrmProvider } from '../routing/provider';
import type { FakeRoutingService, LngLat } from '../test/routing-service';
import { FAKE_MAPBOX_TOKEN, startFakeRoutingService } from '../test/routing-service';
import { fixedNow } from '../test/planner-data';
import { planTripWithProvider } from './engine';
import { createPlanRouter } from './plan-router';
import { builtinRoute } from '../routing/builtin';
import type { RoutedPath } from '../routing/road-router';
import { sharedRestrictedSegments } from '../routing/restricted-segments';
import { milesBetween } from '../routing/core/node-index';

// A routing service that knows no seasons: between points on either side of the Sierra Nevada it
// draws its line over Tioga Pass (CA-120), whatever the date, as a car router in summer would.
const TIOGA_PASS: [number, number] = [37.9107, -119.2577];
const acrossTheSierra = (a: LngLat, b: LngLat) =>
  (a[0] - TIOGA_PASS[1]) * (b[0] - TIOGA_PASS[1]) < 0 && [a, b].every((p) => p[1] > 36.5 && p[1] < 39);
function overTioga(points: readonly LngLat[]): Array<[number, number]> {
  const line: Array<[number, number]> = [[points[0][1], points[0][0]]];
  for (let k = 1; k < points.length; k++) {
    if (acrossTheSierra(points[k - 1], points[k])) line.push(TIOGA_PASS);
    line.push([points[k][1], points[k][0]]);
  }
  return line;
}

// Its answer is 300 km whatever it is asked, but for a hop of a mile or two in a straight line (a
// park's gate to the camp by it: Big Oak Flat's to Hodgdon Meadow), answered with that line's length,
// as a real service would: a night by the gate is not ranked and said as 186 miles off.
const NEAR_MILES = 2;
function serviceMetres(points: readonly LngLat[]): number {
  const [a, b] = [points[0], points[points.length - 1]];
  const line = milesBetween(a[1], a[0], b[1], b[0]);
  return points.length === 2 && line <= NEAR_MILES ? line * 1609.344 : 300000;
}

let service: FakeRoutingService;
beforeAll(async () => {
  service = await startFakeRoutingService(overTioga, serviceMetres);
});
afterAll(() => service.close());

const data = loadBundledData();
const plan = (routing: RoutingProvider, departureDate: string): Promise<TripPlan> =>
  planTripWithProvider(
    generateTripInputSchema.parse({
      fromLocation: 'Lee Vining, CA',
      toLocation: 'Yosemite National Park',
      departureDate,
      duration: 3,
      rvType: 'class-c',
    }),
    data,
    routing,
    { now: fixedNow },
  );
// The service's answer for a day's drive: 300 km.
const SERVICE_MILES = Math.round(300000 / 1609.344);
const TIOGA_AVOIDED =
  "Avoided Tioga Road (Tioga Pass) (CA-120): usually closed for winter from about November 15 to about June 1 (Yosemite National Park). Reported, not confirmed on the agency's own page: check before you go.";
const TIOGA_SEASON =
  'Tioga Road (Tioga Pass) (CA-120) is usually closed from about November 15 to about June 1 (Yosemite National Park';
// A loaded machine holds the service's answer unread while the planner works on this thread: no
// timeout in the way (the fallback on a service that fails has its own test in provider.test.ts).
const services: Array<[string, () => RoutingProvider]> = [
  ['OSRM', () => createOsrmProvider(service.url, { timeoutMs: 120_000 })],
  [
    'Mapbox Directions',
    () => createMapboxProvider(FAKE_MAPBOX_TOKEN, { baseUrl: service.url, timeoutMs: 120_000 }),
  ],
];

describe('a routing service whose line drives a road closed for the season', () => {
  it.each(services)(
    "%s over Tioga Pass in January: the leg is the bundled router's, around the road, with its note",
    async (_name, provider) => {
      const bundled = await plan(builtinRoutingProvider, '2027-01-15');
      service.requests.length = 0;
      const viaService = await plan(provider(), '2027-01-15');
      expect(service.requests.length).toBeGreaterThan(0);
      expect(viaService.warnings.join(' ')).not.toMatch(/did not answer/);
      const day = viaService.dailyItinerary[0];
      expect(day.distance).not.toBe(SERVICE_MILES);
      // The road gone around is said once: as gone around, or in the park's season note when the day
      // says that note (the night by Yosemite's gate), which names it closed.
      const tioga = day.notes.filter((n) => /Tioga Road/.test(n));
      expect(tioga).toHaveLength(1);
      expect(tioga[0] === TIOGA_AVOIDED || tioga[0].startsWith(TIOGA_SEASON), tioga[0]).toBe(true);
      expect([day.distance, day.notes, day.warnings]).toEqual([
        bundled.dailyItinerary[0].distance,
        bundled.dailyItinerary[0].notes,
        bundled.dailyItinerary[0].warnings,
      ]);
      // The option names the roads its days drive: the first day's are the bundled router's (the
      // other days keep the service's legs, whose road names are the loopback service's own).
      expect(viaService.routeOptions[0].roads?.slice(0, 2)).toEqual(bundled.routeOptions[0].roads?.slice(0, 2));
    },
    120_000,
  );

  it.each(services)(
    "%s over Tioga Pass in July: the service's leg, with no word of the road",
    async (_name, provider) => {
      const july = await plan(provider(), '2027-07-15');
      const day = july.dailyItinerary[0];
      expect(day.distance).toBe(SERVICE_MILES);
      // The road's word (its night may be Tioga Lake Campground, said by the Tioga Pass Entrance it
      // is a mile from, with no word of the road's winter closure on a July night).
      const said = [...(day.notes ?? []), ...(day.warnings ?? [])].join(' ');
      expect(said).not.toMatch(/Tioga Road|Tioga Pass(?! Entrance)/);
      expect(said).not.toMatch(/closed/);
    },
    120_000,
  );
});

describe('a routing service whose line crosses a mountain pass', () => {
  // Lee Vining to Bridgeport on US-395, over Conway Summit (8,143 ft): the service's line is straight.
  const leeVining = { latitude: 37.9577, longitude: -119.1207 };
  const bridgeport = { latitude: 38.2555, longitude: -119.2313 };
  const req = { profile: 'fastest' as const, rvType: 'class-c' as const };
  const router = () => createPlanRouter(createOsrmProvider(service.url, { timeoutMs: 120_000 }));
  const notes = (p: RoutedPath | null) => p?.restrictions?.map((r) => [r.kind, r.note.slice(0, 40)]);

  it('in winter, routes the leg on the bundled graph, which names the pass it must cross', async () => {
    const january = { ...req, date: '2027-01-15' };
    const leg = await router().leg([leeVining, bridgeport], january);
    expect(leg?.source).toBe('builtin');
    expect(notes(leg)).toEqual(notes(builtinRoute([leeVining, bridgeport], january)));
    expect(notes(leg)).toContainEqual(['passes', 'Crosses Conway Summit (US-395, 8,143 ft)']);
  });

  it("in July, keeps the service's leg, unless the traveller asked to avoid mountain passes", async () => {
    const july = { ...req, date: '2027-07-15' };
    expect((await router().leg([leeVining, bridgeport], july))?.source).toBe('osrm');
    const avoiding = await router().leg([leeVining, bridgeport], { ...july, avoidPasses: true });
    expect(avoiding?.source).toBe('builtin');
    expect(notes(avoiding)).toContainEqual(['avoided', 'Avoided Conway Summit (US-395, 8,143 ft)']);
  });
});

describe('a routing service whose line drives a park road closed to the rig', () => {
  // West Glacier to St. Mary, straight over the Going-to-the-Sun Road (over 21 ft prohibited).
  const westGlacier = { latitude: 48.4978, longitude: -113.9751 };
  const stMary = { latitude: 48.7456, longitude: -113.4289 };
  const router = () => createPlanRouter(createOsrmProvider(service.url, { timeoutMs: 120_000 }));
  const july = { profile: 'fastest' as const, date: '2027-07-15' };

  it("routes a 35 ft rig's leg on the bundled graph, around the road, and keeps a van's on the service", async () => {
    const long = { ...july, rvType: 'class-a' as const, lengthFeet: 35 };
    const leg = await router().leg([westGlacier, stMary], long);
    expect(leg?.source).toBe('builtin');
    expect(leg?.restrictions?.map((r) => [r.id, r.kind])).toContainEqual([
      'going-to-the-sun-road',
      'avoided',
    ]);
    expect(leg?.miles).toBeCloseTo(builtinRoute([westGlacier, stMary], long).miles, 6);
    const van = await router().leg([westGlacier, stMary], {
      ...july,
      rvType: 'class-b' as const,
      lengthFeet: 20,
    });
    expect(van?.source).toBe('osrm');
  });

  it('finds every row of the restrictions table on a line, as every row has a polygon', () => {
    expect(
      sharedRestrictedSegments()
        .filter((s) => !s.polygon)
        .map((s) => s.id),
    ).toEqual([]);
  });
});
