import { useMutation } from '@tanstack/react-query';
import type { AiPlan, GenerateTripInput } from '@shared/schemas/plan';
import { aiPlanSchema } from '@shared/schemas/plan';
import { ApiError, api } from '@/lib/api-client';

/** POST /api/ai/generate-trip for the planner and the results page; SPEC 7: a non-OK answer raises 'HTTP error! status: {code}'. */
export async function generateTrip(input: GenerateTripInput): Promise<AiPlan> {
  try {
    return await api.post('/api/ai/generate-trip', input, aiPlanSchema);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`HTTP error! status: ${error.status}`, { cause: error });
    throw error;
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
