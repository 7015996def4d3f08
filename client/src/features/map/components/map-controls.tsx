import type { ReactNode, RefObject } from 'react';
import { cn } from '@/lib/cn';
import type { MapMarker } from '../lib/markers';
import { CLUSTER_RADIUS, MarkerOverlay } from './marker-overlay';
import { Maximize } from 'lucide-react';

type ZoomButtonsProps = {
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  /** Back to the whole country. */
  onReset: () => void;
  /** Where the group sits over the map. */
  className: string;
  /** The side of each button. */
  buttonSize: string;
};

/** The zoom in, zoom out and whole-country buttons beside a map. */
export function ZoomButtons({
  canZoomIn,
  canZoomOut,
  onZoomIn,
  onZoomOut,
  onReset,
  className,
  buttonSize,
}: ZoomButtonsProps) {
  const button = 'text-stone-800 hover:bg-stone-100';
  return (
    <div
      className={cn(
        'absolute flex flex-col overflow-hidden rounded-md border border-stone-300 bg-white shadow',
        className,
      )}
    >
      <button
        type="button"
        aria-label="Zoom in"
        disabled={!canZoomIn}
        onClick={onZoomIn}
        className={cn(buttonSize, button, 'text-lg font-semibold disabled:text-stone-300')}
      >
        +
      </button>
      <button
        type="button"
        aria-label="Zoom out"
        disabled={!canZoomOut}
        onClick={onZoomOut}
        className={cn(
          buttonSize,
          button,
          'border-t border-stone-200 text-lg font-semibold disabled:text-stone-300',
        )}
      >
        −
      </button>
      <button
        type="button"
        aria-label="Show the whole country"
        onClick={onReset}
        className={cn(buttonSize, button, 'flex items-center justify-center border-t border-stone-200')}
      >
        <Maximize className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The part of a Mapbox or MapLibre map that placing markers over its canvas uses. */
type ScreenMap<C> = {
  project(lngLat: [number, number]): { x: number; y: number };
  unproject(point: [number, number]): C;
  easeTo(options: { center: C; zoom: number }): unknown;
  getZoom(): number;
  getMaxZoom(): number;
};

type ProjectedMarkersProps<C> = {
  map: ScreenMap<C>;
  /** The map's container: its size is the overlay's. */
  containerRef: RefObject<HTMLDivElement | null>;
  markers: MapMarker[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  renderPopup: (marker: MapMarker) => ReactNode;
};

/** The markers over a detailed map, placed where the map projects them; a cluster click zooms in. */
export function ProjectedMarkers<C>({
  map,
  containerRef,
  markers,
  selectedId,
  onSelect,
  renderPopup,
}: ProjectedMarkersProps<C>) {
  const placed = markers.map((marker) => {
    const p = map.project([marker.longitude, marker.latitude]);
    return { marker, x: p.x, y: p.y };
  });
  return (
    <MarkerOverlay
      items={placed}
      width={containerRef.current?.clientWidth ?? 0}
      height={containerRef.current?.clientHeight ?? 0}
      clusterRadius={map.getZoom() >= map.getMaxZoom() - 1 ? 0 : CLUSTER_RADIUS}
      selectedId={selectedId}
      onSelect={onSelect}
      onZoomTo={(x, y) => map.easeTo({ center: map.unproject([x, y]), zoom: map.getZoom() + 1.5 })}
      renderPopup={renderPopup}
    />
  );
}
