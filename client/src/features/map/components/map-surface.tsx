import type { ComponentType, KeyboardEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import type { MapViewState } from '../hooks/use-campgrounds-for-view';
import { mapboxToken } from '../lib/map-token';
import type { DetailedMapProps, Handover, MapSurfaceProps } from './map-surface-props';
import { OfflineMap } from './offline-map';

type Renderer = 'mapbox' | 'maplibre';

// Each detailed renderer is its own chunk, fetched only when the traveller reaches for the map:
// mapbox-gl only with a valid token, MapLibre (the token-free map) only without one or after it.
const loaders: Record<Renderer, () => Promise<{ default: ComponentType<DetailedMapProps> }>> = {
  mapbox: async () => {
    const { default: MapboxMap } = await import('./mapbox-map');
    const token = mapboxToken ?? '';
    return { default: (props: DetailedMapProps) => <MapboxMap {...props} token={token} /> };
  },
  maplibre: () => import('./maplibre-map'),
};

const detailedRenderers = (): Renderer[] =>
  typeof WebGLRenderingContext === 'undefined' ? [] : mapboxToken ? ['mapbox', 'maplibre'] : ['maplibre'];

/** How long the detailed map may take to draw, once its code is here, before the first view keeps the page. */
export const DETAILED_MAP_LOAD_TIMEOUT_MS = 30_000;

// Keys that only move focus or modify other keys are not a reach for the map.
const PASSIVE_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

type FocusTarget = { kind: 'popup' } | { kind: 'button'; label: string } | { kind: 'map' };

/** Where keyboard focus was on the first view, so it lands on the same thing on the detailed map. */
function focusTarget(root: HTMLElement | null): FocusTarget | null {
  const active = document.activeElement;
  if (!root || !(active instanceof HTMLElement) || !root.contains(active)) return null;
  if (active.closest('[role="dialog"]')) return { kind: 'popup' };
  const label = active.getAttribute('aria-label');
  if (active.tagName === 'BUTTON' && label) return { kind: 'button', label };
  return { kind: 'map' };
}

function findTarget(layer: HTMLElement, target: FocusTarget): HTMLElement | null {
  const map = layer.querySelector<HTMLElement>('[aria-roledescription="map"]');
  if (target.kind === 'popup') return layer.querySelector<HTMLElement>('[role="dialog"]') ?? map;
  if (target.kind === 'button')
    return (
      [...layer.querySelectorAll<HTMLElement>('button[aria-label]')].find(
        (b) => b.getAttribute('aria-label') === target.label,
      ) ?? map
    );
  return map;
}

/**
 * A map that paints at once and starts its heavy renderer only when wanted. The first view is the
 * SVG map (markers, popups, pan and zoom, no WebGL); the first press, wheel or key on it, or the
 * "Show roads and towns" button, loads the detailed map (Mapbox with a valid token, else MapLibre)
 * out of sight while the first view keeps answering, then swaps it in at the traveller's view with
 * the same popup open. Without WebGL, or when the detailed map fails, the first view simply stays.
 */
export function MapSurface({
  onFallback,
  className,
  ...props
}: MapSurfaceProps & { onFallback?: () => void }) {
  const [renderers, setRenderers] = useState<Renderer[]>(detailedRenderers);
  const renderer = renderers[0] ?? null;
  const [wanted, setWanted] = useState(false);
  const [Detailed, setDetailed] = useState<ComponentType<DetailedMapProps> | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [openAt, setOpenAt] = useState<Handover | null>(null);
  const [shown, setShown] = useState(false);
  const [refocus, setRefocus] = useState<FocusTarget | null>(null);

  const rootRef = useRef<HTMLDivElement>(null);
  const detailedRef = useRef<HTMLDivElement>(null);
  const camera = useRef<{ web: MapViewState | null; moved: boolean }>({ web: null, moved: false });
  const selected = useRef<string | null>(null);
  const pointersDown = useRef(new Set<number>());
  const handedOver = useRef(false);

  const reach = () => {
    if (renderer) setWanted(true);
  };

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
    handedOver.current = false;
    setDetailed(null);
    setLoaded(false);
    setOpenAt(null);
    setShown(false);
    setRenderers((list) => list.slice(1));
  }, [renderer, onFallback]);

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

  // The swap waits for the hand to lift: a drag or pinch in progress is never cut off.
  const handOver = useCallback(() => {
    if (handedOver.current || pointersDown.current.size > 0) return;
    handedOver.current = true;
    const { web, moved } = camera.current;
    setOpenAt({ view: moved || !props.fitTo ? web : null, selectedId: selected.current });
  }, [props.fitTo]);

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
  }, []);

  useEffect(() => {
    if (!shown || !refocus) return;
    const layer = detailedRef.current;
    if (layer) findTarget(layer, refocus)?.focus();
    setRefocus(null);
  }, [shown, refocus]);

  // Only the map on screen speaks for the view; the hidden one is still settling.
  const { onViewChange } = props;
  const reportDetailed = useCallback(
    (view: MapViewState) => {
      if (handedOver.current) onViewChange?.(view);
    },
    [onViewChange],
  );

  const loading = wanted && !shown && renderer !== null;
  const detailLabel = renderer === 'mapbox' ? 'Show the street map' : 'Show roads and towns';

  return (
    <div
      ref={rootRef}
      className={cn('relative', className)}
      onPointerDownCapture={(event) => {
        pointersDown.current.add(event.pointerId);
        reach();
      }}
      onWheelCapture={reach}
      onKeyDownCapture={(event: KeyboardEvent) => {
        if (!PASSIVE_KEYS.has(event.key)) reach();
      }}
    >
      {!shown ? (
        <OfflineMap
          {...props}
          className="h-full"
          onCamera={(next) => {
            camera.current = next;
          }}
          onSelect={(id) => {
            selected.current = id;
          }}
        />
      ) : null}

      {Detailed && renderer ? (
        <div
          ref={detailedRef}
          className="absolute inset-0"
          // Drawn out of sight and out of reach until it takes over.
          style={shown ? undefined : { visibility: 'hidden' }}
          inert={!shown}
        >
          <Detailed
            key={renderer}
            {...props}
            className="h-full"
            onViewChange={reportDetailed}
            onFail={fail}
            onLoad={() => setLoaded(true)}
            openAt={openAt}
            onOpen={onOpen}
          />
        </div>
      ) : null}

      {/* Beside the zoom buttons, over the ocean the first view leaves there, clear of the markers. */}
      {renderer && !shown ? (
        <button
          type="button"
          onClick={reach}
          aria-disabled={loading}
          className="absolute right-14 bottom-6 flex min-h-9 items-center gap-1.5 rounded-full border border-stone-300 bg-white/95 px-3 text-xs font-medium text-stone-800 shadow hover:bg-stone-50 aria-disabled:cursor-progress"
          data-testid="detailed-map-toggle"
        >
          {loading ? (
            <span
              aria-hidden="true"
              className="block h-3 w-3 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
            />
          ) : null}
          {loading ? 'Loading the detailed map…' : detailLabel}
        </button>
      ) : null}
      <p role="status" className="sr-only">
        {loading ? 'Loading the detailed map' : shown ? 'Detailed map shown' : ''}
      </p>
    </div>
  );
}
