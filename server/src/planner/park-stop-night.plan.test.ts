import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { loadParkEntrances } from '../routing/park-entrances';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';
import { campOf, classCRoadMiles, gateOf } from '../test/park-trips';

// A national park the route goes by (the scenic route's own, or a traveller's stop at it) whose
// night is spent there is met at its gate on the way in, as a trip's destination is: its night is
// ranked by road from that gate, and the day says its road miles from the gate, or that the camp is
// inside the park. Before, Enumclaw to Yakima by Mount Rainier slept at Ohanapecosh Campground,
// inside the park, said to be "about 11 miles from Mount Rainier National Park in a straight line".
const data = loadBundledData();
const entrances = loadParkEntrances();
const date = '2027-08-10';

const plan = (from: string, to: string, stops?: unknown[]): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({ fromLocation: from, toLocation: to, departureDate: date, duration: 3, rvType: 'class-c', ...(stops ? { stops } : {}) }),
    data,
    { now: fixedNow },
  );

// Every option's day whose drive ends at the park, and its "Tonight" note.
const parkNights = (p: TripPlan, park: string) =>
  p.routeOptions.flatMap((o) =>
    o.dailyItinerary
      .filter((d) => d.distance > 0 && d.to.name === park)
      .map((d) => ({ day: d, note: d.notes.find((n) => n.startsWith('Tonight: ')) ?? d.notes.join(' ') })),
  );

const cases = [
  { from: 'Enumclaw, WA', to: 'Yakima, WA', park: 'Mount Rainier National Park', id: 'mora', gate: 'the White River Entrance', near: 10 },
  { from: 'Knoxville, TN', to: 'Asheville, NC', park: 'Great Smoky Mountains National Park', id: 'grsm', gate: 'the Townsend entrance', near: 15 },
  { from: 'Idaho Falls, ID', to: 'Dubois, WY', park: 'Grand Teton National Park', id: 'grte', gate: 'the Moose Entrance', near: 25 },
];
const words = (gate: string) => gate.replace(/^the /, '').replace(/[()]/g, '\\$&');

describe('a night at a national park the route goes by, by the gate on the way in', { timeout: 180_000 }, () => {
  it.each(cases)('$from to $to by $park sleeps by $gate and says its road miles from it', async (c) => {
    const nights = parkNights(await plan(c.from, c.to), c.park);
    expect(nights.length).toBeGreaterThan(0);
    const gateName = entrances.get(c.id)!.entrances.find((e) => e.name.startsWith(c.gate))!.name;
    const gate = words(gateName.replace(/;[^()]*\)/, ')'));
    for (const { day, note } of nights) {
      expect(note).not.toMatch(/in a straight line/);
      expect(note).toMatch(
        new RegExp(
          `^Tonight: [^,]+, (inside ${c.park}, where the day's drive ends, \\d+ road miles? in from the park's ${gate}|where the day's drive ends, \\d+ road miles? from ${c.park}'s ${gate})\\. `,
        ),
      );
      expect(classCRoadMiles(gateOf(entrances, c.id, c.gate), campOf(day), date), day.rvPark.name).toBeLessThan(c.near);
    }
  });

  it("a traveller's stop at Mount Rainier's own point is met at the White River Entrance from Enumclaw", async () => {
    const stop = { name: 'Mount Rainier National Park', latitude: 46.86075, longitude: -121.70439, nights: 1 };
    const nights = parkNights(await plan('Enumclaw, WA', 'Yakima, WA', [stop]), stop.name);
    expect(nights.length).toBeGreaterThan(0);
    for (const { note } of nights)
      expect(note).toMatch(/, \d+ road miles from Mount Rainier National Park's White River Entrance \(White River Road from WA-410\)\. /);
  });
});
