import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { rigFor } from '@shared/schemas/rig';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A day on the Blue Ridge Parkway (data/park-roads.json): Linville Falls to Asheville through
// Crabtree Falls and Craggy Gardens. Before the parkway was in the road graph the day drove US-221,
// US-70 and I-40 while it spoke of Craggy Gardens; then a rig under the tunnels drove the parkway
// from Linville Falls (milepost 317) to US-70 (382.6). Since Hurricane Helene the park has kept
// mileposts 317.5 to 355.3 closed until further notice (data/dated-closures.json): the day goes round
// by US-221 and I-40, drives the open parkway from Asheville up to Craggy Gardens, and says so. (The
// Wildacres Tunnel, inside the closed stretch, is kept from a tall rig in routing/parkways.test.ts.)
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

describe('a day on the Blue Ridge Parkway, closed from Linville Falls to Mount Mitchell since Helene', () => {
  it('goes round the closed stretch by US-221 and I-40, drives the open parkway up to Craggy Gardens, and says why', async () => {
    const p = await plan('class-c', 11);
    const day = p.dailyItinerary[0];
    // Down US-221 or, from Gillespie Gap, NC-226 (off the parkway: the closed stretch) to US-70 and I-40.
    const roads = p.routeOptions.find((o) => o.type === 'fastest')?.roads ?? [];
    expect(['US-221', 'NC-226']).toContain(roads[0]);
    expect(roads.slice(1)).toEqual(['US-70', 'I-40', 'Blue Ridge Parkway']);
    // 65.6 parkway miles when it was open; round by the valley roads about 90.
    expect(day.distance).toBeGreaterThan(80);
    const notes = day.notes ?? [];
    expect(
      notes.some((n) =>
        /^Avoided the Blue Ridge Parkway between Linville Falls and Mount Mitchell \(mileposts 317\.5 to 355\.3\): closed until further notice, since Hurricane Helene in September 2024 .*nps\.gov\/blri/.test(
          n,
        ),
      ),
    ).toBe(true);
    expect(
      notes.some((n) => /^Does not pass through Crabtree Falls Campground: the road to it is closed/.test(n)),
    ).toBe(true);
    expect(notes.some((n) => n.startsWith('Passes through Craggy Gardens Visitor Center'))).toBe(true);
    expect(notes.some((n) => n.startsWith('Avoided Wildacres Tunnel'))).toBe(false);
  });
});

// A day on the Natchez Trace Parkway: Tupelo to Jeff Busby Campground (milepost 193.1), on the
// parkway from its US-278/MS-6 access southwest of Tupelo (256.9). Before the parkway was in the
// graph the campground snapped to a valley road; before the visitor center's place sat on MS-145, the
// day drove 131 miles round by a state route's join; before the MS-6 access, 76 by the visitor
// center (266).
describe('a day on the Natchez Trace Parkway', () => {
  it('drives Tupelo to Jeff Busby Campground on the parkway, within 10 % of its 63.8 milepost miles from MS-6 and the miles out of Tupelo', async () => {
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
    // About 4 miles out of Tupelo on MS-6 and 63.8 parkway miles.
    expect(Math.abs(day.distance - 68) / 68).toBeLessThan(0.1);
  });
});

// The parkways' main access points (data/park-roads.json): before them a traveller could
// get on only at a few junctions and the day drove round to one.
const dayTo = (
  from: string,
  to: string,
  stop: { name: string; latitude: number; longitude: number },
  rvType: 'class-a' | 'class-c',
  heightFeet: number,
) =>
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

// The Blue Ridge access points inside the closed stretch (NC-226, NC-80, NC-128) are tested with no
// date in routing/parkways.test.ts: a plan's date closes them (data/dated-closures.json).
describe('getting on the parkways at their main access points', () => {
  it('gets on the Natchez Trace at US-82 (milepost 204) from Starkville for Jeff Busby Campground (193.1)', async () => {
    const busby = { name: 'Jeff Busby Campground', latitude: 33.41723, longitude: -89.26723 };
    const p = await dayTo('Starkville, MS', 'Kosciusko, MS', busby, 'class-c', 11);
    const day = p.dailyItinerary[0];
    expect(day.to?.name).toBe('Jeff Busby Campground');
    expect(p.routeOptions.find((o) => o.type === 'fastest')?.roads).toEqual([
      'US-82',
      'Natchez Trace Parkway',
    ]);
    // About 24 miles of US-82 and 10.9 parkway miles; before, 84 by MS-12 and the parkway's MS-43 end.
    expect(day.distance).toBeLessThan(45);
  });
});
