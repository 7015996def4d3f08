import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { clusterItems } from '../lib/clustering';
import type { Cluster, ScreenItem } from '../lib/clustering';
import { ROAD_STOP_KINDS } from '@shared/trips/road-stops';
import type { RoadStopKind } from '@shared/schemas/road-stops';
import { ROAD_STOP_COLOURS, RoadStopIcon } from '@/entities/services/road-stop-icon';
import type { MapMarker, MarkerKind } from '../lib/markers';
import { clusterLabel, isRoadStopKind } from '../lib/markers';
import { X } from 'lucide-react';
import { DayGroupButton, DayPinButton, markerButtonProps } from './day-pin';

export type PlacedMarker = { marker: MapMarker; x: number; y: number };

type Props = {
  items: PlacedMarker[];
  width: number;
  height: number;
  /** Markers closer than this many pixels merge into a cluster; 0 turns clustering off. */
  clusterRadius: number;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** A cluster was clicked: zoom in around this screen point. */
  onZoomTo: (x: number, y: number) => void;
  renderPopup: (marker: MapMarker) => ReactNode;
};

const MARGIN = 24;
// A little more than a marker's width, so single markers never overlap each other.
export const CLUSTER_RADIUS = 32;

export function MarkerIcon({ kind, className }: { kind: MarkerKind; className?: string }) {
  if (isRoadStopKind(kind)) return <RoadStopIcon kind={kind} className={className} />;
  if (kind === 'park') {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
        <path d="M12 3 4 17h5v4h6v-4h5z" fill="currentColor" />
      </svg>
    );
  }
  if (kind === 'campground') {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
        <path d="M12 4 3 20h6l3-6 3 6h6z" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path
        d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        fill="currentColor"
      />
    </svg>
  );
}

// Road stops are small squares in their kind's colour, apart from round campgrounds and stops.
const roadStopStyles = (size: string) =>
  Object.fromEntries(
    ROAD_STOP_KINDS.map((kind) => [
      kind,
      `${size} rounded-sm ${ROAD_STOP_COLOURS[kind]} text-white hover:brightness-90`,
    ]),
  ) as Record<RoadStopKind, string>;

const markerStyles: Record<MarkerKind, string> = {
  park: 'h-7 w-7 rounded-md bg-brand-600 text-white hover:bg-brand-700',
  campground: 'h-6 w-6 rounded-full bg-amber-600 text-white hover:bg-amber-700',
  stop: 'h-7 w-7 rounded-full bg-blue-700 text-xs font-bold text-white hover:bg-blue-800',
  place: 'h-8 w-8 text-red-600',
  ...roadStopStyles('h-6 w-6'),
};

// Every count is a circle in its kind's colour (day pins never become counts: see day-pin.tsx).
const clusterStyles: Record<MarkerKind, string> = {
  park: 'bg-brand-600/90 text-white hover:bg-brand-700',
  campground: 'bg-amber-600/90 text-white hover:bg-amber-700',
  stop: 'bg-blue-700/90 text-white hover:bg-blue-800',
  place: 'bg-red-600/90 text-white',
  ...(Object.fromEntries(
    ROAD_STOP_KINDS.map((kind) => [kind, `${ROAD_STOP_COLOURS[kind]} text-white hover:brightness-90`]),
  ) as Record<RoadStopKind, string>),
};

type MarkerCluster = Cluster<ScreenItem<MarkerKind> & { item: PlacedMarker }>;

/** Several markers of one kind too close to tell apart: their count, a click zooms in. */
function ClusterButton({
  cluster,
  onZoomTo,
}: {
  cluster: MarkerCluster;
  onZoomTo: (x: number, y: number) => void;
}) {
  const size = Math.min(40, 28 + Math.log2(cluster.members.length) * 3);
  return (
    <button
      type="button"
      aria-label={clusterLabel(cluster.kind, cluster.members.length)}
      title={clusterLabel(cluster.kind, cluster.members.length)}
      onClick={() => onZoomTo(cluster.x, cluster.y)}
      className={cn(
        'pointer-events-auto absolute flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white text-xs font-bold shadow-md ring-2 ring-black/15',
        clusterStyles[cluster.kind],
      )}
      style={{ left: cluster.x, top: cluster.y, width: size, height: size }}
      data-cluster-kind={cluster.kind}
      data-count={cluster.members.length}
    >
      {cluster.members.length}
    </button>
  );
}

type MarkerButtonProps = {
  marker: MapMarker;
  x: number;
  y: number;
  isSelected: boolean;
  onToggle: () => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
};

/** One marker: a button that opens (or closes) its popup. */
function MarkerButton({ marker, x, y, isSelected, onToggle, buttonRef }: MarkerButtonProps) {
  return (
    <button
      {...markerButtonProps({ marker, isSelected, onToggle, buttonRef })}
      className={cn(
        'pointer-events-auto absolute flex -translate-x-1/2 -translate-y-1/2 items-center justify-center border-2 border-white shadow-md transition-transform hover:scale-110',
        markerStyles[marker.kind],
        isSelected && 'z-10 scale-125 ring-2 ring-stone-900',
      )}
      style={{ left: x, top: y }}
      data-marker-kind={marker.kind}
    >
      {marker.badge ?? <MarkerIcon kind={marker.kind} className="h-4 w-4" />}
    </button>
  );
}

/** A searched place or the traveller's position: a pin with its name, not a button. */
function PlaceMarker({ marker, x, y }: PlacedMarker) {
  return (
    <span
      role="img"
      aria-label={marker.name}
      title={marker.name}
      className={cn('absolute z-10 -translate-x-1/2 -translate-y-full drop-shadow', markerStyles.place)}
      style={{ left: x, top: y }}
      data-marker-kind="place"
    >
      <MarkerIcon kind="place" className="h-8 w-8" />
      <span
        aria-hidden="true"
        className="absolute top-full left-1/2 mt-0.5 max-w-48 -translate-x-1/2 truncate rounded bg-white/95 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-stone-800 shadow"
      >
        {marker.name}
      </span>
    </span>
  );
}

type MarkerPopupProps = {
  popupRef: RefObject<HTMLDivElement | null>;
  selected: PlacedMarker;
  width: number;
  height: number;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The open popup beside its marker, below it in the top half of the map and above it in the bottom
 * half. Escape closes it.
 */
function MarkerPopup({ popupRef, selected, width, height, onClose, children }: MarkerPopupProps) {
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  const popupWidth = Math.min(288, width - 16);
  const below = selected.y < height / 2;
  // A day pin stands above its place: a popup above it clears the pin.
  const above = selected.marker.kind === 'stop' ? 40 : 20;
  return (
    <div
      ref={popupRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="pointer-events-auto absolute z-20 max-h-[75%] overflow-auto rounded-lg border border-stone-200 bg-white p-3 text-sm text-stone-800 shadow-xl"
      style={{
        width: popupWidth,
        left: Math.min(Math.max(selected.x - popupWidth / 2, 8), Math.max(8, width - popupWidth - 8)),
        ...(below
          ? { top: Math.max(selected.y + 20, 8) }
          : { bottom: Math.max(height - selected.y + above, 8) }),
      }}
      data-testid="map-popup"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-stone-900">
          {selected.marker.name}
        </h3>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close popup"
          className="-mt-1 -mr-1 rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {children}
    </div>
  );
}

/** Markers, clusters and the open popup, positioned in screen pixels over either base map. */
export function MarkerOverlay({
  items,
  width,
  height,
  clusterRadius,
  selectedId,
  onSelect,
  onZoomTo,
  renderPopup,
}: Props) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const popupRef = useRef<HTMLDivElement>(null);

  const visible = items.filter(
    ({ x, y }) => x > -MARGIN && y > -MARGIN && x < width + MARGIN && y < height + MARGIN,
  );
  const places = visible.filter((i) => i.marker.kind === 'place');
  const clusters = clusterItems(
    visible
      .filter((i) => i.marker.kind !== 'place')
      .map((i) => ({ id: i.marker.id, kind: i.marker.kind, x: i.x, y: i.y, item: i })),
    clusterRadius,
  );
  // A popup whose marker was panned out of sight closes with it rather than floating at the edge.
  const selected = selectedId ? visible.find((i) => i.marker.id === selectedId) : undefined;

  // Focus moves into a popup when it opens, so keyboard users land on its content.
  useEffect(() => {
    if (selectedId) popupRef.current?.focus();
  }, [selectedId]);

  const close = () => {
    const id = selectedId;
    onSelect(null);
    if (id) buttons.current.get(id)?.focus();
  };

  return (
    <div className="pointer-events-none absolute inset-0">
      {clusters.map((c) => {
        if (c.members.length > 1 && c.kind === 'stop') {
          const stops = c.members.map((m) => m.item.marker);
          return <DayGroupButton key={c.id} stops={stops} x={c.x} y={c.y} onZoomTo={onZoomTo} />;
        }
        if (c.members.length > 1) return <ClusterButton key={c.id} cluster={c} onZoomTo={onZoomTo} />;
        const { marker } = c.members[0].item;
        const isSelected = marker.id === selectedId;
        const common = {
          marker,
          x: c.x,
          y: c.y,
          isSelected,
          onToggle: () => onSelect(isSelected ? null : marker.id),
          buttonRef: (el: HTMLButtonElement | null) => {
            if (el) buttons.current.set(marker.id, el);
            else buttons.current.delete(marker.id);
          },
        };
        if (marker.kind === 'stop')
          return <DayPinButton key={marker.id} {...common} labelSide={c.x > width / 2 ? 'left' : 'right'} />;
        return <MarkerButton key={marker.id} {...common} />;
      })}

      {places.map((place) => (
        <PlaceMarker key={place.marker.id} {...place} />
      ))}

      {selected ? (
        <MarkerPopup popupRef={popupRef} selected={selected} width={width} height={height} onClose={close}>
          {renderPopup(selected.marker)}
        </MarkerPopup>
      ) : null}
    </div>
  );
}
