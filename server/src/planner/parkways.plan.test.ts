import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { rigFor } from '@shared/schemas/rig';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A day on the Blue Ridge Parkway (data/park-roads.json): Linville Falls to Asheville through
// Crabtree Falls and Craggy Gardens. Before the parkway was in the road graph the day drove US-221,
// US-70 and I-40 while it spoke of Craggy Gardens. A rig under the tunnels drives the parkway from
// Linville Falls (milepost 317) to US-70 (382.6); a 13 ft 6 in rig is kept out of the Wildacres
// Tunnel (13 ft 1 in at the lane's edge, restricted-segments.json) and the day says why.
const data = loadBundledData();
const via = [
  { name: 'Crabtree Falls Campground', latitude: 35.81416, longitude: -82.14699, nights: 0 },
  { name: 'Craggy Gardens Visitor Center', latitude: 35.6993, longitude: -82.38, nights: 0 },
];
const plan = (rvType: 'class-a' | 'class-c', heightFeet: number): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Linville Falls, NC',
      toLocation: 'Asheville, NC',
      departureDate: '2027-06-10',
      duration: 1,
      rvType,
      rig: { ...rigFor(rvType), heightFeet },
      stops: via,
    }),
    data,
    { now: fixedNow },
  );
const tunnelNote = (p: TripPlan) => p.dailyItinerary[0].notes?.find((n) => n.startsWith('Avoided Wildacres Tunnel'));

describe('a day on the Blue Ridge Parkway', () => {
  it('drives an 11 ft Class C along the parkway, within 10 % of its milepost miles and the last miles into Asheville', async () => {
    const p = await plan('class-c', 11);
    const day = p.dailyItinerary[0];
    expect(p.routeOptions.find((o) => o.type === 'fastest')?.roads).toEqual(['Blue Ridge Parkway']);
    // 65.6 parkway miles (milepost 317 to 382.6), about a mile from the village to the parkway and
    // four from US-70 into downtown Asheville.
    expect(Math.abs(day.distance - 71) / 71).toBeLessThan(0.1);
    expect(tunnelNote(p)).toBeUndefined();
  });

  it('keeps a 13 ft 6 in Class A out of the Wildacres Tunnel and says why on the day', async () => {
    const p = await plan('class-a', 13.5);
    // Round by US-221 and NC-80 to the parkway at Buck Creek Gap (milepost 344): 82 miles, the
    // 11 ft rig's 71 and more.
    expect(p.dailyItinerary[0].distance).toBeGreaterThan(75);
    expect(tunnelNote(p)).toMatch(/your rig is 13 ft 6 in high, and its arch is 13 ft 1 in high at the edge of the lane/);
  });
});

// A day on the Natchez Trace Parkway: Tupelo to Jeff Busby Campground (milepost 193.1), the parkway's
// visitor center being at milepost 266 by MS-145. Before the parkway was in the graph the campground
// snapped to a valley road; before the visitor center's place sat on MS-145, the day drove 131 miles
// round by a state route's join.
describe('a day on the Natchez Trace Parkway', () => {
  it('drives Tupelo to Jeff Busby Campground on the parkway, within 10 % of its 72.9 milepost miles and the miles out of Tupelo', async () => {
    const p = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Tupelo, MS',
        toLocation: 'Kosciusko, MS',
        departureDate: '2027-06-10',
        duration: 2,
        rvType: 'class-c',
        stops: [{ name: 'Jeff Busby Campground', latitude: 33.41723, longitude: -89.26723, nights: 1 }],
      }),
      data,
      { now: fixedNow },
    );
    expect(p.routeOptions.find((o) => o.type === 'fastest')?.roads).toEqual(['Natchez Trace Parkway']);
    const day = p.dailyItinerary[0];
    expect(day.to?.name).toBe('Jeff Busby Campground');
    expect(Math.abs(day.distance - 76) / 76).toBeLessThan(0.1);
  });
});

// The parkways' main access points (data/park-roads.json): before them a traveller could
// get on only at a few junctions and the day drove round to one.
const dayTo = (from: string, to: string, stop: { name: string; latitude: number; longitude: number }, rvType: 'class-a' | 'class-c', heightFeet: number) =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: from,
      toLocation: to,
      departureDate: '2027-06-10',
      duration: 2,
      rvType,
      rig: { ...rigFor(rvType), heightFeet },
      stops: [{ ...stop, nights: 1 }],
    }),
    data,
    { now: fixedNow },
  );
const crabtree = { name: 'Crabtree Falls Campground', latitude: 35.81416, longitude: -82.14699 };

describe('getting on the parkways at their main access points', () => {
  it('keeps a 13 ft 6 in Class A out of the Little Switzerland and Wildacres tunnels between Gillespie Gap and Crabtree Falls: it comes up NC-80 to Buck Creek Gap (344) and says why', async () => {
    // Before NC-80 was a junction it came up from US-70 through the Twin and Rough Ridge tunnels.
    const p = await dayTo('Spruce Pine, NC', 'Asheville, NC', crabtree, 'class-a', 13.5);
    expect(p.dailyItinerary[0].to?.name).toBe('Crabtree Falls Campground');
    expect(p.routeOptions.find((o) => o.type === 'fastest')?.roads).toContain('NC-80');
    expect(tunnelNote(p)).toMatch(/your rig is 13 ft 6 in high, and its arch is 13 ft 1 in high at the edge of the lane/);
  });

  it('gets on the Natchez Trace at US-82 (milepost 204) from Starkville for Jeff Busby Campground (193.1)', async () => {
    const busby = { name: 'Jeff Busby Campground', latitude: 33.41723, longitude: -89.26723 };
    const p = await dayTo('Starkville, MS', 'Kosciusko, MS', busby, 'class-c', 11);
    const day = p.dailyItinerary[0];
    expect(day.to?.name).toBe('Jeff Busby Campground');
    expect(p.routeOptions.find((o) => o.type === 'fastest')?.roads).toEqual(['US-82', 'Natchez Trace Parkway']);
    // About 24 miles of US-82 and 10.9 parkway miles; before, 84 by MS-12 and the parkway's MS-43 end.
    expect(day.distance).toBeLessThan(45);
  });
});
