import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { TripSummary } from '@shared/schemas/trip-document';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useCreateSampleTrips } from '../api/create-sample-trips';
import { useTripPlans } from '../api/get-trip-plans';
import { nextTrip } from '../utils/next-trip';
import { NextAdventureCard, QuickActionsCard, RecentTripsCard, TripStats } from './dashboard-cards';
import { DestinationWeather } from './destination-weather';

type DashboardProps = {
  displayName: string;
  /** The expenses card of the next trip; the page supplies it from the expenses feature. */
  renderExpenses: (trip: TripSummary) => ReactNode;
};

/** The dashboard, signed in. */
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

      <TripStats loading={plans.isLoading} count={trips.length} next={next} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <NextAdventureCard loading={plans.isLoading} next={next} />
          <RecentTripsCard loading={plans.isLoading} trips={trips} />
          <QuickActionsCard />
        </div>

        <div className="space-y-6">
          <DestinationWeather place={next?.trip.toLocation ?? null} />
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

/**
 * The dashboard, signed out: links to sign in and register, no redirect
 * (docs/decisions/0006-product-rulings.md).
 */
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
