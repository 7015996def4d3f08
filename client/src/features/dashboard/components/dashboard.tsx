import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DISPLAY_LIMITS } from '@shared/constants';
import type { TripSummary } from '@shared/schemas/trip-document';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { WeatherCard } from '@/entities/weather/weather-card';
import { paths } from '@/lib/paths';
import { useCreateSampleTrips } from '../api/create-sample-trips';
import { useTripPlans } from '../api/get-trip-plans';
import { daysAwayText, nextTrip } from '../utils/next-trip';

type DashboardProps = {
  displayName: string;
  /** The expenses card of the next trip; the page supplies it from the expenses feature. */
  renderExpenses: (trip: TripSummary) => ReactNode;
};

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Card>
      <p className="text-sm text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {hint && <p className="text-sm text-stone-600">{hint}</p>}
    </Card>
  );
}

const route = (trip: TripSummary) => [trip.fromLocation, trip.toLocation].filter(Boolean).join(' → ');

/** SPEC 2 Dashboard, signed in. */
export function Dashboard({ displayName, renderExpenses }: DashboardProps) {
  const plans = useTripPlans(true);
  const samples = useCreateSampleTrips();
  const trips = plans.data ?? [];
  const next = nextTrip(trips);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Welcome back, {displayName}!</h1>
          <p className="mt-1 text-stone-700">Here is what is coming up on the road.</p>
        </div>
        <Button variant="outline" onClick={() => samples.mutate()} disabled={samples.isPending}>
          {samples.isPending ? 'Creating...' : 'Create Sample Trips'}
        </Button>
      </div>

      {plans.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          Failed to load trips. Please try refreshing the page.
        </p>
      )}

      <section aria-label="Trip statistics" className="grid gap-4 sm:grid-cols-3">
        {plans.isLoading ? (
          [0, 1, 2].map((n) => <Skeleton key={n} className="h-24 w-full" />)
        ) : (
          <>
            <Stat label="Total Trips" value={<span data-testid="total-trips">{trips.length}</span>} />
            <Stat
              label="Next Trip"
              value={
                <span data-testid="next-trip-days">
                  {next ? daysAwayText(next.daysAway) : 'None planned'}
                </span>
              }
              hint={next ? next.trip.title : undefined}
            />
            <Stat label="Total Miles" value="—" hint="coming soon" />
          </>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card aria-labelledby="next-adventure-heading">
            <h2 id="next-adventure-heading" className="text-lg font-semibold">
              Next Adventure
            </h2>
            {plans.isLoading ? (
              <Skeleton className="mt-3 h-16 w-full" />
            ) : next ? (
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
            ) : (
              <p className="mt-2 text-sm text-stone-600">
                No upcoming trips.{' '}
                <Link href={paths.newTrip} className="font-medium text-brand-700 underline">
                  Plan one now
                </Link>
                .
              </p>
            )}
          </Card>

          <Card aria-labelledby="recent-trips-heading">
            <h2 id="recent-trips-heading" className="text-lg font-semibold">
              Recent Trips
            </h2>
            {plans.isLoading ? (
              <Skeleton className="mt-3 h-20 w-full" />
            ) : trips.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">
                No trips yet. Create sample trips or plan your first trip.
              </p>
            ) : (
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
            )}
          </Card>

          <Card aria-labelledby="quick-actions-heading">
            <h2 id="quick-actions-heading" className="text-lg font-semibold">
              Quick Actions
            </h2>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link href={paths.newTrip} className={buttonClass('primary')}>
                Plan New Trip
              </Link>
              <Link href={paths.trips} className={buttonClass('outline')}>
                View All Trips
              </Link>
            </div>
          </Card>
        </div>

        <div className="space-y-6">
          <WeatherCard
            target={next?.trip.toLocation ? { query: next.trip.toLocation } : null}
            heading={
              <h2 id="weather-heading" className="text-lg font-semibold">
                Weather
              </h2>
            }
            labelledBy="weather-heading"
            upcoming="current weather at your destination"
            empty="Plan a trip to see the weather at your destination."
          />
          <Card>
            {next ? (
              renderExpenses(next.trip)
            ) : (
              <>
                <h2 className="text-lg font-semibold">Trip Expenses</h2>
                <p className="mt-2 text-sm text-stone-600">Expenses appear here for your next trip.</p>
              </>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}

/** SPEC 2 Dashboard, signed out (ruling 3: no redirect). */
export function SignedOutDashboard() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="mt-2 text-stone-700">
        Sign in to see your trips, the weather on the road and your expenses.
      </p>
      <div className="mt-4 flex justify-center gap-3">
        <Link href={paths.login} className={buttonClass('primary')}>
          Sign In
        </Link>
        <Link href={paths.register} className={buttonClass('outline')}>
          Create Account
        </Link>
      </div>
    </Card>
  );
}
