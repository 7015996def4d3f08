import type { ExportDay, ExportTrip, LatLng } from './export-trip';
import { shapingPoints } from './export-trip';
import { OSM_LICENCE_URL, coord, nightStops, xmlEscape } from './xml';

// GPX 1.1 in two flavours. Garmin: one route per driving day, "via" points where the traveller stops
// (the day's start, their own stops, the night's park) and "shaping" points every few miles that hold
// the navigator to the planned road (Garmin's TripExtensions mark which is which), plus the nights as
// waypoints. Plain: the nights as waypoints and one track per day at full resolution, no extensions.

/** Miles between shaping points: close enough that a navigator recalculating between them keeps to the road. */
export const SHAPING_SPACING_MILES = 5;

const GPX_OPEN = (extra: string) =>
  `<gpx version="1.1" creator="RV Trip Planner" xmlns="http://www.topografix.com/GPX/1/1"${extra} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">`;

const GARMIN_NS =
  ' xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3" xmlns:trp="http://www.garmin.com/xmlschemas/TripExtensions/v1"';

function header(trip: ExportTrip, garmin: boolean, now: Date): string[] {
  const osm = trip.days.some((d) => d.night.attribution && d.night.reservation !== 'elsewhere');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    GPX_OPEN(garmin ? GARMIN_NS : ''),
    '  <metadata>',
    `    <name>${xmlEscape(trip.title)}</name>`,
    // OpenStreetMap campgrounds are ODbL: the file credits them (GPX metadata order: name, copyright, time).
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
  return nightStops(trip).flatMap((stop) => [
    `  <wpt lat="${coord(stop.latitude)}" lon="${coord(stop.longitude)}">`,
    `    <name>${xmlEscape(stop.name)}</name>`,
    ...(stop.address ? [`    <desc>${xmlEscape(stop.address)}</desc>`] : []),
    '    <sym>Campground</sym>',
    '    <type>Overnight stop</type>',
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

/** The day's route points: start, shaping points, the traveller's vias near where the road passes them, the park. */
function dayRoute(day: ExportDay): string[] {
  const shaping = shapingPoints(day.track, SHAPING_SPACING_MILES);
  const lines: string[] = [];
  lines.push(...routePoint(day.from, day.from.name, true));
  const vias = [...day.vias];
  shaping.forEach((point, i) => {
    // A via point goes in where the road comes closest to it: before the first shaping point past it.
    while (vias.length > 0 && passed(shaping, i, vias[0]!)) {
      const via = vias.shift()!;
      lines.push(...routePoint(via, via.name, true));
    }
    lines.push(...routePoint(point, `${day.label} shaping ${i + 1}`, false));
  });
  for (const via of vias) lines.push(...routePoint(via, via.name, true));
  lines.push(...routePoint(day.to, day.night.campground || day.to.name, true));
  return [
    '  <rte>',
    `    <name>${xmlEscape(day.label)}</name>`,
    `    <desc>${xmlEscape(`${day.title} (${Math.round(day.distance)} mi)`)}</desc>`,
    '    <extensions>',
    '      <trp:Trip>',
    '        <trp:TransportationMode>Automotive</trp:TransportationMode>',
    '      </trp:Trip>',
    '    </extensions>',
    ...lines,
    '  </rte>',
  ];
}

/** Whether shaping point i comes after the shaping point nearest the via point, i.e. the road has passed it. */
function passed(shaping: readonly LatLng[], i: number, via: LatLng): boolean {
  let best = 0;
  let bestDistance = Infinity;
  shaping.forEach((p, j) => {
    const d = (p.latitude - via.latitude) ** 2 + (p.longitude - via.longitude) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = j;
    }
  });
  return i > best;
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
    '    <trkseg>',
    ...day.track.map((p) => `      <trkpt lat="${coord(p.latitude)}" lon="${coord(p.longitude)}"/>`),
    '    </trkseg>',
    '  </trk>',
  ]);
  return [...header(trip, false, now), ...wpts, ...tracks, '</gpx>', ''].join('\n');
}
