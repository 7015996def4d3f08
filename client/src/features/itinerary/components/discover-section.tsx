import type { LucideIcon } from 'lucide-react';
import { Carrot, Footprints, Fuel, Mountain, PawPrint, Utensils } from 'lucide-react';
import { useState } from 'react';
import type { TripPlan } from '@shared/schemas/plan';
import type { DiscoverCategory, DiscoverLocation } from '@shared/schemas/places';
import { discoverCategorySchema } from '@shared/schemas/places';
import { isLocationAdded, MAX_MILES_FROM_DAY, nearestDayNumber } from '@/entities/trips/plan/plan-edits';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { RoutePoint } from '../api/get-discover';
import { useDiscover } from '../api/get-discover';

// Discover offers exactly these six categories.
export const DISCOVER_CATEGORIES = discoverCategorySchema.options;
const CATEGORY_INFO: Record<DiscoverCategory, { title: string; icon: LucideIcon; blurb: string }> = {
  hiking: { title: 'Hiking', icon: Footprints, blurb: 'Trails and parks near your stops' },
  restaurants: { title: 'Restaurants', icon: Utensils, blurb: 'Places to eat in towns on the way' },
  'pet-friendly': { title: 'Pet-Friendly', icon: PawPrint, blurb: 'Spots to bring your pets' },
  viewpoints: { title: 'Viewpoints', icon: Mountain, blurb: 'Scenic stops along the route' },
  'farmers markets': { title: 'Farmers Markets', icon: Carrot, blurb: 'Local produce in route towns' },
  'fuel stops': { title: 'Fuel Stops', icon: Fuel, blurb: 'Towns to fill up on the way' },
};

export function DiscoverSection({
  plan,
  routePoints,
  onAdd,
}: {
  plan: TripPlan;
  routePoints: RoutePoint[];
  onAdd: (locations: DiscoverLocation[], category: DiscoverCategory) => void;
}) {
  const discover = useDiscover(routePoints);
  const [open, setOpen] = useState<DiscoverCategory | null>(null);
  const locationsOf = (category: DiscoverCategory) =>
    discover.data?.categories.find((c) => c.category === category)?.locations ?? [];

  return (
    <section aria-labelledby="discover-heading" className="lay-out-when-near no-print">
      <h2 id="discover-heading" className="text-xl font-semibold">
        Discover More Along Your Route
      </h2>
      {discover.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Places along your route could not be loaded. Please try again later.
        </p>
      ) : null}
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3">
        {DISCOVER_CATEGORIES.map((category) => {
          const info = CATEGORY_INFO[category];
          return (
            <button
              key={category}
              type="button"
              onClick={() => setOpen(category)}
              className="rounded-xl border border-stone-200 bg-white p-4 text-left shadow-sm hover:border-brand-600"
            >
              <info.icon aria-hidden="true" className="size-7 text-brand-700" />
              <span className="mt-1 block font-semibold">{info.title}</span>
              <span className="block text-xs text-stone-600">{info.blurb}</span>
            </button>
          );
        })}
      </div>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open ? (
          <DiscoverDialogBody
            category={open}
            loading={discover.isPending}
            locations={locationsOf(open)}
            plan={plan}
            onAdd={(locations) => onAdd(locations, open)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

function DiscoverDialogBody({
  category,
  loading,
  locations,
  plan,
  onAdd,
}: {
  category: DiscoverCategory;
  loading: boolean;
  locations: DiscoverLocation[];
  plan: TripPlan;
  onAdd: (locations: DiscoverLocation[]) => void;
}) {
  const info = CATEGORY_INFO[category];
  const dayOf = (l: DiscoverLocation) => nearestDayNumber(plan.dailyItinerary, l);
  // Add All adds only what belongs to a day: a place far from every day's drive is never added.
  const remaining = locations.filter((l) => !isLocationAdded(plan, l) && dayOf(l) !== null);
  const onlySearches = locations.length > 0 && locations.every((l) => l.kind === 'town');
  return (
    <DialogContent title={info.title} description={info.blurb} className="max-w-2xl">
      <div
        role="img"
        aria-label={`Map of ${info.title.toLowerCase()} along your route`}
        className="flex h-32 items-center justify-center rounded-lg border border-dashed border-stone-300 bg-stone-100 text-sm text-stone-600"
      >
        Map preview of {locations.length} {locations.length === 1 ? 'place' : 'places'}
      </div>
      {loading ? (
        <div className="mt-4 space-y-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : locations.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">No {info.title.toLowerCase()} found near this route.</p>
      ) : (
        <>
          {onlySearches ? (
            <p className="mt-4 text-sm text-stone-700" data-testid="discover-search-only">
              We have no listings of {info.title.toLowerCase()}: these are map searches in towns on your
              route.
            </p>
          ) : null}
          <ul className="mt-4 space-y-3">
            {locations.map((location) => {
              const added = isLocationAdded(plan, location);
              const day = dayOf(location);
              return (
                <li
                  key={location.id}
                  className="flex items-start justify-between gap-3 rounded-lg border border-stone-200 p-3"
                >
                  <div>
                    <p className="font-medium">{location.name}</p>
                    <p className="text-sm text-stone-600">{location.description}</p>
                    {location.distance !== undefined ? (
                      <p className="text-xs text-stone-500">{location.distance} miles from the route</p>
                    ) : null}
                    <p className="text-xs text-stone-600" data-testid="discover-day">
                      {day === null
                        ? `More than ${MAX_MILES_FROM_DAY} miles from every day's drive`
                        : `Near day ${day}`}
                    </p>
                    {location.url ? (
                      <a
                        href={location.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-xs text-brand-700 underline"
                      >
                        More information
                      </a>
                    ) : null}
                  </div>
                  <Button
                    size="sm"
                    variant={added ? 'ghost' : 'outline'}
                    disabled={added || day === null}
                    aria-label={added ? `${location.name} added` : `Add ${location.name}`}
                    onClick={() => onAdd([location])}
                  >
                    {added ? 'Added' : 'Add'}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className="mt-4 flex justify-end">
        <Button disabled={remaining.length === 0} onClick={() => onAdd(remaining)}>
          Add All
        </Button>
      </div>
    </DialogContent>
  );
}
