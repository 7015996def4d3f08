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

export const useGenerateTrip = () => useMutation({ mutationFn: generateTrip });
