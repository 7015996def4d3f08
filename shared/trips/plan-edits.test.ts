import { describe, expect, it } from 'vitest';
import { aiPlanSchema } from '../schemas/plan';
import type { DiscoverLocation } from '../schemas/places';
import {
  addDiscoverLocations,
  campgroundToRvPark,
  isLocationAdded,
  markOptimized,
  moveItem,
  replaceDay,
  selectRoute,
  selectedRouteOf,
  withActivities,
} from './plan-edits';
import { makePlan } from './test-factories';

describe('moveItem (SPEC 4 day editor)', () => {
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
    expect(aiPlanSchema.safeParse(back).success).toBe(true);
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
      price: 'Price not listed',
      gpsCoordinates: '38.45889, -107.33000',
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
