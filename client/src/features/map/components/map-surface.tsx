import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { mapboxToken } from '../lib/map-token';
import type { MapSurfaceProps } from './map-surface-props';
import { OfflineMap } from './offline-map';

// Loaded on first render and only with a valid token: mapbox-gl never reaches other chunks.
const MapboxMap = lazy(() => import('./mapbox-map'));

/** The Mapbox map when a valid token is configured and it starts, else the offline SVG map. */
export function MapSurface({ onFallback, ...props }: MapSurfaceProps & { onFallback?: () => void }) {
  const [mapboxFailed, setMapboxFailed] = useState(false);
  if (mapboxToken && !mapboxFailed) {
    return (
      <Suspense
        fallback={
          <div className={cn('flex items-center justify-center bg-stone-100', props.className)}>
            <Spinner label="Loading map" />
          </div>
        }
      >
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
  return <OfflineMap {...props} />;
}
