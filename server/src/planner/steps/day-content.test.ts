import { describe, expect, it } from 'vitest';
import { moabNearAndFar, stateThrough, testContext, testPlannerData } from '../../test/planner-data';

describe('day content step', () => {
  it('dates the days, drives to the park and spends the stay there', async () => {
    const data = testPlannerData({ campgrounds: moabNearAndFar({ name: 'Far Camp' }) });
    const state = await stateThrough(testContext({ duration: 3 }, data), 'day content');
    const days = state.options[0].days;
    expect(days.map((d) => d.date)).toEqual(['2026-06-10', '2026-06-11', '2026-06-12']);
    expect(days[0].title).toBe('Denver, CO to Moab, UT');
    expect(days[0].to).toEqual({ name: 'Moab, UT', latitude: 38.58, longitude: -109.55 });
    expect(days[0].distance).toBeGreaterThan(250);
    expect(days[0].geometry).toBeTruthy();
    expect(days[0].notes).toContain('3-night stay here.');
    expect(days[1]).toMatchObject({ title: 'Explore Moab, UT', distance: 0, driveTime: '0 min', nights: 3 });
    expect(days[1].notes).toEqual(['Day 2 of a 3-night stay at Near Camp.']);
    expect(days[2].notes).toEqual(['Day 3 of a 3-night stay at Near Camp.']);
    for (const d of days) {
      expect(d.rvPark.name).toBe('Near Camp');
      expect(d.meals?.length).toBeGreaterThan(0);
    }
    expect(state.options[0].dayHours).toHaveLength(3);
  });

  it('warns on a day over the driving limit', async () => {
    const state = await stateThrough(testContext({ duration: 1, maxDrivingHoursPerDay: 3 }), 'day content');
    const day = state.options[0].days[0];
    expect(day.warnings?.some((w) => /of driving, over your limit of 3 h a day/.test(w))).toBe(true);
    expect(day.notes.some((n) => n.startsWith('A long day: '))).toBe(true);
  });
});
