import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSummarySchema } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';
import { subscriptionQueryOptions } from './get-subscription';

export const cancelSubscription = () => api.post('/api/stripe/cancel', undefined, subscriptionSummarySchema);
export const useCancelSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (summary) => queryClient.setQueryData(subscriptionQueryOptions().queryKey, summary),
  });
};
