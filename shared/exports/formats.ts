import { z } from 'zod';
import type { ExportTrip } from './export-trip';
import { buildDrivingLog } from './csv';
import { buildGarminGpx, buildPlainGpx } from './gpx';
import { buildIcs } from './ics';
import { buildKml } from './kml';
import { buildTrp } from './trp';
import type { ExportFormat, ExportFormatLabel } from './format-labels';
import { EXPORT_FORMATS, EXPORT_FORMAT_LABELS } from './format-labels';

// Every export format in one table: what the API serves at /api/trip-plans/:id/export/:format and the
// Export menu offers, each built by the same pure function on the server and in the browser.

export const exportFormatSchema = z.enum(EXPORT_FORMATS, {
  error: `Format must be one of: ${EXPORT_FORMATS.join(', ')}`,
});

export type ExportFormatInfo = ExportFormatLabel & {
  build: (trip: ExportTrip, now: Date) => string | Uint8Array | null;
};

const BUILDERS: Record<ExportFormat, ExportFormatInfo['build']> = {
  'garmin.gpx': buildGarminGpx,
  gpx: buildPlainGpx,
  kml: (trip) => buildKml(trip),
  trp: (trip) => buildTrp(trip),
  ics: buildIcs,
  csv: (trip) => buildDrivingLog(trip),
};

export const EXPORT_FORMAT_INFO = Object.fromEntries(
  EXPORT_FORMATS.map((format) => [format, { ...EXPORT_FORMAT_LABELS[format], build: BUILDERS[format] }]),
) as Record<ExportFormat, ExportFormatInfo>;

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
