import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { loadParkEntrances } from '../routing/park-entrances';
import { campOf, classCRoadMiles, gateOf, planParkTrip } from '../test/park-trips';

// The entrances added on 7 December (data/park-entrances.json) where the park roads of that day
// (park-roads.json) leave the highways: Mount Rainier's White River Entrance off WA-410 and Olympic's
// Hoh Rain Forest off US-101 (Glacier's Two Medicine is left out: the file's notGraphed says why).
// Before them, Enumclaw to Mount Rainier drove 51 miles round to Ohanapecosh and Forks to Olympic 32
// to Kalaloch: the night is now by the gate on the way in, its miles said by road.
const data = loadBundledData();
const entrances = loadParkEntrances();
const drive = (p: TripPlan, to: string) => p.dailyItinerary.filter((d) => d.distance > 0 && d.to.name === to).at(-1)!;
// The day's note of its night: 'Tonight: <camp>, ...' or '<camp> is ... where the day's drive ends, by <gate>'.
const tonight = (d: ReturnType<typeof drive>) =>
  (d.notes ?? []).find((n) => n.startsWith('Tonight: ') || /where the day's drive ends/.test(n)) ?? '';

const cases = [
  { from: 'Enumclaw, WA', to: 'Mount Rainier National Park', park: 'mora', gate: 'the White River Entrance', before: 51 },
  { from: 'Forks, WA', to: 'Olympic National Park', park: 'olym', gate: 'the Hoh Rain Forest', before: 32 },
];

describe('a night by the gates added on 7 December', () => {
  it.each(cases)('$from to $to in August sleeps by $gate, nearer than before', async (c) => {
    const date = '2027-08-10';
    const d = drive(await planParkTrip(data, { from: c.from, to: c.to, date }), c.to);
    expect(d.distance).toBeLessThan(c.before - 8);
    const gate = gateOf(entrances, c.park, c.gate);
    expect(classCRoadMiles(gate, campOf(d), date)).toBeLessThan(20);
    // Said by road, not in a straight line.
    expect(tonight(d)).toMatch(/road miles|by road/);
    expect(tonight(d)).not.toMatch(/straight line/);
  }, 120_000);

  it("Forks to Olympic names the Hoh gate the night is by, less than a mile by road", async () => {
    const d = drive(await planParkTrip(data, { from: 'Forks, WA', to: 'Olympic National Park', date: '2027-08-10' }), 'Olympic National Park');
    expect(tonight(d)).toMatch(/by Olympic National Park's Hoh Rain Forest \(the Upper Hoh Road from US-101\), less than a mile by road/);
  }, 120_000);

  it('in January the White River Entrance is no way in: its road is closed from late October to late May', async () => {
    const date = '2027-01-12';
    const d = drive(await planParkTrip(data, { from: 'Enumclaw, WA', to: 'Mount Rainier National Park', date }), 'Mount Rainier National Park');
    const gate = gateOf(entrances, 'mora', 'the White River Entrance');
    const inside = { latitude: 46.9005, longitude: -121.6215 };
    // The night is not sent up the closed White River Road.
    expect(classCRoadMiles(gate, campOf(d), date) < 3 && classCRoadMiles(inside, campOf(d), date) < 3).toBe(false);
    expect(tonight(d)).not.toMatch(/White River Entrance/);
  }, 120_000);
});
