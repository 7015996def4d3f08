import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { planWithBookingWindows } from '../trips/booking-windows';
import { makePlan, makeTrip } from '../trips/test-factories';
import { exportTripOf } from './export-trip';
import { buildIcs } from './ics';

// Each booking opening still ahead is an event at that instant with alarms a day and an hour before
// (RFC 5545 VALARM), read back by ical.js: a calendar app reminds the traveller even without e-mail.

const now = new Date('2026-01-15T12:00:00Z');
// makePlan: three one-night stays at Recreation.gov campgrounds from 1 September 2026 (6 months ahead, 10:00 Eastern).
const plan = planWithBookingWindows(makePlan(3), { now });

function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar
    .getAllSubcomponents('vevent')
    .filter((e) => String(e.getFirstPropertyValue('uid')).includes('-booking-'));
}

describe('iCalendar booking openings', () => {
  it('has an event at each opening with a day-before and an hour-before display alarm', () => {
    const ics = buildIcs(exportTripOf(makeTrip(), plan), now) ?? '';
    const events = parsed(ics);
    expect(events).toHaveLength(3);
    const first = events[0]!;
    const start = first.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(start.zone?.tzid).toBe('UTC');
    expect(String(first.getFirstPropertyValue('summary'))).toBe('Booking opens: Campground 1 (2026-09-01)');
    expect(String(first.getFirstPropertyValue('description'))).toContain('Recreation.gov');
    const alarms = first.getAllSubcomponents('valarm');
    expect(alarms.map((a) => String(a.getFirstPropertyValue('action')))).toEqual(['DISPLAY', 'DISPLAY']);
    expect(alarms.map((a) => (a.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds())).toEqual([-86400, -3600]);
    for (const alarm of alarms) expect(String(alarm.getFirstPropertyValue('description'))).toContain('Campground 1');
    // RFC 5545 3.6.6: a display alarm has exactly one ACTION, DESCRIPTION and TRIGGER.
    for (const alarm of alarms)
      for (const name of ['action', 'description', 'trigger']) expect(alarm.getAllProperties(name)).toHaveLength(1);
  });

  it('leaves out openings already past and stays already booked', () => {
    const later = new Date('2026-03-01T16:00:00Z');
    const ics = buildIcs(exportTripOf(makeTrip(), plan, { '3': { confirmed: true } }), later) ?? '';
    expect(parsed(ics).map((e) => String(e.getFirstPropertyValue('uid')))).toEqual([
      'TRIP0001-booking-2@rv-trip-planner',
    ]);
  });

  it('adds nothing for a plan made before booking windows', () => {
    expect(parsed(buildIcs(exportTripOf(makeTrip(), makePlan(3)), now) ?? '')).toEqual([]);
  });
});
