import { queryOptions, useQuery } from '@tanstack/react-query';
import { verifySessionResponseSchema } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';

export const verifySession = (sessionId: string) =>
  api.get(`/api/stripe/verify-session/${encodeURIComponent(sessionId)}`, verifySessionResponseSchema);
export const verifySessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['billing', 'verify-session', sessionId],
    queryFn: () => verifySession(sessionId),
  });
/** Without a session id verification is skipped. */
export const useVerifySession = (sessionId: string | null) =>
  useQuery({ ...verifySessionQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
