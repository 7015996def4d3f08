import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { mapboxToken } from '../lib/map-token';
import type { MapSurfaceProps } from './map-surface-props';
import { OfflineMap } from './offline-map';

// Each renderer is its own chunk, fetched on first render of a map: mapbox-gl only with a valid
// token, MapLibre (the token-free map) only without one; neither reaches pages without a map.
const MapboxMap = lazy(() => import('./mapbox-map'));
const MaplibreMap = lazy(() => import('./maplibre-map'));

/**
 * The Mapbox map when a valid token is configured and it starts, else the token-free MapLibre map
 * drawn from our bundled data; the SVG map is the last resort for browsers without WebGL.
 */
export function MapSurface({ onFallback, ...props }: MapSurfaceProps & { onFallback?: () => void }) {
  const [mapboxFailed, setMapboxFailed] = useState(false);
  const [maplibreFailed, setMaplibreFailed] = useState(false);
  const loading = (
    <div className={cn('flex items-center justify-center bg-stone-100', props.className)}>
      <Spinner label="Loading map" />
    </div>
  );
  if (mapboxToken && !mapboxFailed) {
    return (
      <Suspense fallback={loading}>
        <MapboxMap
          {...props}
          token={mapboxToken}
          onFail={() => {
            setMapboxFailed(true);
            onFallback?.();
          }}
        />
      </Suspense>
    );
  }
  if (!maplibreFailed && typeof WebGLRenderingContext !== 'undefined') {
    return (
      <Suspense fallback={loading}>
        <MaplibreMap {...props} onFail={() => setMaplibreFailed(true)} />
      </Suspense>
    );
  }
  return <OfflineMap {...props} />;
}
