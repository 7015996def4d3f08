import polyline from '@mapbox/polyline';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { MAP } from '@shared/constants';
import type { Campground } from '@shared/schemas/places';
import { cn } from '@/lib/cn';
import { campgroundSearchQueryOptions } from '../api/search-campgrounds';
import type { MapMarker, RouteStop } from '../lib/markers';
import { campgroundMarker, stopMarkers } from '../lib/markers';
import { MapSurface } from './map-surface';
import { CampgroundPopup } from './popup-content';

export type { RouteStop } from '../lib/markers';

type Props = {
  stops: RouteStop[];
  /** The route on roads as an encoded polyline (precision 5); without it the line joins the stops. */
  geometry?: string;
  /** Also show campgrounds (SPEC 7: searched within 500 miles of the centre of the US). */
  showCampgrounds?: boolean;
  /** The accessible name of the map. */
  label?: string;
  className?: string;
};

// SPEC 7: the route map's campground search is one fixed, cacheable query around the US centre.
const routeCampgrounds = campgroundSearchQueryOptions({
  lat: MAP.defaultCenter.lat,
  lng: MAP.defaultCenter.lng,
  radius: MAP.routeMapRadius,
});

/**
 * A trip's route: the road line of the plan (or a line through the stops in day order when there is
 * none) with a numbered marker per overnight stop.
 * Draws with Mapbox when a valid token is configured, else offline; mapbox-gl is only fetched then.
 */
export function RouteMap({ stops, geometry, showCampgrounds = true, label = 'Route map', className }: Props) {
  const ordered = useMemo(() => [...stops].sort((a, b) => a.day - b.day), [stops]);
  // Draw the road line when the plan carries one; a malformed line falls back to the stops.
  const roadLine = useMemo(() => {
    if (!geometry) return null;
    try {
      const pts = polyline.decode(geometry, 5).map(([latitude, longitude]) => ({ latitude, longitude }));
      return pts.length >= 2 && pts.every((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude))
        ? pts
        : null;
    } catch {
      return null;
    }
  }, [geometry]);
  const campgrounds = useQuery({ ...routeCampgrounds, enabled: showCampgrounds && ordered.length > 0 });
  const stopList = useMemo(() => stopMarkers(ordered), [ordered]);

  const byId = useMemo(() => {
    const entries = new Map<string, { stop: RouteStop } | { campground: Campground }>();
    stopList.forEach((m, i) => entries.set(m.id, { stop: ordered[i] }));
    for (const c of campgrounds.data ?? []) entries.set(campgroundMarker(c).id, { campground: c });
    return entries;
  }, [stopList, ordered, campgrounds.data]);

  // Stops come last so they are drawn above any campground.
  const markers = useMemo(
    () => [...(showCampgrounds ? (campgrounds.data ?? []).map(campgroundMarker) : []), ...stopList],
    [showCampgrounds, campgrounds.data, stopList],
  );

  const renderPopup = useCallback(
    (marker: MapMarker) => {
      const entry = byId.get(marker.id);
      if (!entry) return null;
      if ('campground' in entry) return <CampgroundPopup campground={entry.campground} />;
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
      markers={markers}
      route={roadLine ?? ordered}
      fitTo={roadLine ?? ordered}
      renderPopup={renderPopup}
      label={label}
      className={cn('h-80 overflow-hidden rounded-xl border border-stone-300 sm:h-96', className)}
    />
  );
}
