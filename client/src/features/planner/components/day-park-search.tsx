import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { Campground } from '@shared/schemas/places';
import type { DayPlan } from '@shared/schemas/trip';
import { DISPLAY_LIMITS } from '@shared/constants';
import { addDays } from '@shared/plan/calendar';
import { MILITARY_ONLY_LABEL } from '@shared/schemas/travellers';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import type { AmenityFilterKey } from '@/components/campground/park-facts';
import { AmenityFilters, OsmCredit, ParkFacts } from '@/components/campground/park-facts';
import { geocode } from '@/entities/places/geocode';
import type { SearchRig } from '@/entities/places/campground-search';
import type { LatLngPoint } from '@shared/trips/trip-corridor';
import { farFromTripLabel, milesFromTrip, nearestToTrip, sameNameAsFirst } from '@shared/trips/trip-corridor';
import { useSearchCampgrounds } from '../api/search-campgrounds';
import type { TripLine } from '../hooks/use-trip-line';

const PARK_SEARCH_RADIUS_MILES = 50;

export type DayParkProps = {
  plan: DayPlan;
  defaultSearch: string;
  /** Where the trip runs: a search text means the matching place nearest it. */
  tripLine?: TripLine;
  /** The traveller holds a military ID (trip setting): base FamCamps are found too, marked. */
  militaryAccess?: boolean;
  /** The trip's rig: parks reporting a shorter maximum length are not offered. */
  rig?: SearchRig;
  onChange: (plan: DayPlan) => void;
};

const NO_LINE: TripLine = { label: '', points: [] };

/** A day's RV park: the chosen one, or a search near a place and a list to pick from. */
export function DayParkSearch({
  plan,
  defaultSearch,
  tripLine = NO_LINE,
  militaryAccess = false,
  rig,
  onChange,
}: DayParkProps) {
  const prefix = `day-${plan.day}`;
  const [near, setNear] = useState(defaultSearch);
  const [searchedNear, setSearchedNear] = useState('');
  const [results, setResults] = useState<Campground[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The place searched, said when far from the trip's line as it is now (not the line at search time).
  const [searchedPlace, setSearchedPlace] = useState<{ name: string; point: LatLngPoint } | null>(null);
  const far = searchedPlace ? farFromTripLabel(milesFromTrip(searchedPlace.point, tripLine.points)) : null;
  const farNote = searchedPlace && far ? `${searchedPlace.name} is ${far} (${tripLine.label}).` : null;
  const search = useSearchCampgrounds();
  const [locating, setLocating] = useState(false);
  const [filters, setFilters] = useState<Partial<Record<AmenityFilterKey, boolean>>>({});

  async function runSearch() {
    const place = near.trim();
    if (!place) return;
    setNotice(null);
    setSearchedPlace(null);
    setLocating(true);
    try {
      const found = await geocode(place);
      // Among the places of the best match's own name, the one nearest the trip.
      const nearest = nearestToTrip(
        sameNameAsFirst(found.features),
        (f) => ({ latitude: f.center[1], longitude: f.center[0] }),
        tripLine.points,
      );
      if (!nearest) {
        setResults([]);
        setSearchedNear(place);
        return;
      }
      const first = nearest.match;
      const [lng, lat] = first.center;
      setSearchedPlace({ name: first.place_name, point: { latitude: lat, longitude: lng } });
      const parks = await search.mutateAsync({
        lat,
        lng,
        radius: PARK_SEARCH_RADIUS_MILES,
        filters,
        ...(rig ? { rig } : {}),
        // The day's night: parks closed for the season then are left out.
        ...(addDays(plan.date, 0) ? { date: plan.date } : {}),
        ...(militaryAccess ? { militaryAccess } : {}),
      });
      setResults(parks);
      setSearchedNear(first.place_name);
    } catch (error) {
      // A failed park search is only logged; rate limiting gets a short notice.
      console.warn('RV park search failed', error);
      if (error instanceof ApiError && error.status === 429)
        setNotice('Too many searches. Please wait a moment and try again.');
    } finally {
      setLocating(false);
    }
  }

  function pick(park: Campground) {
    onChange({
      ...plan,
      rvPark: {
        id: park.id,
        day: plan.day,
        name: park.name,
        address: [searchedNear ? `Near ${searchedNear}` : null, park.state].filter(Boolean).join(' · '),
        coordinates: [park.latitude, park.longitude],
        selectedAmenities: park.amenities,
        reservationStatus: 'needed',
        ...(park.attribution ? { attribution: park.attribution } : {}),
        ...(park.militaryOnly ? { militaryOnly: true } : {}),
      },
    });
    setResults(null);
  }

  const busy = locating || search.isPending;

  return (
    <section aria-label={`RV park for day ${plan.day}`} className="space-y-2">
      <h4 className="font-medium">RV Park</h4>
      {plan.rvPark ? (
        <ChosenPark park={plan.rvPark} onRemove={() => onChange({ ...plan, rvPark: null })} />
      ) : (
        <ParkSearchForm
          id={`${prefix}-near`}
          near={near}
          onNear={setNear}
          busy={busy}
          filters={filters}
          onFilters={setFilters}
          onSearch={() => void runSearch()}
        />
      )}
      {notice ? <p className="text-sm text-amber-800">{notice}</p> : null}
      {farNote && !plan.rvPark ? (
        <p role="status" className="text-sm text-amber-800">
          {farNote}
        </p>
      ) : null}
      {results && !plan.rvPark ? (
        <ParkResults
          results={results}
          near={searchedNear || near}
          searchedNear={searchedNear}
          filtered={Object.values(filters).some(Boolean)}
          tripLine={tripLine}
          onPick={pick}
        />
      ) : null}
    </section>
  );
}

/** The search for a day's park: a place, the amenities asked for, and the button. */
function ParkSearchForm({
  id,
  near,
  onNear,
  busy,
  filters,
  onFilters,
  onSearch,
}: {
  id: string;
  near: string;
  onNear: (near: string) => void;
  busy: boolean;
  filters: Partial<Record<AmenityFilterKey, boolean>>;
  onFilters: (filters: Partial<Record<AmenityFilterKey, boolean>>) => void;
  onSearch: () => void;
}) {
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <div className="grow">
        <Label htmlFor={id}>Search RV parks near</Label>
        <Input
          id={id}
          value={near}
          onChange={(e) => onNear(e.target.value)}
          placeholder="City, state"
          className="mt-1"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={busy || !near.trim()}>
        {busy ? <Spinner size="small" label="Searching" /> : null}
        Search Parks
      </Button>
      <div className="basis-full">
        <AmenityFilters value={filters} onChange={onFilters} />
      </div>
    </form>
  );
}

/** The day's chosen park, with a way to remove it. */
function ChosenPark({ park, onRemove }: { park: NonNullable<DayPlan['rvPark']>; onRemove: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-brand-600 bg-brand-50 p-3">
      <div>
        <p className="font-medium">{park.name}</p>
        <p className="text-sm text-stone-600">{park.address}</p>
        {park.militaryOnly ? (
          <p className="text-xs font-semibold text-red-800" data-testid="military-only">
            {MILITARY_ONLY_LABEL}
          </p>
        ) : null}
        <p className="text-xs text-amber-800">Reservation needed</p>
        {park.attribution ? <OsmCredit /> : null}
      </div>
      <Button variant="ghost" size="sm" onClick={onRemove}>
        Remove park
      </Button>
    </div>
  );
}

type ParkResultsProps = {
  results: Campground[];
  near: string;
  searchedNear: string;
  filtered: boolean;
  tripLine: TripLine;
  onPick: (park: Campground) => void;
};

/** "Texas · 12.3 mi away", and how far from the trip a park far from it is. */
const parkPlaceLine = (park: Campground, tripLine: TripLine) =>
  [
    park.state,
    park.distance !== undefined ? `${park.distance.toFixed(1)} mi away` : null,
    farFromTripLabel(milesFromTrip(park, tripLine.points)),
  ]
    .filter(Boolean)
    .join(' · ');

/** The parks a search found, each with its facts and a Select button; or why none were found. */
function ParkResults({ results, near, searchedNear, filtered, tripLine, onPick }: ParkResultsProps) {
  return results.length === 0 ? (
    <p className="text-sm text-stone-600">
      No RV parks found within {PARK_SEARCH_RADIUS_MILES} miles of {near}
      {filtered ? ' that report the amenities you ticked' : ''}.
    </p>
  ) : (
    <>
      <ul
        aria-label={`RV parks near ${searchedNear}`}
        className="max-h-60 divide-y divide-stone-200 overflow-y-auto rounded-md border border-stone-200"
      >
        {results.map((park) => (
          <li key={park.id} className="flex items-start justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-medium">{park.name}</p>
              <p className="text-xs text-stone-600">{parkPlaceLine(park, tripLine)}</p>
              {park.amenities.length ? (
                <p className="text-xs text-stone-600">
                  {park.amenities.slice(0, DISPLAY_LIMITS.resultsAmenities).join(', ')}
                  {park.amenities.length > DISPLAY_LIMITS.resultsAmenities
                    ? ` +${park.amenities.length - DISPLAY_LIMITS.resultsAmenities} more`
                    : ''}
                </p>
              ) : null}
              <ParkFacts park={park} compact />
              {park.attribution ? <p className="text-xs text-stone-500">{park.attribution}</p> : null}
            </div>
            <Button size="sm" onClick={() => onPick(park)} aria-label={`Select ${park.name}`}>
              Select
            </Button>
          </li>
        ))}
      </ul>
      {results.some((p) => p.attribution) ? <OsmCredit /> : null}
    </>
  );
}
