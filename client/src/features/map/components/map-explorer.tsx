import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { MAP } from '@shared/constants';
import { ROAD_STOP_KINDS } from '@shared/trips/road-stops';
import type { Campground, NationalPark } from '@shared/schemas/places';
import { ApiError } from '@/lib/api-client';
import { useNationalParks } from '../api/get-national-parks';
import type { MapViewState } from '../hooks/use-campgrounds-for-view';
import { useCampgroundsForView } from '../hooks/use-campgrounds-for-view';
import { useMilitaryAccessSetting } from '../hooks/use-military-access-setting';
import { useServiceLayerChoice } from '../hooks/use-service-layer-choice';
import type { FlyTo, MapMarker } from '../lib/markers';
import { campgroundMarker, parkMarker } from '../lib/markers';
import { mapTokenState, mapboxToken } from '../lib/map-token';
import { InfoCards } from './info-cards';
import { LocateMeButton } from './locate-me-button';
import { LocationSearch } from './location-search';
import { MapConfigNotice } from './map-config-notice';
import { MapLegend } from './map-legend';
import { MapSurface } from './map-surface';
import { MilitaryAccessSwitch } from './military-access-switch';
import { RoadStopToggles } from './road-stop-toggles';
import { Spinner } from '@/components/ui/spinner';

// A popup's content loads on the first click: /map's first view paints without it.
const CampgroundPopup = lazy(() => import('./popup-content').then((m) => ({ default: m.CampgroundPopup })));
const ParkPopup = lazy(() => import('./popup-content').then((m) => ({ default: m.ParkPopup })));
// The road-service layers (their searches, markers and popups) load when one is turned on.
const ServiceLayers = lazy(() => import('./service-layers'));

// Searching or locating shows a region a few hundred miles across: close enough for campgrounds
// (zoom 6+) with the whole 150-mile search circle in view.
const FOCUS_ZOOM = 7;

function CampgroundStatus({
  view,
  search,
}: {
  view: MapViewState;
  search: ReturnType<typeof useCampgroundsForView>;
}) {
  if (search.error instanceof ApiError && search.error.status === 429) {
    return (
      <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
        <strong>Campground search is rate limited.</strong> You have searched a lot in a short time; wait a
        minute, then move the map again to reload campgrounds.
      </div>
    );
  }
  if (view.zoom < MAP.campgroundMinZoom)
    return <p>Zoom in to level {MAP.campgroundMinZoom} or closer to see campgrounds.</p>;
  if (!view.center) return <p>Move the map over land to see campgrounds.</p>;
  if (search.pending || search.isFetching) return <p>Looking for campgrounds near the map centre…</p>;
  if (search.isError)
    return (
      <p className="text-red-700">
        Campgrounds could not be loaded for this area. Move the map to try again.
      </p>
    );
  if (search.data) {
    const n = search.data.length;
    return (
      <p>
        {n === 0 ? 'No campgrounds' : `${n} campground${n === 1 ? '' : 's'}`} within {MAP.campgroundRadius}{' '}
        miles of the map centre.
      </p>
    );
  }
  return null;
}

/**
 * The "Interactive RV Map": search, locate, the map with parks and campgrounds, legend and info cards.
 * `tripMilitaryAccess`: opened from a trip, the trip's Military ID holder setting (the switch starts there).
 */
export function MapExplorer({ tripMilitaryAccess }: { tripMilitaryAccess?: boolean } = {}) {
  const parks = useNationalParks();
  const [view, setView] = useState<MapViewState>({ center: MAP.defaultCenter, zoom: MAP.defaultZoom });
  const [militaryAccess, setMilitaryAccess] = useMilitaryAccessSetting(tripMilitaryAccess);
  const search = useCampgroundsForView(view, militaryAccess);
  const [flyTo, setFlyTo] = useState<FlyTo | null>(null);
  const [place, setPlace] = useState<MapMarker | null>(null);
  const [fellBack, setFellBack] = useState(false);
  const services = useServiceLayerChoice();
  const servicePopup = services.renderPopup;

  const campgrounds = search.params ? search.data : undefined;
  const byId = useMemo(() => {
    const entries = new Map<string, { park: NationalPark } | { campground: Campground }>();
    for (const park of parks.data ?? []) entries.set(parkMarker(park).id, { park });
    for (const campground of campgrounds ?? []) entries.set(campgroundMarker(campground).id, { campground });
    return entries;
  }, [parks.data, campgrounds]);

  const markers = useMemo(
    () => [
      ...(parks.data ?? []).map(parkMarker),
      ...(campgrounds ?? []).map(campgroundMarker),
      ...services.markers,
      ...(place ? [place] : []),
    ],
    [parks.data, campgrounds, services.markers, place],
  );

  const goTo = (latitude: number, longitude: number, name: string) => {
    setPlace({ id: 'place', kind: 'place', latitude, longitude, name });
    setFlyTo((previous) => ({ latitude, longitude, zoom: FOCUS_ZOOM, key: (previous?.key ?? 0) + 1 }));
  };

  const renderPopup = useCallback(
    (marker: MapMarker) => {
      const entry = byId.get(marker.id);
      if (!entry) return servicePopup(marker);
      return (
        <Suspense fallback={<Spinner />}>
          {'park' in entry ? (
            <ParkPopup park={entry.park} />
          ) : (
            <CampgroundPopup campground={entry.campground} />
          )}
        </Suspense>
      );
    },
    [byId, servicePopup],
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <LocationSearch onSelect={(f) => goTo(f.center[1], f.center[0], f.place_name)} />
        </div>
        <LocateMeButton onLocated={(lat, lng) => goTo(lat, lng, 'Your location')} />
      </div>

      <div className="space-y-2">
        <div aria-live="polite" className="min-h-6 text-sm text-stone-700" data-testid="map-status">
          {parks.isPending ? <p>Loading national parks…</p> : null}
          {parks.isError ? (
            <p className="text-red-700">National parks could not be loaded. Please refresh the page.</p>
          ) : null}
          <CampgroundStatus view={view} search={search} />
        </div>
        <MapSurface
          markers={markers}
          flyTo={flyTo}
          onViewChange={setView}
          renderPopup={renderPopup}
          onFallback={() => setFellBack(true)}
          catalogue
          militaryAccess={militaryAccess}
          label="Map of national parks and campgrounds"
          className="h-[360px] overflow-hidden rounded-xl border border-stone-300 shadow-sm sm:h-[520px] lg:h-[600px]"
        />
        <MapLegend />
        <MilitaryAccessSwitch
          checked={militaryAccess}
          onChange={setMilitaryAccess}
          fromTrip={tripMilitaryAccess !== undefined}
        />
        <section aria-labelledby="road-services-heading" className="space-y-2 pt-2">
          <h2 id="road-services-heading" className="text-sm font-semibold text-stone-800">
            Road services near the view
          </h2>
          <RoadStopToggles
            label="Road services on the map"
            kinds={ROAD_STOP_KINDS}
            shown={services.kinds}
            onToggle={services.toggle}
          />
          {services.kinds.length > 0 ? (
            <Suspense fallback={<p className="text-sm text-stone-700">Loading road services…</p>}>
              <ServiceLayers view={view} kinds={services.kinds} onResult={services.onResult} />
            </Suspense>
          ) : null}
        </section>
        {mapTokenState !== 'valid' ? <MapConfigNotice reason={mapTokenState} /> : null}
        {mapboxToken && fellBack ? <MapConfigNotice reason="failed" /> : null}
      </div>

      <InfoCards />
    </div>
  );
}
