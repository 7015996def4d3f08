import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { exportTripOf, milesBetween } from '@shared/exports/export-trip';
import { buildGarminGpx, buildPlainGpx } from '@shared/exports/gpx';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { rigFor } from '@shared/schemas/rig';
import { makeTrip } from '@shared/trips/test-factories';
import type { LatLng } from '../geo';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// The night of the drive to the trip's destination: when its park lies off the destination (a KOA
// 38 road miles out of Boston), the day's drive ends at the park, on the way in, and the day (still
// the destination's) says how far the park is by road; a park in the destination keeps the drive to
// the destination itself.
const data = loadBundledData();
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse({ departureDate: '2027-10-05', ...input }), data, { now: fixedNow });
const bigRig = { rvType: 'class-a' as const, rig: { ...rigFor('class-a'), lengthFeet: 45 } };

const BOSTON = { latitude: 42.3601, longitude: -71.0589 };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lineOf = (d: TripPlan['dailyItinerary'][number]): LatLng[] =>
  polyline.decode(d.geometry ?? '', 5).map(([latitude, longitude]) => ({ latitude, longitude }));
const lineMiles = (line: LatLng[]) => line.slice(1).reduce((s, p, i) => s + milesBetween(line[i], p), 0);
const lastDrive = (p: TripPlan) => p.dailyItinerary.filter((d) => d.distance > 0).at(-1)!;
const parkOf = (d: TripPlan['dailyItinerary'][number]) => ({
  latitude: d.rvPark.latitude!,
  longitude: d.rvPark.longitude!,
});

describe("the drive to a destination whose night's park lies off it", () => {
  it('ends a 45 ft Class A from Portland, ME at its park outside Boston, and its miles are the way to the park', async () => {
    const p = await plan({ fromLocation: 'Portland, ME', toLocation: 'Boston, MA', duration: 3, ...bigRig });
    for (const o of p.routeOptions) {
      const d = lastDrive({ ...p, dailyItinerary: o.dailyItinerary });
      const park = parkOf(d);
      // The park lies well outside the city, and the day, still Boston's, ends at it.
      expect(milesBetween(park, BOSTON)).toBeGreaterThan(15);
      // Its title names the park where it ends, and the park's road miles from the city asked for.
      expect(d.title).toMatch(
        new RegExp(`^Portland, ME to ${escaped(d.rvPark.name)} \\(\\d+ road mi from Boston, MA\\)$`),
      );
      expect(d.to).toEqual({ name: 'Boston, MA', ...park });
      // The line ends at the park, never comes near downtown, and the day's miles are its own.
      const line = lineOf(d);
      expect(milesBetween(line.at(-1)!, park)).toBeLessThan(2);
      expect(Math.min(...line.map((q) => milesBetween(q, BOSTON)))).toBeGreaterThan(5);
      expect(Math.abs(d.distance - lineMiles(line))).toBeLessThan(0.03 * d.distance);
      expect(d.notes[0]).toMatch(
        new RegExp(
          `^Tonight: ${d.rvPark.name}, where the day's drive ends, \\d+ road miles from the centre of Boston\\. `,
        ),
      );
      // The park is addressed by its own town, not as near Boston.
      expect(d.rvPark.address).not.toBe('Near Boston, MA');
      // The rest days are Boston's, at the park.
      for (const rest of o.dailyItinerary.filter((r) => r.day > d.day)) expect(rest.to).toEqual(d.to);
    }
  });

  it("ends the drive to a national park at a campground outside it, said from the park's name", async () => {
    // Death Valley's point lies in its middle, off its campgrounds. (This was Zion, where a 45 ft
    // rig slept 34 road miles out at Sand Pit only because that park reports its length and the
    // South Entrance's campgrounds report none: long-rig-park-night.plan.test.ts.)
    const p = await plan({
      fromLocation: 'Las Vegas, NV',
      toLocation: 'Death Valley National Park',
      duration: 3,
      ...bigRig,
    });
    const d = lastDrive(p);
    const park = parkOf(d);
    expect(d.to).toEqual({ name: 'Death Valley National Park', ...park });
    expect(d.notes[0]).toMatch(
      /^Tonight: .+, (where the day's drive ends|at the end of the day), \d+ road miles from Death Valley National Park\. /,
    );
  });

  it('keeps the driving limit: the drive to the park fits it, or the day says it is long', async () => {
    const p = await plan({
      fromLocation: 'Miami, FL',
      toLocation: 'Boston, MA',
      departureDate: '2027-03-20',
      duration: 4,
      maxDrivingHoursPerDay: 8,
    });
    for (const o of p.routeOptions) {
      const d = lastDrive({ ...p, dailyItinerary: o.dailyItinerary });
      expect(d.to).toEqual({ name: 'Boston, MA', ...parkOf(d) });
      if (d.driveHours > 8.05)
        expect(d.warnings).toContainEqual(expect.stringMatching(/over your limit of 8 h a day/));
    }
  });
});

describe("the drive to a destination whose night's park lies in it", () => {
  it('ends in San Francisco, and says the park by road from there', async () => {
    const p = await plan({ fromLocation: 'Sacramento, CA', toLocation: 'San Francisco, CA', duration: 2 });
    const d = lastDrive(p);
    const line = lineOf(d);
    expect(milesBetween(parkOf(d), d.to)).toBeGreaterThan(1);
    expect(milesBetween(line.at(-1)!, d.to)).toBeLessThan(1);
    expect(d.to.name).toBe('San Francisco, CA');
    expect(d.notes[0]).toMatch(new RegExp(`^Tonight: ${d.rvPark.name}, [1-5] mi from San Francisco\\. `));
  });
});

describe('the exports of a drive that ends at a park off the destination', () => {
  it("end the day's GPX route and track at the park", async () => {
    const p = await plan({ fromLocation: 'Portland, ME', toLocation: 'Boston, MA', duration: 3, ...bigRig });
    const d = lastDrive(p);
    const park = parkOf(d);
    const trip = exportTripOf(makeTrip(), p);
    // The points of each of a GPX file's routes (or tracks), in order.
    const pointsOf = (gpx: string | null, block: 'rte' | 'trk') =>
      [...(gpx ?? '').matchAll(new RegExp(`<${block}>([\\s\\S]*?)</${block}>`, 'g'))].map((m) =>
        [...m[1].matchAll(/lat="([-\d.]+)" lon="([-\d.]+)"/g)].map((q) => ({
          latitude: Number(q[1]),
          longitude: Number(q[2]),
        })),
      );
    // Garmin: the day's route's last via point is the park, its shaping points on the way to it.
    const route = pointsOf(buildGarminGpx(trip), 'rte').at(-1)!;
    expect(route.length).toBeGreaterThan(10);
    expect(milesBetween(route.at(-1)!, park)).toBeLessThan(0.1);
    expect(milesBetween(route.at(-2)!, park)).toBeLessThan(6);
    expect(Math.min(...route.map((q) => milesBetween(q, BOSTON)))).toBeGreaterThan(5);
    // Plain: the day's track ends at the park.
    const track = pointsOf(buildPlainGpx(trip), 'trk').at(-1)!;
    expect(track.length).toBeGreaterThan(10);
    expect(milesBetween(track.at(-1)!, park)).toBeLessThan(2);
  });
});
