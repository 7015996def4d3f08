import { useId, useState } from 'react';
import type { Day, RvPark } from '@shared/schemas/plan';
import { campgroundToRvPark } from '@/entities/trips/plan/plan-edits';
import type { AmenityFilterKey } from '@/components/campground/park-facts';
import { AmenityFilters, OsmCredit, ParkFacts } from '@/components/campground/park-facts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import type { SearchRig } from '@/entities/places/campground-search';
import { useCampgroundSearch } from '@/entities/places/campground-search';
import { geocode } from '@/entities/places/geocode';

type Center = { latitude: number; longitude: number; name: string };

/** The nights of a stay: its first night's date and how many (shared/plan/stays.ts stayNightsOf). */
export type StayNights = { date: string; nights: number };

const PARK_SUGGESTION_RADIUS_MILES = 50;

/**
 * The day's park is chosen from three suggestions: the nearest real campgrounds open every
 * night of the stay, from the same catalogue search the planner uses, narrowed by the amenity filters. A day
 * with no campground also gets a box to search near another place.
 */
export function ParkSuggestions({
  day,
  onChoose,
  rig,
  militaryAccess = false,
  stay,
}: {
  day: Day;
  onChoose: (park: RvPark) => void;
  /** The trip's rig: parks reporting a shorter maximum length are not suggested. */
  rig?: SearchRig;
  /** The traveller holds a military ID: base FamCamps are suggested too, marked. */
  militaryAccess?: boolean;
  /**
   * The nights of the day's stay (a swap changes the park of all of them): a park closed on any is
   * not suggested. Absent: the day's own night.
   */
  stay?: StayNights;
}) {
  const [filters, setFilters] = useState<Partial<Record<AmenityFilterKey, boolean>>>({});
  const [center, setCenter] = useState<Center>({
    latitude: day.to.latitude,
    longitude: day.to.longitude,
    name: day.to.name,
  });
  const search = useCampgroundSearch({
    lat: center.latitude,
    lng: center.longitude,
    radius: PARK_SUGGESTION_RADIUS_MILES,
    filters,
    date: stay?.date ?? day.date,
    ...(stay && stay.nights > 1 ? { nights: stay.nights } : {}),
    ...(rig ? { rig } : {}),
    ...(militaryAccess ? { militaryAccess } : {}),
  });
  return (
    <div className="space-y-3">
      {day.rvPark.isPlaceholder ? <PlaceSearch near={day.to.name} onFound={setCenter} /> : null}
      <AmenityFilters value={filters} onChange={setFilters} />
      <Results
        day={day}
        center={center}
        search={search}
        onChoose={onChoose}
        filtered={Object.values(filters).some(Boolean)}
      />
    </div>
  );
}

function PlaceSearch({ near, onFound }: { near: string; onFound: (c: Center) => void }) {
  const id = useId();
  const [text, setText] = useState(near);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.trim();
        if (!q) return;
        setBusy(true);
        setError(null);
        geocode(q)
          .then(({ features }) => {
            const first = features[0];
            if (!first) setError(`We could not find ${q}. Try a town and state, such as "Moab, UT".`);
            else onFound({ latitude: first.center[1], longitude: first.center[0], name: first.place_name });
          })
          .catch(() => setError('The search could not run. Please try again.'))
          .finally(() => setBusy(false));
      }}
    >
      <div className="grow">
        <Label htmlFor={id}>Search campgrounds near</Label>
        <Input id={id} className="mt-1" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <Button type="submit" variant="secondary" disabled={busy || !text.trim()}>
        Search
      </Button>
      {error ? (
        <p role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function Results({
  day,
  center,
  search,
  onChoose,
  filtered,
}: {
  day: Day;
  center: Center;
  search: ReturnType<typeof useCampgroundSearch>;
  onChoose: (park: RvPark) => void;
  filtered: boolean;
}) {
  if (search.isPending) {
    return (
      <div className="space-y-2" aria-label="Loading park suggestions">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (search.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Nearby campgrounds could not be loaded. Please try again.
      </p>
    );
  }
  const suggestions = search.data.slice(0, 3);
  if (suggestions.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        No campgrounds {filtered ? 'reporting those amenities ' : ''}found within{' '}
        {PARK_SUGGESTION_RADIUS_MILES} miles of {center.name}.
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-2" aria-label={`Park suggestions for day ${day.day}`}>
        {suggestions.map((campground) => {
          const current = campground.id === day.rvPark.id || campground.name === day.rvPark.name;
          return (
            <li
              key={campground.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">{campground.name}</p>
                <p className="text-xs text-stone-600">
                  {campground.distance !== undefined ? `${campground.distance} miles away · ` : ''}
                  {campground.amenities.length > 0
                    ? campground.amenities.slice(0, 4).join(', ')
                    : 'No amenities reported'}
                </p>
                <ParkFacts park={campground} compact />
              </div>
              <Button
                size="sm"
                variant={current ? 'ghost' : 'outline'}
                disabled={current}
                aria-label={current ? `${campground.name} selected` : `Choose ${campground.name}`}
                onClick={() => onChoose(campgroundToRvPark(campground, center.name))}
              >
                {current ? 'Selected' : 'Choose'}
              </Button>
            </li>
          );
        })}
      </ul>
      {suggestions.some((c) => c.attribution) ? <OsmCredit /> : null}
    </>
  );
}
