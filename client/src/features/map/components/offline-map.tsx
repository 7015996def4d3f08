import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useUsAtlas } from '../api/get-us-atlas';
import type { Point, OfflineView, Size } from '../lib/offline-view';
import {
  DEFAULT_VIEW,
  MAX_ZOOM,
  MIN_ZOOM,
  atlasTransform,
  describeView,
  fitPoints,
  panBy,
  projectLngLat,
  toScreen,
  viewAt,
  webViewFor,
  zoomAt,
  zoomFromK,
} from '../lib/offline-view';
import type { MapViewState } from '../hooks/use-campgrounds-for-view';
import type { MapSurfaceProps } from './map-surface-props';
import { CLUSTER_RADIUS, MarkerOverlay } from './marker-overlay';
import { Maximize } from 'lucide-react';

const PAN_STEP = 80;
// Until the container is measured (and in test environments without layout) the atlas frame is used.
const FALLBACK_SIZE: Size = { width: 975, height: 610 };

function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>(FALLBACK_SIZE);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      if (width > 0 && height > 0)
        setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

type Props = MapSurfaceProps & {
  /** The camera a Web Mercator map needs to show the same place, and whether the traveller moved it. */
  onCamera?: (camera: { web: MapViewState | null; moved: boolean }) => void;
  /** The marker whose popup is open. */
  onSelect?: (id: string | null) => void;
};

/**
 * The map without a tile service: US state outlines drawn as SVG, with pan (drag, arrow keys),
 * zoom (wheel, pinch, +/- keys and buttons) and the same markers and popups as the Mapbox map.
 */
export function OfflineMap({
  markers,
  route,
  routeLine,
  fitTo,
  flyTo,
  onViewChange,
  renderPopup,
  label,
  className,
  onCamera,
  onSelect,
}: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(containerRef);
  const atlas = useUsAtlas();
  const [view, setView] = useState<OfflineView>(DEFAULT_VIEW);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [outOfArea, setOutOfArea] = useState(false);
  const userMoved = useRef(false);
  const helpId = useId();

  // Fit the given places until the user takes over (re-fitted when the container is resized).
  const fitKey = fitTo ? fitTo.map((p) => `${p.latitude},${p.longitude}`).join(';') : '';
  useEffect(() => {
    if (!fitTo || fitTo.length === 0 || userMoved.current) return;
    const points = fitTo
      .map((p) => projectLngLat(p.longitude, p.latitude))
      .filter((p): p is Point => p !== null);
    if (points.length > 0) setView(fitPoints(points, size, 56));
    // fitKey stands for fitTo's contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, size]);

  useEffect(() => {
    if (!flyTo) return;
    const next = viewAt(flyTo.latitude, flyTo.longitude, flyTo.zoom);
    setOutOfArea(next === null);
    if (next) {
      userMoved.current = true;
      setView(next);
    }
  }, [flyTo]);

  const report = useRef({ onViewChange, onCamera, onSelect });
  useEffect(() => {
    report.current = { onViewChange, onCamera, onSelect };
  }, [onViewChange, onCamera, onSelect]);
  useEffect(() => {
    report.current.onViewChange?.(describeView(view));
  }, [view]);
  useEffect(() => {
    report.current.onCamera?.({ web: webViewFor(view, size), moved: userMoved.current });
  }, [view, size]);
  useEffect(() => {
    report.current.onSelect?.(selectedId);
  }, [selectedId]);

  const move = (next: (v: OfflineView) => OfflineView) => {
    userMoved.current = true;
    setOutOfArea(false);
    setView(next);
  };

  // The wheel listener is registered by hand because React's is passive and could not stop the page scrolling.
  const sizeRef = useRef(size);
  useEffect(() => {
    sizeRef.current = size;
  }, [size]);
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = el.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
      userMoved.current = true;
      setView((v) =>
        zoomAt(v, sizeRef.current, factor, [event.clientX - rect.left, event.clientY - rect.top]),
      );
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  // Pointer drag pans; two pointers pinch-zoom.
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button, a, [role="dialog"]')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, [event.clientX, event.clientY]);
    pinch.current = null;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const current: Point = [event.clientX, event.clientY];
    pointers.current.set(event.pointerId, current);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a[0] - b[0], a[1] - b[1]);
      const rect = event.currentTarget.getBoundingClientRect();
      if (pinch.current && distance > 0) {
        const mid: Point = [(a[0] + b[0]) / 2 - rect.left, (a[1] + b[1]) / 2 - rect.top];
        const factor = distance / pinch.current;
        move((v) => zoomAt(v, size, factor, mid));
      }
      pinch.current = distance;
      return;
    }
    move((v) => panBy(v, size, current[0] - last[0], current[1] - last[1]));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => move((v) => panBy(v, size, PAN_STEP, 0)),
      ArrowRight: () => move((v) => panBy(v, size, -PAN_STEP, 0)),
      ArrowUp: () => move((v) => panBy(v, size, 0, PAN_STEP)),
      ArrowDown: () => move((v) => panBy(v, size, 0, -PAN_STEP)),
      '+': () => move((v) => zoomAt(v, size, 2)),
      '=': () => move((v) => zoomAt(v, size, 2)),
      '-': () => move((v) => zoomAt(v, size, 0.5)),
      _: () => move((v) => zoomAt(v, size, 0.5)),
      Escape: () => setSelectedId(null),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const placed = useMemo(
    () =>
      markers.flatMap((marker) => {
        const p = projectLngLat(marker.longitude, marker.latitude);
        if (!p) return [];
        const [x, y] = toScreen(view, size, p);
        return [{ marker, x, y }];
      }),
    [markers, view, size],
  );

  const routePath = useMemo(() => {
    const points = (routeLine ?? (route ?? []).map((p) => [p.longitude, p.latitude]))
      .map(([lng, lat]) => projectLngLat(lng, lat))
      .filter((p): p is Point => p !== null);
    if (points.length < 2) return '';
    return points
      .map(
        (p, i) =>
          `${i === 0 ? 'M' : 'L'}${toScreen(view, size, p)
            .map((n) => n.toFixed(1))
            .join(',')}`,
      )
      .join('');
  }, [route, routeLine, view, size]);

  const zoom = zoomFromK(view.k);
  const { center } = describeView(view);
  const showLabels = view.k >= 1.6;
  const transform = atlasTransform(view, size);

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
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={(event) => {
          if ((event.target as Element).closest('button, a, [role="dialog"]')) return;
          const rect = event.currentTarget.getBoundingClientRect();
          move((v) => zoomAt(v, size, 2, [event.clientX - rect.left, event.clientY - rect.top]));
        }}
        className="absolute inset-0 cursor-grab touch-none overflow-hidden bg-sky-100 select-none active:cursor-grabbing"
        data-testid="offline-map"
        data-renderer="svg"
        data-zoom={zoom.toFixed(2)}
        data-center-lat={center ? center.lat.toFixed(4) : ''}
        data-center-lng={center ? center.lng.toFixed(4) : ''}
      >
        <svg width={size.width} height={size.height} className="absolute inset-0 block" aria-hidden="true">
          {atlas.data ? (
            <>
              <g transform={transform} data-testid="atlas">
                <path d={atlas.data.land} fill="#f7f5ef" stroke="none" />
                <path
                  d={atlas.data.borders}
                  fill="none"
                  stroke="#b8b1a6"
                  strokeWidth={0.9}
                  vectorEffect="non-scaling-stroke"
                />
                <path
                  d={atlas.data.coast}
                  fill="none"
                  stroke="#7c8a96"
                  strokeWidth={1.2}
                  vectorEffect="non-scaling-stroke"
                />
              </g>
              {showLabels
                ? atlas.data.labels.map((l) => {
                    const [x, y] = toScreen(view, size, [l.x, l.y]);
                    if (x < -80 || y < -20 || x > size.width + 80 || y > size.height + 20) return null;
                    return (
                      <text
                        key={l.name}
                        x={x}
                        y={y}
                        textAnchor="middle"
                        className="fill-stone-400 text-[11px] font-medium tracking-wide uppercase"
                      >
                        {l.name}
                      </text>
                    );
                  })
                : null}
            </>
          ) : null}
          {routePath ? (
            <>
              <path
                d={routePath}
                fill="none"
                stroke="#ffffff"
                strokeWidth={7}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              <path
                d={routePath}
                fill="none"
                stroke="#1d4ed8"
                strokeWidth={4}
                strokeLinejoin="round"
                strokeLinecap="round"
                data-testid="route-line"
              />
            </>
          ) : null}
        </svg>

        {atlas.isPending ? (
          <p className="absolute inset-x-0 top-1/2 text-center text-sm text-stone-500">Drawing the map…</p>
        ) : null}
        {atlas.isError ? (
          <p role="alert" className="absolute inset-x-4 top-4 rounded bg-white/90 p-2 text-sm text-red-700">
            The state outlines could not be loaded; markers are still shown.
          </p>
        ) : null}

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
      <div className="absolute right-3 bottom-6 flex flex-col overflow-hidden rounded-md border border-stone-300 bg-white shadow">
        <button
          type="button"
          aria-label="Zoom in"
          disabled={zoom >= MAX_ZOOM}
          onClick={() => move((v) => zoomAt(v, size, 2))}
          className="h-9 w-9 text-lg font-semibold text-stone-800 hover:bg-stone-100 disabled:text-stone-300"
        >
          +
        </button>
        <button
          type="button"
          aria-label="Zoom out"
          disabled={zoom <= MIN_ZOOM}
          onClick={() => move((v) => zoomAt(v, size, 0.5))}
          className="h-9 w-9 border-t border-stone-200 text-lg font-semibold text-stone-800 hover:bg-stone-100 disabled:text-stone-300"
        >
          −
        </button>
        <button
          type="button"
          aria-label="Show the whole country"
          onClick={() => move(() => DEFAULT_VIEW)}
          className="flex h-9 w-9 items-center justify-center border-t border-stone-200 text-stone-800 hover:bg-stone-100"
        >
          <Maximize className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>

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
