import { defaultResultsDeparture } from '@shared/schemas/plan-dates';
import type { GenerateTripInput, RouteType } from '@shared/schemas/plan';
import { DEFAULT_MAX_DRIVING_HOURS, FULL_TIMER_MAX_DRIVING_HOURS } from '@shared/schemas/plan';
import type { OptimizeFormValues, OptimizePreferenceFields, PlannerFormValues } from '@shared/schemas/planner-form';
import type { Need } from '@shared/schemas/needs';
import { needsForAmenities } from '@shared/schemas/needs';
import {
  budgetRangeOf,
  optimizeFormDefaults,
  optimizePreferencesInput,
  plannerPaceInput,
} from '@shared/schemas/planner-form';
import { moneyInputOf, rigAndMoneyFormValuesOf, rigOfFormValues } from '@shared/schemas/rig-form';
import type { NewTrip, OptimizationPreferences, PlanningMode, Trip } from '@shared/schemas/trip';
import { travellersFormValuesOf, travellersOf } from '@shared/schemas/travellers';
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

/** The planner form's pace as the trip keeps it; nothing when the traveller set none. */
function paceOf(values: PlannerFormValues): Pick<NewTrip, 'pace'> {
  const { maxDrivingHoursPerDay: hours, ...rest } = plannerPaceInput(values);
  const pace = { ...rest, ...(hours !== undefined ? { maxDrivingHoursPerDay: Number(hours) } : {}) };
  return Object.keys(pace).length > 0 ? { pace } : {};
}

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
    ...rigAndMoneyOf(values),
    // The pace is the trip's: a plan made later, or any re-plan, drives at it.
    ...paceOf(values),
  };
}

/** The planner form's rig (always sent: the typical one of the type until edited) and money settings. */
const rigAndMoneyOf = (values: PlannerFormValues) => ({
  rig: rigOfFormValues(values.rig),
  ...moneyInputOf(values),
  ...whoAndOvernightsOf(values),
});

/**
 * Who travels, free overnights, military ID and horses, each only when the traveller set it (plans
 * without stay as they were).
 */
function whoAndOvernightsOf(
  values: Pick<PlannerFormValues, 'travellers' | 'preferFreeOvernights' | 'militaryAccess' | 'horses'>,
): Pick<GenerateTripInput, 'travellers' | 'preferFreeOvernights' | 'militaryAccess' | 'horses'> {
  const travellers = travellersOf(values.travellers);
  return {
    ...(travellers ? { travellers } : {}),
    ...(values.preferFreeOvernights ? { preferFreeOvernights: true } : {}),
    ...(values.militaryAccess ? { militaryAccess: true } : {}),
    ...(values.horses ? { horses: true } : {}),
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
    ...rigAndMoneyOf(values),
  };
}

/**
 * The optimize preferences saved with a trip (its optimize form's last choices: target, hours,
 * highways and passes kept off, budget, amenities, activities) as plan request fields, each only when
 * set. The amenities ticked are needs of the trip's parks too, as the optimize form sends them.
 */
export function savedPreferencesInput(
  prefs: OptimizationPreferences | undefined,
): OptimizePreferenceFields & { amenityNeeds?: Need[] } {
  if (!prefs) return {};
  const needs = needsForAmenities(prefs.preferredAmenities);
  return {
    optimizeFor: prefs.optimizeFor,
    maxDrivingHoursPerDay: prefs.maxDrivingHoursPerDay,
    ...(prefs.avoidHighways ? { avoidHighways: true } : {}),
    ...(prefs.avoidPasses ? { avoidPasses: true } : {}),
    ...(prefs.budgetRange && prefs.budgetRange.min > 0 && prefs.budgetRange.max > 0
      ? { budgetRange: prefs.budgetRange }
      : {}),
    ...(prefs.preferredAmenities.length > 0 ? { preferredAmenities: prefs.preferredAmenities } : {}),
    ...(prefs.prioritizeActivities.length > 0 ? { prioritizeActivities: prefs.prioritizeActivities } : {}),
    ...(needs.length > 0 ? { amenityNeeds: needs } : {}),
  };
}

/**
 * The generate call for a stored trip; the results page's defaults: departure 2025-08-01 (or the next
 * 1 August once that is over a year back, see defaultResultsDeparture), style scenic. The trip's saved
 * optimize preferences go with it (a first plan made later, a re-plan, a plan on new dates), over the
 * planner form's pace: the optimize form came after it.
 */
export function storedTripInputOf(trip: Trip): GenerateTripInput {
  const { amenityNeeds = [], ...preferences } = savedPreferencesInput(trip.optimizationPreferences);
  return {
    ...storedTripBaseOf(trip),
    ...(amenityNeeds.length > 0
      ? { specialNeeds: [...new Set([...(trip.specialNeeds ?? []), ...amenityNeeds])] }
      : {}),
    ...preferences,
  };
}

/**
 * A stored trip's own fields as a plan request, without its saved optimize preferences: the base an
 * optimize form's request starts from (the form says every preference itself).
 */
export function storedTripBaseOf(trip: Trip): GenerateTripInput {
  return {
    fromLocation: trip.fromLocation,
    toLocation: trip.toLocation,
    departureDate: trip.departureDate || defaultResultsDeparture(),
    duration: parseDuration(trip.duration),
    rvType: trip.rvType,
    travelStyle: trip.travelStyle ?? 'scenic',
    specialNeeds: trip.specialNeeds ?? [],
    ...(trip.reviewPreferences ? { reviewPreferences: trip.reviewPreferences } : {}),
    ...(trip.planningMode && trip.planningMode !== 'manual' ? { planningMode: trip.planningMode } : {}),
    // A trip planned in full-timer mode keeps its pace when generated or optimized again.
    ...(trip.fullTimer ? { fullTimer: true } : {}),
    // The trip's rig and money settings go with every plan request for it.
    ...(trip.rig ? { rig: trip.rig } : {}),
    ...(trip.nightlyBudget !== undefined ? { nightlyBudget: trip.nightlyBudget } : {}),
    ...(trip.fuelPricePerGallon !== undefined ? { fuelPricePerGallon: trip.fuelPricePerGallon } : {}),
    // The pace the planner form set (hours, 2-2-2, departure time).
    ...(trip.pace ?? {}),
    ...(trip.travellers ? { travellers: trip.travellers } : {}),
    ...(trip.preferFreeOvernights ? { preferFreeOvernights: true } : {}),
    ...(trip.militaryAccess ? { militaryAccess: true } : {}),
    ...(trip.horses ? { horses: true } : {}),
  };
}

/** The optimize target whose route the plan follows now: its form opens on it. */
const TARGET_OF_ROUTE: Record<RouteType, OptimizeFormValues['optimizeFor']> = {
  fastest: 'time',
  scenic: 'scenery',
  balanced: 'activities',
};

/**
 * The optimize form as the plan stands: the target it was optimized for (else the one whose route it
 * follows), its budget, hours a day (else the planner's default for its mode), highways, amenities,
 * activities, pace rule and departure time.
 */
export function optimizeFormValuesOf(
  input: Partial<GenerateTripInput>,
  route?: RouteType,
): OptimizeFormValues {
  const hours = input.maxDrivingHoursPerDay
    ? Math.round(Number(input.maxDrivingHoursPerDay))
    : input.fullTimer
      ? FULL_TIMER_MAX_DRIVING_HOURS
      : DEFAULT_MAX_DRIVING_HOURS;
  return {
    ...optimizeFormDefaults,
    optimizeFor: input.optimizeFor ?? (route ? TARGET_OF_ROUTE[route] : optimizeFormDefaults.optimizeFor),
    ...(input.budgetRange
      ? { budgetMin: String(input.budgetRange.min), budgetMax: String(input.budgetRange.max) }
      : {}),
    maxDrivingHours: Math.min(12, Math.max(1, hours)),
    avoidHighways: input.avoidHighways ?? false,
    ...(input.avoidPasses ? { avoidPasses: true } : {}),
    preferredAmenities: [...(input.preferredAmenities ?? [])],
    prioritizeActivities: [...(input.prioritizeActivities ?? [])],
    ...(input.paceRule ? { paceRule: input.paceRule } : {}),
    departureTime: input.departureTime ?? '',
    // The rig and money settings the plan was made with.
    ...rigAndMoneyFormValuesOf(input),
    travellers: travellersFormValuesOf(input.travellers),
    preferFreeOvernights: input.preferFreeOvernights === true,
    militaryAccess: input.militaryAccess === true,
    horses: input.horses === true,
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
  // The form says every preference: one it leaves unset (passes, budget, amenities, activities) is
  // dropped, not kept from the trip's saved ones.
  const {
    paceRule: _baseRule,
    avoidPasses: _passes,
    budgetRange: _budget,
    preferredAmenities: _amenities,
    prioritizeActivities: _activities,
    ...rest
  } = base;
  return {
    ...rest,
    ...optimizeRigInput(values),
    specialNeeds: [
      ...new Set([...(base.specialNeeds ?? []), ...needsForAmenities(values.preferredAmenities)]),
    ],
    ...optimizePreferencesInput(values),
    routeType: routeForTarget(values.optimizeFor, currentRoute),
    ...(values.paceRule ? { paceRule: values.paceRule } : {}),
    ...(values.departureTime ? { departureTime: values.departureTime } : {}),
  };
}

/**
 * The optimize form's rig and money settings: the rig when the form shows one; the nightly budget and
 * fuel price as the form says, an emptied field taking the setting back to the planner's estimate.
 */
function optimizeRigInput(values: OptimizeFormValues): Partial<GenerateTripInput> {
  const out: Partial<GenerateTripInput> = {};
  if (values.rig) out.rig = rigOfFormValues(values.rig);
  if (values.nightlyBudget !== undefined)
    out.nightlyBudget = values.nightlyBudget.trim() === '' ? undefined : Number(values.nightlyBudget);
  if (values.fuelPrice !== undefined)
    out.fuelPricePerGallon = values.fuelPrice.trim() === '' ? undefined : Number(values.fuelPrice);
  // The form has the last word on who travels and free overnights when it shows them.
  if (values.travellers !== undefined) out.travellers = travellersOf(values.travellers);
  if (values.preferFreeOvernights !== undefined)
    out.preferFreeOvernights = values.preferFreeOvernights ? true : undefined;
  if (values.militaryAccess !== undefined) out.militaryAccess = values.militaryAccess ? true : undefined;
  if (values.horses !== undefined) out.horses = values.horses ? true : undefined;
  return out;
}

/**
 * A plan request's rig and money settings as trip fields, to save with the trip (an emptied setting
 * is saved as not set).
 */
export const tripRigAndMoneyOf = (
  input: GenerateTripInput,
): Pick<
  Trip,
  'rig' | 'nightlyBudget' | 'fuelPricePerGallon' | 'travellers' | 'preferFreeOvernights' | 'militaryAccess' | 'horses'
> => ({
  rig: input.rig,
  nightlyBudget: input.nightlyBudget,
  fuelPricePerGallon: input.fuelPricePerGallon,
  travellers: input.travellers,
  preferFreeOvernights: input.preferFreeOvernights,
  militaryAccess: input.militaryAccess,
  horses: input.horses,
});

/**
 * The trip's optimize preferences as an optimize form set them, saved with the trip (the results
 * page's and the planner's optimize alike): every later plan of the trip is asked with them.
 */
export function optimizationPreferencesOf(values: OptimizeFormValues): OptimizationPreferences {
  const budgetRange = budgetRangeOf(values);
  return {
    optimizeFor: values.optimizeFor,
    ...(budgetRange ? { budgetRange } : {}),
    avoidHighways: values.avoidHighways,
    ...(values.avoidPasses ? { avoidPasses: true } : {}),
    maxDrivingHoursPerDay: values.maxDrivingHours,
    prioritizeActivities: values.prioritizeActivities,
    preferredAmenities: values.preferredAmenities,
  };
}

/**
 * The trip's optimize preferences with "avoid mountain passes" set from its settings: the saved ones
 * with the choice, or (a trip never optimized) the preferences its plan was made with.
 */
export function preferencesWithPasses(
  trip: Pick<Trip, 'optimizationPreferences'>,
  plan: { input: Partial<GenerateTripInput>; selectedRoute?: RouteType },
  avoidPasses: boolean,
): OptimizationPreferences {
  const { avoidPasses: _old, ...prefs } =
    trip.optimizationPreferences ?? optimizationPreferencesOf(optimizeFormValuesOf(plan.input, plan.selectedRoute));
  return { ...prefs, ...(avoidPasses ? { avoidPasses: true } : {}) };
}
