import { useMutation } from '@tanstack/react-query';
import type { GenerateTripInput } from '@shared/schemas/plan';
import { aiPlanSchema } from '@shared/schemas/plan';
import { api, ApiError } from '@/lib/api-client';

/** POST /api/ai/generate-trip; a non-OK status raises 'HTTP error! status: {code}' (SPEC 7). */
export async function generateTrip(input: GenerateTripInput) {
  try {
    return await api.post('/api/ai/generate-trip', input, aiPlanSchema);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`HTTP error! status: ${error.status}`, { cause: error });
    throw error;
  }
}

export const useGenerateTrip = () => useMutation({ mutationFn: generateTrip });
