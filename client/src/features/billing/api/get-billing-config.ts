import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingConfigSchema } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';

export const getBillingConfig = () => api.get('/api/stripe/config', billingConfigSchema);
export const billingConfigQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'config'], queryFn: getBillingConfig });
export const useBillingConfig = () => useQuery(billingConfigQueryOptions());
