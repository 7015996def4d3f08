import { useId, useState } from 'react';
import type { TripStop } from '@shared/schemas/plan';
import type { GeocodeFeature } from '@shared/schemas/places';
import { GeocodeCredit } from '@/components/places/geocode-credit';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { geocodePlaces } from '@/entities/places/geocode';

/** Finds a place by name and adds it as the last stop (adding a stop re-plans the route). */
export function AddStop({ disabled, onAdd }: { disabled: boolean; onAdd: (stop: TripStop) => void }) {
  const id = useId();
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
                    onAdd({ name: f.place_name, latitude: f.center[1], longitude: f.center[0] });
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
    </div>
  );
}
