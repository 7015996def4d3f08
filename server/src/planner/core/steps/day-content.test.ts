import { describe, expect, it } from 'vitest';
import {
  campgroundRow,
  moabNearAndFar,
  stateThrough,
  straightPath,
  testContext,
  testPlannerData,
} from '../../../test/planner-data';
import { legRestrictions } from './day-notes';

describe('day content step', () => {
  it('dates the days, drives to the park and spends the stay there', async () => {
    const data = testPlannerData({ campgrounds: moabNearAndFar({ name: 'Far Camp' }) });
    const state = await stateThrough(testContext({ duration: 3 }, data), 'day content');
    const days = state.options[0].days;
    expect(days.map((d) => d.date)).toEqual(['2026-06-10', '2026-06-11', '2026-06-12']);
    expect(days[0].title).toBe('Denver, CO to Moab, UT');
    // The drive ends in Moab itself; the park lies half a mile on.
    expect(days[0].to).toEqual({ name: 'Moab, UT', latitude: 38.57332, longitude: -109.54984 });
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

  it('eats out in the town the day names only when it is a short drive from camp, else at camp, saying why', async () => {
    const places: Array<[string, string, number, number, number]> = [
      ['Denver', 'CO', 39.73915, -104.9847, 682545],
      ['Moab', 'UT', 38.57332, -109.54984, 5235],
      ['Monticello', 'UT', 37.8714, -109.3429, 1900],
    ];
    // A Class A plans dinner out every night. Camp by Moab: Moab's restaurants.
    const near = testPlannerData({ places, campgrounds: moabNearAndFar({ name: 'Far Camp' }) });
    const atMoab = await stateThrough(testContext({ duration: 2, rvType: 'class-a' }, near), 'day content');
    const dinners = (s: typeof atMoab) =>
      s.options[0].days.map((d) => d.meals?.find((m) => m.mealType === 'dinner'));
    expect(dinners(atMoab).map((m) => m?.name)).toEqual(['Dinner out in Moab, UT', 'Dinner out in Moab, UT']);
    // The only park is 37 miles south of Moab, 12 from Monticello: the night is in Monticello (the
    // park's own town), and so are its restaurants, not Moab's an hour back.
    const south = testPlannerData({
      places,
      campgrounds: [campgroundRow({ id: 'ridb-21', name: 'South Camp', lat: 38.04, lng: -109.4 })],
    });
    const atSouth = await stateThrough(testContext({ duration: 2, rvType: 'class-a' }, south), 'day content');
    expect(atSouth.options[0].days[0].rvPark.name).toBe('South Camp');
    expect(dinners(atSouth).map((m) => m?.name)).toEqual([
      'Dinner out in Monticello, UT',
      'Dinner out in Monticello, UT',
    ]);
    // A park 31 miles from Moab with no town nearer: the night names Moab, which is no short drive
    // from camp: dinner at camp, said why.
    const west = testPlannerData({
      places,
      campgrounds: [campgroundRow({ id: 'ridb-22', name: 'West Camp', lat: 38.25, lng: -109.95 })],
    });
    const atWest = await stateThrough(testContext({ duration: 2, rvType: 'class-a' }, west), 'day content');
    expect(atWest.options[0].days[0].rvPark.name).toBe('West Camp');
    for (const dinner of dinners(atWest)) {
      expect(dinner).toMatchObject({ type: 'cooking', location: 'West Camp' });
      expect(dinner?.specialNotes).toBe(
        'Moab, UT is not within a short drive of camp: dinner at camp tonight.',
      );
    }
  });

  it('warns on a day over the driving limit', async () => {
    const state = await stateThrough(testContext({ duration: 1, maxDrivingHoursPerDay: 3 }), 'day content');
    const day = state.options[0].days[0];
    expect(day.warnings?.some((w) => /of driving, over your limit of 3 h a day/.test(w))).toBe(true);
    expect(day.notes.some((n) => n.startsWith('A long day: '))).toBe(true);
  });

  it('says on the day the restricted segments its own stretch of the route went around or drives', () => {
    const path = straightPath([
      { latitude: 39.0, longitude: -77.0 },
      { latitude: 39.5, longitude: -76.3 },
    ]);
    const restrictions = [
      { id: 'a', kind: 'avoided' as const, note: 'Avoided A.', index: 5 },
      { id: 'a', kind: 'avoided' as const, note: 'Avoided A.', index: 6 },
      { id: 'b', kind: 'passes' as const, note: 'Passes B.', index: 10 },
      { id: 'c', kind: 'avoided' as const, note: 'Avoided C.', index: 15 },
    ];
    const leg = (from: number, to: number) => ({ path: { ...path, restrictions }, from, to });
    expect(legRestrictions(leg(0, 10))).toEqual({ notes: ['Avoided A.'], warnings: ['Passes B.'] });
    // A point where a day ends belongs to that day only.
    expect(legRestrictions(leg(10, 20))).toEqual({ notes: ['Avoided C.'], warnings: [] });
    expect(legRestrictions({ path, from: 0, to: 20 })).toEqual({ notes: [], warnings: [] });
  });

  it('says a closed road the day went around on the way and ends short of once, as the end short', () => {
    // Rexburg to Gardiner in January goes round Yellowstone's lake roads, and the park's middle lies
    // beyond them: the day said only that it went around them, and not where its drive ends.
    const path = straightPath([
      { latitude: 44.0, longitude: -111.0 },
      { latitude: 45.0, longitude: -110.7 },
    ]);
    const avoided = { id: 'lake', kind: 'avoided' as const, note: 'Avoided the lake roads.', index: 5 };
    const short = { id: 'lake', kind: 'avoided' as const, note: 'Ends short of the lake roads.', short: true as const };
    const pass = { id: 'pass', kind: 'avoided' as const, note: 'Avoided a pass.', index: 6, pass: true as const };
    const own = { path: { ...path, restrictions: [avoided, pass] }, from: 0, to: 20 };
    const stretch = { path: { ...path, restrictions: [{ ...short, index: 20 }] }, from: 0, to: 20 };
    const said = { notes: ['Avoided a pass.', 'Ends short of the lake roads.'], warnings: [] };
    expect(legRestrictions(own, stretch, { endsAtPark: true })).toEqual(said);
    // The same on the day's own leg, when its drive ends short.
    const both = { path: { ...path, restrictions: [avoided, pass, { ...short, index: 20 }] }, from: 0, to: 20 };
    expect(legRestrictions(both)).toEqual(said);
  });
});
