import { describe, expect, it } from 'vitest';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { Rig } from '@shared/schemas/rig';
import { fuelStretchMiles } from '@shared/plan/rig-profile';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A remote park's own pumps (data/rv-services/park-fuel.json): a rig whose tank would run low on the
// way out of Big Bend fills at Panther Junction or Rio Grande Village, not told of a gap there.
const data = loadBundledData();
// A 24 ft van with a small tank: about 150 mi to a quarter tank, less than Marathon to Rio Grande
// Village and back (about 176 mi by Persimmon Gap and Panther Junction).
const van = (fuel: Rig['fuel']): Rig => ({
  lengthFeet: 24,
  heightFeet: 10,
  fuel,
  tankGallons: 20,
  mpg: 10,
  towingCar: false,
  propaneOnBoard: true,
});
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({ departureDate: '2026-12-10', rvType: 'class-b', ...input }),
    data,
    {
      now: fixedNow,
    },
  );
const RIO_GRANDE_VILLAGE = { name: 'Rio Grande Village', latitude: 29.1836, longitude: -102.9598 };
const OLD_FAITHFUL = { name: 'Old Faithful', latitude: 44.4605, longitude: -110.8266 };

/** Every fill (breaks left out) with its trip mile, and the days' fuel warnings. */
function fuel(p: TripPlan) {
  const fills: Array<{ at: number; name: string; detail?: string }> = [];
  let start = 0;
  for (const d of p.dailyItinerary) {
    for (const s of d.roadStops ?? [])
      if (s.kind === 'fuel' && !s.breakOnly) fills.push({ at: start + s.mile, name: s.name });
    start += d.distance;
  }
  const warnings = p.dailyItinerary.flatMap((d) => d.warnings ?? []).filter((w) => /^Fuel/.test(w));
  return { fills, warnings, total: start };
}
const isParkStation = (name: string) =>
  data.services.rows.some((r) => r.name === name && r.detail === 'park fuel station');

describe("national parks' own fuel stations", () => {
  it.each([
    ['Marathon, TX', 'gas'],
    ['Alpine, TX', 'diesel'],
  ] as const)(
    'from %s to Rio Grande Village and back to Marathon (a %s van): filled in Big Bend, no gap',
    async (from, kind) => {
      const rig = van(kind);
      const p = await plan({
        fromLocation: from,
        toLocation: 'Marathon, TX',
        duration: 3,
        rig,
        stops: [RIO_GRANDE_VILLAGE],
      });
      const { fills, warnings, total } = fuel(p);
      expect(total).toBeGreaterThan(fuelStretchMiles(rig));
      expect(warnings).toEqual([]);
      // Big Bend's page does not say which kinds it sells: a diesel rig is not kept from it.
      const inPark = fills.filter((f) => isParkStation(f.name));
      expect(inPark.map((f) => f.name)).toEqual([expect.stringMatching(/\(Big Bend\)$/)]);
      let last = 0;
      for (const f of [...fills, { at: total }]) {
        expect(f.at - last).toBeLessThanOrEqual(fuelStretchMiles(rig) + 1);
        last = f.at;
      }
    },
    120_000,
  );

  it("through Yellowstone in July: a gas van fills at the park's pumps; a diesel van is never sent to gasoline-only ones", async () => {
    const trip = {
      departureDate: '2026-07-10',
      fromLocation: 'Bozeman, MT',
      toLocation: 'Cody, WY',
      duration: 2,
    };
    const gas = fuel(await plan({ ...trip, rig: van('gas'), stops: [OLD_FAITHFUL] }));
    expect(gas.fills.filter((f) => isParkStation(f.name)).map((f) => f.name)).toEqual([
      expect.stringMatching(/\(Yellowstone\)$/),
    ]);
    expect(gas.warnings).toEqual([]);
    const diesel = fuel(await plan({ ...trip, rig: van('diesel'), stops: [OLD_FAITHFUL] }));
    expect(diesel.fills.filter((f) => isParkStation(f.name))).toEqual([]);
    expect(diesel.warnings.join(' ')).toMatch(/sells diesel/);
  }, 120_000);
});
