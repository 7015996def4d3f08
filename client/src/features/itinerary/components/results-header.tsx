import { Link } from 'wouter';
import type { TripPlan } from '@shared/schemas/plan';
import type { Trip } from '@shared/schemas/trip';
import { tripTitleOf } from '@shared/trips/itinerary-export';
import { selectedRouteOf } from '@shared/plan/plan-days';
import { returnDateOf } from '@shared/trips/rules';
import { Button } from '@/components/ui/button';
import { formatDay, formatMiles, formatRvType, formatUsd } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ShareButton } from '@/entities/trips/sharing/share-button';
import { ArrowLeft } from 'lucide-react';

/** The way back to the trip's details, and print and share. */
export function ResultsToolbar({ tripId, readOnly }: { tripId: string; readOnly: boolean }) {
  return (
    <div className="no-print flex flex-wrap items-center justify-between gap-3">
      <Link
        href={paths.tripTest(tripId)}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Trip Details
      </Link>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          Print
        </Button>
        <ShareButton tripId={tripId} url={window.location.href} label="Share" readOnly={readOnly} />
      </div>
    </div>
  );
}

/** The trip's title, the plan's description and the trip's figures: dates, distance, rig and cost. */
export function ResultsHeader({ trip, plan }: { trip: Trip; plan: TripPlan | null }) {
  const title = plan?.overview.title ?? tripTitleOf(trip);
  // The dates follow the plan's days when there is a plan: one length everywhere.
  const returnDate = plan?.dailyItinerary.length
    ? returnDateOf(trip.departureDate, plan.dailyItinerary.length)
    : (trip.returnDate ?? returnDateOf(trip.departureDate, trip.duration));
  const route = plan ? selectedRouteOf(plan) : null;
  return (
    <header>
      <h1 className="text-3xl font-bold">{title}</h1>
      {plan ? <p className="mt-2 max-w-3xl text-stone-700">{plan.overview.description}</p> : null}
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <div>
          <dt className="text-xs text-stone-600 uppercase">Dates</dt>
          <dd className="font-medium">
            {formatDay(trip.departureDate)}
            {returnDate ? ` – ${formatDay(returnDate)}` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600 uppercase">Distance</dt>
          <dd className="font-medium" data-testid="results-distance">
            {route
              ? formatMiles(route.distance)
              : trip.totalDistance
                ? formatMiles(trip.totalDistance)
                : 'Not planned yet'}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600 uppercase">RV Type</dt>
          <dd className="font-medium">{formatRvType(trip.rvType)}</dd>
        </div>
        {plan || trip.estimatedCost ? (
          <div>
            <dt className="text-xs text-stone-600 uppercase">Estimated Cost</dt>
            <dd className="font-medium">
              {formatUsd(plan ? plan.overview.estimatedCost : (trip.estimatedCost ?? 0))}
            </dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
