import { describe, expect, it } from 'vitest';
import { daysAwayText, nextTrip } from './next-trip';

const now = new Date(2030, 5, 10, 15, 0);

describe('next trip', () => {
  it('picks the soonest trip from today on and counts calendar days', () => {
    const trips = [
      { id: 'PAST', departureDate: '2030-06-01' },
      { id: 'LATER', departureDate: '2030-07-01' },
      { id: 'SOON', departureDate: '2030-06-13' },
      { id: 'NODATE' },
      { id: 'BAD', departureDate: 'soon' },
    ];
    expect(nextTrip(trips, now)).toEqual({ trip: trips[2], daysAway: 3 });
    expect(nextTrip([{ id: 'TODAY', departureDate: '2030-06-10' }], now)?.daysAway).toBe(0);
    expect(nextTrip([{ id: 'PAST', departureDate: '2030-06-09' }], now)).toBeNull();
  });

  it('words the distance', () => {
    expect(daysAwayText(0)).toBe('Today');
    expect(daysAwayText(1)).toBe('1 day away');
    expect(daysAwayText(12)).toBe('12 days away');
  });
});
