import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planParkTrip } from '../test/park-trips';

// A night inside a national park that the day's drive ends at is measured from the entrance the
// drive came in by, and the day names that entrance, as a night off the park by a gate does ("6 road
// miles from Mount Rainier National Park's White River Entrance"). Before, it said "8 road miles in
// from the park's entrance" without saying which: Mount Rainier has four, Grand Teton three.
const data = loadBundledData();
const tonight = (p: TripPlan, park: string) =>
  p.routeOptions.map((o) => {
    const d = o.dailyItinerary.filter((x) => x.distance > 0 && x.to.name === park).at(-1)!;
    return d.notes.find((n) => n.startsWith('Tonight: ')) ?? '';
  });

const cases = [
  { from: 'Eatonville, WA', park: 'Mount Rainier National Park', gate: "Nisqually Entrance \\(WA-706 from Ashford\\)" },
  { from: 'Jackson, WY', park: 'Grand Teton National Park', gate: 'Moose Entrance \\(from US-89/191 at Moose Junction\\)' },
  { from: 'Knoxville, TN', park: 'Great Smoky Mountains National Park', gate: 'Townsend entrance \\(TN-73 south of Townsend\\)' },
];

describe('a night inside a national park, its miles from the gate the drive came in by', { timeout: 120_000 }, () => {
  it.each(cases)('$from to $park in August names the $gate', async (c) => {
    const p = await planParkTrip(data, { from: c.from, to: c.park, date: '2027-08-10' });
    for (const note of tonight(p, c.park))
      expect(note).toMatch(
        new RegExp(`^Tonight: [^,]+, inside ${c.park}, where the day's drive ends, \\d+ road miles in from the park's ${c.gate}\\. `),
      );
  });

  it("Enumclaw to Mount Rainier in August: the night off the park by the White River Entrance names it", async () => {
    const p = await planParkTrip(data, { from: 'Enumclaw, WA', to: 'Mount Rainier National Park', date: '2027-08-10' });
    for (const note of tonight(p, 'Mount Rainier National Park'))
      expect(note).toMatch(
        /, \d+ road miles from Mount Rainier National Park's White River Entrance \(White River Road from WA-410\)\. /,
      );
  });
});

// A camp by a park's road outside the park is not inside it: Peabody RV Park lies on Hurricane Ridge
// Road in Port Angeles, 5 road miles before Olympic's Heart O' the Hills entrance, and was said to be
// "inside Olympic National Park".
describe('a night by a park road outside the park', { timeout: 120_000 }, () => {
  it('Sequim to Olympic in July: the night in Port Angeles is measured to the gate, not inside', async () => {
    const p = await planParkTrip(data, { from: 'Sequim, WA', to: 'Olympic National Park', date: '2027-07-15' });
    const notes = tonight(p, 'Olympic National Park');
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      // A two-night stay prefers a park with a phone or website: Island View RV Park, not Peabody.
      expect(note).toMatch(
        /^Tonight: Island View RV Park, where the day's drive ends, \d+ road miles from Olympic National Park's Hurricane Ridge Road's entrance/,
      );
      expect(note).not.toMatch(/inside Olympic/);
    }
  });
});

// A camp a mile in from an entrance placed at its station is inside the park, not at the gate:
// Moraine Park Campground, on Bear Lake Road inside Rocky Mountain, was "1 mi by road from Rocky
// Mountain National Park's Beaver Meadows Entrance", as if by the gate, outside; any camp within 3
// miles (straight line) of an entrance was taken to be at it.
describe('a night just in from the gate, inside the park', { timeout: 120_000 }, () => {
  it('Denver to Rocky Mountain in July: Moraine Park is inside, its road miles in from the Beaver Meadows Entrance', async () => {
    const p = await planParkTrip(data, { from: 'Denver, CO', to: 'Rocky Mountain National Park', date: '2027-07-05' });
    const notes = tonight(p, 'Rocky Mountain National Park');
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes)
      expect(note).toMatch(
        /^Tonight: Moraine Park Campground, inside Rocky Mountain National Park, \d+ road miles? in from the park's Beaver Meadows Entrance \(US-36 west of Estes Park\), where the day's drive ends\. /,
      );
  });
});
