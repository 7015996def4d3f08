import { describe, expect, it } from 'vitest';
import { milesBetween } from '@shared/exports/export-trip';
import { decodeLine } from '@shared/plan/polyline';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { LatLng } from '../geo';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Days as they are driven. A trip that starts by its destination drives to camp on day 1 (never a
// day of 0 miles with the camp said a drive on), and a day with no drive at all says so. A camp
// inside a national park has the park around it, not a drive back out to an entrance. A night is
// where the day's drive ends: when the trip has too few days for the next day to keep its limit, the
// day still ends at its park (the drive there and back counted), and says why it ends early. Every
// option's days add up to its miles, each day's line is its own miles, and each day starts where the
// last one ended.
const data = loadBundledData();
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse({ departureDate: '2027-04-12', ...input }), data, { now: fixedNow });
type Day = TripPlan['dailyItinerary'][number];
const lineOf = (d: Day): LatLng[] =>
  decodeLine(d.geometry ?? '').map(([latitude, longitude]) => ({ latitude, longitude }));
const parkOf = (d: Day): LatLng => ({ latitude: d.rvPark.latitude!, longitude: d.rvPark.longitude! });
const drives = (days: readonly Day[]) => days.filter((d) => d.day === 1 || d.distance > 0);

/** The rules every option's days keep, whatever the trip. */
function expectHonestDays(p: TripPlan) {
  for (const o of p.routeOptions) {
    const days = o.dailyItinerary;
    // The days' miles are the option's (each day rounded to a mile).
    const sum = days.reduce((s, d) => s + d.distance, 0);
    expect(Math.abs(sum - o.distance)).toBeLessThanOrEqual(days.length);
    for (const d of drives(days)) {
      // A day of no drive says so.
      if (d.distance < 1) expect(d.notes.some((n) => n.startsWith('No drive today: '))).toBe(true);
      const line = lineOf(d);
      if (line.length === 0) continue;
      // The next drive day starts where this one's line ends: no miles between the days uncounted.
      const next = days.find((n) => n.day > d.day && n.distance > 0);
      if (next) expect(milesBetween(lineOf(next)[0], line.at(-1)!)).toBeLessThan(2);
      // A night on the road is its park: where the drive ends, or said to lie off the day's town.
      if (next && !d.nightAway && milesBetween(line.at(-1)!, parkOf(d)) >= 3)
        expect(d.notes.join(' ')).toMatch(/(about \d+ miles?|less than a mile) from .+ in a straight line/);
    }
  }
}

describe('a trip that starts by its destination', () => {
  it('Twentynine Palms to Joshua Tree: day 1 drives to camp inside the park, and the park is around camp', async () => {
    const p = await plan({
      fromLocation: 'Twentynine Palms, CA',
      toLocation: 'Joshua Tree National Park',
      duration: 3,
    });
    expectHonestDays(p);
    for (const o of p.routeOptions) {
      const d = o.dailyItinerary[0];
      // The drive to camp, through the North Entrance, ends at the campground.
      expect(d.distance).toBeGreaterThan(5);
      expect(milesBetween(lineOf(d).at(-1)!, parkOf(d))).toBeLessThan(1);
      expect(d.notes.find((n) => n.startsWith('Tonight:'))).toMatch(
        new RegExp(
          `^Tonight: ${d.rvPark.name}, inside Joshua Tree National Park, where the day's drive ends, \\d+ road miles in from the park's [^.]+\\. `,
        ),
      );
      const inPark = d.activityDetails.filter((a) => a.name.endsWith('in Joshua Tree National Park'));
      expect(inPark.length).toBeGreaterThan(0);
      for (const a of inPark)
        expect(a.description).toMatch(/it is around camp \(the campground is inside the park\)\./);
    }
  });

  it('West Yellowstone to Yellowstone in July: a camp in town is no drive, and the day says so', async () => {
    const p = await plan({
      fromLocation: 'West Yellowstone, MT',
      toLocation: 'Yellowstone National Park',
      duration: 3,
      departureDate: '2027-07-10',
    });
    expectHonestDays(p);
    // Its camp is in the town the trip starts from: the day ends there, not at the West Entrance.
    const d = p.dailyItinerary[0];
    expect(d.distance).toBeLessThan(1);
    expect(d.notes).toContain(
      `No drive today: ${d.rvPark.name} is less than a mile from West Yellowstone, MT, where the day starts.`,
    );
  });

  it('Springdale to Zion and Gatlinburg to the Great Smokies keep the same rules', async () => {
    for (const [fromLocation, toLocation] of [
      ['Springdale, UT', 'Zion National Park'],
      ['Gatlinburg, TN', 'Great Smoky Mountains National Park'],
    ])
      expectHonestDays(await plan({ fromLocation, toLocation, duration: 2 }));
  });
});

describe('a camp inside or outside a national park', () => {
  it('Rio Grande Village is inside Big Bend: said so, and its activities are around camp', async () => {
    const p = await plan({
      fromLocation: 'San Antonio, TX',
      toLocation: 'Big Bend National Park',
      duration: 4,
    });
    expectHonestDays(p);
    const arrival = drives(p.dailyItinerary).at(-1)!;
    expect(arrival.rvPark.name).toBe('Rio Grande Village (Big Bend, TX)');
    expect(arrival.notes.find((n) => n.startsWith('Tonight:'))).toMatch(
      /^Tonight: Rio Grande Village \(Big Bend, TX\), inside Big Bend National Park, /,
    );
    const stay = p.dailyItinerary.at(-1)!;
    for (const a of stay.activityDetails.filter((x) => x.name.endsWith('in Big Bend National Park')))
      expect(a.description).toMatch(/around camp \(the campground is inside the park\)/);
  });

  // Joshua Tree from Los Angeles camped outside, back along CA-62 from the West Entrance, until a
  // camp on into the park from the gate came first (Hidden Valley): Arches' camps are all outside.
  it('a camp outside Arches (from Moab) still has the park a drive from camp', async () => {
    const p = await plan({
      fromLocation: 'Moab, UT',
      toLocation: 'Arches National Park',
      duration: 2,
    });
    expectHonestDays(p);
    expect(p.dailyItinerary[0]!.notes.find((n) => n.startsWith('Tonight:'))).not.toMatch(/inside/);
    const stay = p.dailyItinerary.at(-1)!;
    const inPark = stay.activityDetails.filter((a) => a.name.endsWith('in Arches National Park'));
    expect(inPark.length).toBeGreaterThan(0);
    for (const a of inPark) {
      expect(a.description).toMatch(/by road from camp/);
      expect(a.description).not.toMatch(/inside the park/);
    }
  });
});

describe('the nights of a trip with too few days for its distance', () => {
  it('Miami to Boston in 4 days at 8 h: each night on the way is where its day ends, and the next day starts there', async () => {
    const p = await plan({
      fromLocation: 'Miami, FL',
      toLocation: 'Boston, MA',
      departureDate: '2027-03-27',
      duration: 4,
      maxDrivingHoursPerDay: 8,
    });
    expectHonestDays(p);
    const scenic = p.routeOptions.find((o) => o.type === 'scenic')!;
    const days = drives(scenic.dailyItinerary);
    days.slice(0, -1).forEach((d, i) => {
      // Not a park a drive off the road where the day was cut, the drive there and back uncounted.
      expect(d.nightAway?.driveEndsAtPark ?? true).toBe(true);
      expect(milesBetween(lineOf(days[i + 1])[0], parkOf(d))).toBeLessThan(1);
    });
  });
});
