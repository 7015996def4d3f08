import type { TripPlan, GenerateTripInput, TravellerEdit } from '@shared/schemas/plan';
import type { OptimizeFormValues } from '@shared/schemas/planner-form';
import type { Reservations, Trip } from '@shared/schemas/trip';
import { mergeTravellerEdits } from '@/entities/trips/plan/edit-merge';
import { describePlanChange, remapReservations } from '@/entities/trips/plan/plan-change';
import type { EditPlacement } from '@/entities/trips/plan/edit-summary';
import { parseDuration, returnDateOf } from '@shared/trips/rules';
import { optimizeInputOf, storedTripBaseOf, storedTripInputOf } from '@/lib/trip-request';

/** Trip fields a plan's days decide (its length and return date), to save with the plan. */
export type TripPatch = Partial<Pick<Trip, 'duration' | 'returnDate'>>;

/** A new plan laid over the traveller's edits, ready to apply. */
export interface ReplanResult {
  plan: TripPlan;
  reservations: Reservations;
  /** What the re-plan changed, for the summary under the title. */
  changes: string[];
  /** The edits and reservations the new plan cannot keep: the traveller is asked first when any. */
  dropped: string[];
  /** The edits the new plan keeps elsewhere than their place: asked first too. */
  moved: string[];
  /** Every edit of the traveller's, kept, moved or dropped, for the summary after it is applied. */
  placements: EditPlacement[];
}

/** Why an optimize may change nothing visible, said instead of silence. */
export const NOTHING_CHANGED =
  'The new plan is the same as before: the current plan already meets these preferences.';

/**
 * The trip's length and return date follow its plan's days: nights the traveller sets add or remove
 * days, and so can a re-plan that keeps them or an Undo. Empty when the length is unchanged.
 */
export function tripLengthPatch(trip: Trip, plan: TripPlan | null): TripPatch {
  const duration = plan?.dailyItinerary.length;
  if (!duration || duration === parseDuration(trip.duration)) return {};
  const returnDate = returnDateOf(trip.departureDate, duration);
  return { duration, ...(returnDate ? { returnDate } : {}) };
}

/** The traveller's plan-shaping inputs (stops, pace, departure time) carried into every re-plan. */
export function steeringOf(base: TripPlan | null): Partial<GenerateTripInput> {
  const input = base?.input;
  if (!input) return {};
  return {
    ...(input.stops?.length ? { stops: input.stops } : {}),
    ...(input.paceRule ? { paceRule: input.paceRule } : {}),
    ...(input.departureTime ? { departureTime: input.departureTime } : {}),
    ...(input.maxDrivingHoursPerDay ? { maxDrivingHoursPerDay: input.maxDrivingHoursPerDay } : {}),
    ...(input.avoidHighways ? { avoidHighways: true } : {}),
    ...(input.avoidPasses ? { avoidPasses: true } : {}),
    ...(input.optimizeFor ? { optimizeFor: input.optimizeFor } : {}),
    ...(input.budgetRange ? { budgetRange: input.budgetRange } : {}),
    ...(input.preferredAmenities?.length ? { preferredAmenities: input.preferredAmenities } : {}),
    ...(input.prioritizeActivities?.length ? { prioritizeActivities: input.prioritizeActivities } : {}),
    ...rigAndMoneyOf(input),
    routeType: base.selectedRoute,
    duration: input.duration,
  };
}

/**
 * The rig and money settings a plan was made with, kept by every re-plan. The plan's money settings
 * win over the trip's, unset included (a setting the traveller cleared stays cleared).
 */
export const rigAndMoneyOf = (
  input: GenerateTripInput,
): Pick<GenerateTripInput, 'rig' | 'nightlyBudget' | 'fuelPricePerGallon'> => ({
  ...(input.rig ? { rig: input.rig } : {}),
  nightlyBudget: input.nightlyBudget,
  fuelPricePerGallon: input.fuelPricePerGallon,
});

/** The request the current plan answers: the trip with the traveller's steering. */
export function currentRequestOf(trip: Trip, plan: TripPlan | null): GenerateTripInput {
  return { ...storedTripInputOf(trip), ...steeringOf(plan) };
}

/**
 * The optimize request: the trip with the form's preferences, the plan's stops and length, and the
 * route that serves the target.
 */
export function optimizeRequestOf(
  trip: Trip,
  plan: TripPlan | null,
  values: OptimizeFormValues,
): GenerateTripInput {
  // The form, opened on the plan's preferences, says every one: the trip's saved ones are not laid
  // under it (an amenity or pass choice turned off there stays off).
  const base: GenerateTripInput = {
    ...storedTripBaseOf(trip),
    ...(plan?.input.stops?.length ? { stops: plan.input.stops } : {}),
    ...(plan?.input.duration ? { duration: plan.input.duration } : {}),
  };
  return optimizeInputOf(base, values, plan?.selectedRoute);
}

/**
 * A fresh plan merged with the traveller's edits, and their reservations moved to its days. The
 * traveller's removals stay removed through the re-plan (a merge with another device's copy).
 */
export function mergeReplan({
  fresh,
  edits,
  current,
  reservations,
  removedEditIds = current?.removedEditIds,
}: {
  fresh: TripPlan;
  edits: readonly TravellerEdit[];
  current: TripPlan | null;
  reservations: Reservations;
  removedEditIds?: string[];
}): ReplanResult {
  const merged = mergeTravellerEdits(removedEditIds?.length ? { ...fresh, removedEditIds } : fresh, edits);
  const remapped = current
    ? remapReservations(reservations, current, merged.plan)
    : { reservations, dropped: [] as string[] };
  const changes = current ? describePlanChange(current, merged.plan) : [];
  return {
    plan: merged.plan,
    reservations: remapped.reservations,
    changes: changes.length > 0 || !current ? changes : [NOTHING_CHANGED],
    dropped: [...merged.dropped.map((d) => d.message), ...remapped.dropped],
    moved: merged.moved.map((d) => d.message),
    placements: merged.placements,
  };
}
