import { useId, useState } from 'react';
import type { PlacePoint, TripStop } from '@shared/schemas/plan';
import type { GeocodeFeature } from '@shared/schemas/places';
import { GeocodeCredit } from '@/components/places/geocode-credit';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { geocodePlaces } from '@/entities/places/geocode';
import type { StopPlacement } from '@/entities/trips/plan/stop-insertion';
import { insertStop, placeStop } from '@/entities/trips/plan/stop-insertion';

/** Where the new stop goes: where it adds the least detour, or as the last stop; the traveller picks. */
function PlaceChoice({
  stop,
  placement,
  last,
  onAdd,
  onCancel,
}: {
  stop: TripStop;
  placement: StopPlacement;
  last: number;
  onAdd: (index: number) => void;
  onCancel: () => void;
}) {
  const best = placement.index < last;
  return (
    <div className="mt-2 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm" data-testid="stop-placement">
      <p>
        {best ? (
          <>
            {stop.name} fits best between {placement.between[0]} and {placement.between[1]}:{' '}
            <strong>+{placement.detourMiles} mi</strong>; as the last stop it adds{' '}
            <strong>+{placement.lastDetourMiles} mi</strong>.
          </>
        ) : (
          <>
            {stop.name} fits best as the last stop: <strong>+{placement.lastDetourMiles} mi</strong>.
          </>
        )}{' '}
        <span className="text-stone-600">(Straight-line estimates; the new route is planned on roads.)</span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {best ? (
          <Button size="sm" onClick={() => onAdd(placement.index)}>
            Add between {placement.between[0]} and {placement.between[1]}
          </Button>
        ) : null}
        <Button size="sm" variant={best ? 'outline' : 'primary'} onClick={() => onAdd(last)}>
          Add as the last stop
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/**
 * Finds a place by name and adds it where it adds the least detour, or as the last stop (adding a
 * stop re-plans the route). The first stop has only one place to go and is added at once.
 */
export function AddStop({
  disabled,
  stops,
  ends,
  onAdd,
}: {
  disabled: boolean;
  stops: readonly TripStop[];
  /** The trip's start and end, for the detours; null when the plan has no days. */
  ends: { from: PlacePoint; to: PlacePoint } | null;
  onAdd: (stops: TripStop[]) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<{ stop: TripStop; placement: StopPlacement } | null>(null);
  const pick = (stop: TripStop) => {
    if (!ends || stops.length === 0) {
      onAdd(insertStop(stops, stop, stops.length));
      return;
    }
    setChosen({ stop, placement: placeStop(ends.from, stops, ends.to, stop) });
  };
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocodeFeature[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const search = async () => {
    const q = query.trim();
    if (q.length < 2) return;
    setSearching(true);
    setError(null);
    try {
      setResults(await geocodePlaces(q));
    } catch (e) {
      console.warn('Place search failed', e);
      setError(
        navigator.onLine
          ? 'The place search failed. Please try again.'
          : 'You are offline: adding a stop needs a connection to plan the new route.',
      );
    } finally {
      setSearching(false);
    }
  };

  return (
    <div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <div className="min-w-48 flex-1">
          <Label htmlFor={id}>Add a stop</Label>
          <Input
            id={id}
            placeholder="A town, national park, landmark or campground"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={disabled || searching || query.trim().length < 2}>
          {searching ? <Spinner size="small" /> : null} Search
        </Button>
      </form>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {results ? (
        results.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">No place found. Try a town or park name.</p>
        ) : (
          <ul className="mt-2 space-y-1" aria-label="Places found">
            {results.map((f) => (
              <li key={f.id}>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={disabled}
                  onClick={() => {
                    pick({ name: f.place_name, latitude: f.center[1], longitude: f.center[0] });
                    setResults(null);
                    setQuery('');
                  }}
                >
                  Add {f.place_name}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {results ? <GeocodeCredit features={results} className="mt-1" /> : null}
      {chosen ? (
        <PlaceChoice
          stop={chosen.stop}
          placement={chosen.placement}
          last={stops.length}
          onAdd={(index) => {
            setChosen(null);
            onAdd(insertStop(stops, chosen.stop, index));
          }}
          onCancel={() => setChosen(null)}
        />
      ) : null}
    </div>
  );
}
