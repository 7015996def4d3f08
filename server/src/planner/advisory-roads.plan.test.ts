import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Advisories steer: a road the agency advises against for a rig this long or high
// (data/restricted-segments.json, applies 'advisory', size limits) is kept off like a ban when a way
// round at most about 50 % and 60 miles longer exists, and driven with its warning otherwise; either
// way the day says which. A review found a 35 ft fifth wheel sent down the Generals Highway from
// Giant Forest to Potwisha (not advised over 22 ft; the park sends long rigs round by CA-180) with
// only a warning.
const data = loadBundledData();
const rig = (lengthFeet: number, heightFeet: number) => ({
  lengthFeet,
  heightFeet,
  fuel: 'gas' as const,
  tankGallons: 60,
  mpg: 9,
  towingCar: false,
  propaneOnBoard: true,
});
const plan = (input: object): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse(input), data, { now: fixedNow });
const seki = (departureDate: string, rvType: string, r: ReturnType<typeof rig>) =>
  plan({
    fromLocation: 'Fresno, CA',
    toLocation: 'Bakersfield, CA',
    departureDate,
    duration: 5,
    rvType,
    rig: r,
    stops: [
      { name: 'Kings Canyon National Park', latitude: 36.7398, longitude: -118.9631, nights: 2 },
      { name: 'Sequoia National Park', latitude: 36.4864, longitude: -118.5658, nights: 1 },
    ],
  });
const said = (p: TripPlan) => p.dailyItinerary.flatMap((d) => [...(d.notes ?? []), ...(d.warnings ?? [])]);
const warnings = (p: TripPlan) => p.dailyItinerary.flatMap((d) => d.warnings ?? []);
const drives = (p: TripPlan, park: string) =>
  p.dailyItinerary.flatMap((d) =>
    (d.activityDetails ?? []).filter((a) => a.name === `Scenic Driving in ${park}`),
  );

describe('roads advised against for the rig', () => {
  for (const date of ['2027-08-10', '2027-01-12'])
    it(`keeps a 35 ft fifth wheel off the Generals Highway below Giant Forest (${date}), saying why`, async () => {
      const p = await seki(date, 'fifth-wheel', rig(35, 13));
      const notes = said(p).join(' ');
      expect(notes).toMatch(
        /Avoided the Generals Highway from Potwisha to Giant Forest: your rig is 35 ft long, and vehicles longer than 22 ft are not advised .*An advisory, not a ban: the day goes round it, as a way at most about 50 % and 60 miles longer exists\./,
      );
      expect(warnings(p).join(' ')).not.toMatch(/On this drive, the Generals Highway/);
      // The park's own chain rule (its winter driving page), in January only, once a day.
      const chains = p.dailyItinerary.map(
        (d) => (d.notes ?? []).filter((n) => n.includes('chain-control zones')).length,
      );
      if (date.startsWith('2027-01')) {
        expect(Math.max(...chains)).toBe(1);
        expect(notes).toMatch(
          /Sequoia and Kings Canyon's park roads [^:]*: the park activates chain-control zones .*require[sd]? all vehicles .* to carry tire chains or cables .*\(Sequoia and Kings Canyon National Parks: https:\/\/home\.nps\.gov\/seki\/planyourvisit\/winter_driving\.htm; reported, not confirmed on the agency's own page\)\./,
        );
      } else expect(Math.max(...chains)).toBe(0);
      // The park's scenic drive stays offered, and says the advisory.
      const offered = drives(p, 'Sequoia National Park');
      expect(offered.length).toBeGreaterThan(0);
      for (const a of offered)
        expect(a.description).toMatch(
          /\. The Generals Highway from Potwisha to Giant Forest is not advised for your rig/,
        );
    }, 120_000);

  it('lets a 20 ft van drive it, with no word of the advisory', async () => {
    const p = await seki('2027-08-10', 'class-b', rig(20, 9));
    expect(said(p).join(' ')).not.toMatch(/Generals Highway from Potwisha/);
  }, 120_000);

  // The stop is passed through: the campground's own limit (24 ft) keeps a 28 ft rig from sleeping
  // there, and its night in the Basin was once "Juniper Flats 1", a backpacking site's number.
  it("drives Chisos Basin Road to a stop on it, saying there is no reasonable way round, and keeps Big Bend's scenic drive", async () => {
    const p = await plan({
      fromLocation: 'Alpine, TX',
      toLocation: 'Terlingua, TX',
      departureDate: '2027-10-20',
      duration: 3,
      rvType: 'class-c',
      rig: rig(28, 11.5),
      stops: [{ name: 'Chisos Basin Campground', latitude: 29.2717, longitude: -103.3008, nights: 0 }],
    });
    expect(warnings(p).join(' ')).toMatch(
      /On this drive, Chisos Basin Road: your rig is 28 ft long, .*not recommended for RVs longer than 24 ft \(Big Bend National Park\)\. An advisory, not a ban: no way round it at most about 50 % and 60 miles longer exists in our road network, so the drive takes it/,
    );
    const offered = drives(p, 'Big Bend National Park');
    expect(offered.length).toBeGreaterThan(0);
    for (const a of offered)
      expect(a.description).toMatch(
        /Chisos Basin Road is not advised for your rig: .*An advisory, not a ban: drive it with care/,
      );
  }, 120_000);
});
