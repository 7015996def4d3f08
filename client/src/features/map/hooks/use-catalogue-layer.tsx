import type { GeoJSONSource, Map as MaplibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Bounds } from '@shared/map/catalogue-cells';
import { cellsForView } from '@shared/map/catalogue-cells';
import type { CatalogueIndex } from '../api/map-data';
import { useCatalogueCells } from '../api/map-data';
import { CatalogueCampgroundPopup } from '../components/popup-content';
import { summaryForTraveller } from '../lib/catalogue-access';
import {
  CATALOGUE_CELLS_MIN_ZOOM,
  CATALOGUE_LAYERS,
  CATALOGUE_SOURCE,
  CATALOGUE_SUMMARY_SOURCE,
  LAYERS,
} from '../lib/map-style';
import type { MapMarker } from '../lib/markers';

type Picked = { id: string; name: string; latitude: number; longitude: number };

const pickedMarker = (picked: Picked): MapMarker => ({
  id: `campground-${picked.id}`,
  kind: 'campground',
  latitude: picked.latitude,
  longitude: picked.longitude,
  name: picked.name,
});

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The summary as points, each with its number of campgrounds `n` (clusters add them up); the FamCamps'
 * squares only for a military ID holder.
 */
const summaryPoints = (index: CatalogueIndex, militaryAccess: boolean): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features: summaryForTraveller(index, militaryAccess).map(([lng, lat, n]) => ({
    type: 'Feature',
    properties: { n },
    geometry: { type: 'Point', coordinates: [lng, lat] },
  })),
});

/**
 * Adds the catalogue's two sources (the per-degree summary for the wide views, the cells' campgrounds
 * close in) and their layers; a group click zooms in, a campground click picks it.
 */
function addCatalogue(map: MaplibreMap, maxZoom: number, pick: (picked: Picked) => void) {
  map.addSource(CATALOGUE_SUMMARY_SOURCE, {
    type: 'geojson',
    data: EMPTY,
    cluster: true,
    clusterRadius: 45,
    clusterMaxZoom: CATALOGUE_CELLS_MIN_ZOOM - 1,
    clusterProperties: { n: ['+', ['get', 'n']] },
  });
  map.addSource(CATALOGUE_SOURCE, {
    type: 'geojson',
    data: EMPTY,
    cluster: true,
    clusterRadius: 45,
    clusterMaxZoom: 11,
  });
  for (const layer of CATALOGUE_LAYERS) map.addLayer(layer);
  const zoomInto = (source: string) => async (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature || feature.geometry.type !== 'Point') return;
    const id = feature.properties.cluster_id as number | undefined;
    // A summary square on its own opens at the zoom its campgrounds are drawn from.
    const zoom =
      id === undefined
        ? CATALOGUE_CELLS_MIN_ZOOM + 1
        : await map.getSource<GeoJSONSource>(source)?.getClusterExpansionZoom(Number(id));
    map.easeTo({
      center: feature.geometry.coordinates as [number, number],
      zoom: Math.min(maxZoom, (zoom ?? map.getZoom() + 2) + 0.5),
    });
  };
  const onPoint = (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature || feature.geometry.type !== 'Point') return;
    const [longitude, latitude] = feature.geometry.coordinates;
    const { id, name } = feature.properties as { id: string; name: string };
    pick({ id, name, latitude, longitude });
  };
  const pointer = () => (map.getCanvas().style.cursor = 'pointer');
  const plain = () => (map.getCanvas().style.cursor = '');
  const onSummary = zoomInto(CATALOGUE_SUMMARY_SOURCE);
  const onCluster = zoomInto(CATALOGUE_SOURCE);
  map.on('click', LAYERS.summary, (e) => void onSummary(e));
  map.on('click', LAYERS.clusters, (e) => void onCluster(e));
  map.on('click', LAYERS.catalogue, onPoint);
  for (const layer of [LAYERS.summary, LAYERS.clusters, LAYERS.catalogue]) {
    map.on('mouseenter', layer, pointer);
    map.on('mouseleave', layer, plain);
  }
}

type View = { bounds: Bounds; zoom: number };

/** The map's bounds and zoom, each time it comes to rest. */
function useSettledView(map: MaplibreMap | null, styleReady: boolean): View | null {
  const [view, setView] = useState<View | null>(null);
  useEffect(() => {
    if (!map || !styleReady) return;
    const update = () => {
      const b = map.getBounds();
      setView({ bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: map.getZoom() });
    };
    map.on('moveend', update);
    queueMicrotask(update);
    return () => {
      map.off('moveend', update);
    };
  }, [map, styleReady]);
  return view;
}

/**
 * The catalogue's data on the map: the summary once the index is in, and from
 * CATALOGUE_CELLS_MIN_ZOOM on the campgrounds of the cells the view touches (with a margin), each cell
 * fetched once and kept for the session.
 */
function useCatalogueData(map: MaplibreMap | null, styleReady: boolean, enabled: boolean, militaryAccess: boolean) {
  const view = useSettledView(enabled ? map : null, styleReady);
  const wanted = view && view.zoom >= CATALOGUE_CELLS_MIN_ZOOM ? cellsForView(view.bounds).join(',') : '';
  const ids = useMemo(() => (wanted ? wanted.split(',') : []), [wanted]);
  const { index, features } = useCatalogueCells(ids, enabled, militaryAccess);
  useEffect(() => {
    if (!map || !styleReady || !enabled || !index) return;
    map.getSource<GeoJSONSource>(CATALOGUE_SUMMARY_SOURCE)?.setData(summaryPoints(index, militaryAccess));
  }, [map, styleReady, enabled, index, militaryAccess]);
  useEffect(() => {
    if (!map || !styleReady || !enabled) return;
    map.getSource<GeoJSONSource>(CATALOGUE_SOURCE)?.setData({ type: 'FeatureCollection', features });
  }, [map, styleReady, enabled, features]);
}

/**
 * The campground catalogue on the MapLibre map, streamed by cell (shared/map/catalogue-cells.ts) and
 * clustered by MapLibre. A campground clicked
 * there becomes a marker with its popup; campgrounds the page already shows as markers are not drawn
 * a second time.
 */
export function useCatalogueLayer({
  map,
  styleReady,
  enabled,
  militaryAccess = false,
  maxZoom,
  markers,
  renderPopup,
  select,
}: {
  map: MaplibreMap | null;
  /** The map's style is in (its sources and layers can be added); its data need not be. */
  styleReady: boolean;
  enabled: boolean;
  /** Base FamCamps are drawn (and their popups found) for a military ID holder only. */
  militaryAccess?: boolean;
  maxZoom: number;
  markers: MapMarker[];
  renderPopup: (marker: MapMarker) => ReactNode;
  select: (id: string | null) => void;
}) {
  const [picked, setPicked] = useState<Picked | null>(null);

  useEffect(() => {
    if (!map || !styleReady || !enabled || map.getSource(CATALOGUE_SOURCE)) return;
    addCatalogue(map, maxZoom, (next) => {
      setPicked(next);
      select(`campground-${next.id}`);
    });
  }, [map, styleReady, enabled, maxZoom, select]);

  useCatalogueData(map, styleReady, enabled, militaryAccess);

  const shownIds = useMemo(
    () => markers.filter((m) => m.kind === 'campground').map((m) => m.id.replace(/^campground-/, '')),
    [markers],
  );
  useEffect(() => {
    if (!map || !styleReady || !enabled || !map.getLayer(LAYERS.catalogue)) return;
    map.setFilter(LAYERS.catalogue, [
      'all',
      ['!', ['has', 'point_count']],
      ['!', ['in', ['get', 'id'], ['literal', shownIds]]],
    ]);
  }, [map, styleReady, enabled, shownIds]);

  const allMarkers = useMemo(() => {
    const marker = picked ? pickedMarker(picked) : null;
    return marker && !markers.some((m) => m.id === marker.id) ? [...markers, marker] : markers;
  }, [markers, picked]);
  const popup = useCallback(
    (marker: MapMarker) => {
      const own = renderPopup(marker);
      if (own) return own;
      if (picked && marker.id === `campground-${picked.id}`)
        return (
          <CatalogueCampgroundPopup
            id={picked.id}
            latitude={picked.latitude}
            longitude={picked.longitude}
            militaryAccess={militaryAccess}
          />
        );
      return null;
    },
    [renderPopup, picked, militaryAccess],
  );
  const unpick = useCallback(() => setPicked(null), []);

  return { markers: allMarkers, renderPopup: popup, unpick };
}
