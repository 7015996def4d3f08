import type { ExportDay, ExportTrip, LatLng } from './export-trip';
import { shapingPoints, stopsOnTheWay } from './export-trip';
import {
  OSM_LICENCE_URL,
  coord,
  dayDescription,
  nightStops,
  roadStopWaypoints,
  tripCredits,
  usesOsm,
  warningLines,
  xmlEscape,
} from './xml';

// GPX 1.1 in two flavours. Garmin: one route per driving day, "via" points where the traveller stops
// (the day's start, their own stops, the night's park) and "shaping" points every few miles that hold
// the navigator to the planned road (Garmin's TripExtensions mark which is which), plus the nights as
// waypoints. Plain: the nights as waypoints and one track per day at full resolution, no extensions.
// Both list the road stops (fuel, rest areas, dump, water, propane, overnight parking) as waypoints
// with a symbol; the Garmin routes also stop at them, as via points in route order.

/** Miles between shaping points: close enough that a navigator recalculating between them keeps to the road. */
export const SHAPING_SPACING_MILES = 5;

const GPX_OPEN = (extra: string) =>
  `<gpx version="1.1" creator="RV Trip Planner" xmlns="http://www.topografix.com/GPX/1/1"${extra} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">`;

const GARMIN_NS =
  ' xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3" xmlns:trp="http://www.garmin.com/xmlschemas/TripExtensions/v1"';

function header(trip: ExportTrip, garmin: boolean, now: Date): string[] {
  const osm = usesOsm(trip);
  const credits = tripCredits(trip);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    GPX_OPEN(garmin ? GARMIN_NS : ''),
    '  <metadata>',
    `    <name>${xmlEscape(trip.title)}</name>`,
    ...(credits ? [`    <desc>${xmlEscape(credits)}</desc>`] : []),
    // OpenStreetMap campgrounds and road stops are ODbL: the file credits them (GPX metadata order:
    // name, desc, copyright, time).
    ...(osm
      ? [
          '    <copyright author="OpenStreetMap contributors">',
          `      <license>${OSM_LICENCE_URL}</license>`,
          '    </copyright>',
        ]
      : []),
    `    <time>${now.toISOString()}</time>`,
    '  </metadata>',
  ];
}

function waypoints(trip: ExportTrip): string[] {
  const nights = nightStops(trip).map((stop) => ({
    ...stop,
    desc: [stop.address, ...warningLines(stop.warnings)].filter(Boolean).join('\n'),
    sym: 'Campground',
    type: 'Overnight stop',
  }));
  return [...nights, ...roadStopWaypoints(trip)].flatMap((point) => [
    `  <wpt lat="${coord(point.latitude)}" lon="${coord(point.longitude)}">`,
    `    <name>${xmlEscape(point.name)}</name>`,
    ...(point.desc ? [`    <desc>${xmlEscape(point.desc)}</desc>`] : []),
    `    <sym>${xmlEscape(point.sym)}</sym>`,
    `    <type>${xmlEscape(point.type)}</type>`,
    '  </wpt>',
  ]);
}

const VIA = [
  '      <extensions>',
  '        <trp:ViaPoint>',
  '          <trp:CalculationMode>FasterTime</trp:CalculationMode>',
  '          <trp:ElevationMode>Standard</trp:ElevationMode>',
  '        </trp:ViaPoint>',
  '      </extensions>',
];
const SHAPING = ['      <extensions>', '        <trp:ShapingPoint/>', '      </extensions>'];

function routePoint(point: LatLng, name: string, via: boolean): string[] {
  return [
    `    <rtept lat="${coord(point.latitude)}" lon="${coord(point.longitude)}">`,
    `      <name>${xmlEscape(name)}</name>`,
    ...(via ? VIA : SHAPING),
    '    </rtept>',
  ];
}

/**
 * The day's route points: its start, shaping points every few miles, the traveller's via points and
 * the road stops where the road reaches them, and the park.
 */
function dayRoute(day: ExportDay): string[] {
  const shaping = shapingPoints(day.track, SHAPING_SPACING_MILES);
  const stops = stopsOnTheWay(day);
  const lines: string[] = [];
  lines.push(...routePoint(day.from, day.from.name, true));
  shaping.forEach((point, i) => {
    // Shaping point i lies (i + 1) spacings along the road: the stops before it go in first.
    while (stops.length > 0 && stops[0]!.mile < (i + 1) * SHAPING_SPACING_MILES) {
      const stop = stops.shift()!;
      lines.push(...routePoint(stop, stop.name, true));
    }
    lines.push(...routePoint(point, `${day.label} shaping ${i + 1}`, false));
  });
  for (const stop of stops) lines.push(...routePoint(stop, stop.name, true));
  lines.push(...routePoint(day.to, day.night.campground || day.to.name, true));
  return [
    '  <rte>',
    `    <name>${xmlEscape(day.label)}</name>`,
    `    <desc>${xmlEscape(dayDescription(day))}</desc>`,
    '    <extensions>',
    '      <trp:Trip>',
    '        <trp:TransportationMode>Automotive</trp:TransportationMode>',
    '      </trp:Trip>',
    '    </extensions>',
    ...lines,
    '  </rte>',
  ];
}

/** Garmin-flavoured GPX: one route per driving day with via and shaping points. Null when nothing has coordinates. */
export function buildGarminGpx(trip: ExportTrip, now: Date = new Date()): string | null {
  const driving = trip.days.filter((d) => d.distance > 0);
  const wpts = waypoints(trip);
  if (driving.length === 0 && wpts.length === 0) return null;
  return [...header(trip, true, now), ...wpts, ...driving.flatMap(dayRoute), '</gpx>', ''].join('\n');
}

/** Plain GPX: the nights as waypoints and one full-resolution track per driving day. */
export function buildPlainGpx(trip: ExportTrip, now: Date = new Date()): string | null {
  const driving = trip.days.filter((d) => d.track.length >= 2);
  const wpts = waypoints(trip);
  if (driving.length === 0 && wpts.length === 0) return null;
  const tracks = driving.flatMap((day) => [
    '  <trk>',
    `    <name>${xmlEscape(day.label)}</name>`,
    `    <desc>${xmlEscape(dayDescription(day))}</desc>`,
    '    <trkseg>',
    ...day.track.map((p) => `      <trkpt lat="${coord(p.latitude)}" lon="${coord(p.longitude)}"/>`),
    '    </trkseg>',
    '  </trk>',
  ]);
  return [...header(trip, false, now), ...wpts, ...tracks, '</gpx>', ''].join('\n');
}
