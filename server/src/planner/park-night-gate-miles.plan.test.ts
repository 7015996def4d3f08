import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planParkTrip } from '../test/park-trips';

// A national park's night by the gate the drive comes in by is said by its road miles from that
// gate, not in a straight line from the park's middle: Cody to Yellowstone in January slept at
// Gardiner, by the North Entrance, and the day said the camp was "about 31 miles from Yellowstone
// National Park in a straight line"; in July, by the East Entrance, "3 mi from Yellowstone National
// Park" (3 road miles from the gate, said as if from the park).
const data = loadBundledData();
const plan = (date: string): Promise<TripPlan> =>
  planParkTrip(data, { from: 'Cody, WY', to: 'Yellowstone National Park', date });
const arrivalNotes = (p: TripPlan) =>
  p.routeOptions.map((o) => {
    const d = o.dailyItinerary.filter((x) => x.distance > 0).at(-1)!;
    return { park: d.rvPark.name, said: [...d.notes, ...(d.warnings ?? [])] };
  });

describe("a park's night by its gate, said from the gate", { timeout: 120_000 }, () => {
  it('in January, by the North Entrance: said by the gate, not from the park in a straight line', async () => {
    for (const { park, said } of arrivalNotes(await plan('2027-01-12'))) {
      expect(
        said.filter((n) => n.includes('from Yellowstone National Park in a straight line')),
        park,
      ).toEqual([]);
      expect(
        said.some((n) => n.includes(`by Yellowstone National Park's North Entrance`)),
        park,
      ).toBe(true);
      // The other parks it names with their miles say those are straight-line miles.
      for (const n of said.filter((s) => s.includes('Nearest parks to')))
        expect(n).toContain('(miles in a straight line)');
    }
  });

  it('in July, by the East Entrance: the road miles are said from that gate', async () => {
    for (const { park, said } of arrivalNotes(await plan('2027-07-05')))
      expect(
        said.some((n) =>
          new RegExp(
            `^Tonight: ${park}, \\d+ mi by road from Yellowstone National Park's East Entrance`,
          ).test(n),
        ),
        park,
      ).toBe(true);
  });
});
