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
// round by Alpine and Marathon.) With the park's entrance rows the drive meets it at an entrance. The plans are for February 2028: the Chisos Basin, closed for
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
  const miles = Number(
    /(?:, (\d+) (?:road miles|mi) from Big Bend National Park(?:\. | by road))|(?:inside Big Bend National Park, where the day's drive ends, (\d+) road miles in from the park's [^.]+\. )/
      .exec(note ?? '')
      ?.slice(1)
      .find((m) => m !== undefined),
  );
  return { park: day.rvPark.name, miles, note };
};

describe('a plan to Big Bend National Park', () => {
  // Big Bend has entrance rows (park-entrances.json): from Fort Stockton the drive meets it at
  // Persimmon Gap, and the night's park is said by road from there (29 miles to Panther Junction).
  it('says the night by road from Persimmon Gap: the Chisos Basin for a 22 ft Class C, Rio Grande Village for a 32 ft Class A', async () => {
    const classC = tonight(await plan('class-c', 22));
    expect(classC.park).toMatch(/^Chisos Basin Campground/);
    // 29 miles to Panther Junction, 3 to the basin road, 6 up it.
    expect(classC.miles).toBeGreaterThan(30);
    expect(classC.miles).toBeLessThan(45);
    // Chisos Basin Road is not recommended for RVs over 24 ft: the Class A sleeps at the park's
    // campground by the river, 21 miles on from Panther Junction (before the entrance rows, a park at
    // Terlingua, off the roads the network holds).
    const classA = tonight(await plan('class-a', 32));
    expect(classA.park).toBe('Rio Grande Village (Big Bend, TX)');
    expect(classA.miles).toBeGreaterThan(40);
    expect(classA.miles).toBeLessThan(60);
    expect(classA.note).not.toMatch(/does not hold/);
    expect(classC.note).not.toMatch(/does not hold/);
  });

  // Chisos Basin Road's advice against trailers over 20 ft: a 23 ft trailer's night is not sent up
  // it while a park in Big Bend is reached without it; a 22 ft Class C sleeps up there, told nothing.
  it("keeps a 23 ft trailer's night out of the Chisos Basin; a 22 ft Class C sleeps there and is told nothing", async () => {
    const basinWarnings = (p: TripPlan) =>
      p.dailyItinerary.flatMap((d) => d.warnings ?? []).filter((w) => /into the Chisos Basin/.test(w));
    const trailer = await plan('travel-trailer', 23);
    expect(tonight(trailer).park).toBe('Rio Grande Village (Big Bend, TX)');
    expect(basinWarnings(trailer)).toEqual([]);
    expect(basinWarnings(await plan('class-c', 22))).toEqual([]);
  });
});
