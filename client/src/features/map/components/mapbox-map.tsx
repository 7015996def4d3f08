import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import { useEffect, useReducer, useRef, useState } from 'react';
import { MAP } from '@shared/constants';
import { cn } from '@/lib/cn';
import { useHandOver } from '../hooks/use-hand-over';
import { describeMapError } from '../lib/map-errors';
import type { DetailedMapProps, MapSurfaceProps } from './map-surface-props';
import { CLUSTER_RADIUS, MarkerOverlay } from './marker-overlay';

// This module is only ever imported dynamically, and only with a valid token (see map-surface.tsx),
// so mapbox-gl (about 520 kB gzip) stays out of every other chunk.

type Props = DetailedMapProps & { token: string };

const ROUTE_SOURCE = 'rv-route';

function routeData(
  route: MapSurfaceProps['route'],
  routeLine: MapSurfaceProps['routeLine'],
): GeoJSON.Feature<GeoJSON.LineString> {
  return {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'LineString',
      coordinates: routeLine ?? (route ?? []).map((p) => [p.longitude, p.latitude]),
    },
  };
}

export default function MapboxMap({
  markers,
  route,
  routeLine,
  fitTo,
  flyTo,
  onViewChange,
  renderPopup,
  label,
  className,
  token,
  onFail,
  onLoad,
  openAt,
  onOpen,
}: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<mapboxgl.Map | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Markers are our own buttons over the canvas; they are re-placed on every camera frame.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const report = useRef(onViewChange);
  const fail = useRef(onFail);
  const ready = useRef({ onLoad, onOpen });
  const initial = useRef({ fitTo });
  useEffect(() => {
    report.current = onViewChange;
    fail.current = onFail;
    ready.current = { onLoad, onOpen };
  }, [onViewChange, onFail, onLoad, onOpen]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let instance: mapboxgl.Map;
    try {
      mapboxgl.accessToken = token;
      instance = new mapboxgl.Map({
        container,
        style: 'mapbox://styles/mapbox/outdoors-v12',
        center: [MAP.defaultCenter.lng, MAP.defaultCenter.lat],
        zoom: MAP.defaultZoom,
      });
    } catch (error) {
      // SPEC 8: an unsupported browser or a broken map library is logged, quietly: the SVG map stays.
      console.warn('The detailed map could not start', error);
      fail.current();
      return;
    }
    instance.addControl(new mapboxgl.NavigationControl({ showCompass: false }), 'top-right');
    const describe = () => {
      const c = instance.getCenter();
      report.current?.({ center: { lat: c.lat, lng: c.lng }, zoom: instance.getZoom() });
    };
    instance.on('move', redraw);
    instance.on('resize', redraw);
    instance.on('moveend', describe);
    instance.on('load', () => {
      styleLoaded = true;
      const places = initial.current.fitTo ?? [];
      if (places.length > 0) {
        const bounds = new mapboxgl.LngLatBounds();
        for (const p of places) bounds.extend([p.longitude, p.latitude]);
        instance.fitBounds(bounds, { padding: 56, maxZoom: 9, duration: 0 });
      }
      setLoaded(true);
      describe();
      ready.current.onLoad?.();
    });
    let styleLoaded = false;
    instance.on('error', (event) => {
      console.error('Map error:', describeMapError(event.error));
      // A rejected token or an unreachable style leaves a blank canvas: the offline map takes over.
      // A missing tile after the style has loaded is not worth giving up the map for.
      const status = (event.error as { status?: number } | undefined)?.status;
      if (!styleLoaded || status === 401 || status === 403) fail.current();
    });
    setMap(instance);
    return () => {
      instance.remove();
      setMap(null);
      setLoaded(false);
    };
  }, [token]);

  useEffect(() => {
    if (!map || !loaded) return;
    const data = routeData(route, routeLine);
    const source = map.getSource(ROUTE_SOURCE) as mapboxgl.GeoJSONSource | undefined;
    if (source) {
      source.setData(data);
      return;
    }
    if (data.geometry.coordinates.length < 2) return;
    map.addSource(ROUTE_SOURCE, { type: 'geojson', data });
    map.addLayer({
      id: `${ROUTE_SOURCE}-casing`,
      type: 'line',
      source: ROUTE_SOURCE,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#ffffff', 'line-width': 7 },
    });
    map.addLayer({
      id: ROUTE_SOURCE,
      type: 'line',
      source: ROUTE_SOURCE,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#1d4ed8', 'line-width': 4 },
    });
  }, [map, loaded, route, routeLine]);

  useHandOver({
    map,
    loaded,
    openAt,
    flyTo,
    select: setSelectedId,
    onOpen: () => ready.current.onOpen?.(),
  });

  const width = containerRef.current?.clientWidth ?? 0;
  const height = containerRef.current?.clientHeight ?? 0;
  const placed = map
    ? markers.map((marker) => {
        const p = map.project([marker.longitude, marker.latitude]);
        return { marker, x: p.x, y: p.y };
      })
    : [];

  return (
    <div className={cn('relative', className)}>
      <div
        ref={containerRef}
        role="region"
        aria-roledescription="map"
        aria-label={label}
        className="absolute inset-0"
        data-testid="mapbox-map"
      />
      {map ? (
        <MarkerOverlay
          items={placed}
          width={width}
          height={height}
          clusterRadius={map.getZoom() >= map.getMaxZoom() - 1 ? 0 : CLUSTER_RADIUS}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onZoomTo={(x, y) => map.easeTo({ center: map.unproject([x, y]), zoom: map.getZoom() + 1.5 })}
          renderPopup={renderPopup}
        />
      ) : null}
    </div>
  );
}
