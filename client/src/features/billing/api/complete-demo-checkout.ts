import { useMutation } from '@tanstack/react-query';
import { demoCompleteResponseSchema } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';

export const completeDemoCheckout = (sessionId: string) =>
  api.post('/api/stripe/demo/complete', { sessionId }, demoCompleteResponseSchema);
export const useCompleteDemoCheckout = () => useMutation({ mutationFn: completeDemoCheckout });
