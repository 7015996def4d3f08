import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DISPLAY_LIMITS } from '@shared/constants';
import type { TripSummary } from '@shared/schemas/trip-document';
import { buttonClass } from '@/components/ui/button';
import { Card, SectionCard } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import type { nextTrip } from '../utils/next-trip';
import { daysAwayText } from '../utils/next-trip';
import { TextLink } from '@/components/ui/text-link';

type NextTrip = ReturnType<typeof nextTrip<TripSummary>>;

const route = (trip: TripSummary) => [trip.fromLocation, trip.toLocation].filter(Boolean).join(' → ');

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Card>
      <p className="text-sm text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {hint && <p className="text-sm text-stone-600">{hint}</p>}
    </Card>
  );
}

/** Total trips, the days to the next one and total miles (not counted yet). */
export function TripStats({ loading, count, next }: { loading: boolean; count: number; next: NextTrip }) {
  return (
    <section aria-label="Trip statistics" className="grid gap-4 sm:grid-cols-3">
      {loading ? (
        [0, 1, 2].map((n) => <Skeleton key={n} className="h-24 w-full" />)
      ) : (
        <>
          <Stat label="Total Trips" value={<span data-testid="total-trips">{count}</span>} />
          <Stat
            label="Next Trip"
            value={
              <span data-testid="next-trip-days">{next ? daysAwayText(next.daysAway) : 'None planned'}</span>
            }
            hint={next ? next.trip.title : undefined}
          />
          <Stat label="Total Miles" value="—" hint="coming soon" />
        </>
      )}
    </section>
  );
}

function NextTripDetails({ next }: { next: NonNullable<NextTrip> }) {
  return (
    <div className="mt-2">
      <p className="text-xl font-semibold">{next.trip.title}</p>
      <p className="text-stone-700">{route(next.trip)}</p>
      <p className="text-sm text-stone-600">
        Departs {next.trip.departureDate} · {daysAwayText(next.daysAway)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={paths.results(next.trip.id)} className={buttonClass('primary', 'sm')}>
          View Itinerary
        </Link>
        <Link href={paths.trip(next.trip.id)} className={buttonClass('outline', 'sm')}>
          Trip Details
        </Link>
      </div>
    </div>
  );
}

/** The next trip, with links to its itinerary and details, or an invitation to plan one. */
export function NextAdventureCard({ loading, next }: { loading: boolean; next: NextTrip }) {
  let body: ReactNode;
  if (loading) body = <Skeleton className="mt-3 h-16 w-full" />;
  else if (next) body = <NextTripDetails next={next} />;
  else
    body = (
      <p className="mt-2 text-sm text-stone-600">
        No upcoming trips. <TextLink href={paths.newTrip}>Plan one now</TextLink>.
      </p>
    );
  return (
    <SectionCard title="Next Adventure" headingId="next-adventure-heading">
      {body}
    </SectionCard>
  );
}

/** The most recent trips, each a link to its details. */
export function RecentTripsCard({ loading, trips }: { loading: boolean; trips: TripSummary[] }) {
  let body: ReactNode;
  if (loading) body = <Skeleton className="mt-3 h-20 w-full" />;
  else if (trips.length === 0)
    body = (
      <p className="mt-2 text-sm text-stone-600">
        No trips yet. Create sample trips or plan your first trip.
      </p>
    );
  else
    body = (
      <ul className="mt-2 divide-y divide-stone-200" aria-label="Recent trips">
        {trips.slice(0, DISPLAY_LIMITS.recentTrips).map((trip) => (
          <li key={trip.id} className="py-2">
            <Link href={paths.trip(trip.id)} className="block rounded px-1 hover:bg-stone-50">
              <span className="font-medium">{trip.title}</span>
              <span className="block text-sm text-stone-600">
                {route(trip)}
                {trip.departureDate ? ` · ${trip.departureDate}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <SectionCard title="Recent Trips" headingId="recent-trips-heading">
      {body}
    </SectionCard>
  );
}

export function QuickActionsCard() {
  return (
    <SectionCard title="Quick Actions" headingId="quick-actions-heading">
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={paths.newTrip} className={buttonClass('primary')}>
          Plan New Trip
        </Link>
        <Link href={paths.trips} className={buttonClass('outline')}>
          View All Trips
        </Link>
      </div>
    </SectionCard>
  );
}
