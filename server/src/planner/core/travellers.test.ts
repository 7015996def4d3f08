import { describe, expect, it } from 'vitest';
import type { ParkRow } from '../../catalogue/core/data';
import { stateThrough, testContext, testPlannerData } from '../../test/planner-data';
import { dayMeals, planDayActivities } from './activities';
import { bundledParkClosures } from '../park-closures';
import {
  childrenDrivingLimit,
  childrenRank,
  childrenRules,
  juniorRangerActivity,
  travellerNeeds,
} from './travellers';

// Arches, beside Moab, with the kinds of activity a family's day was filled with.
const arches: ParkRow = {
  id: 'arch',
  parkCode: 'arch',
  fullName: 'Arches National Park',
  states: ['UT'],
  latitude: 38.68,
  longitude: -109.57,
  description: 'Red rock arches.',
  activities: [
    'Whitewater Rafting',
    'Live Music',
    'Canyoneering',
    'Theater',
    'Hiking',
    'Wildlife Watching',
    'Picnicking',
  ],
  url: 'https://www.nps.gov/arch/index.htm',
  sourced: true,
};
const moab = { latitude: 38.57332, longitude: -109.54984, name: 'Moab, UT', area: 'Moab, UT' };
const restDay = (travellers?: { adults: number; childAges: number[]; pets: number }) =>
  planDayActivities({
    stop: moab,
    parks: [arches],
    style: 'adventure',
    driveHours: 0,
    restDay: true,
    restDayIndex: 0,
    month: 7,
    closures: bundledParkClosures(),
    ...(travellers ? { children: childrenRules({ travellers }) } : {}),
  }).details.map((a) => a.name);

describe('who travels: children', () => {
  it('puts kid-friendly activities first, a Junior Ranger programme at the national park, and leaves out age-limited and adult ones', () => {
    // Without children an adventure day at Arches is rafting and canyoneering.
    expect(restDay().slice(0, 2)).toEqual([
      'Whitewater Rafting in Arches National Park',
      'Canyoneering in Arches National Park',
    ]);
    const family = restDay({ adults: 2, childAges: [6, 9], pets: 0 });
    expect(family[0]).toBe('Junior Ranger programme at Arches National Park');
    expect(family.slice(1, 3)).toEqual([
      'Wildlife Watching in Arches National Park',
      'Picnicking in Arches National Park',
    ]);
    for (const adult of ['Whitewater Rafting', 'Canyoneering', 'Live Music', 'Theater'])
      expect(family.some((a) => a.startsWith(adult))).toBe(false);
  });

  it('offers teenagers the age-limited activities after the kid-friendly ones, and no Junior Ranger past its ages', () => {
    const rules = childrenRules({ travellers: { adults: 2, childAges: [15, 16], pets: 0 } });
    if (!rules) throw new Error('children expected');
    expect(childrenRank(rules, 'Whitewater Rafting')).toBeGreaterThan(
      childrenRank(rules, 'Picnicking') ?? 99,
    );
    expect(juniorRangerActivity(rules, [{ park: arches, distanceText: 'near' }])).toBeUndefined();
    const young = childrenRules({ travellers: { adults: 1, childAges: [4], pets: 0 } });
    if (!young) throw new Error('children expected');
    expect(childrenRank(young, 'Whitewater Rafting')).toBeNull();
  });

  it('offers each park Junior Ranger programme once on a trip', () => {
    const rules = childrenRules({ travellers: { adults: 2, childAges: [7], pets: 0 } });
    if (!rules) throw new Error('children expected');
    const near = [{ park: arches, distanceText: 'about 10 miles' }];
    expect(juniorRangerActivity(rules, near)?.description).toContain(
      'our data does not say which; ask the park',
    );
    expect(juniorRangerActivity(rules, near)).toBeUndefined();
  });

  it('keeps drive days short only when asked, and never raises a lower limit', () => {
    const kids = { adults: 2, childAges: [3], pets: 0 };
    expect(childrenDrivingLimit({ travellers: { ...kids, shorterDriveDays: true } }, 6)).toBe(4);
    expect(childrenDrivingLimit({ travellers: { ...kids, shorterDriveDays: true } }, 3)).toBe(3);
    expect(childrenDrivingLimit({ travellers: kids }, 6)).toBe(6);
    expect(
      childrenDrivingLimit({ travellers: { adults: 2, childAges: [], pets: 0, shorterDriveDays: true } }, 6),
    ).toBe(6);
  });

  it('sends meals out to family restaurants, not bars', () => {
    const meals = dayMeals({
      level: 'high',
      area: 'Moab, UT',
      areaNearCamp: true,
      campName: 'Camp',
      driveDay: false,
      dayNumber: 2,
      family: true,
    });
    expect(meals.find((m) => m.mealType === 'dinner')?.specialNotes).toContain(
      'family restaurants in Moab, UT (no bars',
    );
  });

  it('says on the first day and in the plan what it did for them, and plans within the shorter limit', async () => {
    const ctx = testContext(
      { duration: 3, travellers: { adults: 2, childAges: [4, 9], pets: 0, shorterDriveDays: true } },
      testPlannerData({ parks: [arches] }),
    );
    expect(ctx.pace.maxDrivingHours).toBe(4);
    const state = await stateThrough(ctx, 'day content');
    const days = state.options[0].days;
    expect(days[0].notes[0]).toBe(
      'For the children (aged 4, 9): drive days kept to 4 h at most, kid-friendly park activities first, a Junior Ranger programme at each national park in reach, activities with age or fitness limits, evening music, theatre and dining left out and meals out at family restaurants (no bars).',
    );
    // Denver to Moab is 5 h at the test router's 50 mph: two drive days now.
    expect(days.filter((d) => d.driveHours > 0).every((d) => d.driveHours <= 4.05)).toBe(true);
  });
});

describe('who travels: pets', () => {
  it('makes "pets allowed" a need of every night, as the parks report it', () => {
    expect(travellerNeeds({ travellers: { adults: 1, childAges: [], pets: 1 } }, ['full-hookups'])).toEqual([
      'full-hookups',
      'pet-friendly',
    ]);
    expect(travellerNeeds({ travellers: { adults: 1, childAges: [], pets: 0 } }, [])).toEqual([]);
    expect(travellerNeeds({}, ['pet-friendly'])).toEqual(['pet-friendly']);
  });
});
