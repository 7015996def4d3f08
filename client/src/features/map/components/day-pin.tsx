import { cn } from '@/lib/cn';
import type { MapMarker } from '../lib/markers';
import { dayBadge, dayGroupLabel, markerLabel } from '../lib/markers';

// A trip's days are pins: a blue rounded square with the day number and a point under it, set with
// its point on the place. Counts of campgrounds, parks and road stops are circles in their kind's
// colour, so a day is never mistaken for a cluster ("Day 2" beside "2 campgrounds").

/** The pin's drawing: the day text in a rounded square over a point (also drawn in the legend). */
export function DayPinShape({ text, className }: { text: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('relative inline-flex flex-col items-center', className)}>
      <span className="flex h-6 min-w-6 items-center justify-center rounded-md border-2 border-white bg-blue-700 px-1 text-xs leading-none font-bold whitespace-nowrap text-white shadow-md">
        {text}
      </span>
      <span className="-mt-px h-0 w-0 border-x-[6px] border-t-[8px] border-x-transparent border-t-blue-700" />
    </span>
  );
}

/** Which side of its pin a day's place name is printed: inward, so names at the map's edges stay in view. */
export type LabelSide = 'left' | 'right';

type DayPinButtonProps = {
  marker: MapMarker;
  x: number;
  y: number;
  labelSide: LabelSide;
  isSelected: boolean;
  onToggle: () => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
};

/** What every marker button has: its name, its popup state, its title, its toggle. */
export const markerButtonProps = ({
  marker,
  isSelected,
  onToggle,
  buttonRef,
}: Pick<DayPinButtonProps, 'marker' | 'isSelected' | 'onToggle' | 'buttonRef'>) => ({
  ref: buttonRef,
  type: 'button' as const,
  'aria-label': markerLabel(marker),
  'aria-expanded': isSelected,
  title: marker.name,
  onClick: onToggle,
});

/** One stop of the trip: a pin that opens its popup, its place name printed beside it. */
export function DayPinButton({
  marker,
  x,
  y,
  labelSide,
  isSelected,
  onToggle,
  buttonRef,
}: DayPinButtonProps) {
  return (
    <button
      {...markerButtonProps({ marker, isSelected, onToggle, buttonRef })}
      // The pin's point is on the place: the button sits above it.
      className={cn(
        'pointer-events-auto absolute flex -translate-x-1/2 -translate-y-full transition-transform hover:scale-110',
        isSelected && 'z-10 scale-125 rounded-md ring-2 ring-stone-900',
      )}
      style={{ left: x, top: y, transformOrigin: '50% 100%' }}
      data-marker-kind="stop"
    >
      <DayPinShape text={marker.badge ?? ''} />
      {/* Stops are few, so their names are printed beside them; the button already carries the name. */}
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-3 max-w-40 -translate-y-1/2 truncate rounded bg-white/90 px-1 text-[11px] font-medium whitespace-nowrap text-stone-800 shadow-sm',
          labelSide === 'right' ? 'left-full ml-1' : 'right-full mr-1',
        )}
      >
        {marker.name}
      </span>
    </button>
  );
}

/** Day pins too close to tell apart: one pin for their days ("3–5"); a click zooms in. */
export function DayGroupButton({
  stops,
  x,
  y,
  onZoomTo,
}: {
  stops: MapMarker[];
  x: number;
  y: number;
  onZoomTo: (x: number, y: number) => void;
}) {
  const days = stops.flatMap((s) => s.days ?? []).sort((a, b) => a - b);
  const label = dayGroupLabel(stops);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => onZoomTo(x, y)}
      className="pointer-events-auto absolute flex -translate-x-1/2 -translate-y-full hover:scale-110"
      style={{ left: x, top: y, transformOrigin: '50% 100%' }}
      data-marker-kind="stop"
      data-day-group="true"
    >
      <DayPinShape text={dayBadge(days)} />
    </button>
  );
}
