import { DEFAULT_RESULTS_DEPARTURE } from '@shared/constants';
import type { GenerateTripInput, RouteType } from '@shared/schemas/plan';
import type { OptimizeFormValues, PlannerFormValues } from '@shared/schemas/planner-form';
import { needsForAmenities } from '@shared/schemas/needs';
import { optimizePreferencesInput, plannerPaceInput } from '@shared/schemas/planner-form';
import type { NewTrip, PlanningMode, Trip } from '@shared/schemas/trip';
import { routeForTarget } from '@shared/trips/optimize-route';
import { derivedStops, parseDuration, returnDateOf, shortTripTitle, tripStatus } from '@shared/trips/rules';

// The one place the screens turn what the traveller typed into a trip and into a plan request:
// the planner form, a stored trip (results page) and the optimize forms (planner and results page).

/** The route, dates and rig both planner forms save, trimmed and typed for the trip. */
export const tripBasicsOf = (
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

const reviewPreferencesOf = (values: PlannerFormValues) => ({
  minimumRating: Number(values.minimumRating),
  minimumReviewCount: Number(values.minimumReviewCount),
  prioritizeRecentReviews: values.prioritizeRecentReviews,
  avoidNegativeKeywords: values.avoidNegativeKeywords,
});

/** The trip the planner form saves before its plan is made (ai and hybrid modes). */
export function plannerTripOf(values: PlannerFormValues, mode: PlanningMode): NewTrip {
  const duration = parseDuration(values.duration);
  return {
    title: shortTripTitle(values.fromLocation, values.toLocation),
    ...tripBasicsOf(values, duration),
    travelStyle: values.travelStyle as NewTrip['travelStyle'],
    specialNeeds: values.specialNeeds,
    status: tripStatus(values.departureDate, duration),
    planningMode: mode,
    isEditable: mode !== 'ai',
    numberOfStops: derivedStops(duration),
    fullTimer: values.fullTimer,
    reviewPreferences: reviewPreferencesOf(values),
  };
}

/** The generate call the planner form asks for, with the pace only where the traveller set it. */
export function plannerInputOf(values: PlannerFormValues, mode: PlanningMode): GenerateTripInput {
  return {
    fromLocation: values.fromLocation.trim(),
    toLocation: values.toLocation.trim(),
    departureDate: values.departureDate,
    duration: parseDuration(values.duration),
    rvType: values.rvType as GenerateTripInput['rvType'],
    travelStyle: values.travelStyle as GenerateTripInput['travelStyle'],
    specialNeeds: values.specialNeeds,
    reviewPreferences: reviewPreferencesOf(values),
    planningMode: mode,
    fullTimer: values.fullTimer,
    ...plannerPaceInput(values),
  };
}

/** The generate call for a stored trip; the results page's defaults: departure 2025-08-01, style scenic. */
export function storedTripInputOf(trip: Trip): GenerateTripInput {
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

/**
 * An optimize form's re-plan of `base` (the draft's request, or a stored trip's): the preferences,
 * the needs behind the amenities ticked added to the trip's own, the route the target asks for
 * (activities keep `currentRoute`), and the pace rule and departure time as the form says. The form has the last word on the 2-2-2 rule: switched off there, the
 * re-plan drops it; a departure time the form leaves empty is kept.
 */
export function optimizeInputOf(
  base: GenerateTripInput,
  values: OptimizeFormValues,
  currentRoute?: RouteType,
): GenerateTripInput {
  const { paceRule: _baseRule, ...rest } = base;
  return {
    ...rest,
    specialNeeds: [
      ...new Set([...(base.specialNeeds ?? []), ...needsForAmenities(values.preferredAmenities)]),
    ],
    ...optimizePreferencesInput(values),
    routeType: routeForTarget(values.optimizeFor, currentRoute),
    ...(values.paceRule ? { paceRule: values.paceRule } : {}),
    ...(values.departureTime ? { departureTime: values.departureTime } : {}),
  };
}
