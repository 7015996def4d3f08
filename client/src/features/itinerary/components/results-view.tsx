import { useState } from 'react';
import { Link } from 'wouter';
import { TIMINGS } from '@shared/constants';
import type { AiPlan, Day, RouteType } from '@shared/schemas/plan';
import type { DiscoverCategory, DiscoverLocation } from '@shared/schemas/places';
import type { OptimizeFormValues } from '@shared/schemas/planner-form';
import type { Reservations } from '@shared/schemas/trip';
import { tripTitleOf } from '@shared/trips/itinerary-export';
import {
  addDiscoverLocations,
  markOptimized,
  replaceDay,
  selectRoute,
  selectedRouteOf,
} from '@shared/trips/plan-edits';
import { returnDateOf } from '@shared/trips/rules';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { formatDay, formatMiles, formatRvType, formatUsd } from '@/lib/format';
import { paths } from '@/lib/paths';
import { copyTripLink } from '@/lib/share';
import type { TripBundle } from '@/lib/trip-bundle';
import { useTripBundle } from '@/lib/trip-bundle';
import { tripStore } from '@/lib/trip-store';
import { generateTrip } from '@/lib/generate-trip';
import { useItineraryStore } from '../hooks/use-itinerary-store';
import { generateInputOf, optimizeInputOf } from '../lib/generate-input';
import { BookParksButton } from './book-parks-dialog';
import { DayCard } from './day-card';
import { DayEditor } from './day-editor';
import { DiscoverSection } from './discover-section';
import { OptimizeForm } from './optimize-form';
import { RouteChoice } from './route-choice';
import { TravelTips } from './travel-tips';
import { ArrowLeft } from 'lucide-react';

// SPEC 8 texts.
export const AI_FAILURE_ALERT = 'Failed to generate AI itinerary. Please try again.';
export const ITINERARY_SAVED = 'Itinerary saved successfully!';

type View = 'results' | 'optimize' | 'edit';

export function ResultsView({ tripId }: { tripId: string }) {
  // SPEC 9: results loading delay 100 ms.
  const bundle = useTripBundle(tripId, { delayMs: TIMINGS.resultsLoadingDelayMs });

  if (bundle.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-24" aria-live="polite">
        <Spinner size="large" />
        <p className="text-stone-700">Loading your itinerary</p>
      </div>
    );
  }
  if (bundle.isError) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <h1 className="text-2xl font-bold">Failed to load trip</h1>
        <p className="mt-2 text-stone-700">Failed to load trip details. Please try again.</p>
        <div className="mt-4 flex justify-center gap-3">
          <Button onClick={() => void bundle.refetch()}>Try Again</Button>
          <Link href={paths.trips} className={buttonClass('outline')}>
            My Trips
          </Link>
        </div>
      </Card>
    );
  }
  if (!bundle.data) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <h1 className="text-2xl font-bold">Trip not found</h1>
        <p className="mt-2 text-stone-700">The trip you&apos;re looking for doesn&apos;t exist.</p>
        <Link href={paths.trips} className={buttonClass('primary', 'md', 'mt-4')}>
          Back to My Trips
        </Link>
      </Card>
    );
  }
  return <LoadedResults bundle={bundle.data} />;
}

function LoadedResults({ bundle }: { bundle: TripBundle }) {
  const { trip, plan } = bundle;
  const [view, setView] = useState<View>('results');
  const [generating, setGenerating] = useState(false);
  const store = useItineraryStore(trip.id);

  const savePlan = (next: AiPlan) => store.savePlan.mutate(next);

  const generate = async () => {
    setGenerating(true);
    try {
      savePlan(await generateTrip(generateInputOf(trip)));
    } catch (error) {
      console.warn('AI itinerary generation failed', error);
      window.alert(AI_FAILURE_ALERT);
    } finally {
      setGenerating(false);
    }
  };

  const optimize = async (values: OptimizeFormValues) => {
    setGenerating(true);
    try {
      const next = markOptimized(await generateTrip(optimizeInputOf(trip, values)), values.optimizeFor);
      await store.savePlan.mutateAsync(next);
      store.updateTrip.mutate({
        optimizationPreferences: {
          optimizeFor: values.optimizeFor,
          avoidHighways: values.avoidHighways,
          maxDrivingHoursPerDay: values.maxDrivingHours,
          prioritizeActivities: values.prioritizeActivities,
          preferredAmenities: values.preferredAmenities,
        },
      });
      toastSuccess('Trip optimized successfully! Your itinerary has been updated based on your preferences.');
      setView('results');
    } catch (error) {
      console.warn('Trip optimization failed', error);
      window.alert(AI_FAILURE_ALERT);
    } finally {
      setGenerating(false);
    }
  };

  const title = plan?.overview.title ?? tripTitleOf(trip);
  const returnDate = trip.returnDate ?? returnDateOf(trip.departureDate, trip.duration);
  const route = plan ? selectedRouteOf(plan) : null;

  return (
    <div className="space-y-8">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Link href={paths.tripTest(trip.id)} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Trip Details
        </Link>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            Print
          </Button>
          <Button variant="outline" size="sm" onClick={() => void copyTripLink(window.location.href, trip.id)}>
            Share
          </Button>
        </div>
      </div>

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

      {!plan && bundle.readOnly ? (
        <Card className="text-center">
          <h2 className="text-xl font-semibold">No AI itinerary yet</h2>
          <p className="mt-1 text-stone-700">The owner of this shared trip has not generated an itinerary for it yet.</p>
        </Card>
      ) : !plan ? (
        <Card className="text-center">
          <h2 className="text-xl font-semibold">No AI itinerary yet</h2>
          <p className="mt-1 text-stone-700">
            Generate a day-by-day plan with RV parks, activities and meals for this trip.
          </p>
          <Button className="mt-4" onClick={() => void generate()} disabled={generating}>
            {generating ? (
              <>
                <Spinner size="small" /> Generating your itinerary...
              </>
            ) : (
              'Generate AI Plan'
            )}
          </Button>
        </Card>
      ) : view === 'optimize' ? (
        <OptimizeForm
          pending={generating}
          onSubmit={(v) => void optimize(v)}
          onCancel={() => setView('results')}
        />
      ) : view === 'edit' ? (
        <EditView
          plan={plan}
          onChange={(day) => savePlan(replaceDay(plan, day))}
          onDone={() => setView('results')}
        />
      ) : (
        <PlanView
          bundle={{ ...bundle, plan }}
          onSelectRoute={(type: RouteType) => savePlan(selectRoute(plan, type))}
          onAddLocations={(locations: DiscoverLocation[], category: DiscoverCategory) =>
            savePlan(addDiscoverLocations(plan, locations, category))
          }
          onReservations={(next: Reservations) => store.saveReservations.mutate(next)}
          onView={setView}
        />
      )}
    </div>
  );
}

function EditView({
  plan,
  onChange,
  onDone,
}: {
  plan: AiPlan;
  onChange: (day: Day) => void;
  onDone: () => void;
}) {
  return (
    <section aria-labelledby="edit-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="edit-heading" className="text-xl font-semibold">
          Edit Itinerary
        </h2>
        <Button onClick={onDone}>Back to Itinerary</Button>
      </div>
      <p className="text-sm text-stone-600">Changes are saved as you make them.</p>
      {plan.dailyItinerary.map((day) => (
        <DayEditor key={day.day} day={day} onChange={onChange} />
      ))}
    </section>
  );
}

function PlanView({
  bundle,
  onSelectRoute,
  onAddLocations,
  onReservations,
  onView,
}: {
  bundle: TripBundle & { plan: AiPlan };
  onSelectRoute: (type: RouteType) => void;
  onAddLocations: (locations: DiscoverLocation[], category: DiscoverCategory) => void;
  onReservations: (next: Reservations) => void;
  onView: (view: View) => void;
}) {
  const { trip, plan, reservations, readOnly } = bundle;
  const days = plan.dailyItinerary;
  const routePoints = days.length > 0 ? [days[0].from, ...days.map((d) => d.to)] : [];

  const saveItinerary = async () => {
    try {
      await tripStore.saveItinerary({ tripData: { trip, plan }, routeSelected: plan.selectedRoute });
      toastSuccess(ITINERARY_SAVED);
    } catch (error) {
      console.warn('Could not save the itinerary', error);
      toastError('The itinerary could not be saved on this device. Please try again.');
    }
  };

  return (
    <>
      {plan.warnings.length > 0 ? (
        <ul className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {plan.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      <RouteChoice plan={plan} onSelect={onSelectRoute} />

      <section aria-labelledby="days-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="days-heading" className="text-xl font-semibold">
            Day-by-Day Itinerary
          </h2>
          {readOnly ? (
            <p className="text-sm text-stone-600">You are viewing a shared trip. Only its owner can change it.</p>
          ) : (
            <div className="no-print flex gap-2">
              <Button variant="outline" size="sm" onClick={() => onView('edit')}>
                Edit Itinerary
              </Button>
              <Button variant="outline" size="sm" onClick={() => onView('optimize')}>
                Optimize Trip
              </Button>
            </div>
          )}
        </div>
        {days.map((day) => (
          <DayCard
            key={`${plan.selectedRoute}-${day.day}`}
            day={day}
            reservation={reservations[String(day.day)]}
            onReservationChange={
              readOnly ? undefined : (record) => onReservations({ ...reservations, [String(day.day)]: record })
            }
          />
        ))}
        <p className="text-xs text-stone-600">{plan.overview.distanceNote}</p>
      </section>

      <TravelTips recommendations={plan.recommendations} />

      {readOnly ? null : <DiscoverSection plan={plan} routePoints={routePoints} onAdd={onAddLocations} />}

      <div className="no-print flex flex-wrap gap-3 border-t border-stone-200 pt-6">
        {readOnly ? null : (
          <>
            <Button onClick={() => void saveItinerary()}>Save Itinerary</Button>
            <Button variant="outline" onClick={() => void copyTripLink(window.location.href, trip.id)}>
              Share Trip
            </Button>
          </>
        )}
        <Link href={paths.home} className={buttonClass('outline')}>
          Modify Trip
        </Link>
        <BookParksButton days={days} />
      </div>
    </>
  );
}
