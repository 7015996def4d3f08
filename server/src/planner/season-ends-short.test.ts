import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';
import { builtinRoute } from '../routing/builtin';

// Glacier National Park's point, its middle, is on the Going-to-the-Sun Road's alpine section,
// usually closed for winter from about October 16 to about June 22. A January plan to the park for a
// van within the road's size limits ends the arrival day's drive where the road open that day ends
// and says why (which road, until when, its source); the same plan in late July drives to the park.
// (Before this rule, the January drive took the closed road with "check that it is open".)
const data = loadBundledData();
const plan = (departureDate: string, toLocation = 'Glacier National Park'): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Salt Lake City, UT',
      toLocation,
      departureDate,
      duration: 6,
      rvType: 'class-b',
      travelStyle: 'scenic',
      routeType: 'scenic',
    }),
    data,
    { now: fixedNow },
  );
const texts = (p: TripPlan) => p.dailyItinerary.flatMap((d) => [...(d.notes ?? []), ...(d.warnings ?? [])]);
const arrival = (p: TripPlan, park = 'Glacier National Park') =>
  p.dailyItinerary.find((d) => d.to?.name === park && d.distance > 0)!;
// Met at its gate, the drive reached the park: the road is said closed in the park, not as the day's
// end, once, by the park's season note (not again as "In the park, ...").
const SEASON =
  /^Going-to-the-Sun Road's alpine section \(Logan Pass\) is usually closed from about October 16 to about June 22 \(Glacier National Park: https:\/\/www\.nps\.gov\/glac\/; dates reported, not confirmed on the agency's own page\)\./;

describe('a plan to a park whose middle is on a road closed for the season', () => {
  it('in January ends the arrival day short of the closed road, and says which road, until when and its source', async () => {
    const p = await plan('2027-01-10');
    expect(texts(p).filter((t) => /^This drive takes Going-to-the-Sun Road/.test(t))).toEqual([]);
    const day = arrival(p);
    const said = [...(day.notes ?? []), ...(day.warnings ?? [])].filter((t) => /alpine section/.test(t));
    expect(said).toEqual([expect.stringMatching(SEASON)]);
  });

  it('in late July drives to the park itself, with no word of the closure', async () => {
    const p = await plan('2027-07-24');
    expect(arrival(p)).toBeDefined();
    expect(texts(p).filter((t) => /^Ends short of|Going-to-the-Sun Road's alpine section/.test(t))).toEqual(
      [],
    );
  });

  it("spends the night at a park the open roads reach, not at one behind the closure (Yellowstone's, in January)", async () => {
    // Before, the January night was Fishing Bridge RV Park, on the lake's closed roads, and its
    // distance was said from the West Entrance, not from where the drive ended.
    // Then, met at the South Entrance (closed beyond it), Buffalo Crossing RV Park in West
    // Yellowstone, 179 road miles round from where the drive ended.
    const p = await plan('2027-01-10', 'Yellowstone National Park');
    const day = arrival(p, 'Yellowstone National Park');
    // The roads by the lake, which no season note of the park says, are said in the park.
    expect(day.notes).toContainEqual(expect.stringMatching(/^In the park, Yellowstone's roads by the lake/));
    const park = day.rvPark;
    expect(park.latitude).not.toBeNull();
    const from = p.dailyItinerary[p.dailyItinerary.indexOf(day) - 1].rvPark;
    const drive = builtinRoute(
      [
        { latitude: from.latitude!, longitude: from.longitude! },
        { latitude: park.latitude!, longitude: park.longitude! },
      ],
      { profile: 'fastest', rvType: 'class-b', date: day.date },
    );
    expect(drive.shortOf).toBeUndefined();
    // The drive ends at the camp, by the North Entrance, the one open in winter (park-entrances.json),
    // as at other parks' gates: not at a gate with the camp said a drive on from there.
    const said = day.notes?.find((n) => n.startsWith(`${park.name} is `));
    expect(said).toMatch(/ where the day's drive ends/);
  });
});
