import { useMutation } from '@tanstack/react-query';
import type { TripPlan, GenerateTripInput } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import type { PlannedTrip } from '@shared/schemas/planned-trip';
import { PLAN_NOT_STORED, plannedTripSchema } from '@shared/schemas/planned-trip';
import { ApiError, api } from '@/lib/api-client';

/** A non-OK answer of the plan call raises 'HTTP error! status: {code}'. */
const httpError = (error: ApiError) => new Error(`HTTP error! status: ${error.status}`, { cause: error });

/** POST /api/ai/generate-trip for the planner and the results page: the plan, stored by the caller. */
export async function generateTrip(input: GenerateTripInput): Promise<TripPlan> {
  try {
    return await api.post('/api/ai/generate-trip', input, tripPlanSchema);
  } catch (error) {
    if (error instanceof ApiError) throw httpError(error);
    throw error;
  }
}

/** The plan was made but could not be stored with the trip; the trip itself is saved. */
export class PlanNotStoredError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlanNotStoredError';
  }
}

function serverJson(error: ApiError): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(error.body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** POST /api/ai/generate-trip with the trip id: the server plans the saved trip and stores the plan in it. */
export async function generateIntoTrip(tripId: string, input: GenerateTripInput): Promise<PlannedTrip> {
  try {
    return await api.post('/api/ai/generate-trip', { ...input, tripId }, plannedTripSchema);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = serverJson(error);
    if (body?.failed === PLAN_NOT_STORED && typeof body.message === 'string')
      throw new PlanNotStoredError(body.message, { cause: error });
    throw httpError(error);
  }
}

/**
 * The place the planner could not find (a 422 'Could not find location: X'), so the traveller is
 * told what to change instead of being told the AI failed. Null for any other failure.
 */
export function unknownPlaceOf(error: unknown): string | null {
  const cause = error instanceof Error && error.cause instanceof ApiError ? error.cause : error;
  if (!(cause instanceof ApiError) || cause.status !== 422) return null;
  let message = cause.body;
  try {
    const parsed: unknown = JSON.parse(cause.body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string')
      message = parsed.message;
  } catch {
    // Not JSON: the body itself is the message.
  }
  const match = /^Could not find location: (.+)$/.exec(message.trim());
  return match ? match[1]! : null;
}

export const unknownPlaceText = (place: string) => `Could not find "${place}". Try a nearby town.`;

export const useGenerateTrip = () => useMutation({ mutationFn: generateTrip });
