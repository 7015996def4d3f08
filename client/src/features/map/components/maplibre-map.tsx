import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { KeyboardEvent } from 'react';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { MAP } from '@shared/constants';
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from '@shared/schemas/places';
import { cn } from '@/lib/cn';
import { useHandOver } from '../hooks/use-hand-over';
import { MAP_DATA_BASE } from '../api/map-data';
import type { MapMarker } from '../lib/markers';
import { CATALOGUE_SOURCE, DETAIL_LEVELS, LAYERS, ROUTE_SOURCE, mapStyle } from '../lib/map-style';
import { describeMapError } from '../lib/map-errors';
import type { LngLat } from '../lib/route-line';
import type { DetailedMapProps } from './map-surface-props';
import { CLUSTER_RADIUS, MarkerOverlay } from './marker-overlay';
import { CatalogueCampgroundPopup } from './popup-content';
import { Maximize } from 'lucide-react';

// This module is only imported dynamically, when the traveller reaches for the map (see
// map-surface.tsx), so MapLibre (about 300 kB gzip plus its worker) never delays a page's first view.
maplibregl.setWorkerUrl(workerUrl);

const PAN_STEP = 80;
const MAX_ZOOM = 14;

type Picked = { id: string; name: string; latitude: number; longitude: number };

const lineFeature = (coordinates: LngLat[]): GeoJSON.Feature<GeoJSON.LineString> => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'LineString', coordinates },
});

/**
 * The token-free map: MapLibre GL drawing our bundled state lines, Interstates and US highways,
 * town labels and the campground catalogue (clustered), with the same markers and popups as the
 * Mapbox map on top. Pan and zoom by drag, wheel, pinch, arrow and +/- keys and the buttons.
 */
export default function MaplibreMap({
  markers,
  route,
  routeLine,
  catalogue = false,
  fitTo,
  flyTo,
  onViewChange,
  renderPopup,
  label,
  className,
  onFail,
  onLoad,
  openAt,
  onOpen,
}: DetailedMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const helpId = useId();
  const report = useRef(onViewChange);
  const fail = useRef(onFail);
  const ready = useRef({ onLoad, onOpen });
  useEffect(() => {
    report.current = onViewChange;
    fail.current = onFail;
    ready.current = { onLoad, onOpen };
  }, [onViewChange, onFail, onLoad, onOpen]);

  const line = useMemo<LngLat[]>(
    () => routeLine ?? (route ?? []).map((p) => [p.longitude, p.latitude]),
    [routeLine, route],
  );
  const initial = useRef({ fitTo, line });
  initial.current = { fitTo, line };

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let instance: maplibregl.Map;
    try {
      instance = new maplibregl.Map({
        container,
        style: mapStyle(MAP_DATA_BASE),
        center: [MAP.defaultCenter.lng, MAP.defaultCenter.lat],
        zoom: MAP.defaultZoom,
        minZoom: 2,
        maxZoom: MAX_ZOOM,
        // Our own wrapper takes the keys (one tab stop, the same keys as before) and shows the credits.
        keyboard: false,
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
        renderWorldCopies: false,
        // Labels appear at once instead of fading: fewer frames to draw on slow devices.
        fadeDuration: 0,
      });
    } catch (error) {
      // SPEC 8: no WebGL (or a broken library) is logged, quietly: the SVG map simply stays.
      console.warn('The detailed map could not start', error);
      fail.current();
      return;
    }
    instance.touchZoomRotate.disableRotation();
    instance.getCanvas().tabIndex = -1;
    instance.getCanvas().setAttribute('aria-hidden', 'true');
    // Tests (and curious developers) can ask the map what it drew: queryRenderedFeatures and friends.
    (window as unknown as { __rvtpMap?: maplibregl.Map }).__rvtpMap = instance;
    const describe = () => {
      const c = instance.getCenter();
      report.current?.({ center: { lat: c.lat, lng: c.lng }, zoom: instance.getZoom() });
    };
    instance.on('move', redraw);
    instance.on('resize', redraw);
    instance.on('moveend', describe);
    instance.on('error', (event) => console.error('Map error:', describeMapError(event.error)));
    const addDetail = () => {
      if (!instance.isStyleLoaded()) return;
      for (const level of DETAIL_LEVELS) {
        const zoom = instance.getZoom();
        if (zoom < level.minZoom || zoom >= level.maxZoom || instance.getSource(level.source)) continue;
        instance.addSource(level.source, {
          type: 'geojson',
          data: `${new URL(`${MAP_DATA_BASE}/${level.file}`, window.location.origin)}`,
          maxzoom: level.maxzoom,
        });
        for (const layer of level.layers) instance.addLayer(layer, level.before);
      }
    };
    instance.on('zoomend', addDetail);
    instance.on('load', addDetail);
    instance.on('load', () => {
      const points: LngLat[] = [
        ...(initial.current.fitTo ?? []).map((p): LngLat => [p.longitude, p.latitude]),
        ...initial.current.line,
      ];
      if (points.length > 0) {
        const bounds = new maplibregl.LngLatBounds(points[0], points[0]);
        for (const p of points) bounds.extend(p);
        instance.fitBounds(bounds, { padding: 56, maxZoom: 9, duration: 0 });
      }
      setLoaded(true);
      describe();
      ready.current.onLoad?.();
    });
    setMap(instance);
    return () => {
      instance.remove();
      setMap(null);
      setLoaded(false);
    };
  }, []);

  // The trip's road line.
  useEffect(() => {
    if (!map || !loaded) return;
    const source = map.getSource<GeoJSONSource>(ROUTE_SOURCE);
    if (source) {
      source.setData(lineFeature(line));
      return;
    }
    if (line.length < 2) return;
    map.addSource(ROUTE_SOURCE, { type: 'geojson', data: lineFeature(line) });
    map.addLayer({
      id: `${LAYERS.route}-casing`,
      type: 'line',
      source: ROUTE_SOURCE,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#ffffff', 'line-width': 8 },
    });
    map.addLayer({
      id: LAYERS.route,
      type: 'line',
      source: ROUTE_SOURCE,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#1d4ed8', 'line-width': 4.5 },
    });
  }, [map, loaded, line]);

  // The whole campground catalogue, clustered by MapLibre.
  useEffect(() => {
    if (!map || !loaded || !catalogue || map.getSource(CATALOGUE_SOURCE)) return;
    map.addSource(CATALOGUE_SOURCE, {
      type: 'geojson',
      data: `${new URL(`${MAP_DATA_BASE}/campgrounds.json`, window.location.origin)}`,
      cluster: true,
      clusterRadius: 45,
      clusterMaxZoom: 11,
    });
    map.addLayer({
      id: LAYERS.clusters,
      type: 'circle',
      source: CATALOGUE_SOURCE,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': '#b45309',
        'circle-opacity': 0.85,
        'circle-radius': ['step', ['get', 'point_count'], 12, 20, 16, 100, 21, 500, 26],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    });
    map.addLayer({
      id: LAYERS.clusterCount,
      type: 'symbol',
      source: CATALOGUE_SOURCE,
      filter: ['has', 'point_count'],
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        'text-font': ['sans-serif'],
        'text-size': 12,
        'text-allow-overlap': true,
        // Counts sit on their circles and never push a town label away.
        'text-ignore-placement': true,
      },
      paint: { 'text-color': '#ffffff' },
    });
    map.addLayer({
      id: LAYERS.catalogue,
      type: 'circle',
      source: CATALOGUE_SOURCE,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': '#d97706',
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 5, 4, 10, 7],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    });
    const onCluster = async (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== 'Point') return;
      const source = map.getSource<GeoJSONSource>(CATALOGUE_SOURCE);
      const zoom = await source?.getClusterExpansionZoom(Number(feature.properties.cluster_id));
      map.easeTo({
        center: feature.geometry.coordinates as [number, number],
        zoom: Math.min(MAX_ZOOM, (zoom ?? map.getZoom() + 2) + 0.5),
      });
    };
    const onPoint = (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== 'Point') return;
      const [longitude, latitude] = feature.geometry.coordinates;
      const { id, name } = feature.properties as { id: string; name: string };
      setPicked({ id, name, latitude, longitude });
      setSelectedId(`campground-${id}`);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', LAYERS.clusters, (e) => void onCluster(e));
    map.on('click', LAYERS.catalogue, onPoint);
    for (const layer of [LAYERS.clusters, LAYERS.catalogue]) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
  }, [map, loaded, catalogue]);

  // Campgrounds the page already shows as buttons are not drawn a second time by the catalogue.
  const shownIds = useMemo(
    () => markers.filter((m) => m.kind === 'campground').map((m) => m.id.replace(/^campground-/, '')),
    [markers],
  );
  useEffect(() => {
    if (!map || !loaded || !catalogue || !map.getLayer(LAYERS.catalogue)) return;
    map.setFilter(LAYERS.catalogue, [
      'all',
      ['!', ['has', 'point_count']],
      ['!', ['in', ['get', 'id'], ['literal', shownIds]]],
    ]);
  }, [map, loaded, catalogue, shownIds]);

  useHandOver({
    map,
    loaded,
    openAt,
    flyTo,
    select: setSelectedId,
    onOpen: () => ready.current.onOpen?.(),
    flyDurationMs: 800,
  });

  const pickedMarker = useMemo<MapMarker | null>(
    () =>
      picked
        ? {
            id: `campground-${picked.id}`,
            kind: 'campground',
            latitude: picked.latitude,
            longitude: picked.longitude,
            name: picked.name,
          }
        : null,
    [picked],
  );
  const allMarkers = useMemo(
    () =>
      pickedMarker && !markers.some((m) => m.id === pickedMarker.id) ? [...markers, pickedMarker] : markers,
    [markers, pickedMarker],
  );
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
  const select = (id: string | null) => {
    setSelectedId(id);
    if (id === null) setPicked(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!map || event.target !== event.currentTarget) return;
    const zoomBy = (d: number) => map.easeTo({ zoom: Math.round(map.getZoom()) + d, duration: 200 });
    const actions: Record<string, () => void> = {
      ArrowLeft: () => map.panBy([-PAN_STEP, 0], { duration: 150 }),
      ArrowRight: () => map.panBy([PAN_STEP, 0], { duration: 150 }),
      ArrowUp: () => map.panBy([0, -PAN_STEP], { duration: 150 }),
      ArrowDown: () => map.panBy([0, PAN_STEP], { duration: 150 }),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      _: () => zoomBy(-1),
      Escape: () => select(null),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const width = containerRef.current?.clientWidth ?? 0;
  const height = containerRef.current?.clientHeight ?? 0;
  const placed = map
    ? allMarkers.map((marker) => {
        const p = map.project([marker.longitude, marker.latitude]);
        return { marker, x: p.x, y: p.y };
      })
    : [];
  const zoom = map?.getZoom() ?? MAP.defaultZoom;
  const center = map?.getCenter();

  return (
    <div className={cn('relative', className)}>
      <div
        ref={containerRef}
        role="application"
        aria-roledescription="map"
        aria-label={label}
        aria-describedby={helpId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        // Inline, because MapLibre's stylesheet sets position: relative on its container.
        style={{ position: 'absolute', inset: 0 }}
        className="bg-sky-100 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-600"
        data-testid="detailed-map"
        data-renderer="maplibre"
        data-loaded={loaded ? 'true' : 'false'}
        data-zoom={zoom.toFixed(2)}
        data-center-lat={center ? center.lat.toFixed(4) : ''}
        data-center-lng={center ? center.lng.toFixed(4) : ''}
      >
        {map ? (
          <MarkerOverlay
            items={placed}
            width={width}
            height={height}
            clusterRadius={zoom >= MAX_ZOOM - 1 ? 0 : CLUSTER_RADIUS}
            selectedId={selectedId}
            onSelect={select}
            onZoomTo={(x, y) => map.easeTo({ center: map.unproject([x, y]), zoom: map.getZoom() + 1.5 })}
            renderPopup={popup}
          />
        ) : null}
      </div>

      <div className="absolute right-3 bottom-7 flex flex-col overflow-hidden rounded-md border border-stone-300 bg-white shadow">
        <button
          type="button"
          aria-label="Zoom in"
          disabled={zoom >= MAX_ZOOM}
          onClick={() => map?.easeTo({ zoom: Math.round(zoom) + 1, duration: 200 })}
          className="h-10 w-10 text-lg font-semibold text-stone-800 hover:bg-stone-100 disabled:text-stone-300"
        >
          +
        </button>
        <button
          type="button"
          aria-label="Zoom out"
          disabled={zoom <= 2}
          onClick={() => map?.easeTo({ zoom: Math.round(zoom) - 1, duration: 200 })}
          className="h-10 w-10 border-t border-stone-200 text-lg font-semibold text-stone-800 hover:bg-stone-100 disabled:text-stone-300"
        >
          −
        </button>
        <button
          type="button"
          aria-label="Show the whole country"
          onClick={() =>
            map?.easeTo({ center: [MAP.defaultCenter.lng, MAP.defaultCenter.lat], zoom: MAP.defaultZoom })
          }
          className="flex h-10 w-10 items-center justify-center border-t border-stone-200 text-stone-800 hover:bg-stone-100"
        >
          <Maximize className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>

      <p id={helpId} className="sr-only">
        Drag or use the arrow keys to pan; use the mouse wheel, pinch, the plus and minus keys or the zoom
        buttons to zoom. Orange circles group campgrounds: click one to zoom in.
      </p>
      <p className="absolute inset-x-0 bottom-0 truncate bg-white/75 px-2 text-[10px] leading-4 text-stone-700">
        Campgrounds: RIDB and{' '}
        <a className="underline" href={OSM_COPYRIGHT_URL} target="_blank" rel="noreferrer noopener">
          {OSM_ATTRIBUTION}
        </a>{' '}
        · States: US Census Bureau · Roads: derived from US Census TIGER/Line (probable origin), via
        deck.gl-data (MIT) · Towns: GeoNames (CC BY 4.0)
      </p>
    </div>
  );
}
