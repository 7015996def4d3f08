import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { GeocodeFeature } from '@shared/schemas/places';
import { GeocodeCredit } from '@/components/places/geocode-credit';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toastError } from '@/components/ui/toast';
import { useGeocodeSearch } from '../api/geocode';

export const SEARCH_ERROR = {
  title: 'Search Error',
  description: 'Unable to search locations. Please try again.',
} as const;

/** A place search; blank queries are ignored and the button stays disabled. */
export function LocationSearch({ onSelect }: { onSelect: (feature: GeocodeFeature) => void }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocodeFeature[] | null>(null);
  const geocode = useGeocodeSearch();
  const inputId = useId();
  const resultsId = useId();
  const blank = query.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || geocode.isPending) return;
    geocode.mutate(query, {
      onSuccess: ({ features }) => {
        setResults(features);
        if (features[0]) onSelect(features[0]);
      },
      onError: (error) => {
        console.warn('Location search failed', error);
        setResults(null);
        toastError(SEARCH_ERROR.description, SEARCH_ERROR.title);
      },
    });
  };

  return (
    <div>
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search for a location
        </label>
        <Input
          id={inputId}
          // A stable name: what a visitor types into the prerendered page's search box before the app
          // renders is carried into this one by name (placeholder-input.ts; useId's id differs).
          name="location"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search a city, park or address"
          autoComplete="off"
          aria-describedby={results ? resultsId : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={blank || geocode.isPending}>
          {geocode.isPending ? 'Searching…' : 'Search'}
        </Button>
      </form>
      <div id={resultsId} aria-live="polite" className="mt-2 text-sm">
        {results && results.length === 0 ? (
          <p className="text-stone-600">No places found for that search.</p>
        ) : null}
        {results && results.length > 1 ? (
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="text-stone-600">Other matches:</span>
            {results.slice(1).map((f) => (
              <button
                key={f.id}
                type="button"
                onClick={() => onSelect(f)}
                className="rounded-full border border-stone-300 bg-white px-2 py-0.5 text-xs text-stone-700 hover:bg-stone-100"
              >
                {f.place_name}
              </button>
            ))}
          </div>
        ) : null}
        {results ? <GeocodeCredit features={results} className="mt-1" /> : null}
      </div>
    </div>
  );
}
