import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { Expense } from '@shared/schemas/trip-document';
import { tripTitleOf } from '@shared/trips/itinerary-export';
import type { DayRoadStop } from '@shared/trips/road-stops';
import { tripRoadStops } from '@shared/trips/road-stops';
import { returnDateOf } from '@shared/trips/rules';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDay } from '@/lib/format';
import { TripLoadFailedCard, TripMessageCard } from '@/components/trip/trip-message-card';
import { paths } from '@/lib/paths';
import { ShareButton } from '@/entities/trips/sharing/share-button';
import type { TripBundle } from '@/entities/trips/trip-bundle';
import { useTripBundle } from '@/entities/trips/trip-bundle';
import { BudgetTab } from './budget-tab';
import { DayByDayTab } from './day-by-day-tab';
import { ExportMenu } from './export-menu';
import { NavigatorLinks } from '@/entities/trips/sharing/navigator-links';
import type { RouteStop } from './overview-tab';
import { OverviewTab, routeStopsOf, StopList } from './overview-tab';
import { ResourcesTab } from './resources-tab';
import { tripDaysOf } from './trip-days';
import { BookingBoard } from '@/entities/trips/booking/booking-board';
import { ReminderSwitch, StayReminderSwitch } from '@/entities/trips/booking/reminder-switch';
import { ArrowLeft } from 'lucide-react';

export type { RouteStop } from './overview-tab';

type Props = {
  tripId: string;
  /** 'summary' is /trip-test/:id, the route preview that leads on to the AI itinerary. */
  variant: 'summary' | 'saved' | 'itinerary';
  /** The page renders the route map (features do not import each other). */
  /**
   * `geometry`: the plan's road line as encoded polylines in order (empty for plans without one);
   * `roadStops`: every day's fuel, rest, dump, water, propane and overnight-parking stops;
   * `militaryAccess`: the trip's traveller holds a military ID (base FamCamps may be drawn);
   * `linkify`: the addresses in the road stops' notes as links (not on a trip shared read-only).
   */
  renderRouteMap?: (
    stops: RouteStop[],
    geometry: Array<string | undefined>,
    roadStops: DayRoadStop[],
    militaryAccess: boolean,
    linkify: boolean,
  ) => ReactNode;
  /** Expenses recorded for the trip, when the page has them. */
  expenses?: readonly Expense[];
};

/** Trip details (/trip-test/:id) and the saved trip views (/trip/:id, /trip/:id/itinerary). */
export function TripDetailsView({ tripId, variant, renderRouteMap, expenses }: Props) {
  const bundle = useTripBundle(tripId, { enabled: tripId !== '' });
  // The trip pages' failure texts.
  if (!tripId)
    return (
      <TripMessageCard title="No trip ID provided" message="The trip you're looking for doesn't exist." />
    );
  if (bundle.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner size="large" label="Loading trip" />
      </div>
    );
  }
  if (bundle.isError) {
    return (
      <TripLoadFailedCard
        title="Error loading trip data"
        backLabel="Back to My Trips"
        onRetry={() => void bundle.refetch()}
      />
    );
  }
  if (!bundle.data)
    return <TripMessageCard title="Trip not found" message="The trip you're looking for doesn't exist." />;
  return (
    <LoadedDetails
      bundle={bundle.data}
      variant={variant}
      renderRouteMap={renderRouteMap}
      expenses={expenses}
    />
  );
}

function LoadedDetails({
  bundle,
  variant,
  renderRouteMap,
  expenses,
}: { bundle: TripBundle } & Pick<Props, 'variant' | 'renderRouteMap' | 'expenses'>) {
  const { trip, plan, reservations } = bundle;
  const title = plan?.overview.title ?? tripTitleOf(trip);
  const returnDate = trip.returnDate ?? returnDateOf(trip.departureDate, trip.duration);
  const days = tripDaysOf(trip, plan);
  const stops = routeStopsOf(plan, trip);
  // The selected route's whole line when the plan has it, else each day's leg in order.
  const selected = plan?.routeOptions.find((o) => o.type === plan.selectedRoute);
  const geometry = selected?.geometry
    ? [selected.geometry]
    : (plan?.dailyItinerary.map((d) => d.geometry) ?? []);
  const isManual = trip.planningMode === 'manual' && !plan;
  const roadStops = useMemo(() => tripRoadStops(plan?.dailyItinerary ?? []), [plan]);
  // The owner's setting (a shared trip's request leaves it out): FamCamps on the map only with it.
  const militaryAccess =
    !bundle.readOnly && (trip.militaryAccess === true || plan?.input.militaryAccess === true);

  return (
    <div className="space-y-6">
      <Link
        href={paths.trips}
        className="no-print inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to My Trips
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="mt-1 text-stone-700">
            {formatDay(trip.departureDate)}
            {returnDate ? ` – ${formatDay(returnDate)}` : ''} · {trip.fromLocation} to {trip.toLocation}
          </p>
        </div>
        <div className="no-print flex flex-wrap gap-2">
          <ShareButton tripId={trip.id} url={window.location.href} label="Share" readOnly={bundle.readOnly} />
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            Print
          </Button>
          <ExportMenu trip={trip} plan={plan} reservations={reservations} />
          <Link href={paths.mapForTrip(trip.id)} className={buttonClass('outline', 'sm')}>
            Open the map
          </Link>
        </div>
      </header>

      {bundle.readOnly ? <NavigatorLinks tripId={trip.id} /> : null}

      {!isManual ? (
        <Card className="no-print flex flex-wrap items-center justify-between gap-3 bg-brand-50">
          <div>
            <h2 className="font-semibold">{variant === 'summary' ? 'Route Preview' : 'Your AI Itinerary'}</h2>
            <p className="text-sm text-stone-700">
              {plan
                ? `${plan.dailyItinerary.length} days with RV parks, activities and meals.`
                : 'No AI itinerary has been generated for this trip yet.'}
            </p>
          </div>
          <Link href={paths.results(trip.id)} className={buttonClass('primary')}>
            View Your AI Itinerary
          </Link>
        </Card>
      ) : null}

      {plan ? (
        <BookingBoard
          days={plan.dailyItinerary}
          reservations={reservations ?? {}}
          reminders={bundle.readOnly ? undefined : <ReminderSwitch tripId={trip.id} />}
          renderStayReminder={
            bundle.readOnly
              ? undefined
              : (day, booking) => <StayReminderSwitch tripId={trip.id} day={day} booking={booking} />
          }
        />
      ) : null}

      <Tabs defaultValue="overview">
        <TabsList aria-label="Trip details" className="no-print">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="days">Day by Day</TabsTrigger>
          <TabsTrigger value="budget">Budget</TabsTrigger>
          <TabsTrigger value="resources">Resources</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            trip={trip}
            plan={plan}
            linkify={!bundle.readOnly}
            routeMap={
              renderRouteMap ? (
                renderRouteMap(stops, geometry, roadStops, militaryAccess, !bundle.readOnly)
              ) : (
                <StopList stops={stops} />
              )
            }
          />
        </TabsContent>
        <TabsContent value="days">
          <DayByDayTab days={days} trip={bundle.readOnly ? undefined : trip} linkify={!bundle.readOnly} />
        </TabsContent>
        <TabsContent value="budget">
          <BudgetTab trip={trip} plan={plan} expenses={expenses} />
        </TabsContent>
        <TabsContent value="resources">
          <ResourcesTab tripId={trip.id} days={days} recommendations={plan?.recommendations ?? null} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
