import { Suspense, lazy, useState } from 'react';
import { TIMINGS } from '@shared/constants';
import type { TripPlan } from '@shared/schemas/plan';
import { addDiscoverLocations } from '@/entities/trips/plan/plan-edits';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TripLoadFailedCard, TripMessageCard } from '@/components/trip/trip-message-card';
import type { TripBundle } from '@/entities/trips/trip-bundle';
import { useTripBundle } from '@/entities/trips/trip-bundle';
import { optimizeFormValuesOf, preferencesWithPasses } from '@/lib/trip-request';
import { useItineraryStore } from '../hooks/use-itinerary-store';
import { useReplan } from '../hooks/use-replan';
import type { ResultsMode } from './plan-view';
import { PlanView } from './plan-view';
import {
  EditUndoNote,
  LengthDialog,
  MergedNote,
  PendingPlanDialog,
  PlaceDialog,
  UndoNote,
  UnroutedNote,
} from './replan-notes';
import { ResultsHeader, ResultsToolbar } from './results-header';
import type { RigSettings } from './rig-costs-form';
import { RigCostsPanel } from './rig-costs-panel';
import type { WhoSettings } from './who-form';
import { TravellersPanel } from './travellers-panel';
import type { RoadSettings } from './roads-form';
import { RoadsPanel } from './roads-panel';
import { StopsPanel } from './stops-panel';
import { NavigatorLinks } from '@/entities/trips/sharing/navigator-links';
import EditView from './edit-view';

// The optimize form (react-hook-form, its zod resolver, the checkbox) loads when the traveller
// opens it, not with every itinerary.
const OptimizeForm = lazy(() => import('./optimize-form').then((m) => ({ default: m.OptimizeForm })));
// The day editors load with the page, not on use: editing works offline, and a page opened without
// its service worker (the first visit, a private window) has no other copy of a chunk fetched later.

export function ResultsView({ tripId }: { tripId: string }) {
  // The results page shows its loading view for at least 100 ms.
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
      <TripLoadFailedCard
        title="Failed to load trip"
        backLabel="My Trips"
        onRetry={() => void bundle.refetch()}
      />
    );
  }
  if (!bundle.data) {
    // The results page's own not-found title; the trip pages say 'Trip not found'.
    return <TripMessageCard title="Trip Not Found" message="The trip you're looking for doesn't exist." />;
  }
  return <LoadedResults bundle={bundle.data} />;
}

/** A trip without a plan: its owner may generate one; a shared copy only says there is none yet. */
function NoPlanCard({
  readOnly,
  generating,
  onGenerate,
}: {
  readOnly: boolean;
  generating: boolean;
  onGenerate: () => void;
}) {
  if (readOnly) {
    return (
      <Card className="text-center">
        <h2 className="text-xl font-semibold">No AI itinerary yet</h2>
        <p className="mt-1 text-stone-700">
          The owner of this shared trip has not generated an itinerary for it yet.
        </p>
      </Card>
    );
  }
  return (
    <Card className="text-center">
      <h2 className="text-xl font-semibold">No AI itinerary yet</h2>
      <p className="mt-1 text-stone-700">
        Generate a day-by-day plan with RV parks, activities and meals for this trip.
      </p>
      <Button className="mt-4" onClick={onGenerate} disabled={generating}>
        {generating ? (
          <>
            <Spinner size="small" /> Generating your itinerary...
          </>
        ) : (
          'Generate AI Plan'
        )}
      </Button>
    </Card>
  );
}

function LoadedResults({ bundle }: { bundle: TripBundle }) {
  const { trip, plan, readOnly } = bundle;
  const [view, setView] = useState<ResultsMode>('results');
  const store = useItineraryStore(trip.id);
  const steer = useReplan(bundle, store);

  // One stops panel for the results page and the day editor: the same re-plan, edits and Undo.
  const stopsPanel =
    plan && !readOnly ? (
      <StopsPanel
        plan={plan}
        from={trip.fromLocation}
        to={trip.toLocation}
        busy={steer.generating}
        notice={steer.stopsNotice}
        onStopsChange={(stops) => void steer.replan({ stops })}
        onNightsChange={steer.changeNights}
        onDepartureTimeChange={steer.changeDepartureTime}
      />
    ) : null;

  const dismissMerged = (current: TripPlan) => {
    const { mergedFromOtherDevice: _seen, ...rest } = current;
    store.savePlan.mutate(rest);
  };

  // Trip settings (rig and costs, who travels) are kept with the trip too, so a plan made for it later
  // starts from them, and the plan is made again for them.
  const saveSettings = async (settings: RigSettings | WhoSettings) => {
    store.updateTrip.mutate(settings);
    await steer.replan(settings);
  };
  // "Avoid mountain passes" is one of the trip's optimize preferences: saved there, so every plan of
  // the trip (on new dates too) is asked with it.
  const saveRoads = async ({ avoidPasses }: RoadSettings) => {
    if (!plan) return;
    store.updateTrip.mutate({ optimizationPreferences: preferencesWithPasses(trip, plan, avoidPasses) });
    await steer.replan({ avoidPasses: avoidPasses ? true : undefined });
  };

  return (
    <div className="space-y-8">
      <ResultsToolbar tripId={trip.id} readOnly={readOnly} />
      <ResultsHeader trip={trip} plan={plan} />
      {plan && view === 'results' ? (
        <>
          <RigCostsPanel plan={plan} readOnly={readOnly} busy={steer.generating} onSave={saveSettings} />
          <TravellersPanel plan={plan} readOnly={readOnly} busy={steer.generating} onSave={saveSettings} />
          <RoadsPanel plan={plan} readOnly={readOnly} busy={steer.generating} onSave={saveRoads} />
        </>
      ) : null}
      {readOnly && plan ? <NavigatorLinks tripId={trip.id} /> : null}
      {steer.undo ? <UndoNote undo={steer.undo} onUndo={() => void steer.undoReplan()} /> : null}
      {plan?.lastEdit && !readOnly && !steer.undo ? (
        <EditUndoNote label={plan.lastEdit.label} onUndo={() => void steer.undoEdit()} />
      ) : null}
      {steer.unrouted.length > 0 ? <UnroutedNote days={steer.unrouted} /> : null}
      {plan?.mergedFromOtherDevice && !readOnly ? (
        <MergedNote merged={plan.mergedFromOtherDevice} onDismiss={() => dismissMerged(plan)} />
      ) : null}
      <PendingPlanDialog
        pending={steer.pending}
        onApply={steer.applyPending}
        onKeep={steer.keepCurrentPlan}
      />
      <LengthDialog question={steer.lengthQuestion} onAnswer={steer.answerLength} />
      <PlaceDialog
        question={steer.placeQuestion}
        onAnswer={(choice) => void steer.answerPlace(choice).then((done) => done && setView('results'))}
      />

      {!plan ? (
        <NoPlanCard
          readOnly={readOnly}
          generating={steer.generating}
          onGenerate={() => void steer.generate()}
        />
      ) : view === 'optimize' ? (
        <Suspense fallback={<Spinner label="Loading the optimize form" />}>
          <OptimizeForm
            pending={steer.generating}
            initial={optimizeFormValuesOf(plan.input, plan.selectedRoute)}
            rvType={plan.input.rvType ?? 'travel-trailer'}
            onSubmit={(values) => void steer.optimize(values).then((done) => done && setView('results'))}
            onCancel={() => setView('results')}
          />
        </Suspense>
      ) : view === 'edit' ? (
        <EditView
          plan={plan}
          stopsPanel={stopsPanel}
          onEdit={steer.editDay}
          onDone={() => setView('results')}
        />
      ) : (
        <PlanView
          bundle={{ ...bundle, plan }}
          onSelectRoute={steer.chooseRoute}
          onAddLocations={(locations, category) =>
            steer.edit((p) => addDiscoverLocations(p, locations, category))
          }
          onReservations={(next) => store.saveReservations.mutate(next)}
          onView={setView}
          stopsPanel={stopsPanel}
        />
      )}
    </div>
  );
}
