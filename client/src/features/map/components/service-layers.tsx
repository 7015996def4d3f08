import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { RoadStopKind, ServicePlace } from '@shared/schemas/road-stops';
import { ROAD_STOP_WORDS, roadStopCredits } from '@shared/trips/road-stops';
import { RoadStopCredits } from '@/entities/services/road-stop-credits';
import { servicesSearchQueryOptions } from '@/entities/services/search-services';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { MapViewState } from '../hooks/use-campgrounds-for-view';
import type { ServiceLayerResult } from '../hooks/use-service-layer-choice';
import type { MapMarker } from '../lib/markers';
import { serviceMarker } from '../lib/markers';
import type { ServiceSearchArea } from '../lib/service-rules';
import { SERVICE_MIN_ZOOM, SERVICE_SEARCH_DEBOUNCE_MS, serviceSearchFor } from '../lib/service-rules';
import { ServicePlacePopup } from './road-stop-popup';

// Loaded only when the traveller turns a road-service layer on (see map-explorer.tsx), so /map's
// first JavaScript stays as it was.

const NO_AREA: ServiceSearchArea = { lat: 0, lng: 0, radius: 1 };

type Combined = { places: ServicePlace[]; fetching: boolean; failed: boolean };
const combine = (
  results: Array<{ data?: ServicePlace[]; isFetching: boolean; isError: boolean }>,
): Combined => ({
  places: results.flatMap((r) => r.data ?? []),
  fetching: results.some((r) => r.isFetching),
  failed: results.some((r) => r.isError),
});

function countText(places: readonly ServicePlace[], kinds: readonly RoadStopKind[]): string {
  return kinds
    .map((kind) => `${ROAD_STOP_WORDS[kind].layer}: ${places.filter((p) => p.kind === kind).length}`)
    .join(' · ');
}

/**
 * The road-service layers of /map: a search per kind turned on around the view's centre, once the
 * view has settled, drawn as markers of the kind's icon; the status and the sources' credits below.
 */
export default function ServiceLayers({
  view,
  kinds,
  onResult,
}: {
  view: MapViewState;
  kinds: RoadStopKind[];
  onResult: (result: ServiceLayerResult) => void;
}) {
  const wanted = serviceSearchFor(view.center, view.zoom);
  const settled = useDebouncedValue<ServiceSearchArea | null>(wanted, SERVICE_SEARCH_DEBOUNCE_MS, {
    initial: null,
  });
  // Zooming out stops the layers at once instead of a second later.
  const area = wanted === null ? null : settled;
  const { places, fetching, failed } = useQueries({
    queries: kinds.map((kind) => ({
      ...servicesSearchQueryOptions({ ...(area ?? NO_AREA), kind }),
      enabled: area !== null,
      placeholderData: keepPreviousData,
    })),
    combine,
  });
  const shown = useMemo(() => (area ? places : []), [area, places]);

  const byId = useMemo(() => new Map(shown.map((p) => [serviceMarker(p).id, p])), [shown]);
  const renderPopup = useCallback(
    (marker: MapMarker) => {
      const place = byId.get(marker.id);
      return place ? <ServicePlacePopup place={place} /> : null;
    },
    [byId],
  );
  useEffect(() => {
    onResult({ markers: shown.map(serviceMarker), renderPopup });
  }, [shown, renderPopup, onResult]);

  const pending = wanted !== null && JSON.stringify(wanted) !== JSON.stringify(settled);
  return (
    <div aria-live="polite" className="text-sm text-stone-700" data-testid="service-status">
      {wanted === null ? (
        <p>Zoom in to level {SERVICE_MIN_ZOOM} or closer to see road services.</p>
      ) : pending || (fetching && shown.length === 0) ? (
        <p>Looking for road services near the map centre…</p>
      ) : failed ? (
        <p className="text-red-700">
          Road services could not be loaded for this area. Move the map to try again.
        </p>
      ) : (
        <p>
          {countText(shown, kinds)} (within {area?.radius} miles of the map centre)
        </p>
      )}
      <RoadStopCredits credits={roadStopCredits(shown)} className="mt-1" />
    </div>
  );
}
