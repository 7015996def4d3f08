import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { winterShut } from '../catalogue/core/campgrounds';
import { planClassC } from '../test/planner-data';

// A November night by Telluride or Kayenta is not at the Forest Service's or the Park Service's
// campground of unknown season (Sunshine Campground, Canyon View Campground: water off and gates
// locked in winter) while a park of another kind is within reach; in July it may be.
const data = loadBundledData();
const byName = new Map(data.campgrounds.rows.map((r) => [r.name, r]));
const plan = (fromLocation: string, toLocation: string, departureDate: string): Promise<TripPlan> =>
  planClassC(data, [fromLocation, toLocation, departureDate], 3);
// The night's park at the destination, and whether it is of the kind shut for that night.
const destinationNight = (p: TripPlan, town: string) => {
  const day = p.dailyItinerary.find((d) => d.distance > 0 && d.to.name === town)!;
  const row = byName.get(day.rvPark.name);
  return { park: day.rvPark.name, shut: row !== undefined && winterShut(row, [day.date]) };
};

describe("a winter night by a forest's or a park's campground of unknown season", () => {
  it.each([
    ['Grand Junction, CO', 'Telluride, CO', 'Sunshine Campground'],
    ['Flagstaff, AZ', 'Kayenta, AZ', 'Canyon View Campground'],
  ])(
    '%s to %s: in November a park of another kind, in July %s',
    async (from, to, summerPark) => {
      const november = destinationNight(await plan(from, to, '2027-11-12'), to);
      expect(november.shut, november.park).toBe(false);
      expect(november.park).not.toBe(summerPark);
      const july = await plan(from, to, '2027-07-12');
      expect(destinationNight(july, to).park).toBe(summerPark);
    },
    120_000,
  );
});
