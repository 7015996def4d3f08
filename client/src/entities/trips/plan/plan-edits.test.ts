import { describe, expect, it } from 'vitest';
import { tripPlanSchema } from '@shared/schemas/plan';
import type { DiscoverLocation } from '@shared/schemas/places';
import { addDiscoverLocations, nearestDayNumber, campgroundToRvPark, isLocationAdded, markOptimized } from './plan-edits';
import { moveItem, replaceDay, selectRoute, selectedRouteOf, withActivities } from '@shared/plan/plan-days';
import { makePlan } from '@shared/trips/test-factories';

describe('moveItem (the day editor)', () => {
  it('moves up and down', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
  });
  it('cannot move the first up or the last down', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
  });
});

describe('route selection', () => {
  it('switches the days to the chosen route and keeps edits per route', () => {
    const plan = makePlan(3);
    expect(selectedRouteOf(plan).type).toBe('balanced');
    const edited = replaceDay(plan, withActivities(plan.dailyItinerary[0], ['Only this']));
    const scenic = selectRoute(edited, 'scenic');
    expect(selectedRouteOf(scenic).type).toBe('scenic');
    expect(scenic.dailyItinerary[0].activities).toEqual(['Hike at stop 1', 'Lookout at stop 1']);
    const back = selectRoute(scenic, 'balanced');
    expect(back.dailyItinerary[0].activities).toEqual(['Only this']);
    expect(tripPlanSchema.safeParse(back).success).toBe(true);
  });
});

describe('withActivities', () => {
  it('keeps known details and defaults new ones to sightseeing, 2 hours', () => {
    const day = makePlan(1).dailyItinerary[0];
    const next = withActivities(day, ['Lookout at stop 1', 'Museum']);
    expect(next.activityDetails).toEqual([
      { name: 'Lookout at stop 1', type: 'sightseeing', duration: '1 hour', description: 'A view.' },
      { name: 'Museum', type: 'sightseeing', duration: '2 hours', description: '' },
    ]);
  });
});

describe('discover', () => {
  const near = (day: number): DiscoverLocation => ({
    id: `loc-${day}`,
    name: `Place near ${day}`,
    description: 'Nice.',
    latitude: 39 - day * 0.1 + 0.01,
    longitude: -105 - day * 0.5,
    kind: 'town',
  });

  it('adds each location to the nearest day once', () => {
    const plan = makePlan(3);
    const next = addDiscoverLocations(plan, [near(3), near(1)], 'hiking');
    expect(next.dailyItinerary[2].activities).toContain('Place near 3');
    expect(next.dailyItinerary[0].activities).toContain('Place near 1');
    expect(next.dailyItinerary[2].activityDetails.at(-1)).toMatchObject({
      type: 'hiking',
      description: 'Nice.',
    });
    expect(isLocationAdded(next, near(3))).toBe(true);
    expect(isLocationAdded(next, near(2))).toBe(false);
    const again = addDiscoverLocations(next, [near(3)], 'hiking');
    expect(again.dailyItinerary[2].activities.filter((a) => a === 'Place near 3')).toHaveLength(1);
  });

  it("puts a place beside a day's drive on that day, not on the day whose overnight stop is closer", () => {
    const plan = makePlan(3);
    const day2 = plan.dailyItinerary[1];
    // 40% of the way along day 2's drive: day 1's overnight stop (day 2's start) is nearer than day 2's.
    const beside: DiscoverLocation = {
      ...near(2),
      id: 'beside-2',
      name: 'Beside day 2',
      latitude: day2.from.latitude + (day2.to.latitude - day2.from.latitude) * 0.4,
      longitude: day2.from.longitude + (day2.to.longitude - day2.from.longitude) * 0.4,
    };
    expect(nearestDayNumber(plan.dailyItinerary, beside)).toBe(2);
    const next = addDiscoverLocations(plan, [beside], 'viewpoints');
    expect(next.dailyItinerary[1].activities).toContain('Beside day 2');
    expect(next.dailyItinerary[0].activities).not.toContain('Beside day 2');
  });

  it('never adds a place far from every day (a park in the opposite direction to day 1)', () => {
    const plan = makePlan(3);
    const start = plan.dailyItinerary[0].from;
    const behind: DiscoverLocation = {
      ...near(1),
      id: 'behind',
      name: 'Park behind the start',
      latitude: start.latitude,
      longitude: start.longitude + 2.5, // about 130 miles east, while the trip heads west
    };
    expect(nearestDayNumber(plan.dailyItinerary, behind)).toBeNull();
    const next = addDiscoverLocations(plan, [behind, near(3)], 'viewpoints');
    expect(isLocationAdded(next, behind)).toBe(false);
    expect(next.dailyItinerary[2].activities).toContain('Place near 3');
  });
});

describe('campgroundToRvPark', () => {
  it('maps a campground and never invents a price', () => {
    const park = campgroundToRvPark(
      {
        id: 'ridb-1',
        name: 'Lake Fork',
        description: 'On the lake.',
        type: 'public',
        source: 'enhanced internal database',
        amenities: ['Water'],
        amenitiesReported: true,
        latitude: 38.45889,
        longitude: -107.33,
        state: 'CO',
        facilityId: '234054',
        reservationUrl: 'https://www.recreation.gov/camping/campgrounds/234054',
      },
      'Gunnison',
    );
    expect(park).toMatchObject({
      nightlyFee: null,
      latitude: 38.45889,
      longitude: -107.33,
      address: 'Near Gunnison (CO)',
    });
  });
});

describe('markOptimized', () => {
  it('appends (Optimized) once and notes the target', () => {
    const plan = markOptimized(makePlan(2), 'scenery');
    expect(plan.overview.title).toBe('Denver to Moab RV Trip (Optimized)');
    expect(plan.overview.description).toBe('A scenic trip. Optimized for scenery.');
    expect(markOptimized(plan, 'time').overview.title).toBe('Denver to Moab RV Trip (Optimized)');
  });
});
