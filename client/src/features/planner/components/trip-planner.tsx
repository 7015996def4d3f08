import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { FREE_TRIPS_PER_MONTH, TIMINGS } from '@shared/constants';
import type { AiPlan, GenerateTripInput } from '@shared/schemas/plan';
import type { OptimizeFormValues, PlannerFormValues, TripBuilderValues } from '@shared/schemas/planner-form';
import { needsForAmenities } from '@shared/schemas/needs';
import {
  budgetRangeOf,
  optimizePreferencesInput,
  plannerFormDefaults,
  plannerFormSchema,
  tripBuilderDefaults,
  tripBuilderSchema,
} from '@shared/schemas/planner-form';
import type { DayPlan, NewTrip, PlanningMode, Trip } from '@shared/schemas/trip';
import type { Tier } from '@shared/schemas/user';
import { deviceStorageKeys } from '@/entities/trips/storage/device-state';
import { TripQuotaError } from '@/entities/trips/storage/server-transport';
import { markOptimized } from '@/entities/trips/plan/plan-edits';
import { parseDuration, returnDateOf, shortTripTitle, tripStatus, derivedStops } from '@shared/trips/rules';
import { sampleTripValues } from '@shared/trips/samples';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { deviceState, tripStore, tripUsageQueryKey, tripsQueryKey } from '@/entities/trips/trip-store';
import { generateTrip, unknownPlaceOf, unknownPlaceText } from '@/lib/generate-trip';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { ManualPlanner } from './manual-planner';
import { ModeChooser, MODE_INFO, isLocked } from './mode-chooser';
import { OptimizeStep } from './optimize-step';
import { generateInputOf } from './planner-request';
import type { PlannerStep } from './planner-state';
import { initialPlannerState } from './planner-state';
import { PlannerForm } from './planner-form';
import { SuccessPanel } from './success-panel';
import type { UpgradeReason } from './upgrade-dialog';
import { UpgradeDialog } from './upgrade-dialog';

// SPEC 8 texts.
export const SAVE_ERROR = 'There was an error saving your trip. Please try again.';
export const OPTIMIZE_SUCCESS =
  'Trip optimized successfully! Your itinerary has been updated based on your preferences.';
const GENERATE_ERROR = 'Failed to generate AI itinerary. Please try again.';
const aiFailureText = (id: string) =>
  `Trip saved successfully! Trip ID: ${id} (AI features temporarily unavailable)`;
const hybridFailureText = (id: string) => `Trip saved! You can manually plan your itinerary. Trip ID: ${id}`;

type Outcome = {
  tripId: string;
  message: string;
  tone: 'success' | 'warning';
  redirect: { to: string; ms: number } | null;
};
type HybridState = { trip: Trip; plan: AiPlan; input: GenerateTripInput };

function mainActivitiesOf(plan: AiPlan): string[] {
  return [...new Set(plan.dailyItinerary.flatMap((d) => d.activities))].slice(0, 8);
}

type TripPlannerProps = { tier: Tier };

/**
 * The trip planner of SPEC 2/4: mode choice, the form (ai, hybrid), the manual planner, the
 * optimize step (hybrid) and the success panel. Embedded on the landing page and on /new-trip.
 */
/** The route, dates and rig both planner forms save, trimmed and typed for the trip. */
const tripBasicsOf = (
  values: Pick<PlannerFormValues, 'fromLocation' | 'toLocation' | 'departureDate' | 'rvType'>,
  duration: number,
) => ({
  fromLocation: values.fromLocation.trim(),
  toLocation: values.toLocation.trim(),
  departureDate: values.departureDate,
  returnDate: returnDateOf(values.departureDate, duration) ?? undefined,
  duration,
  rvType: values.rvType as NewTrip['rvType'],
});

export function TripPlanner({ tier }: TripPlannerProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialPlannerState(deviceState, tier));
  const [mode, setMode] = useState<PlanningMode | null>(initial.planningMode);
  const [step, setStep] = useState<PlannerStep>(initial.step);
  const [manualStep, setManualStep] = useState<1 | 2>(1);
  const [dayPlans, setDayPlans] = useState<DayPlan[]>(initial.dayPlans);
  const [upgrade, setUpgrade] = useState<UpgradeReason | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [hybrid, setHybrid] = useState<HybridState | null>(null);

  const plannerForm = useForm<PlannerFormValues>({
    resolver: zodResolver(plannerFormSchema),
    defaultValues: initial.planner,
  });
  const builderForm = useForm<TripBuilderValues>({
    resolver: zodResolver(tripBuilderSchema),
    defaultValues: initial.builder,
  });
  const plannerValues = useWatch({ control: plannerForm.control });
  const builderValues = useWatch({ control: builderForm.control });

  // similarTripData is used once (removed here, not in the state initializer, which may run twice).
  useEffect(() => {
    if (initial.fromSimilarTrip) deviceState.remove(deviceStorageKeys.similarTripData);
  }, [initial.fromSimilarTrip]);

  const draftStatus = useDraftAutosave(
    { planningMode: mode, planner: plannerValues, builder: builderValues, dayPlans },
    (value) => deviceState.writeJson(deviceStorageKeys.tripPlannerDraft, value),
    step === 'mode' || step === 'form' || step === 'manual',
  );

  useEffect(() => {
    if (!outcome?.redirect) return;
    const { to, ms } = outcome.redirect;
    const timer = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  function selectMode(next: PlanningMode) {
    // SPEC 4: a free user choosing ai or hybrid gets the upgrade prompt and stays on mode choice.
    if (isLocked(next, tier)) {
      setUpgrade('mode');
      return;
    }
    setMode(next);
  }

  function goToMode() {
    setError(null);
    setStep('mode');
  }

  /** SPEC 4 trip quota: a free user at 3 or more trips this month gets the upgrade prompt. */
  function withinQuota(): boolean {
    if (tier === 'free' && deviceState.monthlyTripCount() >= FREE_TRIPS_PER_MONTH) {
      setUpgrade('limit');
      return false;
    }
    return true;
  }

  async function saveTrip(input: NewTrip): Promise<Trip | null> {
    try {
      const trip = await tripStore.save(input);
      deviceState.incrementMonthlyTripCount();
      deviceState.remove(deviceStorageKeys.tripPlannerDraft);
      // SPEC 3 currentTrip: the trip being planned.
      deviceState.writeJson(deviceStorageKeys.currentTrip, trip);
      void queryClient.invalidateQueries({ queryKey: tripsQueryKey });
      // The usage meter shows the new count at once, not after the next navigation.
      void queryClient.invalidateQueries({ queryKey: tripUsageQueryKey });
      return trip;
    } catch (e) {
      // Signed in, the server enforces the monthly limit (ruling 4): show the upgrade prompt.
      if (e instanceof TripQuotaError) {
        setUpgrade('limit');
        return null;
      }
      console.warn('Saving the trip failed', e);
      setError(SAVE_ERROR);
      return null;
    }
  }

  async function updateEarlier(id: string, fields: NewTrip): Promise<Trip | null> {
    try {
      const updated = await tripStore.update(id, fields as Partial<Omit<Trip, 'id' | 'createdAt'>>);
      void queryClient.invalidateQueries({ queryKey: tripsQueryKey });
      return updated ?? (await saveTrip(fields));
    } catch (e) {
      console.warn('Updating the trip failed', e);
      setError(SAVE_ERROR);
      return null;
    }
  }

  function finish(next: Outcome) {
    setOutcome(next);
    setStep('success');
  }

  async function submitPlanner(values: PlannerFormValues) {
    if (!mode || mode === 'manual' || !withinQuota()) return;
    setError(null);
    setBusy(true);
    try {
      const duration = parseDuration(values.duration);
      const fields: NewTrip = {
        title: shortTripTitle(values.fromLocation, values.toLocation),
        ...tripBasicsOf(values, duration),
        travelStyle: values.travelStyle as NewTrip['travelStyle'],
        specialNeeds: values.specialNeeds,
        status: tripStatus(values.departureDate, duration),
        planningMode: mode,
        isEditable: mode !== 'ai',
        numberOfStops: derivedStops(duration),
        fullTimer: values.fullTimer,
        reviewPreferences: {
          minimumRating: Number(values.minimumRating),
          minimumReviewCount: Number(values.minimumReviewCount),
          prioritizeRecentReviews: values.prioritizeRecentReviews,
          avoidNegativeKeywords: values.avoidNegativeKeywords,
        },
      };
      // Back from the hybrid optimize step (cancelled) and resubmitted: the trip made by the first
      // submit is updated, never saved a second time.
      const earlier = mode === 'hybrid' ? hybrid?.trip : undefined;
      const trip = earlier ? await updateEarlier(earlier.id, fields) : await saveTrip(fields);
      if (!trip) return;
      const input = generateInputOf(values, mode);
      try {
        const plan = await generateTrip(input);
        await tripStore.saveAiPlan(trip.id, plan);
        await tripStore.update(trip.id, { mainActivities: mainActivitiesOf(plan) });
        if (mode === 'ai') {
          finish({
            tripId: trip.id,
            message: `Your AI itinerary is ready! Trip ID: ${trip.id}`,
            tone: 'success',
            redirect: { to: paths.results(trip.id), ms: TIMINGS.redirectMs },
          });
        } else {
          setHybrid({ trip, plan, input });
          setStep('optimize');
        }
      } catch (e) {
        console.warn('AI itinerary generation failed', e);
        const unknownPlace = unknownPlaceOf(e);
        if (unknownPlace) {
          // The place, not the AI, is the problem: say which one, and open the saved trip to fix it.
          finish({
            tripId: trip.id,
            message: `${unknownPlaceText(unknownPlace)} Your trip is saved (Trip ID: ${trip.id}).`,
            tone: 'warning',
            redirect: { to: paths.trip(trip.id), ms: TIMINGS.aiFailureRedirectMs },
          });
          return;
        }
        finish(
          mode === 'ai'
            ? {
                tripId: trip.id,
                message: aiFailureText(trip.id),
                tone: 'warning',
                redirect: { to: paths.trips, ms: TIMINGS.aiFailureRedirectMs },
              }
            : {
                tripId: trip.id,
                message: hybridFailureText(trip.id),
                tone: 'warning',
                redirect: { to: paths.trip(trip.id), ms: TIMINGS.redirectMs },
              },
        );
      }
    } finally {
      setBusy(false);
    }
  }

  async function submitOptimize(values: OptimizeFormValues) {
    if (!hybrid) return;
    setError(null);
    setBusy(true);
    const budgetRange = budgetRangeOf(values);
    // The optimize step starts from the planner's 2-2-2 choice and has the last word on it: switched
    // off there, the re-plan drops it. The departure time, which the step does not show, is kept.
    const { paceRule: _draftRule, ...draftInput } = hybrid.input;
    const input: GenerateTripInput = {
      ...draftInput,
      specialNeeds: [
        ...new Set([...(hybrid.input.specialNeeds ?? []), ...needsForAmenities(values.preferredAmenities)]),
      ],
      ...optimizePreferencesInput(values),
      // The target picks the route that serves it; activities keep the draft's route.
      routeType:
        values.optimizeFor === 'activities'
          ? hybrid.plan.selectedRoute
          : values.optimizeFor === 'scenery'
            ? 'scenic'
            : 'fastest',
      ...(values.paceRule ? { paceRule: values.paceRule } : {}),
      ...(values.departureTime ? { departureTime: values.departureTime } : {}),
    };
    try {
      const plan = markOptimized(await generateTrip(input), values.optimizeFor);
      await tripStore.saveAiPlan(hybrid.trip.id, plan);
      await tripStore.update(hybrid.trip.id, {
        mainActivities: mainActivitiesOf(plan),
        optimizationPreferences: {
          optimizeFor: values.optimizeFor,
          budgetRange,
          prioritizeActivities: values.prioritizeActivities,
          avoidHighways: values.avoidHighways,
          maxDrivingHoursPerDay: values.maxDrivingHours,
          preferredAmenities: values.preferredAmenities,
        },
      });
      finish({
        tripId: hybrid.trip.id,
        message: OPTIMIZE_SUCCESS,
        tone: 'success',
        redirect: { to: paths.results(hybrid.trip.id), ms: TIMINGS.redirectMs },
      });
    } catch (e) {
      console.warn('Optimizing the trip failed', e);
      setError(GENERATE_ERROR);
    } finally {
      setBusy(false);
    }
  }

  async function saveManual(values: TripBuilderValues, plans: DayPlan[]) {
    if (!withinQuota()) return;
    setError(null);
    setBusy(true);
    try {
      const duration = parseDuration(values.duration);
      const trip = await saveTrip({
        title: values.tripTitle.trim(),
        ...tripBasicsOf(values, duration),
        // SPEC 4: saved manual trips are upcoming, custom style, manual mode, editable.
        travelStyle: 'custom',
        specialNeeds: [],
        status: 'upcoming',
        planningMode: 'manual',
        isEditable: true,
        estimatedBudget: values.estimatedBudget.trim() || undefined,
        numberOfStops: plans.filter((p) => p.rvPark).length || derivedStops(duration),
        mainActivities: plans.flatMap((p) => p.activities.map((a) => a.name)),
        dayPlans: plans,
      });
      if (trip)
        finish({
          tripId: trip.id,
          message: 'Trip basics saved',
          tone: 'success',
          redirect: { to: paths.trip(trip.id), ms: TIMINGS.redirectMs },
        });
    } finally {
      setBusy(false);
    }
  }

  function planAnother() {
    plannerForm.reset(plannerFormDefaults);
    builderForm.reset(tripBuilderDefaults);
    setDayPlans([]);
    setMode(null);
    setHybrid(null);
    setOutcome(null);
    setError(null);
    setManualStep(1);
    setStep('mode');
  }

  const redirectNote =
    outcome?.redirect?.to === paths.trips
      ? 'Taking you to My Trips...'
      : outcome?.redirect?.to.startsWith('/results/')
        ? 'Taking you to your itinerary...'
        : outcome?.redirect
          ? 'Taking you to your trip...'
          : null;

  return (
    <div>
      <div className="mb-2 h-5 text-right text-sm text-stone-600" role="status" aria-live="polite">
        {draftStatus === 'saved' ? 'Draft saved' : draftStatus === 'saving' ? 'Saving draft...' : ''}
      </div>

      {step === 'mode' ? (
        <ModeChooser
          tier={tier}
          selected={mode}
          onSelect={selectMode}
          onContinue={() => mode && setStep(mode === 'manual' ? 'manual' : 'form')}
        />
      ) : null}

      {step === 'form' && mode ? (
        <>
          <PlannerForm
            form={plannerForm}
            title={`Plan your trip: ${MODE_INFO[mode].title}`}
            submitLabel={mode === 'ai' ? 'Generate AI Itinerary' : 'Generate and Optimize'}
            busy={busy}
            busyLabel="Generating..."
            error={error}
            onSubmit={(v) => void submitPlanner(v)}
            onBack={goToMode}
            onSample={() => plannerForm.reset(sampleTripValues())}
          />
          {busy ? (
            <p role="status" className="mt-4 flex items-center gap-2 text-brand-700">
              <Spinner size="small" label="Generating" /> Planning your route, RV parks and activities...
            </p>
          ) : null}
        </>
      ) : null}

      {step === 'manual' ? (
        <ManualPlanner
          form={builderForm}
          step={manualStep}
          dayPlans={dayPlans}
          onDayPlansChange={setDayPlans}
          onStepChange={setManualStep}
          onCancel={goToMode}
          onSave={(values, plans) => void saveManual(values, plans)}
          busy={busy}
          error={error}
        />
      ) : null}

      {step === 'optimize' && hybrid ? (
        <OptimizeStep
          plan={hybrid.plan}
          busy={busy}
          error={error}
          onSubmit={(v) => void submitOptimize(v)}
          onCancel={() => {
            setError(null);
            setStep('form');
          }}
        />
      ) : null}

      {step === 'success' && outcome ? (
        <SuccessPanel
          tripId={outcome.tripId}
          message={outcome.message}
          tone={outcome.tone}
          redirectNote={redirectNote}
          onPlanAnother={planAnother}
        />
      ) : null}

      <UpgradeDialog reason={upgrade} onClose={() => setUpgrade(null)} />
    </div>
  );
}
