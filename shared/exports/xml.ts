import type { ExportTrip } from './export-trip';

export const OSM_LICENCE_URL = 'https://www.openstreetmap.org/copyright';

export const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Degrees to six decimals (about 10 cm). */
export const coord = (n: number) => String(Math.round(n * 1e6) / 1e6);

export type NightStop = {
  name: string; // 'Day 2: Moab KOA' or 'Days 2-3: Moab KOA'
  campground: string;
  address: string;
  latitude: number;
  longitude: number;
  firstDay: number;
  lastDay: number;
};

/** The nights with coordinates, consecutive nights at one park as one stop (a GPS app's one waypoint). */
export function nightStops(trip: ExportTrip): NightStop[] {
  const stops: NightStop[] = [];
  for (const { night } of trip.days) {
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
    });
  }
  return stops;
}
