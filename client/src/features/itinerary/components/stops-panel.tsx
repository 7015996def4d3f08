import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import type { TripPlan, TripStop } from '@shared/schemas/plan';
import { moveItem } from '@shared/plan/plan-days';
import { overnightsOf } from '@shared/plan/stays';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { AddStop } from './add-stop';
import { ArrowDown, ArrowUp } from 'lucide-react';

const NIGHT_CHOICES = [0, 1, 2, 3, 4, 5, 6, 7];
const MOVES = [
  { direction: 'up', Icon: ArrowUp },
  { direction: 'down', Icon: ArrowDown },
] as const;

// Drag does not work on touch screens: there the buttons are the way to reorder and remove, so on a
// phone (or any coarse pointer) they are at least 44 px square, the usual touch-target size.
const TOUCH_TARGET = 'max-sm:min-h-11 max-sm:min-w-11 pointer-coarse:min-h-11 pointer-coarse:min-w-11';
const TOUCH_SELECT = 'max-sm:min-h-11 pointer-coarse:min-h-11';

/** One of the traveller's stops: drag, arrow buttons or Alt+Up/Down reorder it; its nights; remove. */
function StopItem({
  stops,
  index,
  busy,
  onDragStart,
  onDrop,
  onMove,
  onStopsChange,
}: {
  stops: TripStop[];
  index: number;
  busy: boolean;
  onDragStart: () => void;
  onDrop: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onStopsChange: (stops: TripStop[]) => void;
}) {
  const stop = stops[index];
  const remove = () => onStopsChange(stops.filter((_, i) => i !== index));
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      onMove(event.key === 'ArrowUp' ? 'up' : 'down');
    } else if (event.key === 'Delete') {
      event.preventDefault();
      remove();
    }
  };
  const setNights = (value: string) =>
    onStopsChange(
      stops.map((s, i) => {
        if (i !== index) return s;
        const { nights: _old, ...rest } = s;
        return value === '' ? rest : { ...rest, nights: Number(value) };
      }),
    );

  return (
    <li
      tabIndex={0}
      draggable={!busy}
      aria-label={`Stop ${index + 1}: ${stop.name}`}
      data-testid="trip-stop"
      onKeyDown={onKeyDown}
      onDragStart={onDragStart}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        onDrop();
      }}
      className="flex cursor-grab flex-wrap items-center gap-2 rounded-md border border-stone-300 bg-white p-2 text-sm focus:ring-2 focus:ring-brand-600 focus:outline-none"
    >
      {/* The drag handle means nothing on a phone, where the buttons reorder. */}
      <span aria-hidden="true" className="text-stone-400 max-sm:hidden">
        ⋮⋮
      </span>
      <span className="min-w-0 flex-1 font-medium break-words max-sm:basis-full">{stop.name}</span>
      <label className="flex items-center gap-1 text-xs text-stone-700">
        Nights
        <select
          className={`rounded border border-stone-300 px-1 py-0.5 ${TOUCH_SELECT}`}
          aria-label={`Nights at ${stop.name}`}
          value={stop.nights === undefined ? '' : String(stop.nights)}
          disabled={busy}
          onChange={(e) => setNights(e.target.value)}
        >
          <option value="">Planner decides</option>
          {NIGHT_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? 'Pass through' : n}
            </option>
          ))}
        </select>
      </label>
      {/* Kept together, so on a narrow screen they wrap as one row. */}
      <div className="ml-auto flex items-center gap-1">
        {MOVES.map(({ direction, Icon }) => (
          <Button
            key={direction}
            size="sm"
            variant="ghost"
            className={TOUCH_TARGET}
            aria-label={`Move ${stop.name} ${direction}`}
            disabled={busy || index === (direction === 'up' ? 0 : stops.length - 1)}
            onClick={() => onMove(direction)}
          >
            <Icon className="size-4" aria-hidden="true" />
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          className={TOUCH_TARGET}
          aria-label={`Remove ${stop.name}`}
          disabled={busy}
          onClick={remove}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The start, the traveller's stops in order, and the end. */
function StopList({
  stops,
  from,
  to,
  busy,
  onStopsChange,
}: {
  stops: TripStop[];
  from: string;
  to: string;
  busy: boolean;
  onStopsChange: (stops: TripStop[]) => void;
}) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');

  const move = (index: number, direction: 'up' | 'down') => {
    const next = moveItem(stops, index, direction);
    if (next.every((s, i) => s === stops[i])) return;
    setAnnounce(`${stops[index].name} moved ${direction}.`);
    onStopsChange(next);
  };
  const dropOn = (index: number) => {
    if (dragFrom === null || dragFrom === index) return;
    const next = [...stops];
    const [moved] = next.splice(dragFrom, 1);
    next.splice(index, 0, moved);
    setDragFrom(null);
    onStopsChange(next);
  };

  return (
    <>
      <ol aria-label="Trip stops" className="space-y-2">
        <li className="rounded-md border border-stone-200 bg-stone-50 p-2 text-sm">
          <span className="font-medium">Start:</span> {from}
        </li>
        {stops.map((stop, index) => (
          <StopItem
            key={`${stop.name}-${index}`}
            stops={stops}
            index={index}
            busy={busy}
            onDragStart={() => setDragFrom(index)}
            onDrop={() => dropOn(index)}
            onMove={(direction) => move(index, direction)}
            onStopsChange={onStopsChange}
          />
        ))}
        <li className="rounded-md border border-stone-200 bg-stone-50 p-2 text-sm">
          <span className="font-medium">End:</span> {to}
        </li>
      </ol>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </>
  );
}

/** When the traveller leaves each morning: the day cards show the arrival time from it. */
function DepartureTimeField({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (time: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3 text-sm">
      <div>
        <Label htmlFor={id}>Departure time each day</Label>
        <Input
          id={id}
          type="time"
          className="w-36"
          value={value ?? ''}
          onChange={(e) => onChange(/^\d{2}:\d{2}$/.test(e.target.value) ? e.target.value : undefined)}
        />
      </div>
      <p className="text-xs text-stone-600">Day cards show the arrival time from it.</p>
    </div>
  );
}

/** Each overnight stay with its nights; changing them needs no new route. */
function OvernightStays({
  plan,
  onNightsChange,
}: {
  plan: TripPlan;
  onNightsChange: (day: number, nights: number) => void;
}) {
  return (
    <section aria-labelledby="overnights-heading">
      <h3 id="overnights-heading" className="font-semibold">
        Overnight stays
      </h3>
      <ul className="mt-2 space-y-1 text-sm">
        {overnightsOf(plan).map((o) => (
          <li key={o.day} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              Day {o.day}: {o.place.name}
            </span>
            <label className="flex items-center gap-1 text-xs text-stone-700">
              Nights
              <select
                className={`rounded border border-stone-300 px-1 py-0.5 ${TOUCH_SELECT}`}
                aria-label={`Nights at ${o.place.name} (day ${o.day})`}
                value={o.nights}
                onChange={(e) => onNightsChange(o.day, Number(e.target.value))}
              >
                {NIGHT_CHOICES.filter((n) => n > 0).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The trip's start and end as the plan drives them. */
const endsOf = (plan: TripPlan) => {
  const days = plan.dailyItinerary;
  return days.length > 0 ? { from: days[0].from, to: days[days.length - 1].to } : null;
};

/**
 * The trip as an ordered list of stops: start, the traveller's own stops, end. Adding, removing or
 * reordering a stop re-plans the route (onStopsChange); the nights of each overnight stay change
 * without a new route (onNightsChange), so they work offline too.
 */
export function StopsPanel({
  plan,
  from,
  to,
  busy,
  notice,
  onStopsChange,
  onNightsChange,
  onDepartureTimeChange,
}: {
  plan: TripPlan;
  /** Why the last change was not made (it needs a connection); the plan itself is unchanged. */
  notice?: string | null;
  /** When the traveller leaves each morning: arrival times follow; no new route, so offline too. */
  onDepartureTimeChange: (time: string | undefined) => void;
  from: string;
  to: string;
  busy: boolean;
  onStopsChange: (stops: TripStop[]) => void;
  onNightsChange: (day: number, nights: number) => void;
}) {
  const stops = plan.input.stops ?? [];
  return (
    <Card aria-labelledby="stops-heading" className="lay-out-when-near space-y-4" data-testid="stops-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="stops-heading" className="text-xl font-semibold">
          Stops
        </h2>
        {busy ? (
          <span className="flex items-center gap-2 text-sm text-stone-600" aria-live="polite">
            <Spinner size="small" /> Re-planning the route…
          </span>
        ) : null}
      </div>
      <p className="text-sm text-stone-600">
        Add the places you want to go through. Drag a stop, use its arrow buttons, or focus it and press
        Alt+Up / Alt+Down, to reorder it. The days, distances and costs are re-planned; your own parks,
        activities, notes and nights stay.
      </p>
      {notice ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
          data-testid="stops-notice"
        >
          {notice}
        </p>
      ) : null}
      <StopList stops={stops} from={from} to={to} busy={busy} onStopsChange={onStopsChange} />
      <AddStop disabled={busy} stops={stops} ends={endsOf(plan)} onAdd={onStopsChange} />
      <DepartureTimeField value={plan.input.departureTime} onChange={onDepartureTimeChange} />
      <OvernightStays plan={plan} onNightsChange={onNightsChange} />
    </Card>
  );
}
