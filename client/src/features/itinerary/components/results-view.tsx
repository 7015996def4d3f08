import type { ReactNode } from 'react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { TIMINGS } from '@shared/constants';
import type {
  AiPlan,
  Day,
  GenerateTripInput,
  RouteType,
  TravellerEdit,
  TripStop,
} from '@shared/schemas/plan';
import type { DiscoverCategory, DiscoverLocation } from '@shared/schemas/places';
import type { OptimizeFormValues } from '@shared/schemas/planner-form';
import type { Reservations, Trip } from '@shared/schemas/trip';
import { tripTitleOf } from '@shared/trips/itinerary-export';
import { addDiscoverLocations, markOptimized, selectRoute, selectedRouteOf } from '@/entities/trips/plan/plan-edits';
import {
  alignNightsWithStops,
  editsFromDayPlans,
  recordDayEdit,
  recordStayNights,
  stopsFromDayPlans,
} from '@/entities/trips/plan/plan-steering';
import { describePlanChange, remapReservations } from '@/entities/trips/plan/plan-change';
import { editsOf, mergeTravellerEdits } from '@/entities/trips/plan/edit-merge';
import { knownPlanForReuse, offlineStopsMessage } from '@/entities/trips/plan/known-plans';
import { parkLegRequest, rerouteToPark } from '@/entities/trips/plan/reroute-to-park';
import { parseDuration, returnDateOf } from '@shared/trips/rules';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { formatDay, formatMiles, formatRvType, formatUsd } from '@/lib/format';
import { ApiError } from '@/lib/api-client';
import { TripLoadError, TripMessageCard } from '@/components/trip/trip-message-card';
import { paths } from '@/lib/paths';
import { ShareButton } from '@/entities/trips/sharing/share-button';
import type { TripBundle } from '@/entities/trips/trip-bundle';
import { useTripBundle } from '@/entities/trips/trip-bundle';
import { tripStore } from '@/entities/trips/trip-store';
import { generateTrip } from '@/lib/generate-trip';
import { optimizeInputOf, storedTripInputOf } from '@/lib/trip-request';
import { routeLegs } from '../api/route-legs';
import { useItineraryStore } from '../hooks/use-itinerary-store';
import { knownPlansOf } from '../lib/known-plans';
import { BookParksButton } from './book-parks-dialog';
import { DayCard } from './day-card';
import { DayEditor } from './day-editor';
import { DiscoverSection } from './discover-section';
import { RouteChoice } from './route-choice';
import { StopsPanel } from './stops-panel';
import { TravelTips } from './travel-tips';
import { ArrowLeft } from 'lucide-react';

// The optimize form (react-hook-form, its zod resolver, the checkbox) loads when the traveller
// opens it, not with every itinerary.
const OptimizeForm = lazy(() => import('./optimize-form').then((m) => ({ default: m.OptimizeForm })));

// SPEC 8 texts.
export const AI_FAILURE_ALERT = 'Failed to generate AI itinerary. Please try again.';
export const ITINERARY_SAVED = 'Itinerary saved successfully!';

type View = 'results' | 'optimize' | 'edit';

export function ResultsView({ tripId }: { tripId: string }) {
  // SPEC 9: results loading delay 100 ms.
  const bundle = useTripBundle(tripId, { delayMs: TIMINGS.resultsLoadingDelayMs });

  if (bundle.isPending) {
    return (
      <div className="space-y-8">
        {/* Filled by the server with a shared trip's title and description (TRIP_PREVIEW_SLOT). */}
        <div data-trip-preview="true" hidden />
        <div className="flex flex-col items-center gap-3 py-24" aria-live="polite">
          <Spinner size="large" />
          <p className="text-stone-700">Loading your itinerary</p>
        </div>
      </div>
    );
  }
  if (bundle.isError) {
    return (
      <TripLoadError title="Failed to load trip" backLabel="My Trips" onRetry={() => void bundle.refetch()} />
    );
  }
  if (!bundle.data) {
    return <TripMessageCard title="Trip not found" message="The trip you're looking for doesn't exist." />;
  }
  return <LoadedResults bundle={bundle.data} />;
}

/** Trip fields a plan's days decide (its length and return date), to save with the plan. */
type TripPatch = Partial<Pick<Trip, 'duration' | 'returnDate'>>;

/** A new plan waiting for the traveller's yes: it cannot keep some of their edits. */
interface PendingPlan {
  plan: AiPlan;
  reservations: Reservations;
  changes: string[];
  /** Gets the trip's length change (empty when none), to save with its own trip fields. */
  onApplied?: (tripPatch: TripPatch) => void;
}

/** The last re-plan, undoable until the next edit. */
interface UndoState {
  plan: AiPlan | null;
  reservations: Reservations;
  changes: string[];
}

/** Why an optimize may change nothing visible, said instead of silence. */
const NOTHING_CHANGED =
  'The new plan is the same as before: the current plan already meets these preferences.';

function LoadedResults({ bundle }: { bundle: TripBundle }) {
  const { trip, plan, reservations } = bundle;
  const [view, setView] = useState<View>('results');
  const [generating, setGenerating] = useState(false);
  const [pending, setPending] = useState<PendingPlan | null>(null);
  const [undo, setUndo] = useState<UndoState | null>(null);
  const store = useItineraryStore(trip.id);
  // The newest plan, for answers that arrive after the traveller made more edits.
  const latestPlan = useRef(plan);
  latestPlan.current = plan;
  // Days whose new park could not be routed to (offline): retried when the browser is back online.
  const [unrouted, setUnrouted] = useState<number[]>([]);
  // Why the last stops change was not made (it needs a connection), shown on the stops panel.
  const [stopsNotice, setStopsNotice] = useState<string | null>(null);

  // Any edit of the traveller's own ends the undo of the last re-plan.
  const savePlan = (next: AiPlan) => {
    setUndo(null);
    store.savePlan.mutate(next);
  };

  /**
   * The trip's length and return date follow its plan's days: nights the traveller sets add or remove
   * days, and so can a re-plan that keeps them or an Undo.
   */
  const tripLengthPatch = (next: AiPlan | null): TripPatch => {
    const duration = next?.dailyItinerary.length;
    if (!duration || duration === parseDuration(trip.duration)) return {};
    const returnDate = returnDateOf(trip.departureDate, duration);
    return { duration, ...(returnDate ? { returnDate } : {}) };
  };

  const apply = async (next: PendingPlan) => {
    setUndo({ plan, reservations, changes: next.changes });
    await store.savePlan.mutateAsync(next.plan);
    if (JSON.stringify(next.reservations) !== JSON.stringify(reservations))
      store.saveReservations.mutate(next.reservations);
    const lengthPatch = tripLengthPatch(next.plan);
    if (next.onApplied) next.onApplied(lengthPatch);
    else if (Object.keys(lengthPatch).length > 0) store.updateTrip.mutate(lengthPatch);
  };

  /** A new plan merged with the traveller's edits; asks first when it cannot keep one. */
  const adopt = async (
    fresh: AiPlan,
    edits: readonly TravellerEdit[],
    onApplied?: (tripPatch: TripPatch) => void,
    removedEditIds = plan?.removedEditIds,
  ) => {
    // The traveller's removals stay removed through the re-plan (a merge with another device's copy).
    const merged = mergeTravellerEdits(removedEditIds?.length ? { ...fresh, removedEditIds } : fresh, edits);
    const remapped = plan
      ? remapReservations(reservations, plan, merged.plan)
      : { reservations, dropped: [] as string[] };
    const dropped = [...merged.dropped.map((d) => d.message), ...remapped.dropped];
    const changes = plan ? describePlanChange(plan, merged.plan) : [];
    const next: PendingPlan = {
      plan: merged.plan,
      reservations: remapped.reservations,
      changes: changes.length > 0 || !plan ? changes : [NOTHING_CHANGED],
      onApplied,
    };
    if (dropped.length > 0) {
      setPending({ ...next, changes: dropped });
      return;
    }
    await apply(next);
  };

  /** The traveller's plan-shaping inputs (stops, pace, departure time) carried into every re-plan. */
  const steeringOf = (base: AiPlan | null): Partial<GenerateTripInput> => {
    const input = base?.input;
    if (!input) return {};
    return {
      ...(input.stops?.length ? { stops: input.stops } : {}),
      ...(input.paceRule ? { paceRule: input.paceRule } : {}),
      ...(input.departureTime ? { departureTime: input.departureTime } : {}),
      ...(input.maxDrivingHoursPerDay ? { maxDrivingHoursPerDay: input.maxDrivingHoursPerDay } : {}),
      ...(input.avoidHighways ? { avoidHighways: true } : {}),
      ...(input.optimizeFor ? { optimizeFor: input.optimizeFor } : {}),
      ...(input.budgetRange ? { budgetRange: input.budgetRange } : {}),
      ...(input.preferredAmenities?.length ? { preferredAmenities: input.preferredAmenities } : {}),
      ...(input.prioritizeActivities?.length ? { prioritizeActivities: input.prioritizeActivities } : {}),
      routeType: base.selectedRoute,
      duration: input.duration,
    };
  };

  const generate = async () => {
    setGenerating(true);
    try {
      // A manual trip's chosen parks are stops the route must pass; its parks, activities and notes
      // are the traveller's own and are kept.
      const dayPlans = trip.dayPlans ?? [];
      const stops = stopsFromDayPlans(dayPlans);
      const fresh = await generateTrip({ ...storedTripInputOf(trip), ...(stops.length ? { stops } : {}) });
      await adopt(fresh, editsFromDayPlans(dayPlans));
    } catch (error) {
      console.warn('AI itinerary generation failed', error);
      window.alert(AI_FAILURE_ALERT);
    } finally {
      setGenerating(false);
    }
  };

  /**
   * A stops change re-planned. An input already routed in this session (a stop moved back, an order
   * planned before) reuses that plan when there is no connection; anything else needs the planner,
   * and without a connection the panel says so and the current plan stays as it is.
   */
  const replan = async (patch: Partial<GenerateTripInput>) => {
    if (!plan) return;
    const known = knownPlansOf(trip.id);
    const current: GenerateTripInput = { ...storedTripInputOf(trip), ...steeringOf(plan) };
    const input: GenerateTripInput = { ...current, ...patch };
    // Nights just chosen for a stop in the list win over an older nights mark at its place.
    const steered = patch.stops ? alignNightsWithStops(plan, patch.stops) : plan;
    const keep = (fresh: AiPlan) => adopt(fresh, editsOf(steered), undefined, steered.removedEditIds);
    const reuseKnown = async (): Promise<boolean> => {
      const hit = known.recall(input);
      if (!hit) return false;
      known.remember(current, plan, 'left');
      await keep(knownPlanForReuse(hit, plan));
      return true;
    };
    const offline = async () => {
      if (await reuseKnown()) return;
      setStopsNotice(offlineStopsMessage(plan.input.stops ?? [], patch.stops ?? plan.input.stops ?? []));
    };
    setStopsNotice(null);
    if (!navigator.onLine) {
      await offline();
      return;
    }
    setGenerating(true);
    try {
      const fresh = await generateTrip(input);
      known.remember(input, fresh, 'planner');
      known.remember(current, plan, 'left');
      await keep(fresh);
    } catch (error) {
      console.warn('Re-planning failed', error);
      // fetch rejects with a TypeError when no answer came at all: the connection, not the planner.
      if (error instanceof TypeError) await offline();
      else toastError('The trip could not be re-planned. Please try again.');
    } finally {
      setGenerating(false);
    }
  };

  const optimize = async (values: OptimizeFormValues) => {
    setGenerating(true);
    try {
      const base: GenerateTripInput = {
        ...storedTripInputOf(trip),
        ...(plan?.input.stops?.length ? { stops: plan.input.stops } : {}),
        ...(plan?.input.duration ? { duration: plan.input.duration } : {}),
      };
      const input = optimizeInputOf(base, values, plan?.selectedRoute);
      const fresh = markOptimized(await generateTrip(input), values.optimizeFor);
      await adopt(fresh, plan ? editsOf(plan) : [], (tripPatch) => {
        store.updateTrip.mutate({
          ...tripPatch,
          optimizationPreferences: {
            optimizeFor: values.optimizeFor,
            avoidHighways: values.avoidHighways,
            maxDrivingHoursPerDay: values.maxDrivingHours,
            prioritizeActivities: values.prioritizeActivities,
            preferredAmenities: values.preferredAmenities,
          },
        });
        toastSuccess(
          'Trip optimized successfully! Your itinerary has been updated based on your preferences.',
        );
      });
      setView('results');
    } catch (error) {
      console.warn('Trip optimization failed', error);
      window.alert(AI_FAILURE_ALERT);
    } finally {
      setGenerating(false);
    }
  };

  // The nights are the traveller's own: marked, so every re-plan keeps them.
  const changeNights = (day: number, nights: number) => {
    if (!plan) return;
    const next = recordStayNights(plan, day, nights);
    savePlan(next);
    const lengthPatch = tripLengthPatch(next);
    if (Object.keys(lengthPatch).length > 0) store.updateTrip.mutate(lengthPatch);
  };

  const undoReplan = async () => {
    if (!undo) return;
    const previous = undo;
    setUndo(null);
    if (previous.plan) await store.savePlan.mutateAsync(previous.plan);
    if (JSON.stringify(previous.reservations) !== JSON.stringify(reservations))
      store.saveReservations.mutate(previous.reservations);
    const lengthPatch = tripLengthPatch(previous.plan);
    if (Object.keys(lengthPatch).length > 0) store.updateTrip.mutate(lengthPatch);
    toastSuccess('The last re-plan was undone.');
  };

  /**
   * A day edited in the day editor. A new park moves the night's stop: the drive there and the next
   * morning's drive are routed on roads; when that fails the park is kept with the old figures.
   */
  const changeDay = (day: Day) => {
    if (!plan) return;
    const before = plan.dailyItinerary.find((d) => d.day === day.day);
    const edited = recordDayEdit(plan, day);
    savePlan(edited);
    const parkChanged =
      before && (before.rvPark.id !== day.rvPark.id || before.rvPark.name !== day.rvPark.name);
    if (parkChanged) void reroute(edited, day.day);
  };

  const reroute = async (base: AiPlan, dayNumber: number) => {
    const park = base.dailyItinerary.find((d) => d.day === dayNumber)?.rvPark;
    const request = park ? parkLegRequest(base, dayNumber, park) : null;
    if (!park || !request) return;
    try {
      const { legs } = await routeLegs({
        points: request.points.map(({ latitude, longitude }) => ({ latitude, longitude })),
        rvType: base.input.rvType,
      });
      const latest = latestPlan.current;
      const now = latest?.dailyItinerary.find((d) => d.day === dayNumber)?.rvPark;
      // Another park chosen meanwhile routes itself; this answer is for a park no longer planned.
      if (!latest || !now || now.name !== park.name || now.gpsCoordinates !== park.gpsCoordinates) return;
      const same = parkLegRequest(latest, dayNumber, park);
      if (JSON.stringify(same?.points) !== JSON.stringify(request.points)) return;
      setUnrouted((list) => list.filter((d) => d !== dayNumber));
      savePlan(rerouteToPark(latest, dayNumber, park, legs));
    } catch (error) {
      console.warn('The drive to the new park could not be routed', error);
      // The server said no route (a park off the road network): retrying will not help.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        toastError(
          `${error.serverMessage ?? 'No road route reaches this park.'} Day ${dayNumber} keeps its old distances.`,
          'Drive not updated',
        );
        return;
      }
      setUnrouted((list) => (list.includes(dayNumber) ? list : [...list, dayNumber].sort((a, b) => a - b)));
    }
  };

  // Back online: route the parks chosen while offline.
  const retryUnrouted = useRef<() => void>(() => {});
  retryUnrouted.current = () => {
    const base = latestPlan.current;
    if (base) for (const d of unrouted) void reroute(base, d);
  };
  useEffect(() => {
    const onOnline = () => retryUnrouted.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // One stops panel for the results page and the day editor: the same re-plan, edits and Undo.
  const stopsPanel =
    plan && !bundle.readOnly ? (
      <StopsPanel
        plan={plan}
        from={trip.fromLocation}
        to={trip.toLocation}
        busy={generating}
        notice={stopsNotice}
        onStopsChange={(stops: TripStop[]) => void replan({ stops })}
        onNightsChange={changeNights}
        onDepartureTimeChange={(time) => {
          const { departureTime: _old, ...input } = plan.input;
          savePlan({ ...plan, input: time ? { ...input, departureTime: time } : input });
        }}
      />
    ) : null;

  const title = plan?.overview.title ?? tripTitleOf(trip);
  const returnDate = trip.returnDate ?? returnDateOf(trip.departureDate, trip.duration);
  const route = plan ? selectedRouteOf(plan) : null;

  return (
    <div className="space-y-8">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Link
          href={paths.tripTest(trip.id)}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Trip Details
        </Link>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            Print
          </Button>
          <ShareButton tripId={trip.id} url={window.location.href} label="Share" readOnly={bundle.readOnly} />
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

      {undo ? (
        <section
          aria-label="Last re-plan"
          className="no-print flex flex-wrap items-start justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm"
          data-testid="replan-note"
        >
          <div>
            <p className="font-medium">
              The plan was updated. Your own parks, activities, notes and nights were kept.
            </p>
            <ul className="mt-1 list-disc pl-5">
              {undo.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <Button size="sm" variant="outline" onClick={() => void undoReplan()}>
            Undo
          </Button>
        </section>
      ) : null}

      {unrouted.length > 0 ? (
        <p
          role="status"
          className="no-print rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="reroute-note"
        >
          Your new park is saved. The drive to it could not be routed now (
          {unrouted.length === 1 ? 'day' : 'days'} {unrouted.join(', ')}): distances will update when you are
          back online.
        </p>
      ) : null}

      {plan?.mergedFromOtherDevice && !bundle.readOnly ? (
        <section
          aria-label="Merged edits"
          role="status"
          className="no-print flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm"
          data-testid="merged-note"
        >
          <p>
            {plan.mergedFromOtherDevice.edits === 1
              ? 'An edit made on another device was merged into this plan.'
              : `${plan.mergedFromOtherDevice.edits} edits made on another device were merged into this plan.`}
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              const { mergedFromOtherDevice: _seen, ...rest } = plan;
              store.savePlan.mutate(rest);
            }}
          >
            Dismiss
          </Button>
        </section>
      ) : null}

      <Dialog open={pending !== null} onOpenChange={(open) => (open ? null : setPending(null))}>
        {pending ? (
          <DialogContent
            title="The new plan cannot keep all your changes"
            description="Apply it anyway, or keep your current plan?"
          >
            <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="replan-conflicts">
              {pending.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setPending(null)}>
                Keep my current plan
              </Button>
              <Button
                onClick={() => {
                  const next = pending;
                  setPending(null);
                  void apply({ ...next, changes: plan ? describePlanChange(plan, next.plan) : [] });
                }}
              >
                Apply new plan
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>

      {!plan && bundle.readOnly ? (
        <Card className="text-center">
          <h2 className="text-xl font-semibold">No AI itinerary yet</h2>
          <p className="mt-1 text-stone-700">
            The owner of this shared trip has not generated an itinerary for it yet.
          </p>
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
        <Suspense fallback={<Spinner label="Loading the optimize form" />}>
          <OptimizeForm
            pending={generating}
            initial={plan.input}
            onSubmit={(v) => void optimize(v)}
            onCancel={() => setView('results')}
          />
        </Suspense>
      ) : view === 'edit' ? (
        <EditView
          plan={plan}
          stopsPanel={stopsPanel}
          onChange={changeDay}
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
          stopsPanel={stopsPanel}
        />
      )}
    </div>
  );
}

function EditView({
  plan,
  stopsPanel,
  onChange,
  onDone,
}: {
  plan: AiPlan;
  stopsPanel: ReactNode;
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
      {stopsPanel}
      {plan.dailyItinerary.map((day) => (
        <DayEditor key={day.day} day={day} onChange={onChange} rvType={plan.input.rvType} />
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
  stopsPanel,
}: {
  bundle: TripBundle & { plan: AiPlan };
  onSelectRoute: (type: RouteType) => void;
  onAddLocations: (locations: DiscoverLocation[], category: DiscoverCategory) => void;
  onReservations: (next: Reservations) => void;
  onView: (view: View) => void;
  stopsPanel: ReactNode;
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

      {stopsPanel}

      <section aria-labelledby="days-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="days-heading" className="text-xl font-semibold">
            Day-by-Day Itinerary
          </h2>
          {readOnly ? (
            <p className="text-sm text-stone-600">
              You are viewing a shared trip. Only its owner can change it.
            </p>
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
            departureTime={plan.input.departureTime}
            onReservationChange={
              readOnly
                ? undefined
                : (record) => onReservations({ ...reservations, [String(day.day)]: record })
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
            <ShareButton tripId={trip.id} url={window.location.href} label="Share Trip" size="md" />
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
