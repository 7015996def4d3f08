import { Link } from 'wouter';
import type { Trip } from '@shared/schemas/trip';
import type { TripStatus } from '@shared/schemas/trip';
import type { PlanFigures } from '@/entities/trips/storage/synced-store';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { CARD_CLASS, tripCardView } from '../card-view';

type TripCardProps = {
  trip: Trip;
  plan: PlanFigures | null;
  status: TripStatus;
  onDelete: (trip: Trip) => void;
};

/**
 * A My Trips card: opens /trip/{id}/itinerary; delete is hidden for current trips. A planned trip
 * shows its plan's figures; an unplanned one shows estimates, labelled so (a card never asks the
 * server to route: a list of 30 trips would be 30 road searches). The prerendered page draws the
 * same markup before the app runs (early-cards/card-element.ts; a test holds the two alike).
 */
export function TripCard({ trip, plan, status, onDelete }: TripCardProps) {
  const view = tripCardView(trip, plan, status);
  const titleId = `trip-${view.id}-title`;
  return (
    <article
      data-testid="trip-card"
      aria-labelledby={titleId}
      className={CARD_CLASS}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          <Link href={view.href} className="hover:underline">
            {view.title}
          </Link>
        </h2>
        <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', view.statusClass)}>
          {view.statusLabel}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-600">{view.route}</p>
      <p className="mt-1 text-sm text-stone-600">{view.dates}</p>
      {view.startsIn ? <p className="mt-2 text-sm font-medium text-brand-700">{view.startsIn}</p> : null}

      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-stone-500">Distance</dt>
          <dd className="font-medium">{view.distance}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Stops</dt>
          <dd className="font-medium">{view.stops}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Cost</dt>
          <dd className="font-medium">{view.cost}</dd>
        </div>
      </dl>
      {view.note ? <p className="mt-1 text-xs text-stone-500">{view.note}</p> : null}

      {view.activities.length ? (
        <ul aria-label="Main activities" className="mt-3 flex flex-wrap gap-1">
          {view.activities.map((a) => (
            <li key={a} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
              {a}
            </li>
          ))}
          {view.moreActivities ? (
            <li className="rounded-full px-2 py-0.5 text-xs text-stone-600">{view.moreActivities}</li>
          ) : null}
        </ul>
      ) : null}

      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <Link href={view.href} className="text-sm font-medium text-brand-700 hover:underline">
          View itinerary
        </Link>
        {view.canDelete ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            onClick={() => onDelete(trip)}
            aria-label={`Delete ${view.title}`}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </article>
  );
}

export function TripCardSkeleton() {
  return (
    <div data-testid="trip-card-skeleton" className="rounded-xl border border-stone-200 bg-white p-5">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="mt-3 h-4 w-1/2" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <Skeleton className="mt-4 h-10 w-full" />
    </div>
  );
}
