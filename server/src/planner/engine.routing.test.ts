import { beforeAll, describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { builtinRoute } from '../routing/builtin';
import type { RoutingProvider } from '../routing/provider';
import type { LatLngLike } from '../routing/road-router';
import { planTrip, planTripWithProvider } from './engine';
import { WARM_PLANNING_GUARD_MS, fixedNow, warmPlanning } from '../test/planner-data';

const input = generateTripInputSchema.parse({
  fromLocation: 'Chicago, IL',
  toLocation: 'Denver, CO',
  departureDate: '2026-06-10',
  duration: 5,
});

// The routing data's and the catalogue's one-time load, before the test rather than inside its limit.
beforeAll(() => warmPlanning(loadBundledData()), WARM_PLANNING_GUARD_MS);

describe('routing the plan through the configured provider', () => {
  it('asks the provider for every road the plan drives, day legs to the parks included', async () => {
    const asked: LatLngLike[][] = [];
    // A service that answers as the bundled graph does, so the plan must come out the same.
    const service: RoutingProvider = {
      name: 'osrm',
      route: async (points, req) => {
        asked.push(points);
        return builtinRoute(points, req);
      },
    };
    const data = loadBundledData();
    const viaService = await planTripWithProvider(input, data, service, { now: fixedNow });
    const builtin = await planTrip(input, data, { now: fixedNow });
    // The same plan, but for its distance note, which names the service that measured the drives.
    expect(viaService.overview.distanceNote).toMatch(/^Distances are road miles from the OSRM routing service/);
    expect(builtin.overview.distanceNote).toMatch(/^Distances are road miles on the bundled US highway network/);
    expect({ ...viaService, overview: { ...viaService.overview, distanceNote: '' } }).toEqual({
      ...builtin,
      overview: { ...builtin.overview, distanceNote: '' },
    });
    // Three options, then the legs: each night's park ends a leg asked of the service.
    expect(asked.length).toBeGreaterThan(3);
    for (const day of builtin.dailyItinerary.filter((d) => d.distance > 0)) {
      expect(
        asked.some((points) => {
          const end = points[points.length - 1];
          return (
            end.latitude.toFixed(5) === day.to.latitude.toFixed(5) &&
            end.longitude.toFixed(5) === day.to.longitude.toFixed(5)
          );
        }),
      ).toBe(true);
    }
  }, 60_000);
});
