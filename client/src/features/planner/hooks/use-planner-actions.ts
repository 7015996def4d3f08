import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TripPlan, GenerateTripInput } from '@shared/schemas/plan';
import type { OptimizeFormValues, PlannerFormValues, TripBuilderValues } from '@shared/schemas/planner-form';
import type { DayPlan, PlanningMode, Trip } from '@shared/schemas/trip';
import type { Tier } from '@shared/schemas/user';
import { deviceStorageKeys } from '@/entities/trips/storage/device-state';
import { markOptimized } from '@/entities/trips/plan/plan-edits';
import { derivedStops, parseDuration } from '@shared/trips/rules';
import { PlanNotStoredError, generateTrip } from '@/lib/generate-trip';
import { planSavedTrip, storePlanHere } from '../api/plan-saved-trip';
import type { PlaceRefusal } from '../api/check-places';
import { refusedPlace } from '../api/check-places';
import { deviceState } from '@/entities/trips/trip-store';
import {
  optimizationPreferencesOf,
  optimizeInputOf,
  plannerInputOf,
  plannerTripOf,
  tripBasicsOf,
  tripRigAndMoneyOf,
} from '@/lib/trip-request';
import type { Outcome } from '../components/planner-outcomes';
import {
  GENERATE_ERROR,
  manualSavedOutcome,
  optimizedOutcome,
  planFailedOutcome,
  planReadyOutcome,
} from '../components/planner-outcomes';
import type { PlannerUi } from '../components/planner-trips';
import { saveNewTrip, showTripUsage, tripForDraft, withinQuota } from '../components/planner-trips';
import type { UpgradeReason } from '../components/upgrade-dialog';

/** The hybrid draft the optimize step works on. */
export type HybridState = { trip: Trip; plan: TripPlan; input: GenerateTripInput };

type Options = {
  tier: Tier;
  /** The trip this draft saved, remembered with the draft so a retry plans into it. */
  savedTripId: string | null;
  rememberTrip: (id: string | null) => void;
  /** The plan is stored: the draft has done its work. */
  forgetDraft: () => void;
  onOptimizeStep: () => void;
  onFinished: (outcome: Outcome) => void;
  /** A place the planner cannot use: said beside its field; nothing is saved and the form stays. */
  onPlaceRefused: (refusal: PlaceRefusal) => void;
};

/**
 * The planner's submits: the form (ai, hybrid) saves the trip, or reuses the one this draft saved,
 * and plans into it (signed in, on the server in one request); the optimize step re-plans the
 * draft; the manual planner saves its days.
 */
export function usePlannerActions(options: Options) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState<UpgradeReason | null>(null);
  const [hybrid, setHybrid] = useState<HybridState | null>(null);
  const ui: PlannerUi = { setError, setUpgrade, queryClient };

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const submitPlanner = (values: PlannerFormValues, mode: PlanningMode) =>
    run(async () => {
      if (mode === 'manual') return;
      const refusal = await refusedPlace(values);
      if (refusal) {
        options.onPlaceRefused(refusal);
        return;
      }
      const trip = await tripForDraft(ui, options.tier, options.savedTripId, plannerTripOf(values, mode));
      if (!trip) return;
      options.rememberTrip(trip.id);
      const input = plannerInputOf(values, mode);
      try {
        const { plan, usage } = await planSavedTrip(trip.id, input);
        showTripUsage(queryClient, usage);
        options.forgetDraft();
        if (mode === 'ai') options.onFinished(planReadyOutcome(trip.id));
        else {
          setHybrid({ trip, plan, input });
          options.onOptimizeStep();
        }
      } catch (e) {
        console.warn('AI itinerary generation failed', e);
        showTripUsage(queryClient, null);
        options.onFinished(planFailedOutcome(mode, trip.id, e));
      }
    });

  const submitOptimize = (values: OptimizeFormValues) =>
    run(async () => {
      if (!hybrid) return;
      const input = optimizeInputOf(hybrid.input, values, hybrid.plan.selectedRoute);
      try {
        const plan = markOptimized(await generateTrip(input), values.optimizeFor);
        await storePlanHere(hybrid.trip.id, plan, {
          ...tripRigAndMoneyOf(input),
          optimizationPreferences: optimizationPreferencesOf(values),
        });
        options.onFinished(optimizedOutcome(hybrid.trip.id));
      } catch (e) {
        console.warn('Optimizing the trip failed', e);
        setError(e instanceof PlanNotStoredError ? e.message : GENERATE_ERROR);
      }
    });

  const saveManual = (values: TripBuilderValues, plans: DayPlan[]) =>
    run(async () => {
      if (!withinQuota(ui, options.tier)) return;
      const duration = parseDuration(values.duration);
      const trip = await saveNewTrip(
        ui,
        {
          title: values.tripTitle.trim(),
          ...tripBasicsOf(values, duration),
          // Saved manual trips are upcoming, custom style, manual mode, editable.
          travelStyle: 'custom',
          specialNeeds: [],
          status: 'upcoming',
          planningMode: 'manual',
          isEditable: true,
          estimatedBudget: values.estimatedBudget.trim() || undefined,
          numberOfStops: plans.filter((p) => p.rvPark).length || derivedStops(duration),
          mainActivities: plans.flatMap((p) => p.activities.map((a) => a.name)),
          dayPlans: plans,
          ...(values.militaryAccess ? { militaryAccess: true } : {}),
        },
        { deferUsage: false },
      );
      if (!trip) return;
      deviceState.remove(deviceStorageKeys.tripPlannerDraft);
      options.onFinished(manualSavedOutcome(trip.id));
    });

  const reset = () => {
    setHybrid(null);
    setError(null);
  };

  return {
    busy,
    error,
    setError,
    upgrade,
    setUpgrade,
    hybrid,
    submitPlanner,
    submitOptimize,
    saveManual,
    reset,
  };
}
