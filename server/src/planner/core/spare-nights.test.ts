import { describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { ParkRow } from '../../catalogue/core/data';
import type { DaySkeleton } from './itinerary';
import { spareNights } from './spare-nights';
import { spareDaysNote } from './spare-days-note';
import { applyStaysAndPace } from './stops';

// Leftover days piled onto the destination: five nights there while the traveller's stops had one each.
const at = (name: string, latitude: number, parkId?: string) => ({
  stop: { name, latitude, longitude: -100, ...(parkId ? { parkId } : {}) },
});
// The destination has a park with much to do around it; the traveller's stops have none.
const parks = [
  { id: 'p', name: 'Park', latitude: 45, longitude: -100, activities: Array(10).fill('x') },
] as unknown as ParkRow[];
const positions = [at('Own A', 30), at('Planner cut', 33), at('Own B', 36), at('Destination', 45)];

describe("spare nights with the traveller's own stops", () => {
  it("spreads them over the traveller's stops and the destination, none to a night of the planner's own", () => {
    expect(spareNights(positions, 4, 1, parks, undefined, new Set(['Own A', 'Own B']))).toEqual([1, 0, 1, 2]);
    // A national park among the traveller's stops takes the first of an uneven share.
    const withPark = [at('Own A', 30), at('Own park', 36, 'np'), at('Destination', 45)];
    expect(spareNights(withPark, 4, 1, [], undefined, new Set(['Own A', 'Own park']))).toEqual([1, 2, 1]);
    // Without stops of the traveller's own, where there is most to do, as before.
    expect(spareNights(positions, 4, 1, parks)).toEqual([0, 0, 0, 4]);
  });

  it("keeps the full-timer's 3-night stays first and the winter rule's stops out", () => {
    expect(spareNights(positions, 9, 3, parks, undefined, new Set(['Own A', 'Own B']))).toEqual([2, 2, 2, 3]);
    expect(
      spareNights(positions, 4, 1, parks, [false, true, true, true], new Set(['Own A', 'Own B'])),
    ).toEqual([0, 0, 2, 2]);
  });
});

const drive = (day: number, stopIndex: number, name: string, latitude: number): DaySkeleton => {
  const to = { name, area: name, latitude, longitude: -100 };
  return {
    day,
    from: to,
    to,
    miles: 100,
    hours: 2,
    nights: 1,
    restDay: false,
    stopIndex,
    fromIndex: 0,
    toIndex: 1,
  };
};
const rest = (d: DaySkeleton, day: number): DaySkeleton => ({ ...d, day, restDay: true, miles: 0, hours: 0 });

describe('a night the traveller frees goes to their other stops before the destination', () => {
  it("moves Own A's freed night to Own B, not onto the destination's three", () => {
    const a = drive(1, 0, 'Own A', 30);
    const b = drive(3, 1, 'Own B', 36);
    const d = drive(4, 2, 'Destination', 45);
    const days = [a, rest(a, 2), b, d, rest(d, 5), rest(d, 6)];
    const input = generateTripInputSchema.parse({
      fromLocation: 'X',
      toLocation: 'Destination',
      departureDate: '2027-06-01',
      duration: 6,
      stops: [
        { name: 'Own A', latitude: 30, longitude: -100, nights: 1 },
        { name: 'Own B', latitude: 36, longitude: -100 },
      ],
    });
    const out = applyStaysAndPace(days, input).days;
    const nightsAt = (name: string) => out.filter((x) => x.to.name === name).length;
    expect([nightsAt('Own A'), nightsAt('Own B'), nightsAt('Destination')]).toEqual([1, 2, 3]);
    expect(spareDaysNote(out, input)).toBe(
      'Of your 6 days, 3 are driving days; the other 3 are extra nights: 1 at Own B and 2 at Destination (the destination).',
    );
  });

  it("says nothing of spare days without the traveller's own overnight stops", () => {
    const d = drive(1, 0, 'Destination', 45);
    const input = generateTripInputSchema.parse({
      fromLocation: 'X',
      toLocation: 'Destination',
      departureDate: '2027-06-01',
      duration: 3,
    });
    expect(spareDaysNote([d, rest(d, 2), rest(d, 3)], input)).toBeUndefined();
  });
});
