import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import type { RoutingProvider } from '../routing/provider';
import { builtinRoutingProvider, createMapboxProvider, createOsrmProvider } from '../routing/provider';
import type { FakeRoutingService } from '../test/routing-service';
import { FAKE_MAPBOX_TOKEN, startFakeRoutingService } from '../test/routing-service';
import { fixedNow } from '../test/planner-data';
import { planTripWithProvider } from './engine';

// With OSRM or Mapbox configured, the routes and day legs are the service's, but a park's entrance
// on the way in and the drives from camp to the day's sights ("minutes from camp") are measured on
// the bundled highway network: a service answers one route a call, and these are many short drives.
// The plan said its distances were all the bundled network's. It now says which are whose.
let service: FakeRoutingService;
beforeAll(async () => {
  service = await startFakeRoutingService();
});
afterAll(() => service.close());

const data = loadBundledData();
// A stay at Yosemite: the drive goes in at an entrance, and the stay days' sights are "from camp".
const plan = (routing: RoutingProvider): Promise<TripPlan> =>
  planTripWithProvider(
    generateTripInputSchema.parse({
      fromLocation: 'Sacramento, CA',
      toLocation: 'Yosemite National Park',
      departureDate: '2027-07-15',
      duration: 4,
      rvType: 'class-c',
    }),
    data,
    routing,
    { now: fixedNow },
  );
const fromCamp = (p: TripPlan) =>
  p.dailyItinerary.some((d) => JSON.stringify(d).includes('by road from camp'));
const services: Array<[string, () => RoutingProvider]> = [
  ['the OSRM routing service', () => createOsrmProvider(service.url, { timeoutMs: 120_000 })],
  [
    'Mapbox Directions',
    () => createMapboxProvider(FAKE_MAPBOX_TOKEN, { baseUrl: service.url, timeoutMs: 120_000 }),
  ],
];

describe("what a plan's distance note says its distances are measured by", () => {
  it.each(services)(
    '%s: its road miles, and the entrances and minutes from camp the bundled network’s',
    async (name, provider) => {
      service.mode = 'ok';
      const p = await plan(provider());
      expect(p.warnings.join(' ')).not.toMatch(/did not answer/);
      expect(fromCamp(p)).toBe(true);
      const note = p.overview.distanceNote;
      expect(note).toMatch(new RegExp(`^Distances are road miles from ${name}, `));
      expect(note).toContain(
        `The park entrances and the drives from camp to the day's sights (minutes from camp) are measured on the bundled US highway network, not by ${name}.`,
      );
    },
    120_000,
  );

  it('the bundled network, or a service that failed: the bundled network’s note alone', async () => {
    const bundled = await plan(builtinRoutingProvider);
    expect(bundled.overview.distanceNote).toMatch(
      /^Distances are road miles on the bundled US highway network/,
    );
    expect(bundled.overview.distanceNote).not.toMatch(/OSRM|Mapbox/);
    service.mode = 'fail';
    const fellBack = await plan(createOsrmProvider(service.url));
    service.mode = 'ok';
    expect(fellBack.warnings.join(' ')).toMatch(/^The OSRM routing service did not answer/);
    expect(fellBack.overview.distanceNote).toBe(bundled.overview.distanceNote);
  }, 120_000);
});
