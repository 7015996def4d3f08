import { describe, expect, it } from 'vitest';
import { DEFAULT_FUEL_PRICE_PER_GALLON } from '../constants';
import { RIG_DEFAULTS } from '../schemas/rig';
import { addDays } from '../plan/calendar';
import { daysUntil, monthKey, parseIsoDay, todayIso } from './dates';
import {
  TRIP_ID_PATTERN,
  cardActivities,
  cardNumbers,
  derivedCost,
  derivedDistance,
  derivedStops,
  generateTripId,
  itineraryDays,
  parseDuration,
  regenerateDayPlans,
  returnDateOf,
  startsInLabel,
  tripStatus,
  shortTripTitle,
} from './rules';
import { demoTrips, sampleTripValues } from './samples';

const at = (iso: string) => new Date(`${iso}T12:00:00`);

describe('dates', () => {
  it('parses only real yyyy-mm-dd days', () => {
    expect(parseIsoDay('2026-02-28')?.getDate()).toBe(28);
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('02/03/2026')).toBeNull();
    expect(parseIsoDay(undefined)).toBeNull();
  });
  it('adds days across months and counts days until a date', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addDays('nonsense', 3)).toBeNull();
    expect(daysUntil('2026-05-11', at('2026-05-01'))).toBe(10);
    expect(daysUntil('2026-04-30', at('2026-05-01'))).toBe(-1);
    expect(todayIso(at('2026-05-01'))).toBe('2026-05-01');
    expect(monthKey(at('2026-05-01'))).toBe('2026-05');
  });
});

describe('trip rules', () => {
  it('reads durations and falls back to 7', () => {
    expect(parseDuration('10')).toBe(10);
    expect(parseDuration(3)).toBe(3);
    expect(parseDuration('')).toBe(7);
    expect(parseDuration('abc')).toBe(7);
    expect(parseDuration(0)).toBe(7);
    expect(parseDuration(-2)).toBe(7);
    expect(returnDateOf('2026-05-01', '5')).toBe('2026-05-06');
  });

  it('derives the status from departure and duration', () => {
    expect(tripStatus('2026-05-10', 5, at('2026-05-01'))).toBe('upcoming');
    expect(tripStatus('2026-05-01', 5, at('2026-05-03'))).toBe('current');
    expect(tripStatus('2026-04-01', 5, at('2026-05-01'))).toBe('past');
    expect(tripStatus('2026-04-26', 5, at('2026-05-01'))).toBe('current');
    expect(tripStatus('2026-04-25', 5, at('2026-05-01'))).toBe('past');
    expect(tripStatus('2026-05-02', 5, at('2026-05-01'))).toBe('upcoming');
    expect(tripStatus('not a date', 5, at('2026-05-01'))).toBe('upcoming');
  });

  it('builds one itinerary day per trip day with consecutive dates', () => {
    const days = itineraryDays('2026-05-30', '3');
    expect(days).toEqual([
      { day: 1, date: '2026-05-30', activities: [], notes: '' },
      { day: 2, date: '2026-05-31', activities: [], notes: '' },
      { day: 3, date: '2026-06-01', activities: [], notes: '' },
    ]);
    expect(itineraryDays('2026-05-30', 'x')).toHaveLength(7);
  });

  it('regenerates day plans keeping what was planned per day number', () => {
    const first = regenerateDayPlans([], '2026-05-01', '2');
    first[0] = { ...first[0], notes: 'Leave early' };
    const moved = regenerateDayPlans(first, '2026-06-01', '3');
    expect(moved.map((d) => d.date)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    expect(moved[0].notes).toBe('Leave early');
    expect(regenerateDayPlans(moved, '2026-06-01', '1')).toHaveLength(1);
  });

  it('derives list numbers: 250 miles a day, max(2, days / 2) stops', () => {
    expect(derivedDistance(7)).toBe(1750);
    expect(derivedStops(3)).toBe(2);
    expect(derivedStops(7)).toBe(3);
    expect(derivedStops(14)).toBe(7);
    expect(derivedCost('class-a', 2)).toBe(2 * 150 + 2 * 180);
    expect(derivedCost('travel-trailer', 1)).toBe(80 + 180);
    expect(derivedCost('unknown', 1)).toBe(100 + 180);
    expect(derivedCost(undefined, 3)).toBe(3 * 280);
  });

  it('uses the plan numbers when a plan exists, else estimates', () => {
    const trip = { duration: 4, rvType: 'class-c' };
    expect(cardNumbers(trip, null)).toEqual({
      distance: 1000,
      cost: 4 * 305,
      stops: 2,
      isEstimate: true,
      distanceIsEstimate: true,
    });
    // Road miles between from and to replace the 250-miles-a-day estimate; the cost stays estimated.
    expect(cardNumbers(trip, null, 353.6)).toMatchObject({
      distance: 354,
      isEstimate: true,
      distanceIsEstimate: false,
    });
    // The cost follows the road miles: their fuel at the rig type's typical MPG.
    const short = cardNumbers(trip, null, 44).cost;
    const long = cardNumbers(trip, null, 76).cost;
    expect(long).toBeGreaterThan(short);
    expect(short).toBe(4 * 305 + Math.round((44 / RIG_DEFAULTS['class-c'].mpg) * DEFAULT_FUEL_PRICE_PER_GALLON));
    const plan = { totalDistance: 512.4, estimatedCost: 1234.6 };
    expect(cardNumbers(trip, plan)).toMatchObject({ distance: 512, cost: 1235, isEstimate: false });
    // A plan's own count of stays wins over the trip's copy of it.
    expect(cardNumbers({ ...trip, numberOfStops: 9 }, { ...plan, stops: 3 }).stops).toBe(3);
  });

  it('says Starts in N days only 1 to 30 days ahead', () => {
    const now = at('2026-05-01');
    expect(startsInLabel('2026-05-02', now)).toBe('Starts in 1 days');
    expect(startsInLabel('2026-05-31', now)).toBe('Starts in 30 days');
    expect(startsInLabel('2026-06-01', now)).toBeNull();
    expect(startsInLabel('2026-05-01', now)).toBeNull();
    expect(startsInLabel('bad', now)).toBeNull();
  });

  it('shows 3 activities and +N more', () => {
    expect(cardActivities(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
    expect(cardActivities(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 more' });
  });

  it('generates 8 uppercase alphanumerics without bias from high bytes', () => {
    for (let i = 0; i < 50; i++) expect(generateTripId()).toMatch(TRIP_ID_PATTERN);
    let call = 0;
    const fake = (bytes: Uint8Array) => {
      bytes.fill(call++ === 0 ? 255 : 0);
      return bytes;
    };
    expect(generateTripId(fake)).toBe('AAAAAAAA');
  });
});

describe('samples', () => {
  it('fills the sample trip: in 7 days, 3 days, class-b, scenic, 4.5 stars, 50 reviews', () => {
    const values = sampleTripValues(at('2026-05-01'));
    expect(values).toMatchObject({
      departureDate: '2026-05-08',
      duration: '3',
      rvType: 'class-b',
      travelStyle: 'scenic',
      minimumRating: '4.5',
      minimumReviewCount: '50',
    });
  });
  it('seeds three demo trips about 30, 45 and 7 days out', () => {
    const trips = demoTrips(at('2026-05-01'));
    expect(trips.map((t) => daysUntil(t.departureDate ?? '', at('2026-05-01')))).toEqual([30, 45, 7]);
    expect(trips.every((t) => t.isDemo)).toBe(true);
  });
});

describe('shortTripTitle', () => {
  it('uses the town part of each place label', () => {
    expect(shortTripTitle('Seattle, Washington, United States', 'San Diego, California, United States')).toBe(
      'Seattle to San Diego',
    );
    expect(shortTripTitle('Denver, CO', 'Moab')).toBe('Denver to Moab');
  });
});
