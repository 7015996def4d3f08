import type { RoadStopKind } from '@shared/schemas/road-stops';
import { ROAD_STOP_WORDS } from '@shared/trips/road-stops';
import { RoadStopChip } from '@/entities/services/road-stop-icon';
import { cn } from '@/lib/cn';

/**
 * A toggle per kind of road stop, each with the icon the map draws for it, so the toggles are the
 * legend too. Buttons with aria-pressed: one tab stop each, Space or Enter to switch, large enough
 * for a thumb.
 */
export function RoadStopToggles({
  label,
  kinds,
  shown,
  onToggle,
  counts,
  className,
}: {
  label: string;
  kinds: readonly RoadStopKind[];
  shown: readonly RoadStopKind[];
  onToggle: (kind: RoadStopKind) => void;
  /** How many of each kind there are, when known. */
  counts?: Partial<Record<RoadStopKind, number>>;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {kinds.map((kind) => {
        const on = shown.includes(kind);
        const count = counts?.[kind];
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(kind)}
            className={cn(
              'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-xs font-medium',
              on
                ? 'border-stone-700 bg-white text-stone-900'
                : 'border-stone-300 bg-stone-100 text-stone-600 line-through decoration-stone-400',
            )}
            data-road-stop-kind={kind}
          >
            <RoadStopChip kind={kind} className={on ? undefined : 'opacity-40'} />
            {ROAD_STOP_WORDS[kind].layer}
            {count !== undefined ? ` (${count})` : ''}
          </button>
        );
      })}
    </div>
  );
}
