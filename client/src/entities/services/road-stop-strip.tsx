import { useId } from 'react';
import type { RoadStop } from '@shared/schemas/road-stops';
import { orderedRoadStops, roadStopCredits, roadStopLabel } from '@shared/trips/road-stops';
import { LinkedText } from '@/components/ui/linked-text';
import { cn } from '@/lib/cn';
import { RoadStopCredits } from './road-stop-credits';
import { RoadStopChip } from './road-stop-icon';

/** Detours under a mile are on the way; longer ones are said, as the estimate they are. */
const detourText = (miles: number) => (miles >= 1 ? `${Math.round(miles)} mi detour` : null);

/**
 * A day's stops on the road in route order, in one short strip: 'Fuel: Love's at mile 142 · Rest:
 * I-40 rest area at mile 201', then what a stop cannot promise (a propane exchange only, overnight
 * parking up to the store manager) and the credit each source asks for. Text (a note's source
 * address a link): it reads the same with a screen reader, on a phone and on paper.
 */
export function RoadStopStrip({
  day,
  stops,
  className,
  linkify = false,
}: {
  day: number;
  stops: readonly RoadStop[] | undefined;
  className?: string;
  /** The web addresses in the stops' notes (a state's rest-area rule) as links: not on a trip shared read-only. */
  linkify?: boolean;
}) {
  const headingId = useId();
  const ordered = orderedRoadStops(stops ?? []);
  if (ordered.length === 0) return null;
  const notes = ordered.filter((s) => s.note);
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 break-inside-avoid', className)}
      data-testid={`road-stops-${day}`}
    >
      <h4 id={headingId} className="font-semibold">
        On the road
      </h4>
      <ol
        className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm"
        aria-label={`Day ${day} road stops`}
      >
        {ordered.map((stop, i) => {
          const detour = detourText(stop.detourMiles);
          return (
            <li
              key={`${stop.kind}-${stop.name}-${stop.mile}`}
              className="inline-flex min-w-0 items-center gap-1.5"
            >
              {i > 0 ? (
                <span aria-hidden="true" className="text-stone-400">
                  ·
                </span>
              ) : null}
              <RoadStopChip kind={stop.kind} />
              <span className="min-w-0 break-words">
                <span className="font-medium">{roadStopLabel(stop)}:</span> {stop.name} at mile{' '}
                {Math.round(stop.mile)}
                {detour ? <span className="text-stone-600"> ({detour})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      {notes.length > 0 ? (
        <ul className="mt-1.5 space-y-0.5 text-sm text-amber-900" aria-label={`Day ${day} road stop notes`}>
          {notes.map((stop) => (
            <li key={`${stop.kind}-${stop.name}-${stop.mile}`}>
              <span className="font-medium">{stop.name}:</span>{' '}
              <LinkedText text={stop.note ?? ''} linkify={linkify} />
            </li>
          ))}
        </ul>
      ) : null}
      {ordered.some((stop) => detourText(stop.detourMiles)) ? (
        <p className="mt-1.5 text-xs text-stone-600">
          Detours are estimates from the straight-line distance off the route.
        </p>
      ) : null}
      <RoadStopCredits credits={roadStopCredits(ordered)} className="mt-1.5" />
    </section>
  );
}
