import { describe, expect, it } from 'vitest';
import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import { campgroundRow, testContext, testPlannerData } from '../../../test/planner-data';
import type { Stop } from '../itinerary';
import type { Leg, Night } from '../plan-state';
import { stopPark } from './night-park';

// A night far from the stop the traveller named says so, and why no nearer park was taken.
const NORTH_CONWAY: Stop = { name: 'North Conway, NH', area: 'North Conway, NH', latitude: 44.0537, longitude: -71.1284 };
const TWIN_MOUNTAIN = campgroundRow({ id: 'twin', name: 'Twin Mountain RV Park', state: 'NH', lat: 44.272, lng: -71.541, phone: '+1 603 555 0100' });
const GLEN = campgroundRow({ id: 'glen', name: 'Glen Camp', state: 'NH', lat: 44.11, lng: -71.18 });
const night = (row = TWIN_MOUNTAIN): Night => ({
  choice: { row, distance: 26, needsMet: [], needsMissing: [], needsUnavailable: [], seasonUnknown: false } as CampgroundChoice,
  leg: { from: 0, to: 0 } as unknown as Leg,
  end: { name: 'North Conway, NH', latitude: row.lat, longitude: row.lng },
});
const notes = (rows: ReturnType<typeof campgroundRow>[], atWaypoint = true) =>
  stopPark(testContext({ rvType: 'class-c' }, testPlannerData({ campgrounds: rows })), NORTH_CONWAY, 0, night(), atWaypoint, ['2027-07-10', '2027-07-11']).notes.join(' ');

describe('a night far from the stop says why', () => {
  it('names the nearer park that was not taken, and the reasons the plan may have had', () => {
    expect(notes([TWIN_MOUNTAIN, GLEN])).toMatch(
      /about 26 miles from North Conway, NH in a straight line\. Parks nearer to North Conway in our data \(the nearest Glen Camp, 5 mi in a straight line\) were not taken: /,
    );
  });

  it('says no nearer park takes the rig when none does, and nothing of the kind for a stop of the planner\'s own', () => {
    expect(notes([TWIN_MOUNTAIN, { ...GLEN, maxLength: '20 ft' }])).toMatch(
      /No park nearer to North Conway in our data takes your \d+ ft rig on these nights\./,
    );
    expect(notes([TWIN_MOUNTAIN, GLEN], false)).not.toMatch(/nearer/);
  });
});
