import type { Campground, NationalPark } from '@shared/schemas/places';
import type { RoadStopKind, ServicePlace } from '@shared/schemas/road-stops';
import type { DayRoadStop } from '@shared/trips/road-stops';
import { ROAD_STOP_KINDS, ROAD_STOP_WORDS } from '@shared/trips/road-stops';

// What both renderers draw on top of the base map. Parks, campgrounds, route stops and road stops
// (fuel, rest areas, dump, water, propane, overnight parking) are buttons that open a popup; a
// 'place' marks a searched location or the user's position.
export type MarkerKind = 'park' | 'campground' | 'stop' | 'place' | RoadStopKind;

export const isRoadStopKind = (kind: MarkerKind): kind is RoadStopKind =>
  (ROAD_STOP_KINDS as readonly string[]).includes(kind);

export type MapMarker = {
  id: string;
  kind: MarkerKind;
  latitude: number;
  longitude: number;
  name: string;
  /** Short text drawn on the marker itself, such as the day number. */
  badge?: string;
  /** A trip's stop: the days that end here (0 is the start), in order. */
  days?: number[];
};

export type RouteStop = { name: string; latitude: number; longitude: number; day: number };

/** A request to move the view; `key` changes on every request so the same place can be revisited. */
export type FlyTo = { latitude: number; longitude: number; zoom: number; key: number };

export const parkMarker = (park: NationalPark): MapMarker => ({
  id: `park-${park.id}`,
  kind: 'park',
  latitude: park.latitude,
  longitude: park.longitude,
  name: park.name,
});

export const campgroundMarker = (campground: Campground): MapMarker => ({
  id: `campground-${campground.id}`,
  kind: 'campground',
  latitude: campground.latitude,
  longitude: campground.longitude,
  name: campground.name,
});

/** The short text on a day pin: S for the start, the day, or the first and last day ("3–4"). */
export function dayBadge(days: readonly number[]): string {
  const short = (day: number) => (day === 0 ? 'S' : String(day));
  const [first, last] = [days[0], days[days.length - 1]];
  return first === last ? short(first) : `${short(first)}–${short(last)}`;
}

/** The days in words: "Start", "Day 2", "Days 3–4", "Start to Day 2", or a list when they skip. */
export function dayWords(days: readonly number[]): string {
  const [first, last] = [days[0], days[days.length - 1]];
  const one = (day: number) => (day === 0 ? 'Start' : `Day ${day}`);
  if (first === last) return one(first);
  const contiguous = days.every((day, i) => i === 0 || day === days[i - 1] + 1);
  if (!contiguous) return days.map(one).join(', ');
  return first === 0 ? `Start to Day ${last}` : `Days ${first}–${last}`;
}

/**
 * A trip's stops in day order: one day pin per place, its days (0 is the start) together when the
 * trip stays there several nights in a row.
 */
export function stopMarkers(stops: readonly RouteStop[]): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const stop of [...stops].sort((a, b) => a.day - b.day)) {
    const last = markers[markers.length - 1];
    if (
      last &&
      last.latitude === stop.latitude &&
      last.longitude === stop.longitude &&
      last.name === stop.name
    ) {
      last.days = [...(last.days ?? []), stop.day];
      last.badge = dayBadge(last.days);
      continue;
    }
    markers.push({
      id: `stop-${stop.day}`,
      kind: 'stop',
      latitude: stop.latitude,
      longitude: stop.longitude,
      name: stop.name,
      days: [stop.day],
      badge: dayBadge([stop.day]),
    });
  }
  return markers;
}

/** A trip's road stops in day and route order: `road-<day>-<n>`. */
export function roadStopMarkers(stops: readonly DayRoadStop[]): MapMarker[] {
  return stops.map((stop, index) => ({
    id: `road-${stop.day}-${index + 1}`,
    kind: stop.kind,
    latitude: stop.latitude,
    longitude: stop.longitude,
    name: stop.name,
  }));
}

/** A service place of the /map layers: `service-<id>`. */
export const serviceMarker = (place: ServicePlace): MapMarker => ({
  id: `service-${place.id}`,
  kind: place.kind,
  latitude: place.latitude,
  longitude: place.longitude,
  name: place.name,
});

const kindNames: Record<MarkerKind, [string, string]> = {
  park: ['National park', 'national parks'],
  campground: ['Campground', 'campgrounds'],
  stop: ['Stop', 'stops'],
  place: ['Location', 'locations'],
  ...(Object.fromEntries(
    ROAD_STOP_KINDS.map((kind) => [
      kind,
      [ROAD_STOP_WORDS[kind].item, ROAD_STOP_WORDS[kind].layer.toLowerCase()],
    ]),
  ) as Record<RoadStopKind, [string, string]>),
};

/** The accessible name of a marker button: a day pin says its days ("Day 2: Salem, OR"). */
export function markerLabel(marker: MapMarker): string {
  if (marker.kind === 'stop' && marker.days?.length) return `${dayWords(marker.days)}: ${marker.name}`;
  return `${kindNames[marker.kind][0]}: ${marker.name}`;
}

/** A count of places too close to tell apart ("2 campgrounds here, zoom in"); never said of days. */
export function clusterLabel(kind: MarkerKind, count: number): string {
  return `${count} ${kindNames[kind][1]} here, zoom in`;
}

/** Day pins too close to tell apart: one pin for all their days ("Days 3–5: A, B, C; zoom in"). */
export function dayGroupLabel(stops: readonly MapMarker[]): string {
  const days = stops.flatMap((s) => s.days ?? []).sort((a, b) => a - b);
  return `${dayWords(days)}: ${stops.map((s) => s.name).join(', ')}; zoom in`;
}
