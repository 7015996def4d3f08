import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { Campground } from '@shared/schemas/places';
import type { Activity, DayPlan } from '@shared/schemas/trip';
import { activityDurationOptions, activityTypeOptions } from '@shared/schemas/trip';
import { DISPLAY_LIMITS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { AmenityFilterKey } from '@/components/campground/park-facts';
import { AmenityFilters, OsmCredit, ParkFacts } from '@/components/campground/park-facts';
import { geocode } from '@/entities/places/geocode';
import { useSearchCampgrounds } from '../api/search-campgrounds';
import { titleCase } from '@/components/forms/chip-group';

const PARK_SEARCH_RADIUS_MILES = 50;
const typeOptions = activityTypeOptions.map((value) => ({ value, label: titleCase(value) }));
const durationOptions = activityDurationOptions.map((value) => ({ value, label: value }));

type DayPlanCardProps = {
  plan: DayPlan;
  defaultSearch: string;
  onChange: (plan: DayPlan) => void;
};

const newActivityId = () => `act-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** One day of the manual planner: RV park search and pick, activities, notes (SPEC 4). */
export function DayPlanCard({ plan, defaultSearch, onChange }: DayPlanCardProps) {
  const prefix = `day-${plan.day}`;
  const [near, setNear] = useState(defaultSearch);
  const [searchedNear, setSearchedNear] = useState('');
  const [results, setResults] = useState<Campground[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [newActivity, setNewActivity] = useState('');
  const search = useSearchCampgrounds();
  const [locating, setLocating] = useState(false);
  const [filters, setFilters] = useState<Partial<Record<AmenityFilterKey, boolean>>>({});

  async function runSearch() {
    const place = near.trim();
    if (!place) return;
    setNotice(null);
    setLocating(true);
    try {
      const found = await geocode(place);
      const first = found.features[0];
      if (!first) {
        setResults([]);
        setSearchedNear(place);
        return;
      }
      const [lng, lat] = first.center;
      const parks = await search.mutateAsync({ lat, lng, radius: PARK_SEARCH_RADIUS_MILES, filters });
      setResults(parks);
      setSearchedNear(first.place_name);
    } catch (error) {
      // SPEC 8: a failed park search is only logged; rate limiting gets a short notice.
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
      },
    });
    setResults(null);
  }

  function updateActivity(id: string, patch: Partial<Activity>) {
    onChange({ ...plan, activities: plan.activities.map((a) => (a.id === id ? { ...a, ...patch } : a)) });
  }

  function addActivity() {
    const name = newActivity.trim();
    if (!name) return;
    // SPEC 3: a new activity defaults to sightseeing, 2 hours, priority medium.
    const activity: Activity = {
      id: newActivityId(),
      day: plan.day,
      name,
      type: 'sightseeing',
      duration: '2 hours',
      userAdded: true,
      priority: 'medium',
    };
    onChange({ ...plan, activities: [...plan.activities, activity] });
    setNewActivity('');
  }

  const busy = locating || search.isPending;

  return (
    <Card data-testid={`day-card-${plan.day}`} className="space-y-4">
      <h3 className="text-lg font-semibold">
        Day {plan.day}
        {plan.date ? <span className="ml-2 text-sm font-normal text-stone-600">{plan.date}</span> : null}
      </h3>

      <section aria-label={`RV park for day ${plan.day}`} className="space-y-2">
        <h4 className="font-medium">RV Park</h4>
        {plan.rvPark ? (
          <div className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-brand-600 bg-brand-50 p-3">
            <div>
              <p className="font-medium">{plan.rvPark.name}</p>
              <p className="text-sm text-stone-600">{plan.rvPark.address}</p>
              <p className="text-xs text-amber-800">Reservation needed</p>
              {plan.rvPark.attribution ? <OsmCredit /> : null}
            </div>
            <Button variant="ghost" size="sm" onClick={() => onChange({ ...plan, rvPark: null })}>
              Remove park
            </Button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              void runSearch();
            }}
          >
            <div className="grow">
              <Label htmlFor={`${prefix}-near`}>Search RV parks near</Label>
              <Input
                id={`${prefix}-near`}
                value={near}
                onChange={(e) => setNear(e.target.value)}
                placeholder="City, state"
                className="mt-1"
              />
            </div>
            <Button type="submit" variant="secondary" disabled={busy || !near.trim()}>
              {busy ? <Spinner size="small" label="Searching" /> : null}
              Search Parks
            </Button>
            <div className="basis-full">
              <AmenityFilters value={filters} onChange={setFilters} />
            </div>
          </form>
        )}
        {notice ? <p className="text-sm text-amber-800">{notice}</p> : null}
        {results && !plan.rvPark ? (
          results.length === 0 ? (
            <p className="text-sm text-stone-600">
              No RV parks found within {PARK_SEARCH_RADIUS_MILES} miles of {searchedNear || near}
              {Object.values(filters).some(Boolean) ? ' that report the amenities you ticked' : ''}.
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
                      <p className="text-xs text-stone-600">
                        {[
                          park.state,
                          park.distance !== undefined ? `${park.distance.toFixed(1)} mi away` : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
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
                    <Button size="sm" onClick={() => pick(park)} aria-label={`Select ${park.name}`}>
                      Select
                    </Button>
                  </li>
                ))}
              </ul>
              {results.some((p) => p.attribution) ? <OsmCredit /> : null}
            </>
          )
        ) : null}
      </section>

      <section aria-label={`Activities for day ${plan.day}`} className="space-y-2">
        <h4 className="font-medium">Activities</h4>
        {plan.activities.length === 0 ? <p className="text-sm text-stone-600">No activities yet.</p> : null}
        <ul className="space-y-2">
          {plan.activities.map((activity, index) => (
            <li
              key={activity.id}
              className="grid gap-2 rounded-md border border-stone-200 p-2 sm:grid-cols-[1fr_10rem_8rem_auto] sm:items-center"
            >
              <Input
                aria-label={`Activity ${index + 1} name`}
                value={activity.name}
                onChange={(e) => updateActivity(activity.id, { name: e.target.value })}
              />
              <Select
                aria-label={`Activity ${index + 1} type`}
                value={activity.type}
                onValueChange={(v) => updateActivity(activity.id, { type: v as Activity['type'] })}
                options={typeOptions}
              />
              <Select
                aria-label={`Activity ${index + 1} duration`}
                value={activity.duration}
                onValueChange={(v) => updateActivity(activity.id, { duration: v as Activity['duration'] })}
                options={durationOptions}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove activity ${index + 1}`}
                onClick={() =>
                  onChange({ ...plan, activities: plan.activities.filter((a) => a.id !== activity.id) })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Input
            aria-label={`New activity for day ${plan.day}`}
            placeholder="Add an activity"
            value={newActivity}
            onChange={(e) => setNewActivity(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addActivity();
              }
            }}
          />
          <Button variant="outline" onClick={addActivity} disabled={!newActivity.trim()}>
            Add Activity
          </Button>
        </div>
      </section>

      <div>
        <Label htmlFor={`${prefix}-notes`}>Notes</Label>
        <Textarea
          id={`${prefix}-notes`}
          className="mt-1"
          value={plan.notes}
          onChange={(e) => onChange({ ...plan, notes: e.target.value })}
        />
      </div>
    </Card>
  );
}
