import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { rigFor } from '@shared/schemas/rig';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Big Bend's roads (data/park-roads.json): the park's point, in the Chisos Mountains, is met on the
// main park road, and the night's park is said by road from there: the Chisos
// Basin Campground up Chisos Basin Road, or a park at Terlingua by the main road from the west
// entrance. (Before the park roads the point snapped to TX-118's end; with the roads from Persimmon
// Gap but not the one from the west entrance, Terlingua's Lost Gringo RV Park came out 181 mi away,
// round by Alpine and Marathon.) The plans are for February 2028: the Chisos Basin, closed for
// construction to about May 2027 (data/dated-closures.json), is open again then.
const data = loadBundledData();
const plan = (rvType: 'class-a' | 'class-c' | 'travel-trailer', lengthFeet: number): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Fort Stockton, TX',
      toLocation: 'Big Bend National Park',
      departureDate: '2028-02-10',
      duration: 3,
      rvType,
      rig: { ...rigFor(rvType), lengthFeet },
    }),
    data,
    { now: fixedNow },
  );
const tonight = (p: TripPlan) => {
  const day = p.dailyItinerary.find((d) => d.to?.name === 'Big Bend National Park' && d.distance > 0)!;
  const note = day.notes?.find((n) => n.startsWith('Tonight: '));
  // The drive ends at a park that lies off the park's point; one in it is said from there (by road
  // to the nearest road our network holds, when the park lies off it).
  const miles = Number(/, (\d+) (?:road miles|mi) from Big Bend National Park(\. | by road)/.exec(note ?? '')?.[1]);
  return { park: day.rvPark.name, miles, note };
};

describe('a plan to Big Bend National Park', () => {
  it('says the night by road within the park for a 22 ft Class C, and from Terlingua by the west entrance for a 32 ft Class A', async () => {
    const classC = tonight(await plan('class-c', 22));
    expect(classC.park).toMatch(/^Chisos Basin Campground/);
    expect(classC.miles).toBeGreaterThan(3);
    expect(classC.miles).toBeLessThan(12);
    // No campground in the park reports a length that fits the Class A: a park at Terlingua, by the
    // main park road from the Maverick entrance (24 miles to the Chisos Basin junction).
    const classA = tonight(await plan('class-a', 32));
    expect(classA.park).toBe('Lost Gringo RV Park');
    expect(classA.miles).toBeGreaterThan(15);
    expect(classA.miles).toBeLessThan(40);
    // Lost Gringo lies off the roads the network holds (FM 170 is not in it): the last miles are said.
    expect(classA.note).toMatch(/the last about \d+ mi to the park \(in a straight line\) are on roads it does not hold/);
    expect(classC.note).not.toMatch(/does not hold/);
  });

  // The drive on from the park's point to the night's park has road rules of its own: Chisos Basin
  // Road's advice against trailers over 20 ft is said on the day a 23 ft trailer sleeps up there.
  it("tells a 23 ft trailer whose night is in the Chisos Basin of the road's advice; a 22 ft Class C is told nothing", async () => {
    const basinWarnings = (p: TripPlan) =>
      p.dailyItinerary.flatMap((d) => d.warnings ?? []).filter((w) => /into the Chisos Basin/.test(w));
    const trailer = await plan('travel-trailer', 23);
    expect(tonight(trailer).park).toMatch(/^Chisos Basin Campground/);
    expect(basinWarnings(trailer)).toEqual([expect.stringMatching(/not recommended for trailers longer than 20 ft/)]);
    expect(basinWarnings(await plan('class-c', 22))).toEqual([]);
  });
});
