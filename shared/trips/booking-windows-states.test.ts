import { describe, expect, it } from 'vitest';
import { bookingRules, releaseDay, ruleForPark, stayBooking } from './booking-windows';
import { bookingOf as book, statePark } from './test-factories';

// State systems of data/booking-windows.json with rules of their own: the engine's
// weekday release days (Maryland), weekend hours (New Hampshire), a fixed sale day (Kansas), and a
// state spanning two zones that opens in the one its source names (South Dakota, Central).

const maryland = statePark('Assateague State Park', 'Berlin, MD, 21811');
const newHampshire = statePark('Lafayette Place Campground', 'Lincoln, NH');
const kansas = statePark('Cross Timbers State Park', 'Toronto, KS');
const southDakota = statePark('Palisades State Park', 'Garretson, SD');
const early = new Date('2020-01-01T00:00:00Z');

describe('rows for the remaining state systems', () => {
  it('covers the states it found a source for, once each', () => {
    const states = bookingRules().rules.flatMap((r) => (r.match.kind === 'state' ? [r.match.state] : []));
    expect(new Set(states).size).toBe(states.length);
    for (const s of [
      'AL',
      'CT',
      'DE',
      'IA',
      'KS',
      'KY',
      'LA',
      'MD',
      'MA',
      'MS',
      'MO',
      'NE',
      'NH',
      'NJ',
      'ND',
      'OH',
      'OK',
      'RI',
      'SD',
    ])
      expect(states).toContain(s);
    // Every lower-48 system has a row since the third pass (booking-windows-lower48.test.ts).
    expect(states).toHaveLength(48);
  });

  it('says so on every new row not confirmed on the agency page', () => {
    const added = ['AL', 'MA', 'NE', 'NJ', 'ND', 'OH', 'OK', 'SD'].map((s) =>
      bookingRules().rules.find((r) => r.id === `state-${s}`),
    );
    for (const r of added) {
      expect(r?.confirmed).toBe(false);
      expect(r?.note).toMatch(/not (read|confirmed)/i);
    }
  });
});

describe('Maryland: new dates released on weekdays at 9 a.m. only', () => {
  it('moves a release due on a weekend or a listed holiday to the next release day', () => {
    const skips = bookingRules().rules.find((r) => r.id === 'state-MD')?.releaseSkips;
    expect(releaseDay('2027-06-16', skips)).toBe('2027-06-16'); // a Wednesday
    expect(releaseDay('2027-06-19', skips)).toBe('2027-06-21'); // Saturday to Monday
    expect(releaseDay('2027-11-25', skips)).toBe('2027-11-26'); // Thanksgiving to Friday
    // Christmas 2027 is a Saturday: Monday 27th. New Year's Eve (Friday) to New Year's weekend: 3 January.
    expect(releaseDay('2027-12-25', skips)).toBe('2027-12-27');
    expect(releaseDay('2027-12-31', skips)).toBe('2028-01-03');
  });

  it('opens a stay 365 days ahead on the next weekday, at 9:00 Eastern with that day’s offset', () => {
    // 365 days before 24 December 2028 (a leap year) is Christmas Day 2027, a Saturday.
    const stay = stayBooking({ park: maryland, arrival: '2028-12-24', nights: 2, now: early });
    expect(stay.opensAt).toBe('2027-12-27T09:00:00-05:00');
    expect(stay.rule).toContain('next release day');
    // 365 days before 15 June 2028 is Wednesday 16 June 2027 (the span holds 29 February).
    const summer = book(maryland, '2028-06-15', 2, '2027-06-16T12:59:59Z');
    expect(summer.opensAt).toBe('2027-06-16T09:00:00-04:00');
    expect(summer.status).toBe('not-open');
  });
});

describe('New Hampshire: 8 a.m. on weekdays, 9 a.m. at weekends', () => {
  it('opens on the day the clocks go forward at the weekend hour in daylight time', () => {
    // 11 months before 14 February 2028 is Sunday 14 March 2027, when Eastern time moves to -04:00.
    const stay = stayBooking({ park: newHampshire, arrival: '2028-02-14', nights: 3, now: early });
    expect(stay.opensAt).toBe('2027-03-14T09:00:00-04:00');
    expect(book(newHampshire, '2028-02-14', 3, '2027-03-14T12:59:59Z').status).toBe('not-open');
    expect(book(newHampshire, '2028-02-14', 3, '2027-03-14T13:00:00Z').status).toBe('open');
    // A Tuesday opening keeps the weekday hour.
    expect(stayBooking({ park: newHampshire, arrival: '2028-01-11', nights: 3, now: early }).opensAt).toBe(
      '2027-02-11T08:00:00-05:00',
    );
  });
});

describe('Kansas: one sale day a season at noon Central', () => {
  it('opens a season on its published day, says when a season’s day is not published, and keeps to Apr–Sep', () => {
    expect(stayBooking({ park: kansas, arrival: '2025-06-06', nights: 2, now: early }).opensAt).toBe(
      '2024-12-13T12:00:00-06:00',
    );
    const unpublished = stayBooking({ park: kansas, arrival: '2027-06-04', nights: 2, now: early });
    expect(unpublished.status).toBe('unknown');
    expect(unpublished.opensAt).toBeNull();
    expect(unpublished.rule).toContain('not published yet');
    const winter = stayBooking({ park: kansas, arrival: '2025-11-07', nights: 2, now: early });
    expect(winter.status).toBe('unknown');
    expect(winter.rule).toContain('first come, first served');
  });
});

describe('South Dakota: 90 days ahead at 7 a.m. Central, the zone its source names', () => {
  it('states the opening in Central daylight time in summer', () => {
    const stay = stayBooking({ park: southDakota, arrival: '2027-07-02', nights: 3, now: early });
    expect(stay.opensAt).toBe('2027-04-03T07:00:00-05:00');
    expect(stay.timeZone).toBe('America/Chicago');
    expect(stay.confirmed).toBe(false);
  });
});

describe('Sun Outdoors', () => {
  it('matches its resorts by name and shows no window, with its booking link', () => {
    const sun = statePark('Sun Outdoors Pigeon Forge', 'Pigeon Forge, TN');
    const found = ruleForPark({ ...sun, type: 'private' });
    expect(found.rule?.id).toBe('chain-sun-outdoors');
    const stay = stayBooking({
      park: { ...sun, type: 'private' },
      arrival: '2027-07-02',
      nights: 2,
      now: early,
    });
    expect(stay.status).toBe('unknown');
    expect(stay.opensAt).toBeNull();
    expect(stay.bookingUrl).toBe('https://sunoutdoors.com');
  });
});
