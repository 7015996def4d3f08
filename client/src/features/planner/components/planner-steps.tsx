import type { UseFormReturn } from 'react-hook-form';
import type { PlannerFormValues, TripBuilderValues } from '@shared/schemas/planner-form';
import type { DayPlan, PlanningMode } from '@shared/schemas/trip';
import type { Tier } from '@shared/schemas/user';
import { sampleTripValues } from '@shared/trips/samples';
import { Spinner } from '@/components/ui/spinner';
import type { usePlannerActions } from '../hooks/use-planner-actions';
import { ManualPlanner } from './manual-planner';
import { ModeChooser, MODE_INFO } from './mode-chooser';
import { OptimizeStep } from './optimize-step';
import type { Outcome } from './planner-outcomes';
import { redirectNoteOf } from './planner-outcomes';
import type { PlannerStep } from './planner-state';
import { PlannerForm } from './planner-form';
import { SuccessPanel } from './success-panel';
import { UpgradeDialog } from './upgrade-dialog';

type PlannerStepsProps = {
  tier: Tier;
  step: PlannerStep;
  mode: PlanningMode | null;
  plannerForm: UseFormReturn<PlannerFormValues>;
  builderForm: UseFormReturn<TripBuilderValues>;
  manualStep: 1 | 2;
  dayPlans: DayPlan[];
  outcome: Outcome | null;
  actions: ReturnType<typeof usePlannerActions>;
  onSelectMode: (mode: PlanningMode) => void;
  onStep: (step: PlannerStep) => void;
  onManualStep: (step: 1 | 2) => void;
  onDayPlansChange: (plans: DayPlan[]) => void;
  onPlanAnother: () => void;
};

/** The planner's current step: mode choice, form, manual planner, optimize step or success panel. */
export function PlannerSteps(props: PlannerStepsProps) {
  const { tier, step, mode, plannerForm, outcome, actions, onStep } = props;
  const { busy, error, hybrid } = actions;
  const back = (to: PlannerStep) => () => {
    actions.setError(null);
    onStep(to);
  };

  return (
    <>
      {step === 'mode' ? (
        <ModeChooser
          tier={tier}
          selected={mode}
          onSelect={props.onSelectMode}
          onContinue={() => mode && onStep(mode === 'manual' ? 'manual' : 'form')}
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
            onSubmit={(v) => void actions.submitPlanner(v, mode)}
            onBack={back('mode')}
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
          form={props.builderForm}
          step={props.manualStep}
          dayPlans={props.dayPlans}
          onDayPlansChange={props.onDayPlansChange}
          onStepChange={props.onManualStep}
          onCancel={back('mode')}
          onSave={(values, plans) => void actions.saveManual(values, plans)}
          busy={busy}
          error={error}
        />
      ) : null}

      {step === 'optimize' && hybrid ? (
        <OptimizeStep
          plan={hybrid.plan}
          busy={busy}
          error={error}
          onSubmit={(v) => void actions.submitOptimize(v)}
          onCancel={back('form')}
        />
      ) : null}

      {step === 'success' && outcome ? (
        <SuccessPanel
          tripId={outcome.tripId}
          message={outcome.message}
          tone={outcome.tone}
          redirectNote={redirectNoteOf(outcome)}
          onPlanAnother={props.onPlanAnother}
        />
      ) : null}

      <UpgradeDialog reason={actions.upgrade} onClose={() => actions.setUpgrade(null)} />
    </>
  );
}
