import { describe, expect, it } from 'vitest';
import { stateThrough, straightRouter, testContext, testPlannerData } from '../../../test/planner-data';

// Denver to Moab in a straight line is about 260 miles: at 25 mph, over 10 hours of driving.
const slow = () => straightRouter([], 25);

describe('days step', () => {
  it('splits the drive into days within the driving limit and spends spare days as nights', async () => {
    const state = await stateThrough(
      testContext({ duration: 5, maxDrivingHoursPerDay: 6 }, testPlannerData(), slow()),
      'days',
    );
    for (const o of state.options) {
      expect(o.maxHours).toBe(6);
      const drives = o.skeleton.filter((d) => !d.restDay);
      expect(drives.length).toBe(2);
      expect(drives.every((d) => d.hours <= 6 + 1e-9)).toBe(true);
      expect(o.skeleton).toHaveLength(5);
      expect(o.skeleton.map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('turns the 2-2-2 rule into hours at the route speed', async () => {
    const ctx = testContext(
      { duration: 5, paceRule: '2-2-2', departureTime: '09:00' },
      testPlannerData(),
      slow(),
    );
    const state = await stateThrough(ctx, 'days');
    // 200 miles at 25 mph is 8 h, arriving by 2 pm from a 9 am start is 5 h: the smaller wins.
    for (const o of state.options) expect(o.maxHours).toBe(5);
  });

  it('says so when the trip is too short for the distance', async () => {
    const state = await stateThrough(
      testContext({ duration: 1, maxDrivingHoursPerDay: 6 }, testPlannerData(), slow()),
      'days',
    );
    const o = state.options[0];
    expect(o.warnings[0]).toBe(`Day 1 needs ${Math.round(o.path.hours)} h of driving: consider 1 more day`);
  });
});
