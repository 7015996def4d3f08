import { describe, expect, it } from 'vitest';
import type { Day, GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { rigFor } from '@shared/plan/rig-profile';
import { loadBundledData } from '../catalogue/bundled-data';
import { planParkTrip } from '../test/park-trips';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A national park met at its gate: the day's drive reached the park, so a road of the park beyond the
// gate that is closed to the rig or on the date is said as what it is, never as the day's drive ending
// short of it. Before, Kanab to Zion in a 38 ft Class A slept at South Campground by the South
// Entrance and said "Ends short of Zion's road to Lava Point (Lava Point Road) ... The day's drive ends
// where the road open to your rig ends", because the park's point lies by Kolob Terrace Road. A stop
// the night does not reach (the North Rim with AZ-67 closed for winter) still ends short.
const data = loadBundledData();
const texts = (d: Day) => [...(d.notes ?? []), ...(d.warnings ?? [])];
const arrival = (p: TripPlan, park: string) => p.dailyItinerary.find((d) => d.to?.name === park && d.distance > 0)!;

describe('a national park met at its gate', () => {
  it('Kanab to Zion in a 38 ft Class A: no end short of Lava Point Road on the arrival day, said once', async () => {
    const p = await planParkTrip(data, {
      from: 'Kanab, UT',
      to: 'Zion National Park',
      date: '2027-07-10',
      rvType: 'class-a',
      rig: { lengthFeet: 38 },
    });
    const d = arrival(p, 'Zion National Park');
    expect(d.rvPark.name).toBeTruthy();
    // The road to Lava Point serves a part of the park: the park's own note says it is closed to the
    // rig (park-spur-roads.plan.test.ts), never the day's drive ending short of it.
    expect(texts(d).filter((t) => /^Ends short of|^In the park, .*Lava Point/.test(t))).toEqual([]);
    expect(texts(d).filter((t) => /Lava Point/.test(t))).toHaveLength(1);
  }, 300_000);

  it("Glacier in January in a van: the alpine section said closed once, as the park's season, not the day's end", async () => {
    const p = await planParkTrip(data, {
      from: 'Missoula, MT',
      to: 'Glacier National Park',
      date: '2027-01-10',
      rvType: 'class-b',
    });
    const said = texts(arrival(p, 'Glacier National Park'));
    expect(said.filter((t) => /^Ends short of/.test(t))).toEqual([]);
    expect(said.filter((t) => /alpine section/.test(t))).toEqual([
      expect.stringMatching(
        /^Going-to-the-Sun Road's alpine section \(Logan Pass\) is usually closed from about October 16 to about June 22 \(Glacier National Park.*Check the park's road status before you go\.$/,
      ),
    ]);
  }, 300_000);

  it('a stop the night does not reach (the North Rim, AZ-67 closed in January) still ends short', async () => {
    const rim = data.gazetteer.resolve('Grand Canyon North Rim')!;
    const p = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Las Vegas, NV',
        toLocation: 'Durango, CO',
        departureDate: '2027-01-12',
        duration: 6,
        rvType: 'travel-trailer',
        rig: rigFor('travel-trailer'),
        stops: [
          { name: rim.name, latitude: rim.latitude, longitude: rim.longitude, nights: 1 },
          { name: 'Page, AZ', latitude: 36.9147, longitude: -111.4558, nights: 1 },
        ],
      } as Partial<GenerateTripInput>),
      data,
      { now: fixedNow },
    );
    const d = p.dailyItinerary.find((x) => x.to.name.includes('North Rim'))!;
    expect(d.notes.join(' ')).toMatch(
      /Ends short of the road to the Grand Canyon North Rim \(AZ-67\): usually closed for winter .* The day's drive ends where the road open on that date ends/,
    );
  }, 300_000);
});
