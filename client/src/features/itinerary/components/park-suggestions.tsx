import type { Day, RvPark } from '@shared/schemas/plan';
import { campgroundToRvPark } from '@shared/trips/plan-edits';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCampgroundSearch } from '../api/search-campgrounds';

/** SPEC 2: the day's park is chosen from three suggestions: the nearest real campgrounds. */
export function ParkSuggestions({ day, onChoose }: { day: Day; onChoose: (park: RvPark) => void }) {
  const search = useCampgroundSearch(day.to.latitude, day.to.longitude, true);
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
    return <p className="text-sm text-stone-600">No campgrounds found within 50 miles of {day.to.name}.</p>;
  }
  return (
    <ul className="space-y-2" aria-label={`Park suggestions for day ${day.day}`}>
      {suggestions.map((campground) => {
        const current = campground.id === day.rvPark.id || campground.name === day.rvPark.name;
        return (
          <li
            key={campground.id}
            className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 p-3"
          >
            <div>
              <p className="font-medium">{campground.name}</p>
              <p className="text-xs text-stone-600">
                {campground.distance !== undefined ? `${campground.distance} miles away · ` : ''}
                {campground.amenities.length > 0
                  ? campground.amenities.slice(0, 4).join(', ')
                  : 'No amenities reported'}
              </p>
            </div>
            <Button
              size="sm"
              variant={current ? 'ghost' : 'outline'}
              disabled={current}
              aria-label={current ? `${campground.name} selected` : `Choose ${campground.name}`}
              onClick={() => onChoose(campgroundToRvPark(campground, day.to.name))}
            >
              {current ? 'Selected' : 'Choose'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
