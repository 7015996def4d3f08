import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { PlannerFormValues, TripBuilderValues } from '@shared/schemas/planner-form';
import {
  plannerFormDefaults,
  plannerFormSchema,
  tripBuilderDefaults,
  tripBuilderSchema,
} from '@shared/schemas/planner-form';
import type { DayPlan, PlanningMode } from '@shared/schemas/trip';
import type { Tier } from '@shared/schemas/user';
import { deviceStorageKeys } from '@/entities/trips/storage/device-state';
import { deviceState } from '@/entities/trips/trip-store';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { usePlannerActions } from '../hooks/use-planner-actions';
import { isLocked } from './mode-chooser';
import type { Outcome } from './planner-outcomes';
import type { PlannerStep } from './planner-state';
import { initialPlannerState } from './planner-state';
import { PlannerSteps } from './planner-steps';

type TripPlannerProps = { tier: Tier };

/**
 * The trip planner, in the product spec's steps: mode choice, the form (ai, hybrid), the manual
 * planner, the optimize step (hybrid) and the success panel (to /trip/{id}, /trips and 'Plan Another
 * Trip'). Embedded on the landing page and on /new-trip.
 */
export function TripPlanner({ tier }: TripPlannerProps) {
  const [, navigate] = useLocation();
  const [initial] = useState(() => initialPlannerState(deviceState, tier));
  const [mode, setMode] = useState<PlanningMode | null>(initial.planningMode);
  const [step, setStep] = useState<PlannerStep>(initial.step);
  const [manualStep, setManualStep] = useState<1 | 2>(1);
  const [dayPlans, setDayPlans] = useState<DayPlan[]>(initial.dayPlans);
  const [savedTripId, setSavedTripId] = useState<string | null>(initial.savedTripId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

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
  const draft = { planningMode: mode, planner: plannerValues, builder: builderValues, dayPlans, savedTripId };

  // similarTripData is used once (removed here, not in the state initializer, which may run twice).
  useEffect(() => {
    if (initial.fromSimilarTrip) deviceState.remove(deviceStorageKeys.similarTripData);
  }, [initial.fromSimilarTrip]);

  const draftStatus = useDraftAutosave(
    draft,
    (value) => deviceState.writeJson(deviceStorageKeys.tripPlannerDraft, value),
    step === 'mode' || step === 'form' || step === 'manual',
  );

  useEffect(() => {
    if (!outcome?.redirect) return;
    const { to, ms } = outcome.redirect;
    const timer = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const actions = usePlannerActions({
    tier,
    savedTripId,
    rememberTrip: (id) => {
      setSavedTripId(id);
      // Kept with the draft at once: coming back after a failed plan, a submit plans into this trip.
      deviceState.writeJson(deviceStorageKeys.tripPlannerDraft, { ...draft, savedTripId: id });
    },
    forgetDraft: () => deviceState.remove(deviceStorageKeys.tripPlannerDraft),
    onOptimizeStep: () => setStep('optimize'),
    onFinished: (next) => {
      setOutcome(next);
      setStep('success');
    },
    onPlaceRefused: ({ field, message }) =>
      plannerForm.setError(field, { type: 'server', message }, { shouldFocus: true }),
  });

  function selectMode(next: PlanningMode) {
    // A free user choosing ai or hybrid gets the upgrade prompt and stays on mode choice.
    if (isLocked(next, tier)) {
      actions.setUpgrade('mode');
      return;
    }
    setMode(next);
  }

  function planAnother() {
    plannerForm.reset(plannerFormDefaults);
    builderForm.reset(tripBuilderDefaults);
    setDayPlans([]);
    setMode(null);
    setSavedTripId(null);
    actions.reset();
    setOutcome(null);
    setManualStep(1);
    setStep('mode');
  }

  return (
    <div>
      <div className="mb-2 h-5 text-right text-sm text-stone-600" role="status" aria-live="polite">
        {draftStatus === 'saved' ? 'Draft saved' : draftStatus === 'saving' ? 'Saving draft...' : ''}
      </div>
      <PlannerSteps
        tier={tier}
        step={step}
        mode={mode}
        plannerForm={plannerForm}
        builderForm={builderForm}
        manualStep={manualStep}
        dayPlans={dayPlans}
        outcome={outcome}
        actions={actions}
        onSelectMode={selectMode}
        onStep={setStep}
        onManualStep={setManualStep}
        onDayPlansChange={setDayPlans}
        onPlanAnother={planAnother}
      />
    </div>
  );
}
