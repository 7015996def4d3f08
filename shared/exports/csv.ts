import { roadStopsLine } from '../trips/road-stops';
import type { ExportTrip } from './export-trip';
import { clockText } from './export-trip';

// A driving log (RFC 4180 CSV, CRLF): a row per day with where it starts and ends, departure and
// arrival, driving time, road miles, the day's estimated cost and running totals, the day's warnings
// (a column of their own), its notes and its road stops in route order.

export const DRIVING_LOG_HEADER = [
  'Day',
  'Date',
  'From',
  'To',
  'Departure',
  'Arrival',
  'Driving time (h)',
  'Distance (mi)',
  'Estimated cost (USD)',
  'Total distance (mi)',
  'Total estimated cost (USD)',
  'Warnings',
  'Notes',
  'Road stops',
];

/**
 * OWASP's CSV injection rule: a text cell starting with =, +, -, @, TAB or CR (or LF, or the full-width
 * forms a spreadsheet also reads as formulas) is prefixed with ' so it cannot start a formula.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A field quoted when it holds a comma, quote or line break; a text cell cannot start a formula. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function buildDrivingLog(trip: ExportTrip): string | null {
  if (trip.days.length === 0) return null;
  let miles = 0;
  let cost = 0;
  const rows = trip.days.map((day) => {
    miles += day.distance;
    cost += day.cost ?? 0;
    return [
      day.day,
      day.date,
      day.from.name,
      day.night.campground || day.to.name,
      day.departure ?? '',
      day.arrivalMinutes === null ? '' : clockText(day.arrivalMinutes),
      day.driveHours.toFixed(1),
      Math.round(day.distance),
      day.cost === null ? '' : day.cost,
      Math.round(miles),
      day.cost === null ? '' : Math.round(cost),
      day.warnings.join(' '),
      day.notes.join(' '),
      roadStopsLine(day.roadStops),
    ];
  });
  return `${[DRIVING_LOG_HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
