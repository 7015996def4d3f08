import { useMutation } from '@tanstack/react-query';
import type { CreateCheckoutSessionInput } from '@shared/schemas/billing';
import { checkoutSessionResponseSchema } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';

export const createCheckoutSession = (input: CreateCheckoutSessionInput) =>
  api.post('/api/stripe/create-checkout-session', input, checkoutSessionResponseSchema);
export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
