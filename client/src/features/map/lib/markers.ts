import type { Campground, NationalPark } from '@shared/schemas/places';

// What both renderers draw on top of the base map. Parks, campgrounds and route stops are buttons
// that open a popup; a 'place' marks a searched location or the user's position.
export type MarkerKind = 'park' | 'campground' | 'stop' | 'place';

export type MapMarker = {
  id: string;
  kind: MarkerKind;
  latitude: number;
  longitude: number;
  name: string;
  /** Short text drawn on the marker itself, such as the stop number. */
  badge?: string;
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

/** Stops in day order, numbered from 1: the overnight markers of a route. */
export function stopMarkers(stops: readonly RouteStop[]): MapMarker[] {
  return [...stops]
    .sort((a, b) => a.day - b.day)
    .map((stop, index) => ({
      id: `stop-${index + 1}`,
      kind: 'stop' as const,
      latitude: stop.latitude,
      longitude: stop.longitude,
      name: stop.name,
      badge: String(index + 1),
    }));
}

const kindNames: Record<MarkerKind, [string, string]> = {
  park: ['National park', 'national parks'],
  campground: ['Campground', 'campgrounds'],
  stop: ['Stop', 'stops'],
  place: ['Location', 'locations'],
};

/** The accessible name of a marker button. */
export function markerLabel(marker: MapMarker): string {
  if (marker.kind === 'stop' && marker.badge) return `Stop ${marker.badge}: ${marker.name}`;
  return `${kindNames[marker.kind][0]}: ${marker.name}`;
}

export function clusterLabel(kind: MarkerKind, count: number): string {
  return `${count} ${kindNames[kind][1]} here, zoom in`;
}
