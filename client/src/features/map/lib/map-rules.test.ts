import { describe, expect, it } from 'vitest';
import {
  CAMPGROUND_SEARCH_DEBOUNCE_MS,
  NATIONAL_PARKS_CACHE_MS,
  amenityLabel,
  campgroundDescription,
  campgroundSearchFor,
  canSearchCampgrounds,
  isValidMapToken,
  limitList,
  parkDescription,
  popupAmenities,
  roundToHalf,
  truncate,
} from './map-rules';

describe('map token', () => {
  it('is invalid when missing, empty or shorter than 40 characters', () => {
    expect(isValidMapToken(undefined)).toBe(false);
    expect(isValidMapToken(null)).toBe(false);
    expect(isValidMapToken('')).toBe(false);
    expect(isValidMapToken('pk.' + 'a'.repeat(36))).toBe(false); // 39
    expect(isValidMapToken(' '.repeat(45))).toBe(false);
  });
  it('is valid from 40 characters', () => {
    expect(isValidMapToken('pk.' + 'a'.repeat(37))).toBe(true); // 40
    expect(isValidMapToken('pk.' + 'a'.repeat(80))).toBe(true);
  });
});

describe('campground search rules', () => {
  it('waits 2 s and caches parks for 30 minutes', () => {
    expect(CAMPGROUND_SEARCH_DEBOUNCE_MS).toBe(2000);
    expect(NATIONAL_PARKS_CACHE_MS).toBe(30 * 60 * 1000);
  });

  it('searches only at zoom 6 or above', () => {
    expect(canSearchCampgrounds(4)).toBe(false);
    expect(canSearchCampgrounds(5.99)).toBe(false);
    expect(canSearchCampgrounds(6)).toBe(true);
    expect(canSearchCampgrounds(11)).toBe(true);
  });

  it('rounds coordinates to the nearest 0.5', () => {
    expect(roundToHalf(39.74)).toBe(39.5);
    expect(roundToHalf(39.76)).toBe(40);
    expect(roundToHalf(39.25)).toBe(39.5);
    expect(roundToHalf(-104.99)).toBe(-105);
    expect(roundToHalf(-104.7)).toBe(-104.5);
    expect(roundToHalf(-0.2)).toBe(0);
    expect(Object.is(roundToHalf(-0.2), -0)).toBe(false);
  });

  it('builds a 150-mile search around the rounded centre, or none when zoomed out', () => {
    expect(campgroundSearchFor({ lat: 39.7392, lng: -104.9903 }, 7)).toEqual({
      lat: 39.5,
      lng: -105,
      radius: 150,
    });
    expect(campgroundSearchFor({ lat: 39.7392, lng: -104.9903 }, 5.5)).toBeNull();
    expect(campgroundSearchFor(null, 8)).toBeNull();
  });
});

describe('popup text limits', () => {
  it('shows the first 3 amenities then +N more', () => {
    expect(popupAmenities(['water', 'toilets'])).toEqual({ shown: ['water', 'toilets'], more: null });
    expect(popupAmenities(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
    expect(popupAmenities(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 more' });
    expect(limitList(['a', 'b', 'c', 'd', 'e'], 4).more).toBe('+1 more');
  });

  it('cuts campground descriptions at 200 and park descriptions at 150 characters', () => {
    const long = 'x'.repeat(500);
    expect(campgroundDescription(long)).toBe('x'.repeat(200) + '…');
    expect(parkDescription(long)).toBe('x'.repeat(150) + '…');
    expect(campgroundDescription('y'.repeat(200))).toBe('y'.repeat(200));
    expect(parkDescription('y'.repeat(150))).toBe('y'.repeat(150));
    expect(parkDescription('y'.repeat(151))).toBe('y'.repeat(150) + '…');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('abc def', 4)).toBe('abc…');
  });

  it('reads amenity keys as words', () => {
    expect(amenityLabel('fire_rings')).toBe('Fire rings');
    expect(amenityLabel('Showers')).toBe('Showers');
  });
});
