import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MAP } from '@shared/constants';
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from '@shared/schemas/places';
import { cn } from '@/lib/cn';
import { MAP_DATA_BASE } from '../api/map-data';
import { useCatalogueLayer } from '../hooks/use-catalogue-layer';
import { useDetailedMap } from '../hooks/use-detailed-map';
import { useRouteLayer } from '../hooks/use-route-layer';
import { keyboardMapAttributes, mapKeyHandler, viewAttributes } from '../lib/map-keys';
import { OUT_OF_SIGHT_PIXEL_RATIO, drawOutOfSight, hideCanvas } from '../lib/draw-out-of-sight';
import { DETAIL_LEVELS, LAYERS, ROUTE_SOURCE, mapStyle } from '../lib/map-style';
import type { LngLat } from '../lib/route-line';
import { drawnLine } from '../lib/route-line';
import { startCamera } from '../lib/route-fit';
import { ProjectedMarkers, ZoomButtons } from './map-controls';
import type { MapViewState } from '../hooks/use-campgrounds-for-view';
import type { DetailedMapProps } from './map-surface-props';

// This module is only imported dynamically, when the traveller reaches for the map (see
// map-surface.tsx), so MapLibre (about 300 kB gzip plus its worker) never delays a page's first view.
maplibregl.setWorkerUrl(workerUrl);

const MAX_ZOOM = 14;
const MIN_ZOOM = 2;
const DEFAULT_CENTER: LngLat = [MAP.defaultCenter.lng, MAP.defaultCenter.lat];
const ROUTE_LINE = { source: ROUTE_SOURCE, layer: LAYERS.route, casingWidth: 8, width: 4.5 };

function startMap(container: HTMLDivElement, view: MapViewState | null | undefined, places: LngLat[]) {
  return new maplibregl.Map({
    container,
    style: mapStyle(MAP_DATA_BASE),
    ...startCamera(view, places, { center: DEFAULT_CENTER, zoom: MAP.defaultZoom }),
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    // Our own wrapper takes the keys (one tab stop, the same keys as before) and shows the credits.
    keyboard: false,
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    renderWorldCopies: false,
    // Labels appear at once instead of fading: fewer frames to draw on slow devices.
    fadeDuration: 0,
    // Out of sight, its frames are held until the data is in, then it is drawn once at the device's
    // ratio before it is shown (drawOutOfSight); this low ratio only counts if the frames cannot be held.
    pixelRatio: OUT_OF_SIGHT_PIXEL_RATIO,
  });
}

/**
 * No rotation, the canvas out of the tab order and out of sight until drawn (drawOutOfSight), the map
 * open to tests; the detail of each zoom added as it is reached. The container says
 * `data-layers="complete"` once the style's layers are in (all of them from the start).
 */
/** Maps whose style is in: sources and layers can be added, before any data is. */
const styled = new WeakSet<maplibregl.Map>();

/**
 * True once the map's style is in (MapLibre's `style.load`, a frame after the map starts), long before
 * its data is: the catalogue's sources are added and its summary handed to the worker from then on,
 * cut beside the state lines, roads and towns, not after them.
 */
function useStyleReady(map: maplibregl.Map | null) {
  const [readyFor, setReadyFor] = useState<maplibregl.Map | null>(null);
  useEffect(() => {
    if (!map) return;
    const ready = () => setReadyFor(map);
    if (styled.has(map)) queueMicrotask(ready);
    else map.once('style.load', ready);
    return () => {
      map.off('style.load', ready);
    };
  }, [map]);
  return map !== null && readyFor === map;
}

function prepareMap(instance: maplibregl.Map) {
  instance.once('style.load', () => styled.add(instance));
  instance.touchZoomRotate.disableRotation();
  instance.getCanvas().tabIndex = -1;
  instance.getCanvas().setAttribute('aria-hidden', 'true');
  hideCanvas(instance);
  // Tests (and curious developers) can ask the map what it drew: queryRenderedFeatures and friends.
  (window as unknown as { __rvtpMap?: maplibregl.Map }).__rvtpMap = instance;
  let complete = false;
  const addDetail = () => {
    if (!complete || !instance.isStyleLoaded()) return;
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
  instance.once('load', () => {
    complete = true;
    instance.getContainer().dataset.layers = 'complete';
    addDetail();
  });
}

function Attribution() {
  return (
    <p className="absolute inset-x-0 bottom-0 truncate bg-white/75 px-2 text-[10px] leading-4 text-stone-700">
      Campgrounds: RIDB and{' '}
      <a className="underline" href={OSM_COPYRIGHT_URL} target="_blank" rel="noreferrer noopener">
        {OSM_ATTRIBUTION}
      </a>{' '}
      · States: US Census Bureau · Roads: derived from US Census TIGER/Line (probable origin), via
      deck.gl-data (MIT) · Towns: GeoNames (CC BY 4.0)
    </p>
  );
}

/**
 * The token-free map: MapLibre GL drawing our bundled state lines, Interstates and US highways,
 * town labels and the campground catalogue (clustered), with the same markers and popups as the
 * Mapbox map on top. Pan and zoom by drag, wheel, pinch, arrow and +/- keys and the buttons.
 */
export default function MaplibreMap(props: DetailedMapProps) {
  const { markers, route, routeLine, catalogue = false, militaryAccess = false, fitTo, renderPopup, label, className } =
    props;
  const containerRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const line = useMemo(() => drawnLine(route, routeLine), [routeLine, route]);
  const { map, loaded, selectedId, setSelectedId } = useDetailedMap({
    containerRef,
    create: (container, places) => startMap(container, props.startView?.(), places),
    setup: prepareMap,
    fitPoints: () => [...(fitTo ?? []).map((p): LngLat => [p.longitude, p.latitude]), ...line],
    flyDurationMs: 800,
    beforeOpen: drawOutOfSight,
    props,
  });
  useRouteLayer(map, loaded, line, ROUTE_LINE);
  // One layer owns the campgrounds at a time: with the catalogue on, its clusters and points draw
  // them, and the page's own campground markers (the nearby search) step aside, but for the one whose
  // popup is open, which the catalogue then leaves out. Otherwise both drew a campground at one spot.
  const ownMarkers = useMemo(
    () => (catalogue ? markers.filter((m) => m.kind !== 'campground' || m.id === selectedId) : markers),
    [catalogue, markers, selectedId],
  );
  // Only the explorer draws the catalogue, and it draws no route line: the route, added once the map
  // has loaded, would otherwise lie over the catalogue's groups.
  const styleReady = useStyleReady(map);
  const shown = useCatalogueLayer({
    map,
    styleReady,
    enabled: catalogue,
    militaryAccess,
    maxZoom: MAX_ZOOM,
    markers: ownMarkers,
    renderPopup,
    select: setSelectedId,
  });
  const select = (id: string | null) => {
    setSelectedId(id);
    if (id === null) shown.unpick();
  };

  const zoom = map?.getZoom() ?? MAP.defaultZoom;
  const zoomTo = (next: number) => map?.easeTo({ zoom: next, duration: 200 });
  const onKeyDown = map
    ? mapKeyHandler({
        pan: (dx, dy) => map.panBy([dx, dy], { duration: 150 }),
        zoom: (step) => zoomTo(Math.round(map.getZoom()) + step),
        close: () => select(null),
      })
    : undefined;

  return (
    <div className={cn('relative', className)}>
      <div
        ref={containerRef}
        {...keyboardMapAttributes(label, helpId, onKeyDown)}
        // Inline, because MapLibre's stylesheet sets position: relative on its container.
        style={{ position: 'absolute', inset: 0 }}
        className="bg-sky-100 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-600"
        data-testid="detailed-map"
        data-renderer="maplibre"
        data-loaded={loaded ? 'true' : 'false'}
        {...viewAttributes(zoom, map?.getCenter())}
      >
        {map ? (
          <ProjectedMarkers
            map={map}
            containerRef={containerRef}
            markers={shown.markers}
            selectedId={selectedId}
            onSelect={select}
            renderPopup={shown.renderPopup}
          />
        ) : null}
      </div>

      <ZoomButtons
        className="right-3 bottom-7"
        buttonSize="h-10 w-10"
        canZoomIn={zoom < MAX_ZOOM}
        canZoomOut={zoom > MIN_ZOOM}
        onZoomIn={() => zoomTo(Math.round(zoom) + 1)}
        onZoomOut={() => zoomTo(Math.round(zoom) - 1)}
        onReset={() => map?.easeTo({ center: DEFAULT_CENTER, zoom: MAP.defaultZoom })}
      />

      <p id={helpId} className="sr-only">
        Drag or use the arrow keys to pan; use the mouse wheel, pinch, the plus and minus keys or the zoom
        buttons to zoom. Orange circles group campgrounds: click one to zoom in.
      </p>
      <Attribution />
    </div>
  );
}
