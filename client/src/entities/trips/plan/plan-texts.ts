import type { TripPlan } from '@shared/schemas/plan';
import { describedOverview } from '@shared/plan/overview-texts';

/**
 * The plan with its overview read again from its days whenever it is saved, so the description never
 * says what an earlier plan said (`describedOverview`: its length and route clause). The stay notes
 * need no reading: the one edit of a stay's length (`withStayNights`) writes them for the new length.
 */
export function refreshPlanTexts(plan: TripPlan): TripPlan {
  return { ...plan, overview: describedOverview(plan) };
}
