import type { RoadStopKind } from '@shared/schemas/road-stops';
import type { LucideIcon } from 'lucide-react';
import { Coffee, Droplet, Flame, Fuel, SquareParking, WavesArrowDown } from 'lucide-react';
import { cn } from '@/lib/cn';

// One look per kind of road stop, the same on the day cards, the map markers, toggles and legends.

const ICONS: Record<RoadStopKind, LucideIcon> = {
  fuel: Fuel,
  rest: Coffee,
  dump: WavesArrowDown,
  water: Droplet,
  propane: Flame,
  overnight: SquareParking,
};

/** The marker and chip colours (white icons on them read at 4.5:1 or better). */
export const ROAD_STOP_COLOURS: Record<RoadStopKind, string> = {
  fuel: 'bg-rose-700',
  rest: 'bg-teal-700',
  dump: 'bg-lime-800',
  water: 'bg-sky-700',
  propane: 'bg-fuchsia-700',
  overnight: 'bg-indigo-700',
};

export function RoadStopIcon({ kind, className }: { kind: RoadStopKind; className?: string }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" className={className} strokeWidth={2.25} />;
}

/** The kind's icon on its colour: a small square chip, as the map draws the stop. */
export function RoadStopChip({ kind, className }: { kind: RoadStopKind; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded text-white',
        ROAD_STOP_COLOURS[kind],
        className,
      )}
    >
      <RoadStopIcon kind={kind} className="size-3.5" />
    </span>
  );
}
