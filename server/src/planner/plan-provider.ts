import type { TripPlan, NormalizedTripInput } from '@shared/schemas/plan';
import type { PlannerData } from '../catalogue/planner-data';
import type { RoutingProvider } from '../routing/provider';
import { builtinRoutingProvider } from '../routing/provider';
import type { PlannerOptions } from './engine';
import type { PlanExecutor } from './work/plan-executor';
import { createInlinePlanExecutor } from './work/plan-executor';

/**
 * What makes a plan for a trip request (POST /api/ai/generate-trip, http/generate-trip.router.ts):
 * the built-in planner, or a writer grounded in it (OpenAI, ai/openai.provider.ts).
 */
export interface PlanProvider {
  generateTrip(input: NormalizedTripInput): Promise<TripPlan>;
}

/**
 * The built-in engine through a plan executor (the server's worker threads). Its plans are validated
 * against the contract; a place not found or not reached by road is thrown as the planner's error (a
 * 422, see domain-errors.ts).
 */
export const planningProvider = (plans: PlanExecutor): PlanProvider => ({
  generateTrip: (input) => plans.plan(input),
});

/** The built-in engine on the calling thread (tests that build the app in-process). */
export function createBuiltinPlanProvider(
  places: { plannerData(): PlannerData },
  options: PlannerOptions = {},
  routing: RoutingProvider = builtinRoutingProvider,
): PlanProvider {
  return planningProvider(createInlinePlanExecutor({ data: () => places.plannerData(), routing, options }));
}
