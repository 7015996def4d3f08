import { describe, expect, it } from 'vitest';
import { exportTripOf, milesBetween } from '@shared/exports/export-trip';
import { buildGarminGpx } from '@shared/exports/gpx';
import type { TripPlan } from '@shared/schemas/plan';
import { makeTrip } from '@shared/trips/test-factories';
import { plansOverHttp } from '../../test/plans-over-http';

// Plans into national parks over real HTTP: the park roads the highway lines lack (data/park-roads.json,
// built into the road graph) carry the drive, at the parks' own mileages.
const { plan } = plansOverHttp({ departureDate: '2027-07-10', duration: 2, rvType: 'travel-trailer' });

const fastestOf = (p: TripPlan) => p.routeOptions.find((o) => o.type === 'fastest')!;
// The fastest option's days as the plan's own (the plan shows the option the traveller chose).
const asFastest = (p: TripPlan): TripPlan => ({ ...p, dailyItinerary: fastestOf(p).dailyItinerary });

describe('park roads', () => {
  it('drives West Yellowstone to Bridge Bay inside the park, about 59 miles, not 201 via Jackson', async () => {
    // The park's own figures (NPS map): West Entrance to Madison 14, Madison to Norris 14, Norris to
    // Canyon 12, Canyon to Fishing Bridge 16, and Bridge Bay 3.4 miles short of Fishing Bridge.
    const parkMiles = 14 + 14 + 12 + 16 + 3.4;
    const p = await plan({ fromLocation: 'West Yellowstone, MT', toLocation: 'Bridge Bay Campground, WY' });
    const fastest = fastestOf(p);
    expect(Math.abs(fastest.distance - parkMiles) / parkMiles).toBeLessThanOrEqual(0.1);
    expect(fastest.dailyItinerary.reduce((a, d) => a + d.distance, 0)).toBe(fastest.distance);
    // Not a mile of it south of Bridge Bay (the South Entrance, Jackson, Teton Pass) nor east of the lake.
    const trip = exportTripOf(makeTrip(), asFastest(p));
    const track = trip.days.flatMap((d) => d.track);
    expect(track.length).toBeGreaterThan(2);
    for (const point of track) {
      expect(point.latitude).toBeGreaterThan(44.5);
      expect(point.longitude).toBeLessThan(-110.3);
    }
  }, 120_000);

  it("puts the Garmin export's shaping points on the park road, not on the way round by Jackson", async () => {
    const p = await plan({ fromLocation: 'West Yellowstone, MT', toLocation: 'Bridge Bay Campground, WY' });
    const gpx = buildGarminGpx(exportTripOf(makeTrip(), asFastest(p)));
    expect(gpx).not.toBeNull();
    const shaping = [...gpx!.matchAll(/<rtept lat="([-\d.]+)" lon="([-\d.]+)">\s*<name>[^<]*shaping/g)].map(
      (m) => ({ latitude: Number(m[1]), longitude: Number(m[2]) }),
    );
    expect(shaping.length).toBeGreaterThanOrEqual(8);
    // Each within a few miles of the Grand Loop's junctions West Yellowstone - Madison - Norris - Canyon -
    // Fishing Bridge - Lake - Bridge Bay: inside the park's north half, never by Jackson (43.48 N) or Teton Pass.
    const loop = [
      { latitude: 44.6622, longitude: -111.0997 },
      { latitude: 44.6455, longitude: -110.8617 },
      { latitude: 44.7372, longitude: -110.699 },
      { latitude: 44.7347, longitude: -110.4877 },
      { latitude: 44.565, longitude: -110.3725 },
      { latitude: 44.553, longitude: -110.4005 },
      { latitude: 44.5343, longitude: -110.4372 },
    ];
    const nearLoop = (q: { latitude: number; longitude: number }) =>
      loop.slice(1).some((b, i) => {
        const a = loop[i];
        // Distance to segment a-b, flat (short segments).
        const k = Math.cos((a.latitude * Math.PI) / 180);
        const [ax, ay, bx, by, qx, qy] = [
          a.longitude * k,
          a.latitude,
          b.longitude * k,
          b.latitude,
          q.longitude * k,
          q.latitude,
        ];
        const t = Math.max(
          0,
          Math.min(1, ((qx - ax) * (bx - ax) + (qy - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
        );
        const p2 = { latitude: ay + t * (by - ay), longitude: (ax + t * (bx - ax)) / k };
        return milesBetween(q, p2) < 3;
      });
    for (const s of shaping) expect(nearLoop(s), JSON.stringify(s)).toBe(true);
  }, 120_000);

  it("drives the South Rim from Mather Campground to Desert View on Desert View Drive, the park's 23 miles", async () => {
    // Before the overlay the highway lines stopped at the South and East entrances: the drive went
    // out of the park and round by Cameron.
    const p = await plan({ fromLocation: 'Mather Campground, AZ', toLocation: 'Desert View Campground, AZ' });
    const fastest = fastestOf(p);
    expect(Math.abs(fastest.distance - 23) / 23).toBeLessThanOrEqual(0.1);
  }, 120_000);

  it('drives a van from West Glacier over Going-to-the-Sun Road (50 miles) and on up US-89 to Babb', async () => {
    // Round by US-2 and Browning it is over 120 miles; over the park road 50 to St. Mary (the park's
    // figure), then 9.7 miles of US-89 as the graph measures it to Babb. Babb lies on US-89 (the
    // census point, 48.8722 N 113.4408 W, as Wikipedia gives it: unconfirmed); the gazetteer's point
    // is 3 miles east of the road and is met on US-89 beside it. Met at the nearest junction instead,
    // it was the Canadian border 8 miles farther north: 18.7 miles of US-89, 68.7 in all.
    const p = await plan({ fromLocation: 'West Glacier, MT', toLocation: 'Babb, MT', rvType: 'class-b' });
    const fastest = fastestOf(p);
    expect(Math.abs(fastest.distance - 59.7) / 59.7).toBeLessThanOrEqual(0.1);
  }, 120_000);
});
