import { useMutation } from '@tanstack/react-query';
import type { TripPlan, GenerateTripInput } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import type { PlannedTrip } from '@shared/schemas/planned-trip';
import { plannedTripSchema } from '@shared/schemas/planned-trip';
import type { AmbiguousPlaceAnswer } from '@shared/schemas/place-choices';
import { ambiguousPlaceAnswerSchema } from '@shared/schemas/place-choices';
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

/** POST /api/ai/generate-trip with the trip id: the server plans the saved trip and stores the plan in it. */
export async function generateIntoTrip(tripId: string, input: GenerateTripInput): Promise<PlannedTrip> {
  try {
    return await api.post('/api/ai/generate-trip', { ...input, tripId }, plannedTripSchema);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.serverMessage;
    if (error.code === 'plan-not-stored' && message !== undefined)
      throw new PlanNotStoredError(message, { cause: error });
    throw httpError(error);
  }
}

/**
 * The place the planner could not find (code 'location-not-found', its `location`), so the traveller
 * is told what to change instead of being told the AI failed. Null for any other failure.
 */
export function unknownPlaceOf(error: unknown): string | null {
  const cause = error instanceof Error && error.cause instanceof ApiError ? error.cause : error;
  if (!(cause instanceof ApiError) || cause.code !== 'location-not-found') return null;
  const location = cause.fields?.location;
  return typeof location === 'string' && location.trim() !== '' ? location.trim() : null;
}

/**
 * The server's words for a place name that fits more than one town of a state (code
 * 'location-ambiguous': "There is more than one Twin Lakes, CO: ... Please choose one."). Null otherwise.
 */
export function ambiguousPlaceOf(error: unknown): string | null {
  const cause = error instanceof Error && error.cause instanceof ApiError ? error.cause : error;
  if (!(cause instanceof ApiError) || cause.code !== 'location-ambiguous') return null;
  return cause.serverMessage ?? null;
}

/**
 * The towns an ambiguous place name may mean, with the name as it was sent and the server's words
 * (code 'location-ambiguous'), for the traveller to pick one. Null for any other failure.
 */
export function placeChoicesOf(error: unknown): AmbiguousPlaceAnswer | null {
  const cause = error instanceof Error && error.cause instanceof ApiError ? error.cause : error;
  if (!(cause instanceof ApiError) || cause.code !== 'location-ambiguous') return null;
  const answer = ambiguousPlaceAnswerSchema.safeParse(cause.fields);
  return answer.success ? answer.data : null;
}

export const unknownPlaceText = (place: string) => `Could not find "${place}". Try a nearby town.`;

export const useGenerateTrip = () => useMutation({ mutationFn: generateTrip });
