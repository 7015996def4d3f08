import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Glacier National Park's point, its middle, is on the Going-to-the-Sun Road, closed to rigs over
// 21 ft long or 10 ft high between Avalanche Campground and Rising Sun. A plan to the park for a
// rig over those limits ends the day's drive where the road open to it ends and says why (met at its
// gate, the park's road said closed to the rig: the drive reached the park); it does not
// drive the closed road and warn "Find another way" (the drive before this rule, 215 miles from
// Hamilton, MT over the road to the park's middle, 32 miles past the night's park at West Glacier).
const data = loadBundledData();
const plan = (rvType: string, departureDate: string): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Salt Lake City, UT',
      toLocation: 'Glacier National Park',
      departureDate,
      duration: 6,
      rvType,
      travelStyle: 'scenic',
      routeType: 'scenic',
    }),
    data,
    { now: fixedNow },
  );
const texts = (p: TripPlan) => p.dailyItinerary.flatMap((d) => [...(d.notes ?? []), ...(d.warnings ?? [])]);

describe('a park whose middle is on a road closed to the rig', () => {
  it('keeps a 38 ft Class A off the closed road, and says why', async () => {
    const p = await plan('class-a', '2027-07-10');
    expect(texts(p).filter((t) => t.startsWith('This drive goes through Going-to-the-Sun Road'))).toEqual([]);
    const arrival = p.dailyItinerary.find((d) => d.to?.name === 'Glacier National Park' && d.distance > 0)!;
    expect(arrival.notes).toContainEqual(expect.stringMatching(/^Going-to-the-Sun Road is closed to your rig: your rig is \d+ ft long/));
  });

  it('drives a van within the limits to the park itself', async () => {
    const p = await plan('class-b', '2027-07-10');
    expect(texts(p).filter((t) => /^Ends short of|Going-to-the-Sun Road is closed to your rig|This drive goes through Going-to-the-Sun Road/.test(t))).toEqual([]);
  });
});
