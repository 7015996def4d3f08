// The export formats and how they are named, without the code that builds them: a shared trip's
// "Open in your navigator" links need only the names, and the builders (GPX, KML, CoPilot, calendar,
// CSV) stay out of the results page's first download. formats.ts adds each format's builder.

export const EXPORT_FORMATS = ['garmin.gpx', 'gpx', 'kml', 'trp', 'ics', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type ExportFormatLabel = {
  title: string;
  hint: string;
  /** The file name's ending, after the trip's slug. */
  extension: string;
  contentType: string;
};

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, ExportFormatLabel> = {
  'garmin.gpx': {
    title: 'Garmin RV navigator (.gpx)',
    hint: 'A route per day with via and shaping points that keep to the planned roads',
    extension: 'garmin.gpx',
    contentType: 'application/gpx+xml',
  },
  gpx: {
    title: 'GPS tracks (.gpx)',
    hint: 'Overnight stops and a full track per day, for any GPS or map app',
    extension: 'gpx',
    contentType: 'application/gpx+xml',
  },
  kml: {
    title: 'Google Earth and My Maps (.kml)',
    hint: 'Overnight stops and a line per day',
    extension: 'kml',
    contentType: 'application/vnd.google-earth.kml+xml',
  },
  trp: {
    title: 'CoPilot RV (.trp)',
    hint: 'A trip per day with its stops',
    extension: 'trp',
    contentType: 'application/octet-stream',
  },
  ics: {
    title: 'Calendar (.ics)',
    hint: 'Drives and stays with departure and arrival times',
    extension: 'ics',
    contentType: 'text/calendar; charset=utf-8',
  },
  csv: {
    title: 'Driving log (.csv)',
    hint: 'A row per day: times, miles, estimated cost and running totals',
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
  },
};
