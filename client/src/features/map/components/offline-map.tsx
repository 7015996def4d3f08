import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MapMarker } from '../lib/markers';
import { cn } from '@/lib/cn';
import { useUsAtlas } from '../api/get-us-atlas';
import { useElementSize } from '../hooks/use-element-size';
import type { OfflineCamera } from '../hooks/use-offline-view';
import { useDragZoom, useOfflineView } from '../hooks/use-offline-view';
import { keyboardMapAttributes, mapKeyHandler, viewAttributes } from '../lib/map-keys';
import {
  DEFAULT_VIEW,
  MAX_ZOOM,
  MIN_ZOOM,
  describeView,
  panBy,
  projectLngLat,
  toScreen,
  zoomAt,
  zoomFromK,
} from '../lib/offline-view';
import { drawnLine } from '../lib/route-line';
import { ZoomButtons } from './map-controls';
import type { MapSurfaceProps } from './map-surface-props';
import { CLUSTER_RADIUS, MarkerOverlay } from './marker-overlay';
import { OfflineAtlas } from './offline-atlas';

const NO_MARKERS: MapMarker[] = [];

type Props = MapSurfaceProps & {
  /** The camera a Web Mercator map needs to show the same place, and whether the traveller moved it. */
  onCamera?: (camera: OfflineCamera) => void;
  /** The marker whose popup is open. */
  onSelect?: (id: string | null) => void;
};

function AtlasStatus({ pending, failed }: { pending: boolean; failed: boolean }) {
  return (
    <>
      {pending ? (
        <p className="absolute inset-x-0 top-1/2 text-center text-sm text-stone-500">Drawing the map…</p>
      ) : null}
      {failed ? (
        <p role="alert" className="absolute inset-x-4 top-4 rounded bg-white/90 p-2 text-sm text-red-700">
          The state outlines could not be loaded; markers are still shown.
        </p>
      ) : null}
    </>
  );
}

/**
 * The map without a tile service: US state outlines drawn as SVG, with pan (drag, arrow keys),
 * zoom (wheel, pinch, +/- keys and buttons) and the same markers and popups as the Mapbox map.
 */
export function OfflineMap({
  markers,
  route,
  routeLine,
  renderPopup,
  label,
  className,
  onSelect,
  ...camera
}: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(containerRef);
  const atlas = useUsAtlas();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const helpId = useId();
  const { view, move, outOfArea } = useOfflineView({ containerRef, size, ...camera });
  const drag = useDragZoom(size, move);
  const line = useMemo(() => drawnLine(route, routeLine), [route, routeLine]);
  // The markers (dozens of buttons) follow the outlines in a render of their own, which React splits
  // into short slices: the map paints at once and the page answers while they are drawn.
  const shownMarkers = useDeferredValue(markers, NO_MARKERS);

  const reportSelect = useRef(onSelect);
  useEffect(() => {
    reportSelect.current = onSelect;
  }, [onSelect]);
  useEffect(() => {
    reportSelect.current?.(selectedId);
  }, [selectedId]);

  const zoomBy = (factor: number) => move((v) => zoomAt(v, size, factor));
  const onKeyDown = mapKeyHandler({
    // The camera moves one way, so the drawing moves the other.
    pan: (dx, dy) => move((v) => panBy(v, size, -dx, -dy)),
    zoom: (step) => zoomBy(step > 0 ? 2 : 0.5),
    close: () => setSelectedId(null),
  });

  const placed = useMemo(
    () =>
      shownMarkers.flatMap((marker) => {
        const p = projectLngLat(marker.longitude, marker.latitude);
        if (!p) return [];
        const [x, y] = toScreen(view, size, p);
        return [{ marker, x, y }];
      }),
    [shownMarkers, view, size],
  );
  const zoom = zoomFromK(view.k);

  return (
    <div className={cn('relative', className)}>
      <div
        ref={containerRef}
        {...keyboardMapAttributes(label, helpId, onKeyDown)}
        {...drag}
        className="absolute inset-0 cursor-grab touch-none overflow-hidden bg-sky-100 select-none active:cursor-grabbing"
        data-testid="offline-map"
        data-renderer="svg"
        {...viewAttributes(zoom, describeView(view).center)}
      >
        <OfflineAtlas atlas={atlas.data} line={line} view={view} size={size} />
        <AtlasStatus pending={atlas.isPending} failed={atlas.isError} />
        <MarkerOverlay
          items={placed}
          width={size.width}
          height={size.height}
          clusterRadius={zoom >= MAX_ZOOM ? 0 : CLUSTER_RADIUS}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onZoomTo={(x, y) => move((v) => zoomAt(v, size, 2.5, [x, y]))}
          renderPopup={renderPopup}
        />
      </div>

      {/* Bottom right: the default view leaves ocean there at every size, so no marker hides under the buttons. */}
      <ZoomButtons
        className="right-3 bottom-6"
        buttonSize="h-9 w-9"
        canZoomIn={zoom < MAX_ZOOM}
        canZoomOut={zoom > MIN_ZOOM}
        onZoomIn={() => zoomBy(2)}
        onZoomOut={() => zoomBy(0.5)}
        onReset={() => move(() => DEFAULT_VIEW)}
      />

      {outOfArea ? (
        <p
          role="status"
          className="absolute inset-x-3 bottom-8 rounded bg-white/95 p-2 text-sm text-stone-700 shadow"
        >
          That place is outside the offline map, which covers the 50 states.
        </p>
      ) : null}
      <p id={helpId} className="sr-only">
        Drag or use the arrow keys to pan; use the mouse wheel, the plus and minus keys or the zoom buttons to
        zoom.
      </p>
      <p className="pointer-events-none absolute bottom-1 left-2 text-[10px] text-stone-500">
        State outlines: US Census Bureau (us-atlas)
      </p>
    </div>
  );
}
