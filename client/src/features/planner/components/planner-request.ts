import type { GenerateTripInput } from '@shared/schemas/plan';
import type { PlannerFormValues } from '@shared/schemas/planner-form';
import { plannerPaceInput } from '@shared/schemas/planner-form';
import type { PlanningMode } from '@shared/schemas/trip';
import { parseDuration } from '@shared/trips/rules';

/** The generate call the planner form asks for (SPEC 7), with the pace only where the traveller set it. */
export function generateInputOf(values: PlannerFormValues, mode: PlanningMode): GenerateTripInput {
  return {
    fromLocation: values.fromLocation.trim(),
    toLocation: values.toLocation.trim(),
    departureDate: values.departureDate,
    duration: parseDuration(values.duration),
    rvType: values.rvType as GenerateTripInput['rvType'],
    travelStyle: values.travelStyle as GenerateTripInput['travelStyle'],
    specialNeeds: values.specialNeeds,
    reviewPreferences: {
      minimumRating: Number(values.minimumRating),
      minimumReviewCount: Number(values.minimumReviewCount),
      prioritizeRecentReviews: values.prioritizeRecentReviews,
      avoidNegativeKeywords: values.avoidNegativeKeywords,
    },
    planningMode: mode,
    fullTimer: values.fullTimer,
    ...plannerPaceInput(values),
  };
}
