import { describe, expect, it } from 'vitest';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { milesBetween } from '@shared/exports/export-trip';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A trip to a national park sleeps inside it or at its own gate, on every route option; a short
// trip's balanced option takes no detour to a park beyond the destination (Cody to Yellowstone by
// Grand Teton drove through Yellowstone to sleep in another park, and Kanab to Zion by Bryce Canyon).
const data = loadBundledData();
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse({ rvType: 'class-c', ...input }), data, { now: fixedNow });
const parkPoint = (id: string) => {
  const p = data.parks.find((r) => r.id === id)!;
  return { latitude: p.latitude, longitude: p.longitude };
};

describe("a national park's night, on every route option", () => {
  it.each([
    ['Cody, WY', 'Yellowstone National Park', 'yell', '2027-10-05', 2, 40],
    ['Jackson, WY', 'Yellowstone National Park', 'yell', '2027-10-05', 2, 40],
    ['Kanab, UT', 'Zion National Park', 'zion', '2027-07-05', 3, 25],
  ])('from %s to %s: its nights inside it or at its gate', async (from, to, id, date, duration, miles) => {
    const p = await plan({ fromLocation: from, toLocation: to, departureDate: date, duration });
    const at = parkPoint(id);
    for (const o of p.routeOptions) {
      // The scenic option's detours through parks are its purpose; the others go straight there.
      if (o.type !== 'scenic') expect(o.waypoints.map((w) => w.name)).toEqual([from, to]);
      const stay = o.dailyItinerary.filter((d) => d.to.name === to);
      expect(stay.length).toBeGreaterThan(0);
      for (const d of stay) {
        expect(
          milesBetween({ latitude: d.rvPark.latitude!, longitude: d.rvPark.longitude! }, at),
        ).toBeLessThan(miles);
      }
    }
  });
});

describe("a national park's night on the side of its way in", () => {
  it("sleeps at Canyonlands' Island in the Sky gate from Moab, not back in Moab", async () => {
    const p = await plan({
      fromLocation: 'Moab, UT',
      toLocation: 'Canyonlands National Park',
      departureDate: '2027-07-05',
      duration: 2,
    });
    // The Island in the Sky's entrance (UT-313 from US-191; data/park-entrances.json).
    const gate = { latitude: 38.55259, longitude: -109.7924 };
    const moab = data.gazetteer.resolve('Moab, UT')!;
    for (const o of p.routeOptions) {
      const d = o.dailyItinerary.filter((x) => x.distance > 0).at(-1)!;
      const at = { latitude: d.rvPark.latitude!, longitude: d.rvPark.longitude! };
      expect(milesBetween(at, gate)).toBeLessThan(10);
      expect(milesBetween(at, moab)).toBeGreaterThan(10);
    }
  });
});
