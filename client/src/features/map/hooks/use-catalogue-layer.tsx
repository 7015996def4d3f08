import type { GeoJSONSource, Map as MaplibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { MAP_DATA_BASE } from '../api/map-data';
import { CatalogueCampgroundPopup } from '../components/popup-content';
import { CATALOGUE_LAYERS, CATALOGUE_SOURCE, LAYERS } from '../lib/map-style';
import type { MapMarker } from '../lib/markers';

type Picked = { id: string; name: string; latitude: number; longitude: number };

const pickedMarker = (picked: Picked): MapMarker => ({
  id: `campground-${picked.id}`,
  kind: 'campground',
  latitude: picked.latitude,
  longitude: picked.longitude,
  name: picked.name,
});

/** Adds the catalogue's source and layers; a cluster click zooms in, a campground click picks it. */
function addCatalogue(map: MaplibreMap, maxZoom: number, pick: (picked: Picked) => void) {
  map.addSource(CATALOGUE_SOURCE, {
    type: 'geojson',
    data: `${new URL(`${MAP_DATA_BASE}/campgrounds.json`, window.location.origin)}`,
    cluster: true,
    clusterRadius: 45,
    clusterMaxZoom: 11,
  });
  for (const layer of CATALOGUE_LAYERS) map.addLayer(layer);
  const onCluster = async (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature || feature.geometry.type !== 'Point') return;
    const source = map.getSource<GeoJSONSource>(CATALOGUE_SOURCE);
    const zoom = await source?.getClusterExpansionZoom(Number(feature.properties.cluster_id));
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
  map.on('click', LAYERS.clusters, (e) => void onCluster(e));
  map.on('click', LAYERS.catalogue, onPoint);
  for (const layer of [LAYERS.clusters, LAYERS.catalogue]) {
    map.on('mouseenter', layer, pointer);
    map.on('mouseleave', layer, plain);
  }
}

/**
 * The whole campground catalogue on the MapLibre map, clustered by MapLibre. A campground clicked
 * there becomes a marker with its popup; campgrounds the page already shows as markers are not drawn
 * a second time.
 */
export function useCatalogueLayer({
  map,
  loaded,
  enabled,
  maxZoom,
  markers,
  renderPopup,
  select,
}: {
  map: MaplibreMap | null;
  loaded: boolean;
  enabled: boolean;
  maxZoom: number;
  markers: MapMarker[];
  renderPopup: (marker: MapMarker) => ReactNode;
  select: (id: string | null) => void;
}) {
  const [picked, setPicked] = useState<Picked | null>(null);

  useEffect(() => {
    if (!map || !loaded || !enabled || map.getSource(CATALOGUE_SOURCE)) return;
    addCatalogue(map, maxZoom, (next) => {
      setPicked(next);
      select(`campground-${next.id}`);
    });
  }, [map, loaded, enabled, maxZoom, select]);

  const shownIds = useMemo(
    () => markers.filter((m) => m.kind === 'campground').map((m) => m.id.replace(/^campground-/, '')),
    [markers],
  );
  useEffect(() => {
    if (!map || !loaded || !enabled || !map.getLayer(LAYERS.catalogue)) return;
    map.setFilter(LAYERS.catalogue, [
      'all',
      ['!', ['has', 'point_count']],
      ['!', ['in', ['get', 'id'], ['literal', shownIds]]],
    ]);
  }, [map, loaded, enabled, shownIds]);

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
          <CatalogueCampgroundPopup id={picked.id} latitude={picked.latitude} longitude={picked.longitude} />
        );
      return null;
    },
    [renderPopup, picked],
  );
  const unpick = useCallback(() => setPicked(null), []);

  return { markers: allMarkers, renderPopup: popup, unpick };
}
