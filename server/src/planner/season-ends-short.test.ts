import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Glacier National Park's point, its middle, is on the Going-to-the-Sun Road's alpine section,
// usually closed for winter from about October 16 to about June 22. A January plan to the park for a
// van within the road's size limits ends the arrival day's drive where the road open that day ends
// and says why (which road, until when, its source); the same plan in late July drives to the park.
// (Before this rule, the January drive took the closed road with "check that it is open".)
const data = loadBundledData();
const plan = (departureDate: string): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Salt Lake City, UT',
      toLocation: 'Glacier National Park',
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
const arrival = (p: TripPlan) =>
  p.dailyItinerary.find((d) => d.to?.name === 'Glacier National Park' && d.distance > 0)!;
const ENDS_SHORT =
  /^Ends short of Going-to-the-Sun Road's alpine section \(Logan Pass\): usually closed for winter from about October 16 until about June 22 \(Glacier National Park: https:\/\/www\.nps\.gov\/glac\/\)\. The day's drive ends where the road open on that date ends/;

describe('a plan to a park whose middle is on a road closed for the season', () => {
  it('in January ends the arrival day short of the closed road, and says which road, until when and its source', async () => {
    const p = await plan('2027-01-10');
    expect(texts(p).filter((t) => /^This drive takes Going-to-the-Sun Road/.test(t))).toEqual([]);
    expect(arrival(p).notes).toContainEqual(expect.stringMatching(ENDS_SHORT));
  });

  it('in late July drives to the park itself, with no word of the closure', async () => {
    const p = await plan('2027-07-24');
    expect(arrival(p)).toBeDefined();
    expect(texts(p).filter((t) => /^Ends short of|Going-to-the-Sun Road's alpine section/.test(t))).toEqual(
      [],
    );
  });
});
