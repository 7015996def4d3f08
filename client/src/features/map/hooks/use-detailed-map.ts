import type { RefObject } from 'react';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { DetailedMapProps } from '../components/map-surface-props';
import { describeMapError } from '../lib/map-errors';
import type { LngLat } from '../lib/route-line';
import { boundsOf } from '../lib/route-line';
import type { Insets } from '../lib/offline-view';
import { FIT_INSETS, FIT_MAX_ZOOM } from '../lib/route-fit';
import type { HandOverMap } from './use-hand-over';
import { useHandOver } from './use-hand-over';

/** The part of a Mapbox or MapLibre map that starting, fitting and reporting the view use. */
export type DetailedMapInstance = HandOverMap & {
  on(type: string, listener: (event: { error?: unknown }) => void): unknown;
  getCenter(): { lat: number; lng: number };
  getZoom(): number;
  fitBounds(
    bounds: [LngLat, LngLat],
    options: { padding: Insets; maxZoom: number; duration: number },
  ): unknown;
  remove(): void;
};

type Options<M> = {
  containerRef: RefObject<HTMLDivElement | null>;
  /**
   * Starts the library's map in the container, fitted to `places` (the places it fits once loaded)
   * unless it has a camera of its own; a throw (no WebGL, a broken library) gives the map up.
   */
  create: (container: HTMLDivElement, places: LngLat[]) => M;
  /** What only this library sets up (controls, data layers, its own listeners), before the first fit. */
  setup?: (instance: M) => void;
  /** The places the map fits once loaded. */
  fitPoints: () => LngLat[];
  /** Whether an error event gives the map up, given whether its style had loaded; else it is only logged. */
  failsOn?: (error: unknown, styleLoaded: boolean) => boolean;
  /** The map starts again when this changes (Mapbox's token). */
  restartKey?: string;
  /** What the map does at the hand-over before it is shown (see useHandOver; one frame by default). */
  beforeOpen?: (instance: M) => Promise<void>;
  /** How long a later place request's flight takes (else the library's own pace). */
  flyDurationMs?: number;
  props: Pick<DetailedMapProps, 'onViewChange' | 'onFail' | 'onLoad' | 'onOpen' | 'openAt' | 'flyTo'>;
};

/**
 * A detailed map's life, the same for Mapbox and MapLibre: start it in the container (or report the
 * failure quietly: the first view stays), re-render on every camera frame so the markers follow, fit
 * the given places once loaded, report the view after each move, and take over from the first view.
 */
export function useDetailedMap<M extends DetailedMapInstance>({
  containerRef,
  create,
  setup,
  fitPoints,
  failsOn,
  restartKey,
  flyDurationMs,
  beforeOpen,
  props,
}: Options<M>) {
  const [map, setMap] = useState<M | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Markers are our own buttons over the canvas; they are re-placed on every camera frame.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ props, create, setup, fitPoints, failsOn });
  useEffect(() => {
    latest.current = { props, create, setup, fitPoints, failsOn };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { create: start, setup: prepare, failsOn: fatal } = latest.current;
    let instance: M;
    try {
      instance = start(container, latest.current.fitPoints());
    } catch (error) {
      // No WebGL or a broken map library is logged, quietly: the SVG map simply stays.
      console.warn('The detailed map could not start', error);
      latest.current.props.onFail();
      return;
    }
    const describe = () => {
      const c = instance.getCenter();
      latest.current.props.onViewChange?.({ center: { lat: c.lat, lng: c.lng }, zoom: instance.getZoom() });
    };
    let styleLoaded = false;
    instance.on('move', redraw);
    instance.on('resize', redraw);
    instance.on('moveend', describe);
    instance.on('error', (event) => {
      console.error('Map error:', describeMapError(event.error));
      if (fatal?.(event.error, styleLoaded)) latest.current.props.onFail();
    });
    prepare?.(instance);
    instance.on('load', () => {
      styleLoaded = true;
      const points = latest.current.fitPoints();
      if (points.length > 0)
        instance.fitBounds(boundsOf(points), { padding: FIT_INSETS, maxZoom: FIT_MAX_ZOOM, duration: 0 });
      setLoaded(true);
      describe();
      latest.current.props.onLoad?.();
    });
    setMap(instance);
    return () => {
      instance.remove();
      setMap(null);
      setLoaded(false);
    };
  }, [containerRef, restartKey]);

  useHandOver({
    map,
    loaded,
    openAt: props.openAt,
    flyTo: props.flyTo,
    select: setSelectedId,
    onOpen: () => latest.current.props.onOpen?.(),
    flyDurationMs,
    beforeOpen,
  });

  return { map, loaded, selectedId, setSelectedId, selection: { selectedId, onSelect: setSelectedId } };
}
