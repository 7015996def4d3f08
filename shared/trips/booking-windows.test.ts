import { describe, expect, it } from 'vitest';
import rulesJson from '../../data/booking-windows.json' with { type: 'json' };
import type { BookingRules } from '../schemas/booking';
import { bookingRulesSchema } from '../schemas/booking';
import type { Day, RvPark } from '../schemas/plan';
import {
  bookingRules,
  ruleForPark,
  stayBooking,
  stayStarts,
  windowOpensOn,
  withBookingWindows,
} from './booking-windows';
import { bookingOf as book } from './test-factories';
import { isoWithOffset, zonedTimeToInstant } from './zoned-time';

const park = (over: Partial<RvPark> = {}): RvPark => ({
  name: 'Somewhere Campground',
  amenities: [],
  amenitiesReported: true,
  nightlyFee: null,
  latitude: 38,
  longitude: -109,
  address: 'Moab, UT',
  isPlaceholder: false,
  ...over,
});
const federal = park({ name: 'Devils Garden', dataSource: 'RIDB', facilityId: '234059' });
const california = park({ name: 'San Elijo State Beach', type: 'state', address: 'Cardiff, CA, 92007' });
const koa = park({ name: 'Moab KOA Journey', type: 'private' });

describe('rolling windows on the calendar', () => {
  it('goes back whole months, and a day the earlier month lacks opens on the 1st after', () => {
    expect(windowOpensOn('2027-08-15', { months: 6 })).toBe('2027-02-15');
    // ReserveCalifornia's own example: on 1 March a visitor can book 29-31 August.
    expect(windowOpensOn('2018-08-28', { months: 6 })).toBe('2018-02-28');
    expect(windowOpensOn('2018-08-31', { months: 6 })).toBe('2018-03-01');
    expect(windowOpensOn('2027-03-10', { months: 6 })).toBe('2026-09-10');
    expect(windowOpensOn('2027-03-10', { days: 90 })).toBe('2026-12-10');
  });
});

describe('time zones and daylight saving', () => {
  it('states an opening in the rule zone with the offset of that day', () => {
    expect(
      isoWithOffset(zonedTimeToInstant('2027-01-15', '10:00', 'America/New_York'), 'America/New_York'),
    ).toBe('2027-01-15T10:00:00-05:00');
    expect(
      isoWithOffset(zonedTimeToInstant('2027-07-15', '10:00', 'America/New_York'), 'America/New_York'),
    ).toBe('2027-07-15T10:00:00-04:00');
    // 10:00 Eastern on the day the clocks change (14 March 2027) is 14:00 UTC, not 15:00.
    expect(zonedTimeToInstant('2027-03-14', '10:00', 'America/New_York').toISOString()).toBe(
      '2027-03-14T14:00:00.000Z',
    );
    expect(
      isoWithOffset(zonedTimeToInstant('2027-11-07', '00:00', 'America/Los_Angeles'), 'America/Los_Angeles'),
    ).toBe('2027-11-07T00:00:00-07:00');
  });
});

describe('which rule covers a park', () => {
  it('reads the operator from the record: federal, state by its address, a chain by its name', () => {
    expect(ruleForPark(federal).rule?.id).toBe('recreation-gov');
    expect(
      ruleForPark(park({ reservationUrl: 'https://www.recreation.gov/camping/campgrounds/1' })).rule?.id,
    ).toBe('recreation-gov');
    expect(ruleForPark(california).rule?.id).toBe('state-CA');
    expect(ruleForPark(koa).rule?.id).toBe('chain-KOA');
  });
  it('says so when it does not know, never guesses', () => {
    const privatePark = ruleForPark(park({ name: 'Riverside RV Resort', type: 'private' }));
    expect(privatePark.rule).toBeNull();
    if (!privatePark.rule)
      expect(privatePark.why).toContain('call ahead; many private parks book 6-12 months out');
    // Every lower-48 system has a row; a state park elsewhere (Alaska) has none and says so.
    const alaska = ruleForPark(
      park({ name: 'Chena River State Recreation Area', type: 'state', address: 'Fairbanks, AK' }),
    );
    expect(alaska.rule).toBeNull();
    if (!alaska.rule) expect(alaska.why).toContain('in AK');
  });
  it('a free overnight has nothing to book, whatever its name or record says (never "call ahead")', () => {
    for (const kind of ['store', 'rest-area', 'public-land'] as const) {
      // A KOA-like name or a Recreation.gov record would otherwise pick a rule.
      const night = park({
        name: 'KOA Lot',
        dataSource: 'RIDB',
        freeOvernight: { kind, rules: [], source: 'x' },
      });
      const found = ruleForPark(night);
      expect(found.rule, kind).toBeNull();
      if (!found.rule) {
        expect(found.why, kind).toContain('nothing to book');
        expect(found.why, kind).not.toContain('call ahead');
      }
      const booking = book(night, '2027-06-01', 1, '2027-01-01');
      expect(booking.status, kind).toBe('unknown');
      expect(booking.opensAt, kind).toBeNull();
    }
  });
});

describe('the rules table', () => {
  it('is read as bundled: the file passes its schema, and parsing it changes nothing', () => {
    // The app uses the file without parsing it (bookingRules()), so the schema is checked here.
    const parsed = bookingRulesSchema.parse(rulesJson);
    expect(parsed).toEqual(rulesJson);
    expect(bookingRules()).toEqual(parsed);
  });

  it('covers every state system it names once, each row cited with its date checked', () => {
    const states = bookingRules().rules.flatMap((r) => (r.match.kind === 'state' ? [r.match.state] : []));
    expect(new Set(states).size).toBe(states.length);
    for (const s of [
      'AZ',
      'UT',
      'NM',
      'NV',
      'OR',
      'WA',
      'ID',
      'MT',
      'WY',
      'MI',
      'WI',
      'MN',
      'NC',
      'SC',
      'GA',
      'VA',
      'NY',
      'PA',
      'ME',
    ])
      expect(states).toContain(s);
    for (const r of bookingRules().rules) {
      expect(r.sourceUrl).toMatch(/^https?:\/\//);
      expect(r.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // A rule with a window states the zone it opens in, and that zone is one Intl knows.
      if (r.window)
        expect(() => new Intl.DateTimeFormat('en-US', { timeZone: r.timeZone ?? '' })).not.toThrow();
    }
  });

  it('finds a state park by the state the catalogue gives it when the address does not name one', () => {
    const nearTown = park({
      name: 'Wilderness State Park',
      type: 'state',
      address: 'Near Mackinaw City',
      state: 'MI',
    });
    expect(ruleForPark(nearTown).rule?.id).toBe('state-MI');
    expect(ruleForPark(park({ name: 'Dead Horse Point State Park', type: 'state' })).rule?.id).toBe(
      'state-UT',
    );
    expect(
      ruleForPark(park({ name: 'Thousand Trails Chehalis', type: 'private', state: 'WA' })).rule?.id,
    ).toBe('chain-thousand-trails');
  });
});

describe('a stay and its window', () => {
  it('is not open before 10:00 Eastern six months ahead, open from then, past the window once it starts', () => {
    const at = (now: string) =>
      stayBooking({ park: federal, arrival: '2027-07-15', nights: 2, now: new Date(now) });
    const before = at('2027-01-15T14:59:59Z');
    expect(before.opensAt).toBe('2027-01-15T10:00:00-05:00');
    expect(before.timeZone).toBe('America/New_York');
    expect(before.status).toBe('not-open');
    expect(before.bookingUrl).toBe('https://www.recreation.gov');
    expect(before.sourceUrl).toBe('https://www.recreation.gov/rules-reservation-policies');
    expect(at('2027-01-15T15:00:00Z').status).toBe('open');
    expect(at('2027-07-15T04:00:00Z').status).toBe('past-window');
    expect(
      stayBooking({
        park: federal,
        arrival: '2027-07-15',
        nights: 2,
        now: new Date('2027-01-01'),
        booked: true,
      }).status,
    ).toBe('booked');
  });

  it('counts a stay across the window edge by its arrival, or by its last night when the rule says so', () => {
    const now = new Date('2027-01-20T12:00:00Z');
    // Arrival 19 July is in the window on 20 January (opened 19 January); its last night, 22 July, is not yet.
    expect(stayBooking({ park: california, arrival: '2027-07-19', nights: 4, now }).status).toBe('open');
    const everyNight: BookingRules = {
      ...bookingRules(),
      rules: bookingRules().rules.map((r) =>
        r.id === 'state-CA' && r.window?.type === 'rolling'
          ? { ...r, window: { ...r.window, basis: 'every-night' as const } }
          : r,
      ),
    };
    const strict = stayBooking({
      park: california,
      arrival: '2027-07-19',
      nights: 4,
      now,
      rules: everyNight,
    });
    expect(strict.status).toBe('not-open');
    expect(strict.opensAt).toBe('2027-01-22T00:00:00-08:00');
  });

  it('gives an unknown rule no opening moment and the operator link when it has one', () => {
    const k = book(koa, '2027-07-19', 1, '2027-01-20');
    expect(k).toMatchObject({
      opensAt: null,
      status: 'unknown',
      bookingUrl: 'https://koa.com',
      operator: 'KOA (Kampgrounds of America)',
    });
    const p = stayBooking({
      park: park({ name: 'Riverside RV', phone: '+1 435-555-0100', website: 'https://riverside.example' }),
      arrival: '2027-07-19',
      nights: 1,
      now: new Date('2027-01-20'),
    });
    expect(p).toMatchObject({
      opensAt: null,
      status: 'unknown',
      phone: '+1 435-555-0100',
      bookingUrl: 'https://riverside.example',
    });
  });
});

describe('window types, hours and zones', () => {
  const wisconsin = park({ name: 'Peninsula State Park', type: 'state', address: 'Fish Creek, WI' });
  const wyoming = park({ name: 'Glendo State Park', type: 'state', address: 'Glendo, WY' });
  const idaho = park({ name: 'Farragut State Park', type: 'state', address: 'Athol, ID' });
  const arizona = park({ name: 'Dead Horse Ranch State Park', type: 'state', address: 'Cottonwood, AZ' });
  const maine = park({ name: 'Camden Hills State Park', type: 'state', address: 'Camden, ME' });
  const minnesota = park({ name: 'Itasca State Park', type: 'state', address: 'Park Rapids, MN' });

  it('opens Wisconsin 11 months ahead at 09:00 Central, with the offset of that day (daylight saving)', () => {
    const summer = book(wisconsin, '2027-10-12', 2, '2026-12-01');
    // 12 November 2026 is after the autumn change: CST, UTC-6.
    expect(summer.opensAt).toBe('2026-11-12T09:00:00-06:00');
    const spring = book(wisconsin, '2028-02-20', 2, '2026-12-01');
    // 20 March 2027 is after the spring change (14 March): CDT, UTC-5.
    expect(spring.opensAt).toBe('2027-03-20T09:00:00-05:00');
    expect(Date.parse(spring.opensAt!)).toBe(Date.parse('2027-03-20T14:00:00Z'));
    // On the day the clocks go forward, 09:00 Central is 14:00 UTC, one hour earlier than the day before.
    const onChange = book(wisconsin, '2028-02-14', 1, '2026-12-01');
    expect(onChange.opensAt).toBe('2027-03-14T09:00:00-05:00');
    const dayBefore = book(wisconsin, '2028-02-13', 1, '2026-12-01');
    expect(dayBefore.opensAt).toBe('2027-03-13T09:00:00-06:00');
  });

  it('counts a window of days (Minnesota 120, Wyoming 113) across a daylight-saving change', () => {
    const mn = book(minnesota, '2027-07-01', 2, '2027-03-01T00:00:00Z');
    expect(mn.opensAt).toBe('2027-03-03T00:00:00-06:00');
    expect(mn.status).toBe('not-open');
    const wy = book(wyoming, '2027-07-01', 2, '2027-03-11T08:00:00Z');
    // 113 days before 1 July is 10 March, before the change: MST, released at 01:00.
    expect(wy.opensAt).toBe('2027-03-10T01:00:00-07:00');
    expect(wy.status).toBe('open');
  });

  it('says a stay outside a reservable season is first come, first served, with no opening', () => {
    const winter = book(wyoming, '2027-10-15', 2, '2027-06-01');
    expect(winter).toMatchObject({ opensAt: null, status: 'unknown', timeZone: 'America/Denver' });
    expect(winter.rule).toContain('first come, first served');
    expect(winter.rule).toContain('May 1 to Sep 30');
  });

  it('keeps Arizona on standard time all year (no daylight saving)', () => {
    const a = book(arizona, '2027-07-04', 2, '2026-12-01');
    const b = book(arizona, '2028-01-04', 2, '2026-12-01');
    expect(a.opensAt).toBe('2026-07-04T00:00:00-07:00');
    expect(b.opensAt).toBe('2027-01-04T00:00:00-07:00');
    expect(a.rule).toContain('Not confirmed');
  });

  it('states a two-zone system in the one zone its rule names (Idaho: Mountain, panhandle included)', () => {
    const b = book(idaho, '2027-08-01', 2, '2026-12-01');
    expect(b.timeZone).toBe('America/Boise');
    expect(b.opensAt).toBe('2026-11-01T08:00:00-07:00');
    expect(b.confirmed).toBe(false);
  });

  it('gives a fixed rule the announced day of the arrival season, and no date for a season not announced', () => {
    const known = book(maine, '2024-07-10', 3, '2024-01-15T12:00:00Z');
    expect(known.opensAt).toBe('2024-02-06T09:00:00-05:00');
    expect(known.status).toBe('not-open');
    expect(book(maine, '2024-07-10', 3, '2024-02-06T14:00:00Z').status).toBe('open');
    const next = book(maine, '2027-07-10', 3, '2026-12-02');
    expect(next).toMatchObject({
      opensAt: null,
      status: 'unknown',
      bookingUrl: 'https://www.campwithme.com',
    });
    expect(next.rule).toContain('the day for 2027 is not published yet');
    expect(next.rule).toContain('2024-02-06');
  });
});

describe('the days of a plan', () => {
  const day = (n: number, p: RvPark, nights: number): Day => ({
    day: n,
    date: `2027-07-${String(14 + n).padStart(2, '0')}`,
    title: `Day ${n}`,
    from: { name: 'A', latitude: 0, longitude: 0 },
    to: { name: 'B', latitude: 0, longitude: 0 },
    distance: 0,
    driveTime: '0 min',
    driveHours: 0,
    nights,
    rvPark: p,
    activities: [],
    activityDetails: [],
    meals: [],
    notes: [],
  });
  const days = [day(1, federal, 2), day(2, federal, 2), day(3, california, 1), day(4, california, 1)];

  it('puts booking on the day that begins each stay only, booked from the reservation record', () => {
    expect(stayStarts(days)).toEqual([0, 2, 3]);
    const out = withBookingWindows(days, {
      now: new Date('2027-01-01T00:00:00Z'),
      reservations: { '3': { confirmed: true } },
    });
    expect(out.map((d) => d.booking?.status)).toEqual(['not-open', undefined, 'booked', 'not-open']);
    expect(out[0].booking?.opensAt).toBe('2027-01-15T10:00:00-05:00');
    // A re-plan recomputes: a later clock moves the status, a swapped park its rule.
    const later = withBookingWindows(out, { now: new Date('2027-02-01T00:00:00Z') });
    expect(later[0].booking?.status).toBe('open');
    expect(later[1].booking).toBeUndefined();
  });
});
