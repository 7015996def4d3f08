import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionSummarySchema } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';

export const getSubscription = () => api.get('/api/stripe/subscription', subscriptionSummarySchema);
export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'subscription'], queryFn: getSubscription });
export const useSubscription = () => useQuery(subscriptionQueryOptions());
