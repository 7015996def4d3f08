import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoCheckoutSessionSchema } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';

export const getDemoSession = (sessionId: string) =>
  api.get(`/api/stripe/demo/sessions/${encodeURIComponent(sessionId)}`, demoCheckoutSessionSchema);
export const demoSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['billing', 'demo-session', sessionId],
    queryFn: () => getDemoSession(sessionId),
  });
export const useDemoSession = (sessionId: string) =>
  useQuery({ ...demoSessionQueryOptions(sessionId), enabled: sessionId !== '' });
