import { describe, expect, it } from 'vitest';
import type { Day, GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { decodeLine } from '@shared/plan/polyline';
import { loadBundledData } from '../catalogue/bundled-data';
import { haversineMiles } from '../geo';
import { planTrip } from './engine';
import { fixedNow, reviewTrailer } from '../test/planner-data';

// A review planned Las Vegas, the Grand Canyon North Rim, Page: the North Rim's night was at Trailer
// Village on the South Rim, "about 11 mi from Grand Canyon North Rim in a straight line", 11 miles
// across the canyon and about 210 by road. The stop is a place on the North Rim (gazetteer), its
// night on the North Rim's side, and its drive AZ-67; when AZ-67 is closed for winter, the day says so.

const data = loadBundledData();
const trailer = reviewTrailer;
// AZ-67 where the park-road overlay joins it at the park (park-roads.json 'North Rim road end (AZ-67)').
const az67 = { latitude: 36.33527, longitude: -112.11641 };
const grandCanyonVillage = { latitude: 36.05443, longitude: -112.13934 };

const plan = (from: string, rim: string, departureDate: string): Promise<TripPlan> => {
  // As the place search gives it to the client.
  const m = data.gazetteer.resolve(rim)!;
  return planTrip(
    generateTripInputSchema.parse({
      fromLocation: from,
      toLocation: 'Durango, CO',
      departureDate,
      duration: 6,
      rvType: 'travel-trailer',
      rig: trailer,
      stops: [
        { name: m.name, latitude: m.latitude, longitude: m.longitude, nights: 1 },
        { name: 'Page, AZ', latitude: 36.9147, longitude: -111.4558, nights: 1 },
      ],
    } as Partial<GenerateTripInput>),
    data,
    { now: fixedNow },
  );
};
const nearest = (d: Day, at: { latitude: number; longitude: number }) =>
  Math.min(
    ...decodeLine(d.geometry!).map(([latitude, longitude]) => haversineMiles({ latitude, longitude }, at)),
  );
const rimDay = (p: TripPlan) => p.dailyItinerary.find((d) => d.to.name.includes('North Rim'))!;
// North of the canyon: the North Rim (36.2) and Jacob Lake (36.7); the South Rim's camps are at 36.05.
const northSide = (d: Day) => d.rvPark.latitude! > 36.15;

describe('the Grand Canyon North Rim as a stop', () => {
  it.each([
    ['Las Vegas, NV', 'Grand Canyon North Rim', '2027-05-20'],
    ['Las Vegas, NV', 'Grand Canyon North Rim', '2027-07-10'],
    ['Flagstaff, AZ', 'North Rim, AZ', '2027-07-10'],
  ])(
    '%s to %s on %s: the night on the North Rim, the drive on AZ-67, never by the South Rim',
    async (from, rim, date) => {
      const d = rimDay(await plan(from, rim, date));
      expect(northSide(d)).toBe(true);
      expect(d.rvPark.name).not.toMatch(/Trailer Village|Mather|Desert View/);
      expect(nearest(d, az67)).toBeLessThan(1);
      expect(nearest(d, grandCanyonVillage)).toBeGreaterThan(10);
      expect(d.title).not.toMatch(/in a straight line/);
    },
    60_000,
  );

  it('Las Vegas to the North Rim in January: AZ-67 closed, said on the day, the night north of the canyon', async () => {
    const d = rimDay(await plan('Las Vegas, NV', 'Grand Canyon North Rim', '2027-01-12'));
    expect(northSide(d)).toBe(true);
    expect(nearest(d, grandCanyonVillage)).toBeGreaterThan(10);
    expect(d.notes.join(' ')).toMatch(
      /Ends short of the road to the Grand Canyon North Rim \(AZ-67\): usually closed for winter/,
    );
  }, 60_000);
});

// The North Rim as the trip's destination: its night is chosen by the destination's own step
// (destination-night.ts), which keeps to the same rule as a stop's: the parks on its side of the
// canyon by road. Before, Las Vegas to the North Rim in July spent its last night at Trailer Village
// on the South Rim, 204 road miles away.
const toRim = (from: string, rim: string, departureDate: string, duration: number) =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: from,
      toLocation: rim,
      departureDate,
      duration,
      rvType: 'travel-trailer',
      rig: trailer,
    } as Partial<GenerateTripInput>),
    data,
    { now: fixedNow },
  );
// The straight-line miles the day's park note gives from the rim, when it gives them.
const saidMiles = (d: Day) => {
  const m = /about (\d+) miles from [^.]*North Rim/.exec(d.notes.join(' '));
  return m ? Number(m[1]) : null;
};

describe('the Grand Canyon North Rim as the destination', () => {
  it.each([
    ['Las Vegas, NV', 'Grand Canyon North Rim', '2027-07-10', 3],
    ['Page, AZ', 'Grand Canyon North Rim', '2027-05-20', 2],
    // The town's name: a place, not a landmark, so the night may end off it (another path).
    ['Las Vegas, NV', 'North Rim, AZ', '2027-07-10', 3],
  ])(
    '%s to %s on %s: the night on the North Rim side, the drive on AZ-67, never by the South Rim',
    async (from, rim, date, duration) => {
      const d = rimDay(await toRim(from, rim, date, duration));
      expect(northSide(d)).toBe(true);
      expect(d.rvPark.name).not.toMatch(/Trailer Village|Mather|Desert View/);
      expect(nearest(d, az67)).toBeLessThan(1);
      expect(nearest(d, grandCanyonVillage)).toBeGreaterThan(10);
      expect(d.title).not.toMatch(/road mi away/);
    },
    60_000,
  );

  it('in January: AZ-67 closed, said on the day, the night at Jacob Lake said by its miles from the rim', async () => {
    const d = rimDay(await toRim('Las Vegas, NV', 'Grand Canyon North Rim', '2027-01-12', 3));
    expect(northSide(d)).toBe(true);
    expect(d.rvPark.name).toMatch(/Jacob Lake/);
    expect(nearest(d, grandCanyonVillage)).toBeGreaterThan(10);
    expect(d.notes.join(' ')).toMatch(
      /Ends short of the road to the Grand Canyon North Rim \(AZ-67\): usually closed for winter/,
    );
    // Jacob Lake is about 36 miles from the rim in a straight line, not the 1 from where AZ-67 closes.
    expect(saidMiles(d)).toBeGreaterThan(30);
  }, 60_000);
});
