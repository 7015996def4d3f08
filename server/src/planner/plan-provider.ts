import type { TripPlan, NormalizedTripInput } from '@shared/schemas/plan';

/** What makes a plan for a trip request: the built-in planner, or OpenAI grounded in it. */
export interface AiProvider {
  generateTrip(input: NormalizedTripInput): Promise<TripPlan>;
}
