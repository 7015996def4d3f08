import { addDays } from '../plan/calendar';
import { roadStopCredits, roadStopsLine } from '../trips/road-stops';
import type { Trip } from '../schemas/trip';
import type { ExportNight } from '../trips/itinerary-export';
import { tripTitleOf } from '../trips/itinerary-export';
import { parseDuration } from '../trips/rules';
import type { ExportDay, ExportTrip } from './export-trip';
import { DEFAULT_DEPARTURE, clockMinutes } from './export-trip';
import { OSM_LICENCE_URL, coord, warningLines } from './xml';

// iCalendar (RFC 5545): an event for each drive (departure to arrival) and each stay at a park (arrival
// to the next departure), with address, geo and notes; local "floating" times, the clock of wherever the
// traveller is. Days without a drive (a manual trip's) give all-day events. CRLF lines, folded at 75 octets.

/** Every line break a parser may split on: CRLF, a lone CR or LF, VT, FF, NEL and the Unicode separators. */
const LINE_BREAK = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;
/** Controls RFC 5545 does not allow in TEXT (every C0 but TAB, and DEL), left after the breaks. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes or looks for
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

/**
 * RFC 5545 3.3.11: backslash, semicolon, comma and every line break (any of LINE_BREAK, so no parser
 * finds a line the file did not mean) are escaped in TEXT values; other controls are removed.
 */
export function icsEscape(text: string): string {
  return text
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAK, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 3.1: lines longer than 75 octets are folded with CRLF and one space, never inside a character. */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsDate = (isoDay: string) => isoDay.replace(/-/g, '');
const icsStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A floating local date-time: the day plus minutes after its midnight (past 24 h runs into the next day). */
export function icsLocalTime(isoDay: string, minutes: number): string {
  const day = addDays(isoDay, Math.floor(minutes / 1440)) ?? isoDay;
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${icsDate(day)}T${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}00`;
}

function nightDescription(night: ExportNight, notes: readonly string[], warnings: readonly string[]): string {
  const lines = [`Campground: ${night.campground}`, ...warningLines(warnings)];
  if (night.address) lines.push(`Address: ${night.address}`);
  if (night.reservation === 'elsewhere') {
    lines.push('Reservation: confirmed at this park');
    lines.push(`Confirmation number: ${night.confirmationNumber ?? 'not given'}`);
  } else if (night.reservation === 'confirmed') {
    lines.push('Reservation: confirmed');
  } else {
    lines.push('Reservation: not confirmed yet');
  }
  lines.push(...notes);
  if (night.attribution && night.reservation !== 'elsewhere')
    lines.push(`Campground data ${night.attribution} (${OSM_LICENCE_URL})`);
  return lines.join('\n');
}

/** The lines that open a published calendar named `title`; END:VCALENDAR closes it. */
function icsCalendarStart(title: string): string[] {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RV Trip Planner//Itinerary Export//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsEscape(title)}`,
  ];
}

const finish = (lines: string[]) => `${[...lines, 'END:VCALENDAR'].map(foldIcsLine).join('\r\n')}\r\n`;

function event(uid: string, now: Date, fields: string[]): string[] {
  return ['BEGIN:VEVENT', `UID:${uid}@rv-trip-planner`, `DTSTAMP:${icsStamp(now)}`, ...fields, 'END:VEVENT'];
}

/** The drive in a sentence, then its road stops in route order with what each cannot promise, and their sources. */
function driveDescription(day: ExportDay): string {
  const lines = [
    `${day.label}: about ${Math.round(day.distance)} road miles, ${day.driveHours.toFixed(1)} h of driving.`,
    ...warningLines(day.warnings),
  ];
  if (day.roadStops.length > 0) {
    lines.push(`Road stops: ${roadStopsLine(day.roadStops)}`);
    for (const stop of day.roadStops) if (stop.note) lines.push(`${stop.name}: ${stop.note}`);
    lines.push(
      `Road stop data: ${roadStopCredits(day.roadStops)
        .map((c) => c.text)
        .join('; ')}`,
    );
  }
  return lines.join('\n');
}

function driveEvent(trip: ExportTrip, day: ExportDay, now: Date): string[] {
  const start = clockMinutes(day.departure ?? '') ?? 0;
  const end = day.arrivalMinutes ?? start;
  const to = day.night.campground || day.to.name;
  return event(`${trip.tripId}-drive-${day.day}`, now, [
    `DTSTART:${icsLocalTime(day.date, start)}`,
    `DTEND:${icsLocalTime(day.date, Math.max(end, start + 1))}`,
    `SUMMARY:${icsEscape(`Drive: ${day.from.name} to ${to}`)}`,
    `LOCATION:${icsEscape(day.from.name)}`,
    `GEO:${coord(day.from.latitude)};${coord(day.from.longitude)}`,
    `DESCRIPTION:${icsEscape(driveDescription(day))}`,
  ]);
}

/** The stays: consecutive days ending at one park, with the day that follows (whose departure ends the stay). */
function stays(days: readonly ExportDay[]): Array<{ first: ExportDay; last: ExportDay; next?: ExportDay }> {
  const out: Array<{ first: ExportDay; last: ExportDay; next?: ExportDay }> = [];
  days.forEach((day, i) => {
    const current = out.at(-1);
    const same =
      current &&
      current.last.night.campground === day.night.campground &&
      current.last.night.latitude === day.night.latitude &&
      day.distance === 0;
    if (same) current.last = day;
    else out.push({ first: day, last: day });
    out.at(-1)!.next = days[i + 1];
  });
  return out;
}

/** The warnings of a stay's days without a drive (a drive's own are in its event), each once. */
function stayWarnings({ first, last }: { first: ExportDay; last: ExportDay }, days: readonly ExportDay[]) {
  const rest = days.filter((d) => d.day >= first.day && d.day <= last.day && d.distance === 0);
  return [...new Set(rest.flatMap((d) => d.warnings))];
}

function stayEvent(
  trip: ExportTrip,
  stay: ReturnType<typeof stays>[number],
  departure: string,
  now: Date,
): string[] {
  const { first, last, next } = stay;
  const night = first.night;
  const nights = last.day - first.day + 1;
  const timed = first.arrivalMinutes !== null;
  const leave = clockMinutes(next?.departure ?? departure) ?? 540;
  const checkout = addDays(last.date, 1) ?? last.date;
  return event(`${trip.tripId}-day-${first.day}`, now, [
    timed
      ? `DTSTART:${icsLocalTime(first.date, first.arrivalMinutes!)}`
      : `DTSTART;VALUE=DATE:${icsDate(first.date)}`,
    timed ? `DTEND:${icsLocalTime(checkout, leave)}` : `DTEND;VALUE=DATE:${icsDate(checkout)}`,
    `SUMMARY:${icsEscape(`${nights > 1 ? `Nights ${first.day}-${last.day}` : `Night ${first.day}`}: ${night.campground}`)}`,
    ...(night.address ? [`LOCATION:${icsEscape(night.address)}`] : []),
    ...(night.latitude !== undefined && night.longitude !== undefined
      ? [`GEO:${coord(night.latitude)};${coord(night.longitude)}`]
      : []),
    `DESCRIPTION:${icsEscape(nightDescription(night, first.notes, stayWarnings(stay, trip.days)))}`,
    'TRANSP:TRANSPARENT',
  ]);
}

/** Alarms before each booking opening: the day before and the hour before, as the e-mail reminders. */
const BOOKING_ALARMS = [
  { trigger: '-P1D', words: 'tomorrow' },
  { trigger: '-PT1H', words: 'in an hour' },
] as const;

/**
 * A stay's booking opening as a short event at that instant (UTC), with a display alarm a day and an
 * hour before it. Only openings still ahead of `now`, for stays not already booked.
 */
function bookingEvent(trip: ExportTrip, day: ExportDay, now: Date): string[] {
  const booking = day.booking;
  const opens = booking?.opensAt ? new Date(booking.opensAt) : null;
  if (!booking || !opens || Number.isNaN(opens.getTime()) || opens.getTime() <= now.getTime()) return [];
  if (day.night.reservation !== 'none') return [];
  const park = day.night.campground;
  const lines = [`Booking opens for ${park}, arriving ${day.date}.`, booking.rule];
  if (booking.bookingUrl) lines.push(`Book: ${booking.bookingUrl}`);
  if (booking.phone) lines.push(`Call: ${booking.phone}`);
  lines.push('An open window does not mean a site is free.');
  const alarms = BOOKING_ALARMS.flatMap((a) => [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsEscape(`Booking opens ${a.words}: ${park}`)}`,
    `TRIGGER:${a.trigger}`,
    'END:VALARM',
  ]);
  return [
    'BEGIN:VEVENT',
    `UID:${trip.tripId}-booking-${day.day}@rv-trip-planner`,
    `DTSTAMP:${icsStamp(now)}`,
    `DTSTART:${icsStamp(opens)}`,
    'DURATION:PT15M',
    `SUMMARY:${icsEscape(`Booking opens: ${park} (${day.date})`)}`,
    `DESCRIPTION:${icsEscape(lines.join('\n'))}`,
    'TRANSP:TRANSPARENT',
    ...alarms,
    'END:VEVENT',
  ];
}

/** The trip's drives and stays as events, and each booking opening ahead with its alarms. Null when the trip has no dated days. */
export function buildIcs(trip: ExportTrip, now: Date = new Date()): string | null {
  const days = trip.days.filter((d) => addDays(d.date, 1) !== null);
  if (days.length === 0) return null;
  const departure = days.find((d) => d.departure)?.departure ?? DEFAULT_DEPARTURE;
  const lines = icsCalendarStart(trip.title);
  for (const stay of stays(days)) {
    if (stay.first.distance > 0) lines.push(...driveEvent(trip, stay.first, now));
    lines.push(...stayEvent(trip, stay, departure, now));
  }
  for (const day of days) lines.push(...bookingEvent(trip, day, now));
  return finish(lines);
}

/**
 * A trip with no planned nights still has dates: one all-day event from departure through the last
 * day, so its calendar export works before any day is planned. Null without a departure date.
 */
export function buildTripDatesIcs(trip: Trip, now: Date = new Date()): string | null {
  const days = parseDuration(trip.duration);
  const end = addDays(trip.departureDate, days);
  if (!trip.departureDate || !end) return null;
  return finish([
    ...icsCalendarStart(tripTitleOf(trip)),
    ...event(`${trip.id}-trip`, now, [
      `DTSTART;VALUE=DATE:${icsDate(trip.departureDate)}`,
      `DTEND;VALUE=DATE:${icsDate(end)}`,
      `SUMMARY:${icsEscape(tripTitleOf(trip))}`,
      `DESCRIPTION:${icsEscape(`${trip.fromLocation} to ${trip.toLocation}, ${days} days. No days are planned yet.`)}`,
      'TRANSP:TRANSPARENT',
    ]),
  ]);
}
