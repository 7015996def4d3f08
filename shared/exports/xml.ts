import { ROAD_STOP_WORDS, roadStopCredits, roadStopLabel } from '../trips/road-stops';
import type { ExportDay, ExportTrip } from './export-trip';

export const OSM_LICENCE_URL = 'https://www.openstreetmap.org/copyright';

/**
 * Characters XML 1.0 does not allow in a document (C0 controls but TAB, LF and CR; lone surrogates;
 * U+FFFE and U+FFFF): xmllint, gpsbabel and every navigator refuse a file holding one.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for XML 1.0 element content and attributes: illegal characters removed, markup escaped. */
export const xmlEscape = (text: string) =>
  text
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Degrees to six decimals (about 10 cm). */
export const coord = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** The ferries a day's notes say it crosses ("Ferry: the Hatteras-Ocracoke ferry (NCDOT ...) ..."), by name. */
export const dayFerries = (day: Pick<ExportDay, 'notes'>) =>
  day.notes.flatMap((n) => /^Ferry: (.+?) \(/.exec(n)?.[1] ?? []);

/** How the files mark a day's warnings and notes: each its own line, led by what it is. */
export const warningLines = (warnings: readonly string[]) => warnings.map((w) => `Warning: ${w}`);
const noteLines = (notes: readonly string[]) => notes.map((n) => `Note: ${n}`);

/**
 * How a file describes a driving day: its title and its road miles, rounded, and any ferry it crosses
 * (the drawn line runs over the water, or stops at the landing, as the road data has it: the file
 * says it is a ferry, so a navigator's road over the water is not taken for a road); then, a line
 * each, the day's warnings (a tunnel the rig may not use, a park to ask about its length, a fuel gap)
 * and its notes (roads avoided, a road's season, where the route ends short of the park).
 */
export const dayDescription = (day: ExportDay) => {
  const ferries = dayFerries(day);
  const by = ferries.length > 0 ? `; crosses by ferry, not by road: ${ferries.join(', ')}` : '';
  return [
    `${day.title} (${Math.round(day.distance)} mi${by})`,
    ...warningLines(day.warnings),
    ...noteLines(day.notes),
  ].join('\n');
};

export type NightStop = {
  name: string; // 'Day 2: Moab KOA' or 'Days 2-3: Moab KOA'
  campground: string;
  address: string;
  latitude: number;
  longitude: number;
  firstDay: number;
  lastDay: number;
  /** The warnings of the stay's days without a drive (a drive's own are on its route), each once. */
  warnings: string[];
};

const addWarnings = (stop: NightStop, day: ExportDay) => {
  if (day.distance > 0) return;
  for (const w of day.warnings) if (!stop.warnings.includes(w)) stop.warnings.push(w);
};

/** The nights with coordinates, consecutive nights at one park as one stop (a GPS app's one waypoint). */
export function nightStops(trip: ExportTrip): NightStop[] {
  const stops: NightStop[] = [];
  for (const day of trip.days) {
    const { night } = day;
    if (night.latitude === undefined || night.longitude === undefined) continue;
    const previous = stops.at(-1);
    if (
      previous &&
      previous.campground === night.campground &&
      previous.latitude === night.latitude &&
      previous.longitude === night.longitude
    ) {
      previous.lastDay = night.day;
      previous.name = `Days ${previous.firstDay}-${night.day}: ${night.campground}`;
      addWarnings(previous, day);
      continue;
    }
    stops.push({
      name: `Day ${night.day}: ${night.campground}`,
      campground: night.campground,
      address: night.address,
      latitude: night.latitude,
      longitude: night.longitude,
      firstDay: night.day,
      lastDay: night.day,
      warnings: [],
    });
    addWarnings(stops.at(-1)!, day);
  }
  return stops;
}

/** Whether the file holds OpenStreetMap records (ODbL): campgrounds or road stops. */
export function usesOsm(trip: ExportTrip): boolean {
  return trip.days.some(
    (d) =>
      (d.night.attribution && d.night.reservation !== 'elsewhere') ||
      d.roadStops.some((s) => /openstreetmap/i.test(`${s.attribution ?? ''} ${s.source}`)),
  );
}

/** The road stops' sources, credited once each ('Road stop data: All The Places; US DOT rest areas'), or null. */
export function tripCredits(trip: ExportTrip): string | null {
  const credits = roadStopCredits(trip.days.flatMap((d) => d.roadStops));
  return credits.length > 0 ? `Road stop data: ${credits.map((c) => c.text).join('; ')}` : null;
}

export type RoadStopWaypoint = {
  name: string; // 'Day 2 Fuel: Love's Travel Stop'
  desc: string;
  sym: string;
  type: string;
  latitude: number;
  longitude: number;
};

/** Every road stop as a waypoint: its day and kind in the name, mile, detour, note and source in the description. */
export function roadStopWaypoints(trip: ExportTrip): RoadStopWaypoint[] {
  return trip.days.flatMap((day) =>
    day.roadStops.map((stop) => {
      const words = ROAD_STOP_WORDS[stop.kind];
      const desc = [
        `Day ${day.day}, mile ${Math.round(stop.mile)}`,
        stop.detourMiles >= 0.5
          ? `about ${Math.round(stop.detourMiles * 10) / 10} mi off the route and back`
          : '',
        stop.note ?? '',
        `Source: ${stop.attribution ?? stop.source}`,
      ]
        .filter(Boolean)
        .map((part) => part.replace(/\.$/, ''))
        .join('. ');
      return {
        name: `Day ${day.day} ${roadStopLabel(stop)}: ${stop.name}`,
        desc,
        sym: words.gpxSymbol,
        type: words.item,
        latitude: stop.latitude,
        longitude: stop.longitude,
      };
    }),
  );
}
