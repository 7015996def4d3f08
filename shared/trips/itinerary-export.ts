import type { AiPlan } from '../schemas/plan';
import type { Reservations, Trip } from '../schemas/trip';
import { addDays } from './dates';
import polyline from '@mapbox/polyline';
import { parseDuration, shortTripTitle } from './rules';

// Export: GPX 1.1 for GPS apps and an iCalendar (RFC 5545) file with one all-day event per
// night. Both are built from one neutral shape so an AI plan and a manual trip export alike.

export type ExportPoint = { name: string; latitude: number; longitude: number };
export type ExportNight = {
  day: number;
  date: string; // yyyy-mm-dd, the evening the night begins
  campground: string;
  address: string;
  latitude?: number;
  longitude?: number;
  reservation: 'none' | 'confirmed' | 'elsewhere';
  confirmationNumber?: string;
  attribution?: string; // '© OpenStreetMap contributors' when the park is an OSM record (ODbL)
};

const OSM_LICENCE_URL = 'https://www.openstreetmap.org/copyright';
export type ExportItinerary = {
  tripId: string;
  title: string;
  route: ExportPoint[];
  nights: ExportNight[];
  /** The drive on roads, point by point (from each day's leg geometry), when the plan has it. */
  track?: Array<{ latitude: number; longitude: number }>;
};

type PlanDays = Pick<AiPlan, 'dailyItinerary'>;

export function tripTitleOf(trip: Pick<Trip, 'title' | 'fromLocation' | 'toLocation'>): string {
  return trip.title?.trim() || shortTripTitle(trip.fromLocation, trip.toLocation);
}

function samePlace(a: ExportPoint, b: ExportPoint) {
  return Math.abs(a.latitude - b.latitude) < 1e-6 && Math.abs(a.longitude - b.longitude) < 1e-6;
}

function withReservation(night: Omit<ExportNight, 'reservation'>, reservations: Reservations): ExportNight {
  const record = reservations[String(night.day)];
  if (!record?.confirmed) return { ...night, reservation: 'none' };
  if (record.reservedElsewhere) {
    return {
      ...night,
      // The traveller booked another park: that is where they sleep, so the event says so.
      campground: record.reservedElsewhere.name,
      address: '',
      latitude: undefined,
      longitude: undefined,
      reservation: 'elsewhere',
      confirmationNumber: record.reservedElsewhere.confirmationNumber?.trim() || undefined,
    };
  }
  return { ...night, reservation: 'confirmed' };
}

/** The route and overnight stops of a trip: its AI plan when it has one, else its manual day plans. */
export function exportItineraryOf(
  trip: Trip,
  plan: PlanDays | null,
  reservations: Reservations = {},
): ExportItinerary {
  const title = tripTitleOf(trip);
  const route: ExportPoint[] = [];
  const push = (p: ExportPoint) => {
    if (route.length === 0 || !samePlace(route[route.length - 1], p)) route.push(p);
  };
  const nights: ExportNight[] = [];
  const track: Array<{ latitude: number; longitude: number }> = [];

  if (plan && plan.dailyItinerary.length > 0) {
    for (const day of plan.dailyItinerary) {
      if (day.geometry) {
        try {
          for (const [latitude, longitude] of polyline.decode(day.geometry, 5)) {
            const last = track[track.length - 1];
            if (!last || last.latitude !== latitude || last.longitude !== longitude)
              track.push({ latitude, longitude });
          }
        } catch {
          // A malformed leg leaves the track to the other days; the route points still export.
        }
      }
      if (route.length === 0) push(day.from);
      push(day.to);
      nights.push(
        withReservation(
          {
            day: day.day,
            date: day.date,
            campground: day.rvPark.name,
            address: day.rvPark.address,
            latitude: day.rvPark.latitude ?? undefined,
            longitude: day.rvPark.longitude ?? undefined,
            ...(day.rvPark.attribution ? { attribution: day.rvPark.attribution } : {}),
          },
          reservations,
        ),
      );
    }
  } else {
    for (const dayPlan of trip.dayPlans ?? []) {
      const park = dayPlan.rvPark;
      if (!park) continue;
      const [latitude, longitude] = park.coordinates;
      push({ name: park.name, latitude, longitude });
      nights.push(
        withReservation(
          {
            day: dayPlan.day,
            date: dayPlan.date,
            campground: park.name,
            address: park.address,
            latitude,
            longitude,
            ...(park.attribution ? { attribution: park.attribution } : {}),
          },
          reservations,
        ),
      );
    }
  }
  return { tripId: trip.id, title, route, nights, ...(track.length >= 2 ? { track } : {}) };
}

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const coord = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * GPX 1.1: overnight stops as waypoints, the route as a route, the drive on roads as a track.
 * Null when nothing has coordinates.
 */
export function buildGpx(itinerary: ExportItinerary, now: Date = new Date()): string | null {
  const stops = itinerary.nights.filter(
    (n): n is ExportNight & { latitude: number; longitude: number } =>
      n.latitude !== undefined && n.longitude !== undefined,
  );
  if (stops.length === 0 && itinerary.route.length < 2) return null;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="RV Trip Planner" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    '  <metadata>',
    `    <name>${xmlEscape(itinerary.title)}</name>`,
    // OpenStreetMap campgrounds are ODbL: the file credits them (GPX metadata order: name, copyright, time).
    ...(stops.some((n) => n.attribution && n.reservation !== 'elsewhere')
      ? [
          '    <copyright author="OpenStreetMap contributors">',
          `      <license>${OSM_LICENCE_URL}</license>`,
          '    </copyright>',
        ]
      : []),
    `    <time>${now.toISOString()}</time>`,
    '  </metadata>',
  ];
  // Consecutive nights at the same campground are one stop for a GPS app.
  const groups: Array<{ first: (typeof stops)[number]; lastDay: number }> = [];
  for (const stop of stops) {
    const previous = groups.at(-1);
    if (
      previous &&
      previous.first.campground === stop.campground &&
      previous.first.latitude === stop.latitude &&
      previous.first.longitude === stop.longitude
    ) {
      previous.lastDay = stop.day;
    } else {
      groups.push({ first: stop, lastDay: stop.day });
    }
  }
  for (const { first: stop, lastDay } of groups) {
    const days = lastDay === stop.day ? `Day ${stop.day}` : `Days ${stop.day}-${lastDay}`;
    lines.push(
      `  <wpt lat="${coord(stop.latitude)}" lon="${coord(stop.longitude)}">`,
      `    <name>${xmlEscape(`${days}: ${stop.campground}`)}</name>`,
      ...(stop.address ? [`    <desc>${xmlEscape(stop.address)}</desc>`] : []),
      '    <sym>Campground</sym>',
      '    <type>Overnight stop</type>',
      '  </wpt>',
    );
  }
  if (itinerary.route.length >= 2) {
    lines.push('  <rte>', `    <name>${xmlEscape(itinerary.title)}</name>`);
    for (const point of itinerary.route) {
      lines.push(
        `    <rtept lat="${coord(point.latitude)}" lon="${coord(point.longitude)}">`,
        `      <name>${xmlEscape(point.name)}</name>`,
        '    </rtept>',
      );
    }
    lines.push('  </rte>');
  }
  if (itinerary.track && itinerary.track.length >= 2) {
    // The road line itself, for apps that draw or follow a track.
    lines.push('  <trk>', `    <name>${xmlEscape(itinerary.title)}</name>`, '    <trkseg>');
    for (const p of itinerary.track)
      lines.push(`      <trkpt lat="${coord(p.latitude)}" lon="${coord(p.longitude)}"/>`);
    lines.push('    </trkseg>', '  </trk>');
  }
  lines.push('</gpx>', '');
  return lines.join('\n');
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function icsEscape(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
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

function nightDescription(night: ExportNight): string {
  const lines = [`Campground: ${night.campground}`];
  if (night.address) lines.push(`Address: ${night.address}`);
  if (night.reservation === 'elsewhere') {
    lines.push('Reservation: confirmed at this park');
    lines.push(`Confirmation number: ${night.confirmationNumber ?? 'not given'}`);
  } else if (night.reservation === 'confirmed') {
    lines.push('Reservation: confirmed');
  } else {
    lines.push('Reservation: not confirmed yet');
  }
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

/** One all-day event per night. Null when the trip has no dated overnight stops. */
export function buildIcs(itinerary: ExportItinerary, now: Date = new Date()): string | null {
  const nights = itinerary.nights.filter((n) => addDays(n.date, 1) !== null);
  if (nights.length === 0) return null;
  const lines = icsCalendarStart(itinerary.title);
  for (const night of nights) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${itinerary.tripId}-day-${night.day}@rv-trip-planner`,
      `DTSTAMP:${icsStamp(now)}`,
      `DTSTART;VALUE=DATE:${icsDate(night.date)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(night.date, 1) ?? night.date)}`,
      `SUMMARY:${icsEscape(`Night ${night.day}: ${night.campground}`)}`,
      ...(night.address ? [`LOCATION:${icsEscape(night.address)}`] : []),
      ...(night.latitude !== undefined && night.longitude !== undefined
        ? [`GEO:${coord(night.latitude)};${coord(night.longitude)}`]
        : []),
      `DESCRIPTION:${icsEscape(nightDescription(night))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/**
 * A trip with no planned nights still has dates: one all-day event from departure through the last
 * day, so its calendar export works before any day is planned. Null without a departure date.
 */
export function buildTripDatesIcs(trip: Trip, now: Date = new Date()): string | null {
  const days = parseDuration(trip.duration);
  const end = addDays(trip.departureDate, days);
  if (!trip.departureDate || !end) return null;
  const lines = [
    ...icsCalendarStart(tripTitleOf(trip)),
    'BEGIN:VEVENT',
    `UID:${trip.id}-trip@rv-trip-planner`,
    `DTSTAMP:${icsStamp(now)}`,
    `DTSTART;VALUE=DATE:${icsDate(trip.departureDate)}`,
    `DTEND;VALUE=DATE:${icsDate(end)}`,
    `SUMMARY:${icsEscape(tripTitleOf(trip))}`,
    `DESCRIPTION:${icsEscape(`${trip.fromLocation} to ${trip.toLocation}, ${days} days. No days are planned yet.`)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A safe file name from the trip title. */
export function exportFileName(title: string, extension: 'gpx' | 'ics'): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'rv-trip'}.${extension}`;
}
