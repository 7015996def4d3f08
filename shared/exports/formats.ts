import { z } from 'zod';
import type { ExportTrip } from './export-trip';
import { buildDrivingLog } from './csv';
import { buildGarminGpx, buildPlainGpx } from './gpx';
import { buildIcs } from './ics';
import { buildKml } from './kml';
import { buildTrp } from './trp';

// Every export format in one table: what the API serves at /api/trip-plans/:id/export/:format and the
// Export menu offers, each built by the same pure function on the server and in the browser.

export const EXPORT_FORMATS = ['garmin.gpx', 'gpx', 'kml', 'trp', 'ics', 'csv'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS, {
  error: `Format must be one of: ${EXPORT_FORMATS.join(', ')}`,
});
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export type ExportFormatInfo = {
  title: string;
  hint: string;
  /** The file name's ending, after the trip's slug. */
  extension: string;
  contentType: string;
  build: (trip: ExportTrip, now: Date) => string | Uint8Array | null;
};

export const EXPORT_FORMAT_INFO: Record<ExportFormat, ExportFormatInfo> = {
  'garmin.gpx': {
    title: 'Garmin RV navigator (.gpx)',
    hint: 'A route per day with via and shaping points that keep to the planned roads',
    extension: 'garmin.gpx',
    contentType: 'application/gpx+xml',
    build: buildGarminGpx,
  },
  gpx: {
    title: 'GPS tracks (.gpx)',
    hint: 'Overnight stops and a full track per day, for any GPS or map app',
    extension: 'gpx',
    contentType: 'application/gpx+xml',
    build: buildPlainGpx,
  },
  kml: {
    title: 'Google Earth and My Maps (.kml)',
    hint: 'Overnight stops and a line per day',
    extension: 'kml',
    contentType: 'application/vnd.google-earth.kml+xml',
    build: (trip) => buildKml(trip),
  },
  trp: {
    title: 'CoPilot RV (.trp)',
    hint: 'A trip per day with its stops',
    extension: 'trp',
    contentType: 'application/octet-stream',
    build: (trip) => buildTrp(trip),
  },
  ics: {
    title: 'Calendar (.ics)',
    hint: 'Drives and stays with departure and arrival times',
    extension: 'ics',
    contentType: 'text/calendar; charset=utf-8',
    build: buildIcs,
  },
  csv: {
    title: 'Driving log (.csv)',
    hint: 'A row per day: times, miles, estimated cost and running totals',
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    build: (trip) => buildDrivingLog(trip),
  },
};

/** A safe file name from the trip title. */
export function exportFileName(title: string, extension: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'rv-trip'}.${extension}`;
}

export type BuiltExport = { body: string | Uint8Array; fileName: string; contentType: string };

/** The trip in one format, or null when the trip has nothing that format can hold. */
export function buildExport(
  format: ExportFormat,
  trip: ExportTrip,
  now: Date = new Date(),
): BuiltExport | null {
  const info = EXPORT_FORMAT_INFO[format];
  const body = info.build(trip, now);
  return body === null
    ? null
    : { body, fileName: exportFileName(trip.title, info.extension), contentType: info.contentType };
}
