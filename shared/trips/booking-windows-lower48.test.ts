import { describe, expect, it } from 'vitest';
import type { RvPark } from '../schemas/plan';
import { bookingRules, releaseDay, ruleForPark, stayBooking } from './booking-windows';
import { statePark } from './test-factories';

// data/booking-windows.json covers every lower-48 state system has a row.
// Vermont's monthly release (a whole month on its first business day), rolling windows counted in
// a state's zone across daylight saving (Tennessee, Indiana), and the systems whose rule is unknown
// (Arkansas, Illinois), which never show a date.

const vermont = statePark('Lake Carmi State Park', 'Enosburg Falls, VT');
const tennessee = statePark('Fall Creek Falls State Park', 'Spencer, TN');
const indiana = statePark('Brown County State Park', 'Nashville, IN');
const arkansas = statePark('Petit Jean State Park', 'Morrilton, AR');
const illinois = statePark('Starved Rock State Park', 'Oglesby, IL');
const idaho = statePark('Ponderosa State Park', 'McCall, ID');
const early = new Date('2020-01-01T00:00:00Z');
const at = (park: RvPark, arrival: string, now = early, nights = 2) =>
  stayBooking({ park, arrival, nights, now });

const LOWER_48 =
  'AL AZ AR CA CO CT DE FL GA ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

describe('every lower-48 state system', () => {
  it('has one row, and a row without a window tells the traveller to call ahead', () => {
    expect(LOWER_48).toHaveLength(48);
    for (const s of LOWER_48) {
      const rows = bookingRules().rules.filter((r) => r.match.kind === 'state' && r.match.state === s);
      expect(rows, s).toHaveLength(1);
      if (!rows[0].window) expect(rows[0].note, s).toMatch(/call ahead/i);
    }
  });
});

describe('Vermont: each month opens whole, 11 months ahead, on its first business day at 9:00 Eastern', () => {
  it('opens every date of a month at one moment, the first business day of the month 11 months before', () => {
    // July 2027 opens in August 2026; 1 August 2026 is a Saturday, so Monday 3 August, in daylight time.
    const first = at(vermont, '2027-07-01');
    const last = at(vermont, '2027-07-31');
    expect(first.opensAt).toBe('2026-08-03T09:00:00-04:00');
    expect(last.opensAt).toBe(first.opensAt);
    expect(first.confirmed).toBe(true);
    expect(first.rule).toContain('each arrival month opens whole 11 months ahead');
    // December 2027 opens in January 2027: the 1st is New Year's Day (a Friday), then a weekend.
    expect(at(vermont, '2027-12-24').opensAt).toBe('2027-01-04T09:00:00-05:00');
  });

  it('keeps the hour at 9:00 local on either side of daylight saving', () => {
    // November 2027 opens Tuesday 1 December 2026 (standard time); April 2028 opens Monday 3 May 2027 (daylight).
    expect(at(vermont, '2027-11-12').opensAt).toBe('2026-12-01T09:00:00-05:00');
    expect(at(vermont, '2028-04-20').opensAt).toBe('2027-05-03T09:00:00-04:00');
    expect(at(vermont, '2028-04-20', new Date('2027-05-03T12:59:59Z')).status).toBe('not-open');
    expect(at(vermont, '2028-04-20', new Date('2027-05-03T13:00:00Z')).status).toBe('open');
  });

  it('skips Labor Day and Town Meeting Day when they fall on the 1st', () => {
    const skips = bookingRules().rules.find((r) => r.id === 'state-VT')?.releaseSkips;
    expect(releaseDay('2025-09-01', skips)).toBe('2025-09-02'); // Labor Day, a Monday
    expect(releaseDay('2022-03-01', skips)).toBe('2022-03-02'); // Town Meeting Day, the first Tuesday of March
    expect(releaseDay('2027-03-01', skips)).toBe('2027-03-01'); // a Monday; Town Meeting Day is the 2nd
    expect(at(vermont, '2026-08-10').opensAt).toBe('2025-09-02T09:00:00-04:00');
  });
});

describe('rolling windows in a state’s own zone, not confirmed on the agency page', () => {
  it('opens Tennessee 12 months ahead at midnight Central, with the offset of that day', () => {
    // 14 March 2027 moves Central time to -05:00: the 10th is before it, the 20th after.
    expect(at(tennessee, '2028-03-10').opensAt).toBe('2027-03-10T00:00:00-06:00');
    const after = at(tennessee, '2028-03-20');
    expect(after.opensAt).toBe('2027-03-20T00:00:00-05:00');
    expect(at(tennessee, '2028-03-20', new Date('2027-03-20T04:59:59Z')).status).toBe('not-open');
    expect(at(tennessee, '2028-03-20', new Date('2027-03-20T05:00:00Z')).status).toBe('open');
    expect(after.timeZone).toBe('America/Chicago');
    expect(after.confirmed).toBe(false);
    expect(after.rule).toContain('opening hour not published');
    expect(after.rule).toContain('Not confirmed on the agency page');
  });

  it('opens Indiana six months ahead in Indianapolis time, standard in winter and daylight in summer', () => {
    const winter = at(indiana, '2027-07-04');
    expect(winter.opensAt).toBe('2027-01-04T00:00:00-05:00');
    expect(winter.timeZone).toBe('America/Indiana/Indianapolis');
    expect(at(indiana, '2027-12-04').opensAt).toBe('2027-06-04T00:00:00-04:00');
  });

  it('says when a stay is longer than Idaho’s 15-night limit', () => {
    expect(at(idaho, '2027-07-01', early, 16).rule).toContain('limited to 15 nights');
    expect(at(idaho, '2027-07-01', early, 15).rule).not.toContain('limited to');
  });
});

describe('Maine, confirmed on the Bureau’s reservation site', () => {
  it('opens a season on the day the site published, at 9:00 Eastern', () => {
    const maine = statePark('Camden Hills State Park', 'Camden, ME');
    const stay = at(maine, '2020-07-10', new Date('2020-01-15T12:00:00Z'));
    expect(stay).toMatchObject({ opensAt: '2020-02-07T09:00:00-05:00', status: 'not-open', confirmed: true });
    expect(stay.sourceUrl).toBe('https://www.campwithme.com/');
  });
});

describe('a state system whose rule is unknown (Arkansas, Illinois)', () => {
  it('matches its row and shows no date, only the call-ahead words and the agency link', () => {
    for (const [park, id, url] of [
      [arkansas, 'state-AR', 'https://www.arkansasstateparks.com'],
      [illinois, 'state-IL', 'https://exploremoreil.com'],
    ] as const) {
      expect(ruleForPark(park).rule?.id).toBe(id);
      const stay = at(park, '2027-07-02', new Date('2027-06-01T00:00:00Z'));
      expect(stay).toMatchObject({ opensAt: null, status: 'unknown', bookingUrl: url, confirmed: false });
      expect(stay.rule).toMatch(/Booking rule unknown.*call ahead/i);
      // A stay recorded as booked says so, still with no date.
      expect(stayBooking({ park, arrival: '2027-07-02', nights: 2, now: early, booked: true }).status).toBe(
        'booked',
      );
    }
  });
});
