import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planClassC } from '../test/planner-data';

// A night's park is "Near" a town: the nearest, or a bigger one a little farther when the nearest has
// no known population. Grand Lake and Cooke City have none in the gazetteer, so Timber Creek (10 mi
// from Grand Lake) was "Near Estes Park, CO", across the Continental Divide, and Hunter Peak (17 road
// miles from Cooke City, in Wyoming) "Near Red Lodge, MT", while the days' titles measured both
// from the towns they were driven to. A town farther than the day's end is never named now.
const data = loadBundledData();
const plan = (fromLocation: string, toLocation: string, departureDate: string): Promise<TripPlan> =>
  planClassC(data, [fromLocation, toLocation, departureDate], 2, {
    rig: {
      lengthFeet: 28,
      heightFeet: 11.5,
      fuel: 'gas',
      tankGallons: 55,
      mpg: 9,
      towingCar: false,
      propaneOnBoard: true,
    },
  });

describe("a night's park is said near the town the day drove to, not one farther off", () => {
  it('Estes Park to Grand Lake over Trail Ridge Road in July: Timber Creek, near Grand Lake', async () => {
    const day = (await plan('Estes Park, CO', 'Grand Lake, CO', '2027-07-15')).dailyItinerary[0];
    expect(day.rvPark.name).toBe('Timber Creek Campground');
    expect(day.rvPark.address).toBe('Near Grand Lake, CO');
  }, 120_000);

  it('Red Lodge to Cooke City in late October, the Beartooth Highway closed: Hunter Peak, near Cooke City', async () => {
    const day = (await plan('Red Lodge, MT', 'Cooke City, MT', '2027-10-20')).dailyItinerary[0];
    expect(day.rvPark.name).toBe('Hunter Peak');
    expect(day.rvPark.address).toBe('Near Cooke City, MT');
    expect(day.notes).toContainEqual(expect.stringMatching(/^Avoided the Beartooth Highway \(US-212\)/));
  }, 120_000);
});
