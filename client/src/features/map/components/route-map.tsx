import { useCallback, useMemo } from 'react';
import type { DayRoadStop } from '@shared/trips/road-stops';
import { roadStopCredits } from '@shared/trips/road-stops';
import { RoadStopCredits } from '@/entities/services/road-stop-credits';
import { cn } from '@/lib/cn';
import { useCatalogue } from '../api/map-data';
import type { RoadStopLayer } from '../hooks/use-road-stop-layer';
import { useRoadStopLayer } from '../hooks/use-road-stop-layer';
import type { MapMarker, RouteStop } from '../lib/markers';
import { dayWords, stopMarkers } from '../lib/markers';
import { routeLine, withinCorridor } from '../lib/road-line';
import { isTallRoute, routeFitPlaces } from '../lib/route-fit';
import { MapSurface } from './map-surface';
import { CatalogueCampgroundPopup } from './popup-content';
import { RoadStopPopup } from './road-stop-popup';
import { RoadStopToggles } from './road-stop-toggles';
import { TripMapLegend } from './trip-map-legend';

export type { RouteStop } from '../lib/markers';

type Props = {
  stops: RouteStop[];
  /** The plan's road geometry: encoded polylines (precision 5), whole route or one per day, in order. */
  geometry?: Array<string | undefined>;
  /** Also show the catalogue's campgrounds within the route corridor. */
  showCampgrounds?: boolean;
  /** Fuel, breaks, dump, water, propane and overnight parking along the days, each with its day. */
  roadStops?: DayRoadStop[];
  /** The trip's traveller holds a military ID: base FamCamps are drawn along the route too. */
  militaryAccess?: boolean;
  /** The addresses the road stops' notes cite as links in their popups: not on a trip shared read-only. */
  linkify?: boolean;
  /** The accessible name of the map. */
  label?: string;
  className?: string;
};

// Campgrounds along the way: within this many miles of the road line, nearest first, at most
// this many (the map clusters them; the list stays light on a coast-to-coast trip).
export const CORRIDOR_MILES = 25;
const CORRIDOR_LIMIT = 300;
const NO_ROAD_STOPS: DayRoadStop[] = [];

/** Under the map when the trip has road stops: a toggle per kind (the legend too) and their sources. */
function RoadStopKey({ layer, stops }: { layer: RoadStopLayer; stops: DayRoadStop[] }) {
  if (layer.kinds.length === 0) return null;
  return (
    <div className="no-print space-y-1.5" data-testid="road-stop-key">
      <RoadStopToggles
        label="Road stops on the map"
        kinds={layer.kinds}
        shown={layer.shown}
        counts={layer.counts}
        onToggle={layer.toggle}
      />
      <RoadStopCredits credits={roadStopCredits(stops)} />
    </div>
  );
}

/** A day pin's popup: its days and the nights spent there. */
function DayPopup({ days }: { days: number[] }) {
  if (days.length === 0) return null;
  const nights = days.filter((day) => day > 0).length;
  return (
    <p className="mt-1 text-stone-700">
      {nights === 0
        ? 'Start of the trip'
        : `${dayWords(days)} · ${nights} night${nights === 1 ? '' : 's'} here`}
    </p>
  );
}

/**
 * A trip's route: the road line of the plan (or a line through the stops in day order when there is
 * none) with a day pin per place the trip starts or stays at.
 * Draws with Mapbox when a valid token is configured, else offline; mapbox-gl is only fetched then.
 */
export function RouteMap({
  stops,
  geometry,
  showCampgrounds = true,
  roadStops = NO_ROAD_STOPS,
  militaryAccess = false,
  linkify = false,
  label = 'Route map',
  className,
}: Props) {
  const ordered = useMemo(() => [...stops].sort((a, b) => a.day - b.day), [stops]);
  const line = useMemo(() => routeLine(geometry, ordered), [geometry, ordered]);
  // The first view (and the detailed map's) shows every stop and the whole road line, which may bulge past them.
  const fitTo = useMemo(() => routeFitPlaces(ordered, line), [ordered, line]);
  const catalogue = useCatalogue(showCampgrounds && ordered.length > 0, line, militaryAccess);
  const stopList = useMemo(() => stopMarkers(ordered), [ordered]);
  const road = useRoadStopLayer(roadStops);

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

  const corridorIds = useMemo(() => new Set(corridor.map((c) => c.id)), [corridor]);

  // Stops come last so they are drawn above any campground and road stop.
  const markers = useMemo(
    () => [...corridor, ...road.markers, ...stopList],
    [corridor, road.markers, stopList],
  );

  const renderPopup = useCallback(
    (marker: MapMarker) => {
      const roadStop = road.byId.get(marker.id);
      if (roadStop) return <RoadStopPopup stop={roadStop} linkify={linkify} />;
      if (marker.kind === 'stop') return <DayPopup days={marker.days ?? []} />;
      if (corridorIds.has(marker.id))
        return (
          <CatalogueCampgroundPopup
            id={marker.id.replace(/^campground-/, '')}
            latitude={marker.latitude}
            longitude={marker.longitude}
            militaryAccess={militaryAccess}
          />
        );
      return null;
    },
    [corridorIds, road.byId, militaryAccess, linkify],
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
    <div className="space-y-2">
      <div className="overflow-hidden rounded-xl border border-stone-300">
        <TripMapLegend campgrounds={showCampgrounds} />
        <MapSurface
          {...{ markers, renderPopup, label }}
          // The line runs through the stops in order.
          route={ordered}
          fitTo={fitTo}
          routeLine={line}
          className={cn(isTallRoute(fitTo) ? 'h-[28rem] sm:h-[36rem]' : 'h-80 sm:h-96', className)}
        />
      </div>
      <RoadStopKey layer={road} stops={roadStops} />
    </div>
  );
}
