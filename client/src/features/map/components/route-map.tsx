import { useCallback, useMemo } from 'react';
import { cn } from '@/lib/cn';
import type { MapMarker, RouteStop } from '../lib/markers';
import { stopMarkers } from '../lib/markers';
import { MapSurface } from './map-surface';

export type { RouteStop } from '../lib/markers';

type Props = {
  stops: RouteStop[];
  /** The accessible name of the map. */
  label?: string;
  className?: string;
};

/**
 * A trip's route: a line through the stops in day order with a numbered marker per overnight stop.
 * Draws with Mapbox when a valid token is configured, else offline; mapbox-gl is only fetched then.
 */
export function RouteMap({ stops, label = 'Route map', className }: Props) {
  const ordered = useMemo(() => [...stops].sort((a, b) => a.day - b.day), [stops]);
  const markers = useMemo(() => stopMarkers(ordered), [ordered]);
  const byId = useMemo(() => new Map(markers.map((m, i) => [m.id, ordered[i]])), [markers, ordered]);

  const renderPopup = useCallback(
    (marker: MapMarker) => {
      const stop = byId.get(marker.id);
      if (!stop) return null;
      return (
        <p className="mt-1 text-stone-700">
          Stop {marker.badge} · Day {stop.day}
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
      markers={markers}
      route={ordered}
      fitTo={ordered}
      renderPopup={renderPopup}
      label={label}
      className={cn('h-80 overflow-hidden rounded-xl border border-stone-300 sm:h-96', className)}
    />
  );
}
