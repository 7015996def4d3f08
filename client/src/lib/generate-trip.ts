import { useMutation } from '@tanstack/react-query';
import type { AiPlan, GenerateTripInput } from '@shared/schemas/plan';
import { aiPlanSchema } from '@shared/schemas/plan';
import type { PlannedTrip } from '@shared/schemas/planned-trip';
import {
  PLAN_NOT_STORED,
  mainActivitiesOf,
  planNotStoredText,
  plannedTripSchema,
} from '@shared/schemas/planned-trip';
import type { Trip } from '@shared/schemas/trip';
import type { TripUsage } from '@shared/schemas/trip-document';
import { ApiError, api } from '@/lib/api-client';
import { tripStore } from '@/lib/trip-store';

/** SPEC 7: a non-OK answer of the plan call raises 'HTTP error! status: {code}'. */
const httpError = (error: ApiError) => new Error(`HTTP error! status: ${error.status}`, { cause: error });

/** POST /api/ai/generate-trip for the planner and the results page: the plan, stored by the caller. */
export async function generateTrip(input: GenerateTripInput): Promise<AiPlan> {
  try {
    return await api.post('/api/ai/generate-trip', input, aiPlanSchema);
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

/** Stores a plan made here with its trip on this device (and, signed in, queued for the server). */
export async function storePlanHere(
  tripId: string,
  plan: AiPlan,
  tripPatch: Partial<Omit<Trip, 'id' | 'createdAt'>> = {},
): Promise<void> {
  try {
    await tripStore.saveAiPlan(tripId, plan);
    await tripStore.update(tripId, { mainActivities: mainActivitiesOf(plan), ...tripPatch });
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'the trip store refused it.';
    throw new PlanNotStoredError(planNotStoredText(reason), { cause: error });
  }
}

/**
 * Plans a saved trip and stores the plan with it. Where the server holds the trip (signed in, the
 * trip delivered), one request plans and stores it there and the store takes the server's new
 * version; otherwise (visitors, a trip still waiting for upload) the plan is made and stored here.
 * `usage` is the month's count the server answered with, null on the local path.
 */
export async function planSavedTrip(
  tripId: string,
  input: GenerateTripInput,
): Promise<{ plan: AiPlan; usage: TripUsage | null }> {
  if (tripStore.holdsOnServer(tripId)) {
    const planned = await generateIntoTrip(tripId, input);
    await tripStore.adoptServerPlan(planned);
    return { plan: planned.plan, usage: planned.usage };
  }
  const plan = await generateTrip(input);
  await storePlanHere(tripId, plan);
  return { plan, usage: null };
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
