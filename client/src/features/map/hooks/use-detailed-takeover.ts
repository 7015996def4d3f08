import type { ComponentType, RefObject } from 'react';
import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import type { DetailedMapProps, Handover } from '../components/map-surface-props';
import { mapboxToken } from '../lib/map-token';
import type { FocusTarget } from '../lib/focus-target';
import { findTarget, focusTarget } from '../lib/focus-target';
import type { MapViewState } from './use-campgrounds-for-view';
import type { OfflineCamera } from './use-offline-view';

type Renderer = 'mapbox' | 'maplibre';
type DetailedMap = ComponentType<DetailedMapProps>;

// Each detailed renderer is its own chunk, fetched only when the traveller reaches for the map:
// mapbox-gl only with a valid token, MapLibre (the token-free map) only without one or after it.
const loaders: Record<Renderer, () => Promise<{ default: DetailedMap }>> = {
  mapbox: async () => {
    const { default: MapboxMap } = await import('../components/mapbox-map');
    const token = mapboxToken ?? '';
    return { default: (props: DetailedMapProps) => createElement(MapboxMap, { ...props, token }) };
  },
  maplibre: () => import('../components/maplibre-map'),
};

const detailedRenderers = (): Renderer[] =>
  typeof WebGLRenderingContext === 'undefined' ? [] : mapboxToken ? ['mapbox', 'maplibre'] : ['maplibre'];

/** How long the detailed map may take to draw, once its code is here, before the first view keeps the page. */
export const DETAILED_MAP_LOAD_TIMEOUT_MS = 30_000;

/**
 * The first view handing over to the detailed map: it remembers the first view's camera and open
 * popup, opens the detailed map there once it has loaded and the hand is lifted, then moves focus to
 * the same thing on it. Only the map on screen speaks for the view.
 */
export function useTakeover({
  fitTo,
  onViewChange,
  rootRef,
  detailedRef,
}: {
  fitTo: unknown;
  onViewChange: ((view: MapViewState) => void) | undefined;
  rootRef: RefObject<HTMLDivElement | null>;
  detailedRef: RefObject<HTMLDivElement | null>;
}) {
  const [loaded, setLoaded] = useState(false);
  const [openAt, setOpenAt] = useState<Handover | null>(null);
  const [shown, setShown] = useState(false);
  const [refocus, setRefocus] = useState<FocusTarget | null>(null);
  const camera = useRef<OfflineCamera>({ web: null, moved: false });
  const selected = useRef<string | null>(null);
  const pointersDown = useRef(new Set<number>());
  const handedOver = useRef(false);

  // The first view's camera where the detailed map should open (null: the detailed map's own fit).
  const startView = useCallback(() => {
    const { web, moved } = camera.current;
    return moved || !fitTo ? web : null;
  }, [fitTo]);

  // The swap waits for the hand to lift: a drag or pinch in progress is never cut off.
  const handOver = useCallback(() => {
    if (handedOver.current || pointersDown.current.size > 0) return;
    handedOver.current = true;
    setOpenAt({ view: startView(), selectedId: selected.current });
  }, [startView]);

  useEffect(() => {
    if (loaded) handOver();
  }, [loaded, handOver]);

  useEffect(() => {
    const lift = (event: PointerEvent) => {
      pointersDown.current.delete(event.pointerId);
      if (loaded) handOver();
    };
    window.addEventListener('pointerup', lift);
    window.addEventListener('pointercancel', lift);
    return () => {
      window.removeEventListener('pointerup', lift);
      window.removeEventListener('pointercancel', lift);
    };
  }, [loaded, handOver]);

  const onOpen = useCallback(() => {
    setRefocus(focusTarget(rootRef.current));
    setShown(true);
  }, [rootRef]);

  useEffect(() => {
    if (!shown || !refocus) return;
    const layer = detailedRef.current;
    // Without a scroll: the same thing is where it was on screen, in the map that took over in place.
    // A plain focus() scrolled the page (smoothly) to show all of the map as it appeared, moving the
    // map under a pointer that had just clicked its button.
    if (layer) findTarget(layer, refocus)?.focus({ preventScroll: true });
    setRefocus(null);
  }, [shown, refocus, detailedRef]);

  const reportDetailed = useCallback(
    (view: MapViewState) => {
      if (handedOver.current) onViewChange?.(view);
    },
    [onViewChange],
  );

  /** The detailed map failed: back to the first view, as before the reach. */
  const reset = useCallback(() => {
    handedOver.current = false;
    setLoaded(false);
    setOpenAt(null);
    setShown(false);
  }, []);

  return {
    loaded,
    onLoad: () => setLoaded(true),
    startView,
    openAt,
    shown,
    onOpen,
    reportDetailed,
    reset,
    // Once handed over, the detailed map is still drawing out of sight: it follows the first view.
    onCamera: (next: OfflineCamera) => {
      camera.current = next;
      if (handedOver.current && (next.moved || !fitTo))
        setOpenAt((at) => (at && at.view !== next.web ? { ...at, view: next.web } : at));
    },
    onSelect: (id: string | null) => {
      selected.current = id;
      if (handedOver.current)
        setOpenAt((at) => (at && at.selectedId !== id ? { ...at, selectedId: id } : at));
    },
    onPointerDown: (pointerId: number) => pointersDown.current.add(pointerId),
  };
}

/**
 * Which detailed map to draw and its code: fetched once the traveller reaches for the map; a chunk
 * that cannot be fetched, a map that fails or one that does not draw in time gives way to the next
 * renderer, or to none (the first view stays).
 */
export function useDetailedRenderer({
  loaded,
  reset,
  onFallback,
}: {
  loaded: boolean;
  reset: () => void;
  onFallback: (() => void) | undefined;
}) {
  const [renderers, setRenderers] = useState<Renderer[]>(detailedRenderers);
  const renderer = renderers[0] ?? null;
  const [wanted, setWanted] = useState(false);
  const [Detailed, setDetailed] = useState<DetailedMap | null>(null);

  useEffect(() => {
    if (!wanted || !renderer) return;
    let live = true;
    loaders[renderer]()
      .then((module) => {
        if (live) setDetailed(() => module.default);
      })
      .catch((error: unknown) => {
        // A chunk that cannot be fetched (offline, a new deployment) leaves the first view in place.
        console.warn('The detailed map could not be loaded', error);
        if (live) setRenderers((list) => list.slice(1));
      });
    return () => {
      live = false;
    };
  }, [wanted, renderer]);

  const fail = useCallback(() => {
    if (renderer === 'mapbox') onFallback?.();
    reset();
    setDetailed(null);
    setRenderers((list) => list.slice(1));
  }, [renderer, onFallback, reset]);

  // A detailed map that never finishes drawing (a style or tiles that never arrive) is given up like
  // one that fails: the first view stays and the button stops saying it is loading.
  useEffect(() => {
    if (!Detailed || loaded) return;
    const timer = setTimeout(() => {
      console.warn(`The detailed map did not load within ${DETAILED_MAP_LOAD_TIMEOUT_MS / 1000} s`);
      fail();
    }, DETAILED_MAP_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [Detailed, loaded, fail]);

  const reach = () => {
    if (renderer) setWanted(true);
  };

  return { renderer, wanted, Detailed, fail, reach };
}
