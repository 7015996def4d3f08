import type { KeyboardEvent } from 'react';
import { useRef } from 'react';
import { cn } from '@/lib/cn';
import { useDetailedRenderer, useTakeover } from '../hooks/use-detailed-takeover';
import type { MapSurfaceProps } from './map-surface-props';
import { OfflineMap } from './offline-map';

export { DETAILED_MAP_LOAD_TIMEOUT_MS } from '../hooks/use-detailed-takeover';

// Keys that only move focus or modify other keys are not a reach for the map.
const PASSIVE_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

/** The button that asks for the detailed map, and says so while it loads. */
function DetailedMapToggle({
  loading,
  label,
  onClick,
}: {
  loading: boolean;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
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
      {loading ? 'Loading the detailed map…' : label}
    </button>
  );
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
  const rootRef = useRef<HTMLDivElement>(null);
  const detailedRef = useRef<HTMLDivElement>(null);
  const takeover = useTakeover({
    fitTo: props.fitTo,
    onViewChange: props.onViewChange,
    rootRef,
    detailedRef,
  });
  const { shown } = takeover;
  const { renderer, wanted, Detailed, fail, reach } = useDetailedRenderer({
    loaded: takeover.loaded,
    reset: takeover.reset,
    onFallback,
  });

  const loading = wanted && !shown && renderer !== null;
  const detailLabel = renderer === 'mapbox' ? 'Show the street map' : 'Show roads and towns';

  return (
    <div
      ref={rootRef}
      className={cn('relative', className)}
      onPointerDownCapture={(event) => {
        takeover.onPointerDown(event.pointerId);
        reach();
      }}
      onWheelCapture={reach}
      onKeyDownCapture={(event: KeyboardEvent) => {
        if (!PASSIVE_KEYS.has(event.key)) reach();
      }}
    >
      {!shown ? (
        <OfflineMap {...props} className="h-full" onCamera={takeover.onCamera} onSelect={takeover.onSelect} />
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
            onViewChange={takeover.reportDetailed}
            onFail={fail}
            onLoad={takeover.onLoad}
            startView={takeover.startView}
            openAt={takeover.openAt}
            onOpen={takeover.onOpen}
          />
        </div>
      ) : null}

      {/* Beside the zoom buttons, over the ocean the first view leaves there, clear of the markers. */}
      {renderer && !shown ? (
        <DetailedMapToggle loading={loading} label={detailLabel} onClick={reach} />
      ) : null}
      <p role="status" className="sr-only">
        {loading ? 'Loading the detailed map' : shown ? 'Detailed map shown' : ''}
      </p>
    </div>
  );
}
