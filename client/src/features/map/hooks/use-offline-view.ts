import type { MouseEvent, PointerEvent, RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { FlyTo } from '../lib/markers';
import type { OfflineView, Point, Size } from '../lib/offline-view';
import { DEFAULT_VIEW, describeView, panBy, viewAt, webViewFor, zoomAt } from '../lib/offline-view';
import { fitView } from '../lib/route-fit';
import type { MapViewState } from './use-campgrounds-for-view';

type Place = { latitude: number; longitude: number };

export type OfflineCamera = { web: MapViewState | null; moved: boolean };

/**
 * The SVG map's camera: it fits the given places until the traveller moves the map, goes to place
 * requests (or says the place is off the map), zooms on the wheel, and reports every view.
 */
export function useOfflineView({
  containerRef,
  size,
  fitTo,
  flyTo,
  onViewChange,
  onCamera,
}: {
  containerRef: RefObject<HTMLDivElement | null>;
  size: Size;
  fitTo?: Place[];
  flyTo?: FlyTo | null;
  onViewChange?: (view: MapViewState) => void;
  onCamera?: (camera: OfflineCamera) => void;
}) {
  const [view, setView] = useState<OfflineView>(DEFAULT_VIEW);
  const [outOfArea, setOutOfArea] = useState(false);
  const userMoved = useRef(false);

  // Fit the given places until the user takes over (re-fitted when the container is resized).
  const fitKey = fitTo ? fitTo.map((p) => `${p.latitude},${p.longitude}`).join(';') : '';
  useEffect(() => {
    if (!fitTo || fitTo.length === 0 || userMoved.current) return;
    setView(fitView(fitTo, size));
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

  const report = useRef({ onViewChange, onCamera });
  useEffect(() => {
    report.current = { onViewChange, onCamera };
  }, [onViewChange, onCamera]);
  useEffect(() => {
    report.current.onViewChange?.(describeView(view));
  }, [view]);
  useEffect(() => {
    report.current.onCamera?.({ web: webViewFor(view, size), moved: userMoved.current });
  }, [view, size]);

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
  }, [containerRef]);

  /** The traveller moves the map: the fit and the out-of-area note give way. */
  const move = (next: (v: OfflineView) => OfflineView) => {
    userMoved.current = true;
    setOutOfArea(false);
    setView(next);
  };

  return { view, move, outOfArea };
}

// Presses on the markers, links and the popup are theirs, not the map's.
const onControl = (target: EventTarget) => (target as Element).closest('button, a, [role="dialog"]') !== null;

/** Pointer drag pans; two pointers pinch-zoom; a double click zooms in there. */
export function useDragZoom(size: Size, move: (next: (v: OfflineView) => OfflineView) => void) {
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (onControl(event.target)) return;
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
  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (onControl(event.target)) return;
    const rect = event.currentTarget.getBoundingClientRect();
    move((v) => zoomAt(v, size, 2, [event.clientX - rect.left, event.clientY - rect.top]));
  };
  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onDoubleClick };
}
