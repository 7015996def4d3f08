import { Link } from 'wouter';
import type { Trip } from '@shared/schemas/trip';
import type { TripStatus } from '@shared/schemas/trip';
import type { PlanFigures } from '@/entities/trips/storage/synced-store';
import { cardActivities, cardNumbers, parseDuration, returnDateOf, startsInLabel } from '@shared/trips/rules';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCount, formatDay } from '@/lib/format';
import { paths } from '@/lib/paths';

const STATUS_STYLE: Record<TripStatus, string> = {
  upcoming: 'bg-blue-100 text-blue-900',
  current: 'bg-green-100 text-green-900',
  past: 'bg-stone-200 text-stone-800',
};
const STATUS_LABEL: Record<TripStatus, string> = { upcoming: 'Upcoming', current: 'Current', past: 'Past' };

const usd = (n: number) => `$${formatCount(n)}`;

type TripCardProps = { trip: Trip; plan: PlanFigures | null; status: TripStatus; onDelete: (trip: Trip) => void };

/**
 * SPEC 2 My Trips card: opens /trip/{id}/itinerary; delete is hidden for current trips. A planned trip
 * shows its plan's figures; an unplanned one shows estimates, labelled so (a card never asks the
 * server to route: a list of 30 trips would be 30 road searches).
 */
export function TripCard({ trip, plan, status, onDelete }: TripCardProps) {
  const days = parseDuration(trip.duration);
  const numbers = cardNumbers(trip, plan && { overview: plan });
  const startsIn = status === 'upcoming' ? startsInLabel(trip.departureDate) : null;
  const activities = cardActivities(trip.mainActivities ?? []);
  const title = trip.title || `${trip.fromLocation} to ${trip.toLocation}`;

  return (
    <article
      data-testid="trip-card"
      aria-labelledby={`trip-${trip.id}-title`}
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`trip-${trip.id}-title`} className="text-lg font-semibold">
          <Link href={paths.tripItinerary(trip.id)} className="hover:underline">
            {title}
          </Link>
        </h2>
        <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLE[status])}>
          {STATUS_LABEL[status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {trip.fromLocation} → {trip.toLocation}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {trip.departureDate ? (
          <>
            {formatDay(trip.departureDate)} –{' '}
            {formatDay(trip.returnDate ?? returnDateOf(trip.departureDate, days))} · {days} days
          </>
        ) : (
          <>No departure date yet · {days} days</>
        )}
      </p>
      {startsIn ? <p className="mt-2 text-sm font-medium text-brand-700">{startsIn}</p> : null}

      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-stone-500">Distance</dt>
          <dd className="font-medium">{formatCount(numbers.distance)} mi</dd>
        </div>
        <div>
          <dt className="text-stone-500">Stops</dt>
          <dd className="font-medium">{numbers.stops}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Cost</dt>
          <dd className="font-medium">{usd(numbers.cost)}</dd>
        </div>
      </dl>
      {numbers.distanceIsEstimate ? (
        <p className="mt-1 text-xs text-stone-500">Estimates (250 miles a day, cost by RV type)</p>
      ) : numbers.isEstimate ? (
        <p className="mt-1 text-xs text-stone-500">Road miles; cost estimated by RV type</p>
      ) : null}

      {activities.shown.length ? (
        <ul aria-label="Main activities" className="mt-3 flex flex-wrap gap-1">
          {activities.shown.map((a) => (
            <li key={a} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
              {a}
            </li>
          ))}
          {activities.more ? (
            <li className="rounded-full px-2 py-0.5 text-xs text-stone-600">{activities.more}</li>
          ) : null}
        </ul>
      ) : null}

      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <Link
          href={paths.tripItinerary(trip.id)}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          View itinerary
        </Link>
        {status !== 'current' ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            onClick={() => onDelete(trip)}
            aria-label={`Delete ${title}`}
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
