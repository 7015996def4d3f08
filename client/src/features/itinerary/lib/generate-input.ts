import { DEFAULT_RESULTS_DEPARTURE } from '@shared/constants';
import type { GenerateTripInput } from '@shared/schemas/plan';
import type { OptimizeFormValues } from '@shared/schemas/planner-form';
import { optimizePreferencesInput } from '@shared/schemas/planner-form';
import type { Trip } from '@shared/schemas/trip';
import { parseDuration } from '@shared/trips/rules';

/** The generate call for a stored trip; SPEC 9 defaults on results: departure 2025-08-01, style scenic. */
export function generateInputOf(trip: Trip): GenerateTripInput {
  return {
    fromLocation: trip.fromLocation,
    toLocation: trip.toLocation,
    departureDate: trip.departureDate || DEFAULT_RESULTS_DEPARTURE,
    duration: parseDuration(trip.duration),
    rvType: trip.rvType,
    travelStyle: trip.travelStyle ?? 'scenic',
    specialNeeds: trip.specialNeeds ?? [],
    ...(trip.reviewPreferences ? { reviewPreferences: trip.reviewPreferences } : {}),
    ...(trip.planningMode && trip.planningMode !== 'manual' ? { planningMode: trip.planningMode } : {}),
    // A trip planned in full-timer mode keeps its pace when generated or optimized again.
    ...(trip.fullTimer ? { fullTimer: true } : {}),
  };
}

/** SPEC 5: optimizing re-plans for real with the preferences; the budget only when both ends are set. */
export function optimizeInputOf(trip: Trip, values: OptimizeFormValues): GenerateTripInput {
  return { ...generateInputOf(trip), ...optimizePreferencesInput(values) };
}
