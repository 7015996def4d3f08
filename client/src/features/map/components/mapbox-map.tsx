import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import { useMemo, useRef } from 'react';
import { MAP } from '@shared/constants';
import { cn } from '@/lib/cn';
import { useDetailedMap } from '../hooks/use-detailed-map';
import { useRouteLayer } from '../hooks/use-route-layer';
import { drawnLine } from '../lib/route-line';
import { startCamera } from '../lib/route-fit';
import type { LngLat } from '../lib/route-line';
import { ProjectedMarkers } from './map-controls';
import type { DetailedMapProps } from './map-surface-props';

// This module is only ever imported dynamically, and only with a valid token (see map-surface.tsx),
// so mapbox-gl (about 520 kB gzip) stays out of every other chunk.

type Props = DetailedMapProps & { token: string };

const ROUTE_LINE = { source: 'rv-route', layer: 'rv-route', casingWidth: 7, width: 4 };

// A rejected token or an unreachable style leaves a blank canvas: the offline map takes over.
// A missing tile after the style has loaded is not worth giving up the map for.
const failsOn = (error: unknown, styleLoaded: boolean) => {
  const status = (error as { status?: number } | undefined)?.status;
  return !styleLoaded || status === 401 || status === 403;
};

export default function MapboxMap(props: Props) {
  const { markers, route, routeLine, fitTo, renderPopup, label, className, token } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const { map, loaded, selection } = useDetailedMap({
    containerRef,
    create: (container, places) => {
      mapboxgl.accessToken = token;
      return new mapboxgl.Map({
        container,
        style: 'mapbox://styles/mapbox/outdoors-v12',
        ...startCamera(null, places, { center: [MAP.defaultCenter.lng, MAP.defaultCenter.lat], zoom: MAP.defaultZoom }),
      });
    },
    setup: (instance) =>
      instance.addControl(new mapboxgl.NavigationControl({ showCompass: false }), 'top-right'),
    fitPoints: () => (fitTo ?? []).map((p): LngLat => [p.longitude, p.latitude]),
    failsOn,
    restartKey: token,
    props,
  });
  const line = useMemo(() => drawnLine(route, routeLine), [route, routeLine]);
  useRouteLayer(map, loaded, line, ROUTE_LINE);

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
        <ProjectedMarkers
          map={map}
          containerRef={containerRef}
          markers={markers}
          renderPopup={renderPopup}
          {...selection}
        />
      ) : null}
    </div>
  );
}
