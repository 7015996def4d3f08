import { useCallback, useMemo } from 'react';
import { cn } from '@/lib/cn';
import { useCatalogue } from '../api/map-data';
import type { MapMarker, RouteStop } from '../lib/markers';
import { stopMarkers } from '../lib/markers';
import { routeLine, withinCorridor } from '../lib/route-line';
import { MapSurface } from './map-surface';
import { CatalogueCampgroundPopup } from './popup-content';

export type { RouteStop } from '../lib/markers';

type Props = {
  stops: RouteStop[];
  /** The plan's road geometry: encoded polylines (precision 5), whole route or one per day, in order. */
  geometry?: Array<string | undefined>;
  /** Also show the catalogue's campgrounds within the route corridor. */
  showCampgrounds?: boolean;
  /** The accessible name of the map. */
  label?: string;
  className?: string;
};

// Campgrounds along the way: within this many miles of the road line, nearest first, at most
// this many (the map clusters them; the list stays light on a coast-to-coast trip).
export const CORRIDOR_MILES = 25;
const CORRIDOR_LIMIT = 300;

/**
 * A trip's route: the road line of the plan (or a line through the stops in day order when there is
 * none) with a numbered marker per overnight stop.
 * Draws with Mapbox when a valid token is configured, else offline; mapbox-gl is only fetched then.
 */
export function RouteMap({ stops, geometry, showCampgrounds = true, label = 'Route map', className }: Props) {
  const ordered = useMemo(() => [...stops].sort((a, b) => a.day - b.day), [stops]);
  const line = useMemo(() => routeLine(geometry, ordered), [geometry, ordered]);
  const catalogue = useCatalogue(showCampgrounds && ordered.length > 0);
  const stopList = useMemo(() => stopMarkers(ordered), [ordered]);

  const corridor = useMemo<MapMarker[]>(() => {
    if (!showCampgrounds || !catalogue.data) return [];
    return withinCorridor(catalogue.data.features, (f) => f.geometry.coordinates, line, CORRIDOR_MILES)
      .slice(0, CORRIDOR_LIMIT)
      .map(({ item }) => ({
        id: `campground-${item.properties.id}`,
        kind: 'campground' as const,
        latitude: item.geometry.coordinates[1],
        longitude: item.geometry.coordinates[0],
        name: item.properties.name,
      }));
  }, [showCampgrounds, catalogue.data, line]);

  const byId = useMemo(() => {
    const entries = new Map<string, { stop: RouteStop } | { campground: MapMarker }>();
    stopList.forEach((m, i) => entries.set(m.id, { stop: ordered[i] }));
    for (const c of corridor) entries.set(c.id, { campground: c });
    return entries;
  }, [stopList, ordered, corridor]);

  // Stops come last so they are drawn above any campground.
  const markers = useMemo(() => [...corridor, ...stopList], [corridor, stopList]);

  const renderPopup = useCallback(
    (marker: MapMarker) => {
      const entry = byId.get(marker.id);
      if (!entry) return null;
      if ('campground' in entry)
        return (
          <CatalogueCampgroundPopup
            id={marker.id.replace(/^campground-/, '')}
            latitude={marker.latitude}
            longitude={marker.longitude}
          />
        );
      return (
        <p className="mt-1 text-stone-700">
          Stop {marker.badge} · Day {entry.stop.day}
        </p>
      );
    },
    [byId],
  );

  if (ordered.length === 0) {
    return (
      <div
        className={cn(
          'flex items-center justify-center rounded-xl border border-dashed border-stone-300 bg-stone-50 p-6 text-sm text-stone-600',
          className,
        )}
      >
        No stops to show on the map yet.
      </div>
    );
  }

  return (
    <MapSurface
      {...{ markers, renderPopup, label }}
      // The line runs through the stops in order, and the first view fits them.
      route={ordered}
      fitTo={ordered}
      routeLine={line}
      className={cn('h-80 overflow-hidden rounded-xl border border-stone-300 sm:h-96', className)}
    />
  );
}
